/** The staff mark an order prepared, as the back office does (issue 37: its money is then taken). */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { staffSession } from './staff-session';

type Shop = { app: FastifyInstance; database: DatabaseHandle };
const preparers = new WeakMap<Shop, Promise<string>>();

/** A preparer's count of a line short or missing; the lines not named were prepared in full. */
export type PreparedLineCount = { lineId: string; preparedQuantity: number };

export async function prepareOrder(shop: Shop, number: string, lines?: PreparedLineCount[], prepared = true) {
  let cookie = preparers.get(shop);
  if (!cookie) {
    cookie = staffSession(shop, 'preparer').then((session) => session.cookie);
    preparers.set(shop, cookie);
  }
  return shop.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${number}/prepared`,
    headers: { cookie: await cookie },
    payload: lines ? { prepared, lines } : { prepared },
  });
}
