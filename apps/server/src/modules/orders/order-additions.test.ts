/**
 * « Ajouter à ma commande » (issue 14): products added to a placed order before its cut-off, paid
 * by a new authorisation of their price on the order's card, once per idempotency key.
 */
import type { CartDocument, LineItemResource } from '@sillon/contract';
import { randomUUID } from 'node:crypto';
import { includedVatCents } from '@sillon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  authOf,
  buyerWithBasket,
  buyWithBike,
  chooseSlot,
  complete,
  giveAddress,
  TEST_CARDS,
  type Buyer,
} from '../../testing/checkout-flow';
import { whileFailing } from '../../testing/failing-statements';
import { prepareOrder } from '../../testing/preparation';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { products } from '../catalog/catalog.tables';
import { vouchers } from '../promotions/promotions.tables';
import { sandboxPaymentIntents } from '../payments/sandbox/sandbox.tables';
import { carts, orderAdditions, orderPayments } from './orders.tables';
import type { OrderSnapshot } from './order-snapshot';

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('adding products to a placed order', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let beef: string;
  let bread: string;
  let capped: string;
  let detergent: string;
  let juice: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    const ids = await shop.productIds([
      'boeuf-a-bourguignon',
      'pain-de-campagne-au-levain',
      'colis-de-boeuf-limousin',
      'lessive-liquide-au-savon-vegetal',
      'jus-de-pomme-trouble',
    ]);
    detergent = ids['lessive-liquide-au-savon-vegetal']!;
    juice = ids['jus-de-pomme-trouble']!;
    await shop.database.db.insert(vouchers).values({
      id: randomUUID(),
      code: 'AJOUT10',
      name: 'Dix pour cent',
      description: '10 % sur les produits',
      kind: 'percentage',
      percentBp: 1000,
    });
    beef = ids['boeuf-a-bourguignon']!;
    bread = ids['pain-de-campagne-au-levain']!;
    capped = ids['colis-de-boeuf-limousin']!;
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;

  async function placedOrder(card: string = TEST_CARDS.success): Promise<Buyer> {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    const placed = await buyWithBike(shop.app, buyer, card);
    expect(placed.statusCode, placed.body).toBe(200);
    return buyer;
  }

  const add = (
    buyer: Pick<Buyer, 'token' | 'number'>,
    lines: { variant_id: string; quantity: number }[],
    key = `addition-${Math.random().toString(36).slice(2)}`,
  ) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/v2/storefront/account/orders/${buyer.number}/add_items`,
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': key },
      payload: { line_items_attributes: lines, include: 'line_items' },
    });

  const orderOf = async (buyer: Buyer) =>
    (
      await storefront(shop.app, 'GET', `/account/orders/${buyer.number}?include=line_items`, buyer)
    ).json() as CartDocument;
  const stockOf = (productId: string) => shop.stockOf(productId);
  const intentsOf = (number: string) =>
    db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.reference, number));
  const snapshotOf = async (number: string) =>
    (
      (await db().select({ snapshot: carts.snapshot }).from(carts).where(eq(carts.number, number)))[0]!
        .snapshot as OrderSnapshot
    ).priced;
  const paymentsOf = async (number: string) => {
    const [order] = await db().select().from(carts).where(eq(carts.number, number));
    return db()
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.cartId, order!.id))
      .orderBy(orderPayments.id);
  };
  const failing = (table: string, when: Parameters<typeof whileFailing>[2], work: () => Promise<void>) =>
    whileFailing(db(), table, when, work);
  const priceOf = async (productId: string) =>
    (await db().select({ price: products.priceCents }).from(products).where(eq(products.id, productId)))[0]!
      .price;

  it('adds the products at their price, takes their stock, charges exactly them and recomputes the totals', async () => {
    const buyer = await placedOrder();
    const before = (await orderOf(buyer)).data.attributes;
    const breadStock = await stockOf(bread);
    const answer = await add(buyer, [{ variant_id: bread, quantity: 2 }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (answer.json() as CartDocument).data.attributes;
    const breadCents = (await priceOf(bread)) * 2;
    expect(cents(after.item_total)).toBe(cents(before.item_total) + breadCents);
    expect(cents(after.total)).toBe(cents(before.total) + breadCents);
    expect(cents(after.ship_total)).toBe(cents(before.ship_total));
    expect(cents(after.tax_total)).toBeGreaterThan(cents(before.tax_total));
    const lines = ((answer.json() as CartDocument).included ?? []).filter(
      (item): item is LineItemResource => item.type === 'line_item',
    );
    expect(lines.map((line) => [line.relationships.variant.data?.id, line.attributes.quantity])).toEqual(
      expect.arrayContaining([
        [beef, 1],
        [bread, 2],
      ]),
    );
    // The added line says when it was added; the ordered ones say nothing.
    const addedAt = (variantId: string) =>
      lines.find((line) => line.relationships.variant.data?.id === variantId)?.attributes.public_metadata
        .added_at;
    expect(addedAt(bread)).toBe(clock.now().toISOString());
    expect(addedAt(beef)).toBeUndefined();
    expect(await stockOf(bread)).toBe(breadStock - 2);
    const intents = await intentsOf(buyer.number);
    expect(intents.map((intent) => [intent.status, intent.amountCents])).toEqual(
      // Held on the card: taken with the order when it is prepared.
      expect.arrayContaining([['requires_capture', breadCents]]),
    );
    expect(intents).toHaveLength(2);
  });

  it('adds, takes stock and charges once for five retries at once of one addition', async () => {
    const buyer = await placedOrder();
    const breadStock = await stockOf(bread);
    const lines = [{ variant_id: bread, quantity: 1 }];
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(buyer, lines, 'one-addition-key')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stockOf(bread)).toBe(breadStock - 1);
    expect(await intentsOf(buyer.number)).toHaveLength(2);
    const [order] = await db().select().from(carts).where(eq(carts.number, buyer.number));
    expect(await db().select().from(orderPayments).where(eq(orderPayments.cartId, order!.id))).toHaveLength(
      2,
    );
    // The same key for other products is a mistake, not a new addition.
    const other = await add(buyer, [{ variant_id: bread, quantity: 3 }], 'one-addition-key');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'order_addition_key_reused' });
  });

  it('refuses what cannot be had, above a cap, after the cut-off or on another customer’s order', async () => {
    const buyer = await placedOrder();
    await db().update(products).set({ available: false }).where(eq(products.id, bread));
    try {
      const gone = await add(buyer, [{ variant_id: bread, quantity: 1 }]);
      expect(gone.statusCode).toBe(422);
      expect(gone.json()).toMatchObject({ code: 'unavailable_products', errors: { variant_ids: [bread] } });
    } finally {
      await db().update(products).set({ available: true }).where(eq(products.id, bread));
    }
    // The product and its cap named, for the app to say which one.
    expect((await add(buyer, [{ variant_id: capped, quantity: 2 }])).json()).toMatchObject({
      code: 'quantity_above_limit',
      errors: { [capped]: [expect.any(Number)] },
    });
    const stranger = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    expect(
      (await add({ token: stranger.token, number: buyer.number }, [{ variant_id: bread, quantity: 1 }]))
        .statusCode,
    ).toBe(404);
    const [order] = await db().select().from(carts).where(eq(carts.number, buyer.number));
    const closed = new Date(clock.now().getTime() - 60_000).toISOString();
    await db()
      .update(carts)
      .set({ deliverySlot: { ...order!.deliverySlot!, bookableUntil: closed } })
      .where(eq(carts.id, order!.id));
    expect((await add(buyer, [{ variant_id: bread, quantity: 1 }])).json()).toMatchObject({
      code: 'order_not_changeable',
    });
    expect(await intentsOf(buyer.number)).toHaveLength(1);
  });

  /** A placed order paid with the 3-D Secure test card, its challenge passed. */
  async function placedWithThreeDSecure(): Promise<Buyer> {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    await giveAddress(shop.app, buyer);
    expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
    await addCardPayment(shop.app, buyer, TEST_CARDS.threeDSecure);
    const asked = (await complete(shop.app, buyer)).json() as { action: { client_secret: string } };
    await answerChallenge(asked.action.client_secret, 'complete');
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    return buyer;
  }

  const answerChallenge = (clientSecret: string, outcome: 'complete' | 'fail') =>
    shop.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/challenges/${clientSecret}`,
      payload: { outcome },
    });

  it('asks the bank’s 3-D Secure for an addition, then adds it once the customer passed it', async () => {
    const buyer = await placedWithThreeDSecure();
    const before = (await orderOf(buyer)).data.attributes;
    const breadStock = await stockOf(bread);
    const lines = [{ variant_id: bread, quantity: 1 }];

    const asked = await add(buyer, lines, 'with-3ds');
    expect(asked.statusCode).toBe(422);
    const { action } = asked.json() as { code: string; action: { type: string; client_secret: string } };
    expect(asked.json()).toMatchObject({
      code: 'payment_requires_action',
      action: { type: 'three_d_secure' },
    });
    // Nothing added while the bank waits for the customer.
    expect((await orderOf(buyer)).data.attributes.total).toBe(before.total);
    expect(await stockOf(bread)).toBe(breadStock);

    // The processor's events about the waiting intent leave it to the customer's answer.
    const intentId = action.client_secret.split('_secret_')[0]!;
    await shop.app.paymentEvents.reconcilePayment(buyer.number, intentId);
    expect((await answerChallenge(action.client_secret, 'complete')).statusCode).toBe(200);
    await shop.app.paymentEvents.reconcilePayment(buyer.number, intentId);
    const added = await add(buyer, lines, 'with-3ds');
    expect(added.statusCode, added.body).toBe(200);
    expect(cents((added.json() as CartDocument).data.attributes.total)).toBe(
      cents(before.total) + (await priceOf(bread)),
    );
    expect(await stockOf(bread)).toBe(breadStock - 1);
    // One authorisation for the addition, whatever the retries; both taken at the preparation.
    expect(await intentsOf(buyer.number)).toHaveLength(2);
    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('refuses the addition when the customer fails its 3-D Secure challenge', async () => {
    const buyer = await placedWithThreeDSecure();
    const before = (await orderOf(buyer)).data.attributes;
    const lines = [{ variant_id: bread, quantity: 1 }];
    const asked = (await add(buyer, lines, 'failed-3ds')).json() as { action: { client_secret: string } };
    await answerChallenge(asked.action.client_secret, 'fail');

    const refused = await add(buyer, lines, 'failed-3ds');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'authentication_failed' });
    expect((await orderOf(buyer)).data.attributes.total).toBe(before.total);
    // Asked again with its key, it is refused again, without a new authorisation.
    expect((await add(buyer, lines, 'failed-3ds')).json()).toMatchObject({ code: 'authentication_failed' });
    expect(await intentsOf(buyer.number)).toHaveLength(2);
  });

  it('keeps what was paid as paid: the voucher stays on the first lines, the added ones are paid in full', async () => {
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: detergent, quantity: 2 },
      { variantId: juice, quantity: 3 },
    ]);
    const coupon = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
      coupon_code: 'AJOUT10',
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
    const before = await snapshotOf(buyer.number);
    expect(before.totals.promoTotalCents).toBeLessThan(0);

    expect((await add(buyer, [{ variant_id: juice, quantity: 2 }])).statusCode).toBe(200);
    const after = await snapshotOf(buyer.number);
    const addedCents = (await priceOf(juice)) * 2;
    expect(after.lines.slice(0, before.lines.length)).toEqual(before.lines);
    expect(after.lines.at(-1)).toMatchObject({ totalCents: addedCents, discountCents: 0 });
    const [foodBefore, otherBefore] = before.totals.vatByRate;
    expect(after.totals.vatByRate).toEqual([
      {
        vatRateBp: 550,
        paidCents: foodBefore!.paidCents + addedCents,
        vatCents: foodBefore!.vatCents + includedVatCents(addedCents, 550),
      },
      otherBefore,
    ]);
    expect(after.totals.promoTotalCents).toBe(before.totals.promoTotalCents);
    expect(after.totals.totalCents).toBe(before.totals.totalCents + addedCents);
  });

  it('holds each product’s cap over two different additions at once', async () => {
    const buyer = await placedOrder();
    const answers = await Promise.all([
      add(buyer, [{ variant_id: capped, quantity: 1 }]),
      add(buyer, [{ variant_id: capped, quantity: 1 }]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ code: 'quantity_above_limit' });
    const lines = (await snapshotOf(buyer.number)).lines.filter((line) => line.variant.variantId === capped);
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    // The added one's authorisation is held; the refused one's, if it got that far, voided.
    const statuses = (await intentsOf(buyer.number)).map((intent) => intent.status);
    expect(statuses.filter((status) => status === 'requires_capture')).toHaveLength(2);
    expect(statuses.filter((status) => status !== 'requires_capture').every((s) => s === 'canceled')).toBe(
      true,
    );
  });

  it('tries again with the same key after a failure of the shop’s, with a new authorisation', async () => {
    const buyer = await placedOrder();
    const breadStock = await stockOf(bread);
    const lines = [{ variant_id: bread, quantity: 1 }];
    await failing('order_payments', 'before insert', async () => {
      const failed = await add(buyer, lines, 'after-an-outage');
      expect(failed.statusCode).toBe(500);
    });
    expect(await stockOf(bread)).toBe(breadStock);
    expect((await intentsOf(buyer.number)).map((intent) => intent.status).sort()).toEqual([
      'canceled',
      'requires_capture',
    ]);

    const retried = await add(buyer, lines, 'after-an-outage');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await stockOf(bread)).toBe(breadStock - 1);
    expect((await intentsOf(buyer.number)).map((intent) => intent.status).sort()).toEqual([
      'canceled',
      'requires_capture',
      'requires_capture',
    ]);
  });

  it('takes the added amount with the order at its preparation, later when the processor does not answer at once', async () => {
    const buyer = await placedOrder();
    expect((await add(buyer, [{ variant_id: bread, quantity: 1 }])).statusCode).toBe(200);
    expect((await paymentsOf(buyer.number)).map((payment) => payment.state)).toEqual([
      'processing',
      'processing',
    ]);
    await failing('sandbox_payment_intents', 'before update of status', async () => {
      expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    });
    await shop.app.jobs.runDue();
    expect((await paymentsOf(buyer.number)).map((payment) => payment.state)).toEqual([
      'processing',
      'processing',
    ]);
    // Once the request's own try is surely over, the queued job takes both.
    clock.advanceSeconds(3 * 60);
    await shop.app.jobs.runDue();
    const payments = await paymentsOf(buyer.number);
    expect(payments.map((payment) => [payment.state, payment.capturedCents])).toEqual(
      payments.map((payment) => ['completed', payment.amountCents]),
    );
    expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('refuses an addition to a prepared order (its bags packed, its money taken), asking nothing of the card', async () => {
    const buyer = await placedOrder();
    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    const [placement] = await paymentsOf(buyer.number);
    expect(placement).toMatchObject({ state: 'completed', capturedCents: placement!.amountCents });
    const linesBefore = (await snapshotOf(buyer.number)).lines.length;

    const added = await add(buyer, [{ variant_id: bread, quantity: 1 }]);
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ code: 'order_not_changeable' });
    const [order] = await db().select().from(carts).where(eq(carts.number, buyer.number));
    expect(order!.preparedAt).not.toBeNull();
    expect((await snapshotOf(buyer.number)).lines).toHaveLength(linesBefore);
    expect((await paymentsOf(buyer.number)).map((payment) => payment.state)).toEqual(['completed']);
    expect(await intentsOf(buyer.number)).toHaveLength(1);
  });

  it('refuses an addition a stopped server left half-way, and releases its hold on the card', async () => {
    const buyer = await placedOrder();
    // The lines cannot go in, and the refusal cannot be written either: the addition stays pending.
    await failing('order_payments', 'before insert', () =>
      failing('order_additions', 'before delete', async () => {
        expect((await add(buyer, [{ variant_id: bread, quantity: 1 }], 'left-half-way')).statusCode).toBe(
          500,
        );
      }),
    );
    const [pending] = await db()
      .select()
      .from(orderAdditions)
      .where(eq(orderAdditions.idempotencyKey, 'left-half-way'));
    expect(pending).toMatchObject({ state: 'pending' });
    expect((await intentsOf(buyer.number)).map((intent) => intent.status).sort()).toEqual([
      'requires_capture',
      'requires_capture',
    ]);

    // Long enough for a bank's challenge: the addition is given up after half an hour.
    clock.advanceSeconds(31 * 60);
    await shop.app.jobs.runDue();
    expect((await intentsOf(buyer.number)).map((intent) => intent.status).sort()).toEqual([
      'canceled',
      'requires_capture',
    ]);
    // A retry with the key is told so (the code the route answers for a refused addition).
    const [refused] = await db().select().from(orderAdditions).where(eq(orderAdditions.id, pending!.id));
    expect(refused).toMatchObject({ state: 'refused', failureCode: 'order_addition_expired' });
  });

  it('is given back with the order when the order is cancelled: stock and both payments', async () => {
    const buyer = await placedOrder();
    const beefStock = await stockOf(beef);
    const breadStock = await stockOf(bread);
    expect((await add(buyer, [{ variant_id: bread, quantity: 2 }])).statusCode).toBe(200);
    const cancel = await storefront(shop.app, 'POST', `/account/orders/${buyer.number}/cancel`, buyer, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(bread)).toBe(breadStock);
    expect(await stockOf(beef)).toBe(beefStock + 1);
    // Neither was taken yet (the order was not prepared): both holds are released.
    expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['canceled', 'canceled']);
  });
});
