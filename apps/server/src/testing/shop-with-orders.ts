/** A demo shop with placed orders, and those orders as a list to compare (backup tests). */
import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { cartLines, carts } from '../modules/orders/orders.tables';
import { TestClock } from './auth-test-app';
import { buyerWithBasket, buyWithBike } from './checkout-flow';
import { aDeliveryMorning } from './shop-clock';
import { openShopApp } from './shop-test-app';

/** The placed orders as the back office would list them: number, status, lines and what was paid. */
export async function placedOrders(database: DatabaseHandle) {
  return database.db
    .select({
      number: carts.number,
      status: carts.status,
      email: carts.email,
      completedAt: carts.completedAt,
      snapshot: carts.snapshot,
      lines: count(cartLines.id),
    })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.state, 'complete'))
    .groupBy(carts.id)
    .orderBy(asc(carts.number));
}

/**
 * A demo shop on `database` where two customers placed an order each; answers those orders. The
 * database is closed with the shop (the embedded PostgreSQL stops).
 */
export async function shopWithOrders(database: DatabaseHandle) {
  const shop = await openShopApp({ database, clock: new TestClock(aDeliveryMorning()) });
  try {
    const variantId = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    for (const quantity of [1, 2]) {
      const buyer = await buyerWithBasket(shop.app, [{ variantId, quantity }]);
      const placed = await buyWithBike(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const orders = await placedOrders(database);
    expect(orders).toHaveLength(2);
    return orders;
  } finally {
    await shop.close();
  }
}
