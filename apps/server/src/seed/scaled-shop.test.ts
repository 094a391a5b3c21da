import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { products, shelves } from '../modules/catalog/catalog.tables';
import { carts, cartLines, orderPayments } from '../modules/orders/orders.tables';
import { bearer, signInByPhone } from '../testing/auth-test-app';
import { openShopApp, type ShopTestApp } from '../testing/shop-test-app';
import { scaledCounts, seedScaledShop } from './scaled-shop';

describe('the scaled shop (npm run db:seed -- --scale)', () => {
  let shop: ShopTestApp;
  const counts = scaledCounts({ scale: 0.05 });

  beforeAll(async () => {
    shop = await openShopApp();
    await seedScaledShop(shop.database.db, { scale: 0.05 });
    // Seeding again replaces what the first run generated.
    await seedScaledShop(shop.database.db, { scale: 0.05 });
  }, 120_000);
  afterAll(() => shop.close());

  it('adds products, shelves and completed orders with their lines and payments', async () => {
    const { db } = shop.database;
    const [generated] = await db
      .select({ n: count() })
      .from(products)
      .where(like(products.reference, 'scale-%'));
    const [generatedShelves] = await db
      .select({ n: count() })
      .from(shelves)
      .where(like(shelves.key, 'scale-%'));
    const [orders] = await db.select({ n: count() }).from(carts);
    const [payments] = await db.select({ n: count() }).from(orderPayments);
    const [lines] = await db.select({ n: count() }).from(cartLines);
    expect(generated?.n).toBe(counts.products);
    expect(generatedShelves?.n).toBe(counts.shelves);
    expect(orders?.n).toBe(counts.orders);
    expect(payments?.n).toBe(counts.orders);
    expect(lines?.n).toBeGreaterThanOrEqual(2 * counts.orders);
  });

  it('finds the generated products by their names', async () => {
    const answer = await shop.app.inject({ url: '/api/bff/search?s=fermier' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().products.length).toBeGreaterThan(0);
  });

  it("lists the heaviest customer's orders, newest first, with their frozen prices", async () => {
    const signedIn = await signInByPhone(shop.app, '+33790000001');
    expect(signedIn.accountExists).toBe(true);
    const answer = await shop.app.inject({
      url: '/api/v2/storefront/account/orders?include=line_items',
      headers: bearer(signedIn.userToken),
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.meta.total_count).toBe(counts.heavyOrders);
    expect(body.data).toHaveLength(25);
    const completed = body.data.map(
      (order: { attributes: { completed_at: string } }) => order.attributes.completed_at,
    );
    expect([...completed].sort().reverse()).toEqual(completed);
    expect(body.included.some((item: { type: string }) => item.type === 'line_item')).toBe(true);
  });
});
