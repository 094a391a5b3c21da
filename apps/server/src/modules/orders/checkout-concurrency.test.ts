/**
 * Money and stock under contention (issue 8): buyers racing for the last units, for the last place
 * of a slot, and one payment confirmed many times at once. On PostgreSQL the requests really run in
 * parallel through the pool; on PGlite they interleave at every await.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCardPayment,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
  rateOf,
  shippingRates,
  TEST_CARDS,
  type Buyer,
} from '../../testing/checkout-flow';
import { TestClock } from '../../testing/auth-test-app';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { orderPayments, carts } from './orders.tables';
import { deliverySlots } from '../delivery/delivery.tables';
import { sandboxPaymentIntents } from '../payments/sandbox/sandbox.tables';

describe('checkout under contention', () => {
  let shop: ShopTestApp;
  let beef: string;
  beforeAll(async () => {
    shop = await openShopApp({
      clock: new TestClock(aDeliveryMorning()),
      adminToken: 'admin-token-concurrency',
    });
    beef = (await shop.productIds(['colis-de-boeuf-limousin']))['colis-de-boeuf-limousin']!;
  });
  afterAll(() => shop.close());

  /** A buyer of one beef box (99 €), delivered by bike on `slotId` (or the first open slot), card given. */
  async function readyToPay(slotId?: string): Promise<Buyer> {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    await giveAddress(shop.app, buyer);
    const next = await chooseSlot(shop.app, buyer, 'sillon-bag-delivery', slotId);
    if (next.statusCode !== 200) throw new Error(`delivery refused: ${next.body}`);
    const payment = await addCardPayment(shop.app, buyer, TEST_CARDS.success);
    if (payment.statusCode !== 201) throw new Error(`payment refused: ${payment.body}`);
    return buyer;
  }

  const setStock = (stock: number) => shop.changeProduct(beef, { stock });

  async function paymentsOf(buyers: readonly Buyer[]) {
    const rows = await shop.database.db
      .select({ state: orderPayments.state })
      .from(orderPayments)
      .innerJoin(carts, eq(carts.id, orderPayments.cartId))
      .where(
        inArray(
          carts.number,
          buyers.map((buyer) => buyer.number),
        ),
      );
    return rows.map((row) => row.state);
  }

  /** Authorisations the card processor holds for these orders (taken at their preparation). */
  async function chargesOf(buyers: readonly Buyer[]) {
    const rows = await shop.database.db
      .select({ reference: sandboxPaymentIntents.reference })
      .from(sandboxPaymentIntents)
      .where(
        and(
          inArray(
            sandboxPaymentIntents.reference,
            buyers.map((buyer) => buyer.number),
          ),
          // Held: the money is taken when the order is prepared.
          eq(sandboxPaymentIntents.status, 'requires_capture'),
        ),
      );
    return rows.map((row) => row.reference);
  }

  it('sells the last 5 units to exactly 5 of 20 buyers paying at once', async () => {
    await setStock(100);
    const buyers: Buyer[] = [];
    for (let index = 0; index < 20; index += 1) buyers.push(await readyToPay());
    await setStock(5);

    const answers = await Promise.all(buyers.map((buyer) => complete(shop.app, buyer)));

    const placed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(placed).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'unavailable_products' });
    }
    expect(await shop.stockOf(beef)).toBe(0);
    const states = await paymentsOf(buyers);
    expect(states.filter((state) => state === 'processing')).toHaveLength(5);
    // The others were refused before their card was asked, or had their authorisation voided.
    expect(
      states.filter((state) => state !== 'processing').every((state) => ['checkout', 'void'].includes(state)),
    ).toBe(true);
    const charged = await chargesOf(buyers);
    expect(charged).toHaveLength(5);
    const placedNumbers = placed.map((answer) => (answer.json() as { data: { id: string } }).data.id);
    expect([...charged].sort()).toEqual([...placedNumbers].sort());
  }, 120_000);

  it('books the one place of a slot for one of 10 buyers', async () => {
    await setStock(100);
    const first = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    await giveAddress(shop.app, first);
    const slot = rateOf(
      await shippingRates(shop.app, first),
      'sillon-bag-delivery',
    ).attributes.delivery_slots.at(-1)!;
    await shop.database.db
      .update(deliverySlots)
      .set({ capacity: 1, booked: 0 })
      .where(eq(deliverySlots.id, slot.id));
    const buyers: Buyer[] = [];
    for (let index = 0; index < 10; index += 1) buyers.push(await readyToPay(slot.id));

    const answers = await Promise.all(buyers.map((buyer) => complete(shop.app, buyer)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'slot_full' });
    }
    const [booked] = await shop.database.db
      .select({ booked: deliverySlots.booked })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, slot.id));
    expect(booked?.booked).toBe(1);
  }, 120_000);

  it('charges once and places one order when the same payment is confirmed 5 times at once', async () => {
    await setStock(100);
    const buyer = await readyToPay();

    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(shop.app, buyer)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(200);
    // A retry that arrives once the order is placed finds no open order (Spree's 404).
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    const [orders] = await shop.database.db
      .select({ n: count() })
      .from(carts)
      .where(and(eq(carts.number, buyer.number), eq(carts.state, 'complete')));
    expect(orders?.n).toBe(1);
    expect(await paymentsOf([buyer])).toEqual(['processing']);
    expect(await chargesOf([buyer])).toEqual([buyer.number]);
    expect(await shop.stockOf(beef)).toBe(99);
  }, 60_000);
});
