/**
 * Order e-mails with the real app: what a checkout and the order's later changes queue, a
 * checkout while the mail server is down, and two server copies sending each e-mail once.
 */
import type { CartDocument } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, TestClock, type AuthTestApp } from '../../testing/auth-test-app';
import { eq } from 'drizzle-orm';
import { buyerWithBasket, buyWithBike, checkoutEmailOf, type Buyer } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { closedPort, startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { customerProfiles } from '../account/account.tables';
import { defaultMailSettings } from '../mail';

const ADMIN_TOKEN = 'staff-token-for-the-tests-0123456789';

const smtpSettings = (url: string) =>
  defaultMailSettings({ transport: { kind: 'smtp', url }, from: 'Sillon <commandes@sillon.test>' });

/** A customer's order placed through the whole checkout, with what its e-mail should say. */
async function placedOrder(
  shop: ShopTestApp,
  product: string,
): Promise<Buyer & { email: string; displayTotal: string }> {
  const buyer = await buyerWithBasket(shop.app, [{ variantId: product, quantity: 2 }]);
  // The account has the e-mail the checkout gives already: only the order's e-mails are sent.
  await shop.database.db
    .update(customerProfiles)
    .set({ email: checkoutEmailOf(buyer) })
    .where(eq(customerProfiles.userId, buyer.userId));
  const placed = await buyWithBike(shop.app, buyer);
  expect(placed.statusCode, placed.body).toBe(200);
  const attributes = (placed.json() as CartDocument).data.attributes;
  return { ...buyer, email: attributes.email!, displayTotal: attributes.display_total };
}

const oneLine = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

const orderMailJobs = (shop: ShopTestApp) => shop.app.jobs.list({ kind: 'order_mail' });

describe('order e-mails queued by the order’s life', () => {
  let shop: ShopTestApp;
  let beef: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()), adminToken: ADMIN_TOKEN });
    beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(() => shop.close());

  const jobsOf = async (number: string) =>
    (await orderMailJobs(shop)).filter((job) => (job.payload as { number: string }).number === number);

  it('placing an order queues exactly one order_mail job, even when the completion is retried', async () => {
    const buyer = await placedOrder(shop, beef);
    const again = await storefront(shop.app, 'PATCH', '/checkout/complete', {
      token: buyer.token,
      orderToken: buyer.orderToken,
    });
    expect(again.statusCode).not.toBe(500);
    const queued = await jobsOf(buyer.number);
    expect(queued.map((job) => [job.state, job.dedupeKey, job.payload])).toEqual([
      [
        'created',
        `order_mail:${buyer.number}:placed:scheduled:-`,
        {
          number: buyer.number,
          template: 'order_confirmation',
          event: { type: 'placed', status: 'scheduled' },
        },
      ],
    ]);
  });

  it('moving the order on and cancelling another queue their e-mails', async () => {
    const shipped = await placedOrder(shop, beef);
    for (const status of ['delivery', 'delivered']) {
      const moved = await shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${shipped.number}/status`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(
      (await jobsOf(shipped.number)).map((job) => (job.payload as { template: string }).template),
    ).toEqual(['order_confirmation', 'order_on_its_way', 'order_delivered']);

    const canceled = await placedOrder(shop, beef);
    const answer = await storefront(
      shop.app,
      'POST',
      `/account/orders/${canceled.number}/cancel`,
      { token: canceled.token },
      {},
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      (await jobsOf(canceled.number)).map((job) => (job.payload as { template: string }).template),
    ).toEqual(['order_confirmation', 'order_canceled']);
  });

  it('an addition to the order queues its e-mail once, whatever the retries', async () => {
    const buyer = await placedOrder(shop, beef);
    const bread = (await shop.productIds(['pain-de-campagne-au-levain']))['pain-de-campagne-au-levain']!;
    const add = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/v2/storefront/account/orders/${buyer.number}/add_items`,
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': 'one-addition' },
        payload: { line_items_attributes: [{ variant_id: bread, quantity: 1 }] },
      });
    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    await add();
    const queued = await jobsOf(buyer.number);
    expect(queued.map((job) => (job.payload as { template: string }).template)).toEqual([
      'order_confirmation',
      'order_items_added',
    ]);
    expect(queued[1]!.dedupeKey).toMatch(new RegExp(`^order_mail:${buyer.number}:items_added:scheduled:.+`));

    // Sent, it names what was added and what it cost.
    await shop.app.jobs.runDue();
    const email = checkoutEmailOf(buyer);
    const mailbox = await shop.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
    const mails = (mailbox.json() as { messages: { subject: string; text: string }[] }).messages;
    const addedMail = mails.find((mail) => mail.text.includes('ajouté'));
    expect(addedMail?.text).toMatch(
      /Ces articles sont ajoutés à votre commande [^\n]*\n+Pain de campagne au levain/,
    );
    expect(addedMail?.text).toContain('Montant ajouté : 5,90');
    expect(mails).toHaveLength(2);
  });
});

