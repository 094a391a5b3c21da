/**
 * After the order (issue 14): a placed order's status moved by the staff, and cancelled by its
 * customer before the cut-off (or by the staff before it leaves), giving back stock, slot place,
 * promotions and money, once, whatever the retries.
 */
import type { CartDocument } from '@sillon/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  buyerWithBasket,
  buyWithBike,
  choosePickupPoint,
  complete,
  giveAddress,
  TEST_CARDS,
  type Buyer,
} from '../../testing/checkout-flow';
import { whileFailing } from '../../testing/failing-statements';
import { cancelOrderAsStaff, prepareOrder } from '../../testing/preparation';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { deliverySlots } from '../delivery/delivery.tables';
import { sandboxPaymentIntents } from '../payments/sandbox/sandbox.tables';
import { promotionOrders, voucherRedemptions, vouchers } from '../promotions/promotions.tables';
import { carts, orderPayments, orderStatusChanges } from './orders.tables';

const ADMIN_TOKEN = 'staff-token-for-the-tests-0123456789';

describe('a placed order after its checkout', () => {
  let shop: ShopTestApp;
  const clock = new TestClock(aDeliveryMorning());
  let beef: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock, adminToken: ADMIN_TOKEN });
    beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;

  /** A customer's bike order of `quantity` boxes, placed: its payment held on the card. */
  async function placedOrder(quantity = 3): Promise<Buyer> {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity }]);
    const placed = await buyWithBike(shop.app, buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    return buyer;
  }

  /** The same, prepared: its payment taken (captured). */
  async function preparedOrder(quantity = 3): Promise<Buyer> {
    const buyer = await placedOrder(quantity);
    const prepared = await prepareOrder(shop, buyer.number);
    expect(prepared.statusCode, prepared.body).toBe(200);
    return buyer;
  }

  const stockOf = (productId: string) => shop.stockOf(productId);

  async function slotOf(number: string) {
    const [order] = await db().select().from(carts).where(eq(carts.number, number));
    const [slot] = await db()
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, order!.deliverySlot!.id));
    return { order: order!, slot: slot! };
  }

  const cancel = (buyer: Pick<Buyer, 'token' | 'number'>) =>
    storefront(shop.app, 'POST', `/account/orders/${buyer.number}/cancel`, { token: buyer.token }, {});

  const setStatus = (number: string, status: string, token = ADMIN_TOKEN) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${number}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status },
    });

  async function statusChanges(number: string) {
    const { order } = await slotOf(number);
    return db()
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(orderStatusChanges.id);
  }

  async function intentsOf(number: string) {
    return db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.reference, number));
  }

  describe('its status', () => {
    it('starts as scheduled, open to changes until the slot closes, recorded as the shop did it', async () => {
      const buyer = await placedOrder(1);
      const answer = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, buyer);
      const { attributes } = (answer.json() as CartDocument).data;
      const { order } = await slotOf(buyer.number);
      expect(attributes).toMatchObject({
        status: 'scheduled',
        can_cancel: true,
        can_add_items: true,
        changeable_until: order.deliverySlot!.bookableUntil,
      });
      expect(await statusChanges(buyer.number)).toMatchObject([
        { fromStatus: null, toStatus: 'scheduled', actorKind: 'system' },
      ]);
    });

    it('is moved by the staff, one step at a time, never back, each step recorded', async () => {
      const buyer = await placedOrder(1);
      expect((await setStatus(buyer.number, 'delivery', 'not-the-token')).statusCode).toBe(401);
      expect((await setStatus(buyer.number, 'delivered')).json()).toMatchObject({
        error: { code: 'order_status_change_refused' },
      });
      const leaving = await setStatus(buyer.number, 'delivery');
      expect(leaving.statusCode).toBe(200);
      expect(leaving.json()).toMatchObject({ number: buyer.number, status: 'delivery' });
      // Again: no change, no second record.
      expect((await setStatus(buyer.number, 'delivery')).statusCode).toBe(200);
      expect((await setStatus(buyer.number, 'scheduled')).statusCode).toBe(409);
      expect((await setStatus(buyer.number, 'canceled')).statusCode).toBe(409);
      expect((await setStatus(buyer.number, 'delivered')).statusCode).toBe(200);
      expect(
        (await statusChanges(buyer.number)).map((change) => [change.toStatus, change.actorKind]),
      ).toEqual([
        ['scheduled', 'system'],
        ['delivery', 'staff'],
        ['delivered', 'staff'],
      ]);
      const shown = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, buyer);
      expect((shown.json() as CartDocument).data.attributes).toMatchObject({
        status: 'delivered',
        can_cancel: false,
        can_add_items: false,
        changeable_until: null,
      });
    });

    it('answers 404 for an order the shop does not know, and validates the status', async () => {
      expect((await setStatus('R000000000', 'delivery')).statusCode).toBe(404);
      expect((await setStatus('R000000000', 'lost')).statusCode).toBe(400);
    });
  });

  describe('cancelled by its customer', () => {
    it('before the cut-off: stock, slot place and money come back, the status says so', async () => {
      const before = await stockOf(beef);
      const buyer = await placedOrder(3);
      expect(await stockOf(beef)).toBe(before - 3);
      const booked = (await slotOf(buyer.number)).slot.booked;

      const answer = await cancel(buyer);
      expect(answer.statusCode, answer.body).toBe(200);
      expect((answer.json() as CartDocument).data.attributes).toMatchObject({
        status: 'canceled',
        can_cancel: false,
        can_add_items: false,
        payment_state: 'void',
      });
      expect(await stockOf(beef)).toBe(before);
      expect((await slotOf(buyer.number)).slot.booked).toBe(booked - 1);
      // Not prepared yet, so never taken: the hold on the card is released.
      expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['canceled']);
      const payments = await db()
        .select({ state: orderPayments.state, capturedCents: orderPayments.capturedCents })
        .from(orderPayments)
        .where(eq(orderPayments.cartId, (await slotOf(buyer.number)).order.id));
      expect(payments).toEqual([{ state: 'void', capturedCents: null }]);
      expect((await statusChanges(buyer.number)).at(-1)).toMatchObject({
        fromStatus: 'scheduled',
        toStatus: 'canceled',
        actorKind: 'customer',
        actorId: buyer.userId,
      });
      // Its receipt still names the card it was paid with (and refunded to).
      const receipt = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}/receipt`, buyer);
      expect(
        (receipt.json() as { data: { attributes: { payment_label: string } } }).data.attributes.payment_label,
      ).toMatch(/4242$/);
    });

    it('once, however many times it is asked at once', async () => {
      const before = await stockOf(beef);
      const buyer = await placedOrder(2);
      const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(buyer)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await stockOf(beef)).toBe(before);
      const canceled = (await statusChanges(buyer.number)).filter((change) => change.toStatus === 'canceled');
      expect(canceled).toHaveLength(1);
      expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['canceled']);
    });

    it('not once prepared, which the staff still can before a capture that came late: the authorisation is voided, never taken', async () => {
      // The processor does not answer the capture when the order is prepared.
      const buyer: Buyer | undefined = await placedOrder(1);
      await whileFailing(db(), 'sandbox_payment_intents', 'before update of status', async () => {
        expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
      });
      const paymentStates = async () =>
        (
          await db()
            .select({ state: orderPayments.state })
            .from(orderPayments)
            .where(eq(orderPayments.cartId, (await slotOf(buyer!.number)).order.id))
        ).map((row) => row.state);
      expect(await paymentStates()).toEqual(['processing']);

      // Prepared, it is the staff's to cancel now (the customer's window closed).
      expect((await cancel(buyer!)).json()).toMatchObject({ code: 'order_not_changeable' });
      expect((await cancelOrderAsStaff(shop, buyer.number)).statusCode).toBe(200);
      // The capture's own job comes after: it finds the order cancelled and takes nothing.
      clock.advanceSeconds(3 * 60);
      await shop.app.jobs.runDue();
      expect(await paymentStates()).toEqual(['void']);
      expect((await intentsOf(buyer!.number)).map((intent) => intent.status)).toEqual(['canceled']);
    });

    it('(a prepared order, by the staff) gives the money back later when the card processor does not answer at once', async () => {
      const buyer = await preparedOrder(1);
      // The processor cannot refund this intent for now (as if it did not answer).
      const [intent] = await intentsOf(buyer.number);
      await db()
        .update(sandboxPaymentIntents)
        .set({ status: 'requires_action' })
        .where(eq(sandboxPaymentIntents.id, intent!.id));
      expect((await cancelOrderAsStaff(shop, buyer.number)).statusCode).toBe(200);
      const paymentState = async () =>
        (
          await db()
            .select({ state: orderPayments.state })
            .from(orderPayments)
            .where(eq(orderPayments.cartId, (await slotOf(buyer.number)).order.id))
        )[0]!.state;
      expect(await paymentState()).toBe('completed');
      expect(await shop.app.jobs.runDue()).toMatchObject({ retried: 1 });

      // The processor is back: the durable job refunds it once its wait is over.
      await db()
        .update(sandboxPaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(sandboxPaymentIntents.id, intent!.id));
      clock.advanceSeconds(65);
      // The refund's job, and the processor's events it sent on the way.
      const summary = await shop.app.jobs.runDue();
      expect(summary).toMatchObject({ retried: 0, dead: 0 });
      expect(summary.done).toBeGreaterThanOrEqual(1);
      expect(await paymentState()).toBe('refunded');
      expect((await intentsOf(buyer.number)).map((row) => row.status)).toEqual(['refunded']);
    });

    it('is refused after the cut-off, and the order stays as it was', async () => {
      const buyer = await placedOrder(1);
      const { order } = await slotOf(buyer.number);
      // Time passes to just after the cut-off (the slot's closing moved instead of the clock, so the
      // customer's session stays fresh).
      const closed = new Date(clock.now().getTime() - 60_000).toISOString();
      await db()
        .update(carts)
        .set({ deliverySlot: { ...order.deliverySlot!, bookableUntil: closed } })
        .where(eq(carts.id, order.id));
      {
        const answer = await cancel(buyer);
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toMatchObject({ code: 'order_not_changeable' });
        expect((await slotOf(buyer.number)).order.status).toBe('scheduled');
        const shown = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, buyer);
        expect((shown.json() as CartDocument).data.attributes).toMatchObject({ can_cancel: false });
      }
    });

    it("is another customer's business: 404, and nothing changes", async () => {
      const buyer = await placedOrder(1);
      const other = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      const answer = await cancel({ token: other.token, number: buyer.number });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'order_not_found' });
      expect((await slotOf(buyer.number)).order.status).toBe('scheduled');
      expect((await cancel({ token: buyer.token, number: 'R000000000' })).statusCode).toBe(404);
    });

    it('gives back the coupon use and the first order it counted as', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 3 }]);
      const coupon = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', buyer, {
        coupon_code: 'PREMIERECOMMANDE',
      });
      expect(coupon.statusCode, coupon.body).toBe(200);
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      const { order } = await slotOf(buyer.number);
      const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, 'PREMIERECOMMANDE'));
      const usesOf = async () =>
        (
          await db()
            .select({ n: count() })
            .from(voucherRedemptions)
            .where(
              and(eq(voucherRedemptions.voucherId, voucher!.id), eq(voucherRedemptions.orderId, order.id)),
            )
        )[0]!.n;
      expect(await usesOf()).toBe(1);
      expect(
        await db().select().from(promotionOrders).where(eq(promotionOrders.orderId, order.id)),
      ).toHaveLength(1);

      expect((await cancel(buyer)).statusCode).toBe(200);
      expect(await usesOf()).toBe(0);
      expect(
        await db().select().from(promotionOrders).where(eq(promotionOrders.orderId, order.id)),
      ).toHaveLength(0);
      // The next cart is a first order again: the coupon applies.
      const next = await storefront(shop.app, 'POST', '/cart', buyer);
      const again = await storefront(
        shop.app,
        'PATCH',
        '/cart/set_items',
        { token: buyer.token, orderToken: (next.json() as CartDocument).data.attributes.token },
        { line_items_attributes: [{ variant_id: beef, quantity: 3 }] },
      );
      expect(again.statusCode).toBe(200);
      const reapplied = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', buyer, {
        coupon_code: 'PREMIERECOMMANDE',
      });
      expect(reapplied.statusCode, reapplied.body).toBe(200);
    });

    it('a pickup order, while it is not prepared; no longer once it left', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      await giveAddress(shop.app, buyer);
      expect((await choosePickupPoint(shop.app, buyer)).statusCode).toBe(200);
      expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
      const shown = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, buyer);
      expect((shown.json() as CartDocument).data.attributes).toMatchObject({
        can_cancel: true,
        changeable_until: null,
      });
      expect((await cancel(buyer)).statusCode).toBe(200);
      // Adding to it from a page left open: it is said cancelled, not « too late ».
      const added = await shop.app.inject({
        method: 'POST',
        url: `/api/v2/storefront/account/orders/${buyer.number}/add_items`,
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `addition-${buyer.number}` },
        payload: { line_items_attributes: [{ variant_id: beef, quantity: 1 }] },
      });
      expect([added.statusCode, added.json().code]).toEqual([422, 'order_already_canceled']);
      expect(added.json().error).toBe('Cette commande est annulée : elle ne peut plus être modifiée.');

      const second = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      await giveAddress(shop.app, second);
      await choosePickupPoint(shop.app, second);
      await addCardPayment(shop.app, second, TEST_CARDS.success);
      expect((await complete(shop.app, second)).statusCode).toBe(200);
      expect((await setStatus(second.number, 'delivery')).statusCode).toBe(200);
      expect((await cancel(second)).json()).toMatchObject({ code: 'order_not_changeable' });
    });

    it('a pickup order no longer once it is prepared (its bag made, its money taken)', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      await giveAddress(shop.app, buyer);
      await choosePickupPoint(shop.app, buyer);
      await addCardPayment(shop.app, buyer, TEST_CARDS.success);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
      expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
      const shown = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, buyer);
      expect((shown.json() as CartDocument).data.attributes).toMatchObject({ can_cancel: false });
      expect((await cancel(buyer)).json()).toMatchObject({ code: 'order_not_changeable' });
      const added = await shop.app.inject({
        method: 'POST',
        url: `/api/v2/storefront/account/orders/${buyer.number}/add_items`,
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `addition-${buyer.number}` },
        payload: { line_items_attributes: [{ variant_id: beef, quantity: 1 }] },
      });
      expect(added.json()).toMatchObject({ code: 'order_not_changeable' });
    });
  });

  describe('cancelled by the staff', () => {
    it('after the customer’s cut-off too, as long as the order has not left', async () => {
      const before = await stockOf(beef);
      const buyer = await preparedOrder(2);
      const answer = await setStatus(buyer.number, 'canceled');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'canceled' });
      expect(await stockOf(beef)).toBe(before);
      expect((await statusChanges(buyer.number)).at(-1)).toMatchObject({
        toStatus: 'canceled',
        actorKind: 'staff',
      });
      expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['refunded']);
    });

    it('gives back what the bags held: the units found missing at preparation were never on the shelf', async () => {
      const before = await stockOf(beef);
      const buyer = await placedOrder(3);
      const { order } = await slotOf(buyer.number);
      const line = order.snapshot!.priced.lines[0]!;
      const prepared = await prepareOrder(shop, buyer.number, [{ lineId: line.id, preparedQuantity: 1 }]);
      expect(prepared.statusCode, prepared.body).toBe(200);
      expect(await stockOf(beef)).toBe(before - 3);
      const answer = await setStatus(buyer.number, 'canceled');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await stockOf(beef)).toBe(before - 2);
    });
  });
});
