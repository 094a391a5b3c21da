/**
 * The authorisation's guard (issue 21): queued before the processor is asked, it settles later
 * whatever the request could not — a server that died after the processor's answer leaves no
 * money held — and never touches a payment that went through.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  authOf,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
  TEST_CARDS,
} from '../../testing/checkout-flow';
import { whileFailing } from '../../testing/failing-statements';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { sandboxPaymentIntents } from '../payments/sandbox/sandbox.tables';

describe('the guard of an authorisation', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let bread: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    bread = (await shop.productIds(['pain-de-campagne-au-levain']))['pain-de-campagne-au-levain']!;
  });
  afterAll(() => shop.close());

  const intentsOf = (reference: string) =>
    shop.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.reference, reference));

  /** Queueing the settling job fails: its dedupe key is refused (the guard's, queued before, goes in). */
  const withoutSettlingJobs = (work: () => Promise<void>) =>
    whileFailing(
      shop.database.db,
      'job_dedupe_keys',
      'before insert',
      work,
      "new.kind = 'order_payment_settle'",
    );

  async function readyToComplete() {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: bread, quantity: 4 }]);
    await giveAddress(shop.app, buyer);
    await chooseSlot(shop.app, buyer);
    expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
    return buyer;
  }

  it('leaves a placed order paid: its hold kept for the preparation', async () => {
    const buyer = await readyToComplete();
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    clock.advanceSeconds(11 * 60);
    await shop.app.jobs.runDue();
    const [intent] = await intentsOf(buyer.number);
    expect(intent?.status).toBe('requires_capture');
    const order = await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, authOf(buyer));
    expect(order.json().data.attributes.payment_state).toBe('paid');
  });

  it('voids an authorisation the database never recorded', async () => {
    const buyer = await readyToComplete();
    // As a server dying after the processor's answer: the order is not placed, and neither the
    // request's own void nor its settling job happen.
    await whileFailing(shop.database.db, 'carts', 'before update of state', () =>
      whileFailing(shop.database.db, 'sandbox_payment_intents', 'before update of status', () =>
        withoutSettlingJobs(async () => {
          await complete(shop.app, buyer);
        }),
      ),
    );
    expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['requires_capture']);
    clock.advanceSeconds(11 * 60);
    await shop.app.jobs.runDue();
    expect((await intentsOf(buyer.number)).map((intent) => intent.status)).toEqual(['canceled']);
  });
});
