/**
 * The customer's placed orders are kept as sent (issue 20) and answered again only while they
 * are still true: a write by any server copy (here another order store on the same database, as
 * another copy's looks to this one) or a change window closing shows on the next call.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { buyerWithBasket, buyWithBike, type Buyer } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { createOrderStore } from './order-store';
import { createPlacedOrderPages } from './placed-order-pages';
import { carts } from './orders.tables';

type ListedOrder = {
  id: string;
  attributes: { status: string; can_cancel: boolean; changeable_until: string | null };
  relationships: { payments: { data: { id: string }[] } };
};
type OrderList = { data: ListedOrder[]; meta: { total_count: number } };

describe('a page of placed orders, kept', () => {
  let shop: ShopTestApp;
  const clock = new TestClock(aDeliveryMorning());
  let beef: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  /** Another server copy's store: its saves are this copy's to notice. */
  const otherCopy = () => createOrderStore(db());

  async function placedOrder(buyer?: Pick<Buyer, 'token' | 'userId'>): Promise<Buyer> {
    const ordering = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }], buyer);
    const placed = await buyWithBike(shop.app, ordering);
    expect(placed.statusCode, placed.body).toBe(200);
    return ordering;
  }

  async function listOf(buyer: Pick<Buyer, 'token'>, query = ''): Promise<{ body: string; list: OrderList }> {
    const answer = await storefront(shop.app, 'GET', `/account/orders${query}`, { token: buyer.token });
    expect(answer.statusCode, answer.body).toBe(200);
    return { body: answer.body, list: answer.json() as OrderList };
  }

  it('answers the same page again, and shows a status another copy moved at once', async () => {
    const buyer = await placedOrder();
    const first = await listOf(buyer);
    expect(first.list.data.map((order) => order.attributes.status)).toEqual(['scheduled']);
    expect((await listOf(buyer)).body).toBe(first.body);

    const placed = (await otherCopy().placedByNumber(buyer.number))!;
    await otherCopy().save(placed, { order: { status: 'delivery' } }, clock.now());
    expect((await listOf(buyer)).list.data.map((order) => order.attributes.status)).toEqual(['delivery']);
  });

  it('shows a payment another copy voided, and a new order in the page and the count', async () => {
    const buyer = await placedOrder();
    const order = (await otherCopy().placedByNumber(buyer.number))!;
    expect((await listOf(buyer)).list.data[0]!.relationships.payments.data).toHaveLength(1);

    const voided = order.payments.map((payment) => ({
      kind: 'change' as const,
      id: payment.id,
      changes: { state: 'void' },
    }));
    await otherCopy().save(order, { payments: voided }, clock.now());
    expect((await listOf(buyer)).list.data[0]!.relationships.payments.data).toEqual([]);

    clock.advanceSeconds(60); // placed a minute later: newest first
    const second = await placedOrder(buyer);
    const { list } = await listOf(buyer);
    expect(list.meta.total_count).toBe(2);
    expect(list.data.map((listed) => listed.id)).toEqual([second.number, buyer.number]);
    // Each page of the same orders is its own: the second page of one holds the older order.
    const page2 = await listOf(buyer, '?per_page=1&page=2');
    expect(page2.list.data.map((listed) => listed.id)).toEqual([buyer.number]);
  });

  it('stops offering « Annuler » once the cut-off passes, with no write at all', async () => {
    const buyer = await placedOrder();
    const [order] = await db().select().from(carts).where(eq(carts.number, buyer.number));
    const cutOff = new Date(clock.now().getTime() + 5 * 60_000).toISOString();
    await db()
      .update(carts)
      .set({ deliverySlot: { ...order!.deliverySlot!, bookableUntil: cutOff } })
      .where(eq(carts.id, order!.id));
    const before = (await listOf(buyer)).list.data[0]!.attributes;
    expect(before).toMatchObject({ can_cancel: true, changeable_until: cutOff });
    expect((await listOf(buyer)).list.data[0]!.attributes).toEqual(before);

    clock.advanceSeconds(6 * 60);
    expect((await listOf(buyer)).list.data[0]!.attributes).toMatchObject({
      can_cancel: false,
      changeable_until: null,
    });
  });
});

describe('createPlacedOrderPages', () => {
  const page = (chars: number, versions = 'v1', validUntil = Infinity) => ({
    json: 'x'.repeat(chars),
    versions,
    validUntil,
  });
  const clockAt = (start: number) => {
    const clock = { at: start, now: () => clock.at };
    return clock;
  };

  it('answers a kept page only at the same versions and before it expires on the shop clock', () => {
    const clock = clockAt(Date.parse('2026-11-27T10:00:00Z'));
    const pages = createPlacedOrderPages(clock.now, 1_000);
    pages.keep('a', page(10, 'v1', clock.at + 2_000));
    expect(pages.find('a', 'v1')).toBeDefined();
    expect(pages.find('a', 'v2')).toBeUndefined();
    expect(pages.find('b', 'v1')).toBeUndefined();
    clock.at += 1_999;
    expect(pages.find('a', 'v1')).toBeDefined();
    clock.at += 1;
    expect(pages.find('a', 'v1')).toBeUndefined();
    // Already past its window when built: not kept.
    pages.keep('c', page(10, 'v1', clock.at));
    expect(pages.find('c', 'v1')).toBeUndefined();
  });

  it("lets go of an erased customer's pages, and of theirs only, expired ones included", () => {
    const clock = clockAt(Date.parse('2026-11-27T10:00:00Z'));
    const pages = createPlacedOrderPages(clock.now, 1_000);
    pages.keep('user-1 http://shop/orders', page(10));
    pages.keep('user-1 http://shop/orders?page=2', page(10));
    pages.keep('user-1 http://shop/orders?page=3', page(10, 'v1', clock.at + 1_000));
    pages.keep('user-10 http://shop/orders', page(10));
    clock.at += 5_000;
    pages.forget('user-1');
    expect(pages.find('user-1 http://shop/orders', 'v1')).toBeUndefined();
    expect(pages.find('user-1 http://shop/orders?page=2', 'v1')).toBeUndefined();
    expect(pages.find('user-10 http://shop/orders', 'v1')).toBeDefined();
    // Its expired page is gone from memory too: a shop clock moved back does not bring it back.
    clock.at -= 5_000;
    expect(pages.find('user-1 http://shop/orders?page=3', 'v1')).toBeUndefined();
  });

  it('lets the least recently asked pages go beyond its size, and keeps no page larger than it', () => {
    const pages = createPlacedOrderPages(clockAt(Date.parse('2026-11-27T10:00:00Z')).now, 100);
    pages.keep('a', page(60));
    pages.keep('b', page(30));
    expect(pages.find('a', 'v1')).toBeDefined();
    pages.keep('c', page(30));
    expect(pages.find('b', 'v1')).toBeUndefined();
    expect(pages.find('a', 'v1')).toBeDefined();
    expect(pages.find('c', 'v1')).toBeDefined();
    pages.keep('d', page(101));
    expect(pages.find('d', 'v1')).toBeUndefined();
    expect(pages.find('a', 'v1')).toBeDefined();
  });
});
