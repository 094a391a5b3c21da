/**
 * The order's money (issue 37): held on the card at placement, taken when the staff mark the order
 * prepared, for what was delivered (a line short or missing is not charged); a hold about to
 * expire taken early and the difference refunded at the preparation; what was taken and given
 * back shown to the customer and the staff; the processor's events (a payment moved, a dispute).
 */
import type {
  CartDocument,
  LineItemResource,
  PickingList,
  SlotRounds,
  StaffOrder,
  StaffOrderRow,
} from '@sillon/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { authOf, buyerWithBasket, buyWithBike, type Buyer } from '../../testing/checkout-flow';
import { cancelOrderAsStaff, prepareOrder, type PreparedLineCount } from '../../testing/preparation';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { sandboxPaymentIntents } from '../payments/sandbox/sandbox.tables';
import { vouchers } from '../promotions/promotions.tables';
import type { OrderSnapshot } from './order-snapshot';
import { carts, orderPayments } from './orders.tables';

describe('the order’s money, taken at its preparation', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let detergent: string;
  let juice: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    const ids = await shop.productIds(['lessive-liquide-au-savon-vegetal', 'jus-de-pomme-trouble']);
    detergent = ids['lessive-liquide-au-savon-vegetal']!;
    juice = ids['jus-de-pomme-trouble']!;
    await shop.database.db.insert(vouchers).values({
      id: randomUUID(),
      code: 'PREPA10',
      name: 'Dix pour cent',
      description: '10 % sur les produits',
      kind: 'percentage',
      percentBp: 1000,
    });
    await shop.database.db.insert(vouchers).values({
      id: randomUUID(),
      code: 'PREPA5',
      name: 'Cinq euros',
      description: '5 € dès 20 €',
      kind: 'fixed_amount',
      amountCents: 500,
      minimumSubtotalCents: 2000,
    });
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;

  /** Two boxes of detergent and three of juice, 10 % off, delivered by bike: placed, held. */
  async function placedOrder(): Promise<Buyer> {
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: detergent, quantity: 2 },
      { variantId: juice, quantity: 3 },
    ]);
    const coupon = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
      coupon_code: 'PREPA10',
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    return buyer;
  }

  const intentsOf = (number: string) =>
    db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.reference, number));
  const orderRow = async (number: string) =>
    (await db().select().from(carts).where(eq(carts.number, number)))[0]!;
  const paymentsOf = async (number: string) =>
    db()
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.cartId, (await orderRow(number)).id))
      .orderBy(orderPayments.id);
  const pricedOf = async (number: string) => ((await orderRow(number)).snapshot as OrderSnapshot).priced;
  const lineOf = async (number: string, variantId: string) =>
    (await pricedOf(number)).lines.find((line) => line.variant.variantId === variantId)!;

  async function staffOrder(number: string): Promise<StaffOrder> {
    const { cookie } = await staffSession(shop, 'support');
    const answer = await shop.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${number}`,
      headers: { cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as StaffOrder;
  }

  const accountOrder = async (buyer: Buyer) =>
    (
      await storefront(shop.app, 'GET', `/account/orders/${buyer.number}?include=line_items`, buyer)
    ).json() as CartDocument;

  /** What the domain's rule says the prepared order costs: its total less its missing units. */
  async function expectedCharge(number: string, counts: PreparedLineCount[]): Promise<number> {
    const priced = await pricedOf(number);
    const missing = priced.lines.reduce((sum, line) => {
      const prepared = counts.find((count) => count.lineId === line.id)?.preparedQuantity ?? line.quantity;
      const paid = line.totalCents - line.discountCents;
      return sum + Math.round((paid * (line.quantity - prepared)) / line.quantity);
    }, 0);
    return priced.totals.totalAfterStoreCreditCents - missing;
  }

  it('only holds the money at placement, and takes all of it when the order is prepared in full', async () => {
    const buyer = await placedOrder();
    const total = (await pricedOf(buyer.number)).totals.totalAfterStoreCreditCents;
    expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['requires_capture']);
    expect((await accountOrder(buyer)).data.attributes.payment_totals).toBeNull();

    const prepared = await prepareOrder(shop, buyer.number);
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json() as StaffOrder).toMatchObject({
      charge: { preparedTotalCents: total },
      capturedCents: total,
      refundedCents: 0,
    });
    expect(
      (await intentsOf(buyer.number)).map((intent) => [intent.status, intent.amountReceivedCents]),
    ).toEqual([['succeeded', total]]);
    expect(await paymentsOf(buyer.number)).toMatchObject([
      { state: 'completed', capturedCents: total, capturedAt: clock.now() },
    ]);
    // Its capture job, later, takes nothing more.
    clock.advanceSeconds(3 * 60);
    await shop.app.jobs.runDue();
    expect((await intentsOf(buyer.number))[0]!.amountReceivedCents).toBe(total);
  });

  it('charges what was delivered when a line is short and another missing, and shows it', async () => {
    const buyer = await placedOrder();
    const juiceLine = await lineOf(buyer.number, juice);
    const detergentLine = await lineOf(buyer.number, detergent);
    const counts = [
      { lineId: juiceLine.id, preparedQuantity: 2 },
      { lineId: detergentLine.id, preparedQuantity: 0 },
    ];
    const charged = await expectedCharge(buyer.number, counts);
    const total = (await pricedOf(buyer.number)).totals.totalAfterStoreCreditCents;
    // A missing unit is not charged at its shelf price but at what it cost after the coupon.
    expect(total - charged).toBeLessThan(juiceLine.priceCents + detergentLine.totalCents);

    const prepared = await prepareOrder(shop, buyer.number, counts);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const view = prepared.json() as StaffOrder;
    expect(view).toMatchObject({
      charge: { preparedTotalCents: charged },
      capturedCents: charged,
      refundedCents: 0,
    });
    // Each line says what it is billed: the missing detergent nothing, the juice its two units
    // after the coupon (its charged total but the delivery).
    const juicePaid = juiceLine.totalCents - juiceLine.discountCents;
    const juiceBilled = Math.round((juicePaid * 2) / 3);
    expect(
      view.lines.map((line) => [line.lineId, line.quantity, line.preparedQuantity, line.billedCents]),
    ).toEqual(
      expect.arrayContaining([
        [juiceLine.id, 3, 2, juiceBilled],
        [detergentLine.id, 2, 0, 0],
      ]),
    );
    expect(juiceBilled + view.totals.deliveryCents).toBe(charged);
    expect(
      (await intentsOf(buyer.number)).map((intent) => [intent.status, intent.amountReceivedCents]),
    ).toEqual([['succeeded', charged]]);

    const shown = await accountOrder(buyer);
    expect(shown.data.attributes.payment_totals).toMatchObject({
      captured_total: (charged / 100).toFixed(2),
      refunded_total: '0.00',
      refunded_at: null,
    });
    const lines = (shown.included ?? []).filter(
      (item): item is LineItemResource => item.type === 'line_item',
    );
    expect(
      lines.map((line) => [
        line.id,
        line.attributes.public_metadata.prepared_quantity,
        line.attributes.public_metadata.delivered_amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [juiceLine.id, 2, (juiceBilled / 100).toFixed(2)],
        [detergentLine.id, 0, '0.00'],
      ]),
    );
    // What the customer gets of the five units ordered: the two juices.
    expect(shown.data.attributes).toMatchObject({ item_count: 5, delivered_totals: { item_count: 2 } });
  });

  it('prepared again in full after a short line was taken: takes nothing more, and says the rest is offered', async () => {
    const buyer = await placedOrder();
    const counts = [{ lineId: (await lineOf(buyer.number, juice)).id, preparedQuantity: 1 }];
    const charged = await expectedCharge(buyer.number, counts);
    const total = (await pricedOf(buyer.number)).totals.totalAfterStoreCreditCents;
    expect((await prepareOrder(shop, buyer.number, counts)).statusCode).toBe(200);
    expect((await intentsOf(buyer.number))[0]!.amountReceivedCents).toBe(charged);

    // The juice found after all: undone, then prepared in full. The capture released the rest of the hold.
    expect((await prepareOrder(shop, buyer.number, undefined, false)).statusCode).toBe(200);
    const again = await prepareOrder(shop, buyer.number);
    expect(again.statusCode, again.body).toBe(200);
    clock.advanceSeconds(3 * 60);
    await shop.app.jobs.runDue();
    expect(
      (await intentsOf(buyer.number)).map((intent) => [
        intent.amountReceivedCents,
        intent.amountRefundedCents,
      ]),
    ).toEqual([[charged, 0]]);
    // What the staff and the customer are shown is what was taken; the receipt says what the shop offered.
    expect(await staffOrder(buyer.number)).toMatchObject({
      charge: { preparedTotalCents: charged },
      capturedCents: charged,
    });
    const receipt = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}/receipt`, buyer);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data.attributes.preparation).toMatchObject({
      changes: [],
      offered: ((charged - total) / 100).toFixed(2),
      delivered_total: (charged / 100).toFixed(2),
    });
    // The order's page says it too: what was delivered, and the part the shop offered.
    expect((await accountOrder(buyer)).data.attributes.delivered_totals).toMatchObject({
      total: (charged / 100).toFixed(2),
      offered: ((total - charged) / 100).toFixed(2),
    });
  });

  it('refuses a count above what was ordered, below zero, or of a line not in the order', async () => {
    const buyer = await placedOrder();
    const juiceLine = await lineOf(buyer.number, juice);
    for (const lines of [
      [{ lineId: juiceLine.id, preparedQuantity: 4 }],
      [{ lineId: 'not-a-line', preparedQuantity: 0 }],
    ]) {
      const refused = await prepareOrder(shop, buyer.number, lines);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'prepared_quantity_invalid' } });
    }
    const negative = await prepareOrder(shop, buyer.number, [{ lineId: juiceLine.id, preparedQuantity: -1 }]);
    expect(negative.statusCode).toBe(400);
    expect((await orderRow(buyer.number)).preparedAt).toBeNull();
    expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['requires_capture']);
  });

  it('shows a cancelled prepared order’s refund, amount and date, to the customer and the staff', async () => {
    const buyer = await placedOrder();
    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    const total = (await pricedOf(buyer.number)).totals.totalAfterStoreCreditCents;
    expect((await cancelOrderAsStaff(shop, buyer.number)).statusCode).toBe(200);
    const shown = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, buyer);
    expect((shown.json() as CartDocument).data.attributes.payment_totals).toMatchObject({
      captured_total: (total / 100).toFixed(2),
      refunded_total: (total / 100).toFixed(2),
      refunded_at: clock.now().toISOString(),
    });
    expect(await staffOrder(buyer.number)).toMatchObject({
      charge: { refundedAt: clock.now().toISOString() },
      capturedCents: total,
      refundedCents: total,
    });
    expect(await paymentsOf(buyer.number)).toMatchObject([{ state: 'refunded', refundedCents: total }]);
  });

  it('shows a cancelled order prepared short as given back, nothing of it « offert »', async () => {
    const buyer = await placedOrder();
    const counts = [{ lineId: (await lineOf(buyer.number, juice)).id, preparedQuantity: 1 }];
    const charged = await expectedCharge(buyer.number, counts);
    const total = (await pricedOf(buyer.number)).totals.totalAfterStoreCreditCents;
    expect((await prepareOrder(shop, buyer.number, counts)).statusCode).toBe(200);
    expect((await cancelOrderAsStaff(shop, buyer.number)).statusCode).toBe(200);
    const document = await accountOrder(buyer);
    const shown = document.data.attributes;
    // Nothing delivered: no delivered total, no part « offert » (the refund is not a gift), no line
    // « préparé 1 sur 2 ».
    expect(shown.delivered_totals).toBeNull();
    const lines = (document.included ?? []).filter((item) => item.type === 'line_item');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.attributes).not.toHaveProperty('public_metadata.prepared_quantity');
    expect(shown).toMatchObject({
      total: (total / 100).toFixed(2),
      payment_totals: {
        captured_total: (charged / 100).toFixed(2),
        refunded_total: (charged / 100).toFixed(2),
      },
    });
    const receipt = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}/receipt`, buyer);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data.attributes.preparation ?? null).toBeNull();
  });

  /** The order's row in the back office's list of orders. */
  async function listedOrder(number: string) {
    const { cookie } = await staffSession(shop, 'support');
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/staff/orders?q=${number}`,
      headers: { cookie },
    });
    return (list.json() as { items: StaffOrderRow[] }).items.find((row) => row.number === number);
  }

  it("shows in the back office's list where each order's money stands", async () => {
    const buyer = await placedOrder();
    expect((await listedOrder(buyer.number))?.paymentStage).toBe('authorized');
    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    expect((await listedOrder(buyer.number))?.paymentStage).toBe('captured');
  });

  it('flags a disputed payment once, for the back office’s list and page', async () => {
    const buyer = await placedOrder();
    const at = new Date(clock.now().getTime() - 3600_000);
    expect(await shop.app.paymentEvents.recordDispute(buyer.number, at)).toBe(true);
    expect(await shop.app.paymentEvents.recordDispute(buyer.number, clock.now())).toBe(true);
    expect(await shop.app.paymentEvents.recordDispute('R000000000', at)).toBe(false);
    expect((await staffOrder(buyer.number)).disputedAt).toBe(at.toISOString());
    const { cookie } = await staffSession(shop, 'support');
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/staff/orders?q=${buyer.number}`,
      headers: { cookie },
    });
    expect((list.json() as { items: StaffOrder[] }).items).toMatchObject([
      { number: buyer.number, disputedAt: at.toISOString() },
    ]);
    const disputed = await shop.app.inject({
      method: 'GET',
      url: '/api/staff/orders?attention=disputed&perPage=100',
      headers: { cookie },
    });
    // The orders of the tests before, undisputed, are left out.
    const items = (disputed.json() as { items: StaffOrder[] }).items;
    expect(items.map((order) => [order.number, order.disputedAt])).toEqual([
      [buyer.number, at.toISOString()],
    ]);
  });

  it('reconciles a payment from the processor: a capture made there recorded, a hold it dropped flagged', async () => {
    const taken = await placedOrder();
    const [takenIntent] = await intentsOf(taken.number);
    // Captured at the processor (its dashboard), the shop not told yet.
    await db()
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', amountReceivedCents: takenIntent!.amountCents, capturedAt: clock.now() })
      .where(eq(sandboxPaymentIntents.id, takenIntent!.id));
    await shop.app.paymentEvents.reconcilePayment(taken.number, takenIntent!.id);
    await shop.app.paymentEvents.reconcilePayment(taken.number, takenIntent!.id);
    expect(await paymentsOf(taken.number)).toMatchObject([
      { state: 'completed', capturedCents: takenIntent!.amountCents },
    ]);

    const dropped = await placedOrder();
    const [droppedIntent] = await intentsOf(dropped.number);
    await db()
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', canceledAt: clock.now() })
      .where(eq(sandboxPaymentIntents.id, droppedIntent!.id));
    await shop.app.paymentEvents.reconcilePayment(dropped.number, droppedIntent!.id);
    const view = await staffOrder(dropped.number);
    expect(view.paymentState).toBe('failed');
    expect((await listedOrder(dropped.number))?.paymentStage).toBe('failed');
    expect(view.payments).toMatchObject([{ state: 'void', failureCode: 'payment_confirmation_canceled' }]);
  });

  it('keeps an order whose hold was dropped off the shelves and the bikes, until the shop cancels it', async () => {
    const paid = await placedOrder();
    const dropped = await placedOrder();
    const [droppedIntent] = await intentsOf(dropped.number);
    await db()
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', canceledAt: clock.now() })
      .where(eq(sandboxPaymentIntents.id, droppedIntent!.id));
    await shop.app.paymentEvents.reconcilePayment(dropped.number, droppedIntent!.id);
    const refused = await prepareOrder(shop, dropped.number);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'order_payment_failed']);
    expect(refused.json().error.message).toContain('rien n');
    const view = await staffOrder(dropped.number);
    expect(view.preparedAt).toBeNull();
    expect(view.moves).toEqual([expect.objectContaining({ to: 'delivery', code: 'order_payment_failed' })]);

    const { cookie } = await staffSession(shop, 'preparer');
    const staffGet = async <T>(url: string) => {
      const answer = await shop.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as T;
    };
    const where = `day=${view.deliveryDay}&slotId=${view.slot!.id}`;
    const picking = await staffGet<PickingList>(`/api/staff/picking-list?${where}`);
    const picked = picking.orders.map((order) => order.number);
    expect(picked).toContain(paid.number);
    expect(picked).not.toContain(dropped.number);

    const planned = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/rounds/plan',
      headers: { cookie },
      payload: { day: view.deliveryDay, slotId: view.slot!.id },
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const rounds = planned.json() as SlotRounds;
    const stops = rounds.rounds.flatMap((round) => round.stops.map((stop) => stop.orderNumber));
    expect(stops).toContain(paid.number);
    expect(stops).not.toContain(dropped.number);
    expect(rounds.unplanned).toContainEqual(
      expect.objectContaining({ orderNumber: dropped.number, paymentFailed: true }),
    );
    expect(rounds.unplanned.filter((order) => order.paymentFailed)).toHaveLength(1);

    // The orders list's « À suivre : Encaissement refusé » finds it, until it is cancelled.
    const toSortOut = async () =>
      (
        await staffGet<{ items: StaffOrder[] }>('/api/staff/orders?attention=payment_failed&perPage=100')
      ).items.map((order) => order.number);
    expect(await toSortOut()).toContain(dropped.number);
    expect(await toSortOut()).not.toContain(paid.number);
    const unknown = await shop.app.inject({
      method: 'GET',
      url: '/api/staff/orders?attention=everything',
      headers: { cookie },
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'validation_failed']);

    const canceled = await cancelOrderAsStaff(shop, dropped.number);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await staffOrder(dropped.number)).status).toBe('canceled');
    expect(await toSortOut()).not.toContain(dropped.number);
  });

  it('takes a hold about to expire, then refunds what the preparation did not deliver, once', async () => {
    const buyer = await placedOrder();
    const [intent] = await intentsOf(buyer.number);
    const total = intent!.amountCents;
    // Five days on, the hold is kept; six days after it was made, it is taken in full.
    clock.advanceSeconds(5 * 24 * 3600);
    await shop.app.jobs.runDue();
    expect((await intentsOf(buyer.number))[0]!.status).toBe('requires_capture');
    clock.advanceSeconds(24 * 3600 + 60);
    await shop.app.jobs.runDue();
    expect((await intentsOf(buyer.number)).map((row) => [row.status, row.amountReceivedCents])).toEqual([
      ['succeeded', total],
    ]);
    expect(await paymentsOf(buyer.number)).toMatchObject([{ state: 'completed', capturedCents: total }]);

    const counts = [{ lineId: (await lineOf(buyer.number, juice)).id, preparedQuantity: 1 }];
    const charged = await expectedCharge(buyer.number, counts);
    expect((await prepareOrder(shop, buyer.number, counts)).statusCode).toBe(200);
    expect((await intentsOf(buyer.number)).map((row) => row.amountRefundedCents)).toEqual([total - charged]);
    expect(await paymentsOf(buyer.number)).toMatchObject([
      { state: 'completed', capturedCents: total, refundedCents: total - charged },
    ]);
    // Prepared again (undone, then the same count), and its jobs run: nothing given back twice.
    expect((await prepareOrder(shop, buyer.number, undefined, false)).statusCode).toBe(200);
    expect((await prepareOrder(shop, buyer.number, counts)).statusCode).toBe(200);
    clock.advanceSeconds(3 * 60);
    await shop.app.jobs.runDue();
    expect((await intentsOf(buyer.number)).map((row) => row.amountRefundedCents)).toEqual([total - charged]);
    expect(await staffOrder(buyer.number)).toMatchObject({
      charge: { preparedTotalCents: charged },
      capturedCents: total,
      refundedCents: total - charged,
    });
    expect((await listedOrder(buyer.number))?.paymentStage).toBe('refunded');
  });

  it('keeps a voucher of a set amount whole when a product is missing: the missing product is not charged at all', async () => {
    const buyer = await buyerWithBasket(shop.app, [
      { variantId: detergent, quantity: 2 },
      { variantId: juice, quantity: 3 },
    ]);
    const coupon = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
      coupon_code: 'PREPA5',
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
    const detergentLine = await lineOf(buyer.number, detergent);
    const priced = await pricedOf(buyer.number);
    expect(priced.totals.promoTotalCents).toBe(-500);
    // The back office's preview works the charge out from the same figures: the 5 € the order's.
    const before = await staffOrder(buyer.number);
    expect(before.totals.fixedDiscountCents).toBe(500);
    expect(before.lines.map((line) => line.discountCents)).toEqual(before.lines.map(() => 0));
    const prepared = await prepareOrder(shop, buyer.number, [
      { lineId: detergentLine.id, preparedQuantity: 0 },
    ]);
    expect(prepared.statusCode, prepared.body).toBe(200);
    // The juices, less the whole 5 € (though they alone fall below its 20 €), and the delivery.
    const charged = priced.totals.totalAfterStoreCreditCents - detergentLine.totalCents;
    expect(prepared.json()).toMatchObject({
      charge: { preparedTotalCents: charged },
      capturedCents: charged,
    });
  });
});
