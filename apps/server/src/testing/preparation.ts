/** The staff prepare an order (issue 37: its money is then taken) or cancel it, as the back office does. */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { staffSession } from './staff-session';

type Shop = { app: FastifyInstance; database: DatabaseHandle };

/**
 * A preparer's count of a line short or missing, and what went in the bag instead (issue 41); the
 * lines not named were prepared in full.
 */
export type PreparedLineCount = {
  lineId: string;
  preparedQuantity: number;
  substitute?: { productId: string; quantity: number };
};

export async function prepareOrder(shop: Shop, number: string, lines?: PreparedLineCount[], prepared = true) {
  // Signed in each time: a test may move the shop's clock past a session's end.
  const { cookie } = await staffSession(shop, 'preparer');
  return shop.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${number}/prepared`,
    headers: { cookie },
    payload: lines ? { prepared, lines } : { prepared },
  });
}

/** The staff cancel an order, as the back office does (a prepared one too: its money is given back). */
export async function cancelOrderAsStaff(shop: Shop, number: string) {
  const { cookie } = await staffSession(shop, 'support');
  return shop.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${number}/cancel`,
    headers: { cookie },
    payload: {},
  });
}