describe('a checkout while the mail server is down', () => {
  let shop: ShopTestApp;
  let smtp: SmtpTestServer | undefined;
  const clock = new TestClock(aDeliveryMorning());
  let port: number;

  beforeAll(async () => {
    port = await closedPort();
    shop = await openShopApp({
      clock,
      mail: smtpSettings(`smtp://127.0.0.1:${port}`),
    });
  });
  afterAll(async () => {
    await shop.close();
    await smtp?.close();
  });

  it('places the order, then sends its confirmation once the mail server is back', async () => {
    const beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    const buyer = await placedOrder(shop, beef);

    // The mail's job fails; the processor's events of the payment are delivered meanwhile.
    expect(await shop.app.jobs.runDue()).toMatchObject({ retried: 1, dead: 0 });
    const [job] = await orderMailJobs(shop);
    expect(job).toMatchObject({ state: 'retry', attempts: 1 });
    expect(job!.lastError).toMatch(/ECONNREFUSED/);

    smtp = await startSmtpTestServer(port);
    // The first wait is 30 to 60 s, a few seconds more here: the queue read the shop's clock a
    // moment before the failure.
    clock.advanceSeconds(29);
    expect(await shop.app.jobs.runDue()).toMatchObject({ done: 0, retried: 0 });
    clock.advanceSeconds(36);
    expect(await shop.app.jobs.runDue()).toMatchObject({ done: 1 });
    expect(smtp.received.map((mail) => [mail.recipients, mail.subject])).toEqual([
      [[buyer.email], `Votre commande ${buyer.number} est confirmée`],
    ]);
    expect(oneLine(smtp.received[0]!.text)).toContain(`Total TTC ${oneLine(buyer.displayTotal)}`);
  });
});

describe('two server copies on one database', () => {
  let shop: ShopTestApp;
  let second: AuthTestApp;
  let smtp: SmtpTestServer;
  const clock = new TestClock(aDeliveryMorning());

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const options = {
      clock,
      mail: smtpSettings(smtp.url),
      jobs: { runWorker: true, settings: { pollingIntervalSeconds: 0.5 } },
    };
    shop = await openShopApp(options);
    second = await openAuthApp({ ...options, database: shop.database });
    await Promise.all([shop.app.ready(), second.app.ready()]);
  });
  afterAll(async () => {
    await second.close();
    await shop.close();
    await smtp.close();
  });

  it('send each order’s e-mail once, their workers running side by side', async () => {
    const beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    const numbers: string[] = [];
    for (let order = 0; order < 3; order++) numbers.push((await placedOrder(shop, beef)).number);
    await smtp.waitFor(3);
    // Time for a second sending, if a worker were to make one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      numbers.map((number) => `Votre commande ${number} est confirmée`).sort(),
    );
    const done = await orderMailJobs(shop);
    expect(done.map((job) => [job.state, job.attempts])).toEqual(numbers.map(() => ['completed', 1]));
  });
});
