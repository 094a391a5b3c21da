/**
 * Stripe's events reach the orders through the webhook (issue 37): sent by the sandbox, signed,
 * applied once each by the job queue, whatever their order; a dispute flags the order.
 */
import type { StaffOrder } from '@sillon/contract';
import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { buyerWithBasket, buyWithBike, type Buyer } from '../../testing/checkout-flow';
import { prepareOrder } from '../../testing/preparation';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { sandboxPaymentSettings } from '../payments';
import { processorEvents } from '../payments/payments.tables';
import { sandboxEvents } from '../payments/sandbox/sandbox.tables';
import { carts, orderPayments } from './orders.tables';

const DISPUTED_CARD = '4000000000000259';

describe('the processor’s events, through the webhook', () => {
  const clock = new TestClock(aDeliveryMorning());
  const settings = sandboxPaymentSettings();
  let shop: ShopTestApp;
  let juice: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock, payments: settings });
    juice = (await shop.productIds(['jus-de-pomme-trouble']))['jus-de-pomme-trouble']!;
  });
  afterAll(() => shop.close());

  async function placedOrder(card?: string): Promise<Buyer> {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: juice, quantity: 6 }]);
    const placed = await buyWithBike(shop.app, buyer, card);
    expect(placed.statusCode, placed.body).toBe(200);
    return buyer;
  }

  const paymentOf = async (number: string) => {
    const [order] = await shop.database.db.select().from(carts).where(eq(carts.number, number));
    const [payment] = await shop.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.cartId, order!.id));
    return { order: order!, payment: payment! };
  };

  async function staffOrder(number: string): Promise<StaffOrder> {
    const { cookie } = await staffSession(shop, 'support');
    return (await shop.app.inject({ url: `/api/staff/orders/${number}`, headers: { cookie } })).json();
  }

  it('flags the order the cardholder disputes, from the event the sandbox sends after the capture', async () => {
    const buyer = await placedOrder(DISPUTED_CARD);
    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    await shop.app.jobs.runDue();
    await shop.app.jobs.runDue();
    const types = (await shop.database.db.select().from(processorEvents)).map((event) => event.type);
    expect(types).toContain('charge.dispute.created');
    const { order } = await paymentOf(buyer.number);
    expect(order.disputedAt).toBeInstanceOf(Date);
    expect((await staffOrder(buyer.number)).disputedAt).toBe(order.disputedAt!.toISOString());
  });

  it('takes a late event, resent, as the intent is now: a captured payment stays captured', async () => {
    const buyer = await placedOrder();
    expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    await shop.app.jobs.runDue();
    const { payment } = await paymentOf(buyer.number);
    expect(payment.state).toBe('completed');
    // The authorisation's event, delivered again after the capture's: out of order and twice.
    const [held] = await shop.database.db
      .select()
      .from(sandboxEvents)
      .where(eq(sandboxEvents.type, 'payment_intent.amount_capturable_updated'))
      .orderBy(asc(sandboxEvents.createdAt));
    const stale = JSON.stringify({ ...(held!.payload as object), id: `evt_late_${buyer.number}` });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: stale,
      secret: settings.webhookSecret,
    });
    for (const _ of [1, 2]) {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: stale,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await shop.app.jobs.runDue()).toMatchObject({ dead: 0, retried: 0 });
    const late = await shop.database.db
      .select()
      .from(processorEvents)
      .where(eq(processorEvents.id, `evt_late_${buyer.number}`));
    expect(late).toMatchObject([{ appliedAt: expect.any(Date) }]);
    expect((await paymentOf(buyer.number)).payment).toMatchObject({
      state: 'completed',
      capturedCents: payment.capturedCents,
    });
  });
});
