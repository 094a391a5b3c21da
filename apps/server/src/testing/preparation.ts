/** The staff mark an order prepared, as the back office does (issue 37: its money is then taken). */
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
