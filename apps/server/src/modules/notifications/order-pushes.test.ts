/**
 * Order pushes with the real app (issue 19): a status change queues a push job; it reaches only
 * the customer's own phones, only once they accepted notifications, through the dev outbox by
 * default or Expo's push service (a local stand-in speaking its API).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, TestClock } from '../../testing/auth-test-app';
import { buyerWithBasket, buyWithBike, type Buyer } from '../../testing/checkout-flow';
import { startExpoPushTestServer, type ExpoPushTestServer } from '../../testing/expo-push-test-server';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { pushDevices } from '../account/account.tables';
import { defaultPushSettings } from './index';
import { pushTickets } from './notifications.tables';

const ADMIN_TOKEN = 'staff-token-for-the-tests-0123456789';
let tokenCounter = 0;
const newPushToken = () => `ExponentPushToken[test-${process.pid}-${tokenCounter++}]`;

type DevPush = { to: string; title: string; body: string; data: Record<string, string> };

async function placedOrder(shop: ShopTestApp, product: string): Promise<Buyer> {
  const buyer = await buyerWithBasket(shop.app, [{ variantId: product, quantity: 1 }]);
  const placed = await buyWithBike(shop.app, buyer);
  expect(placed.statusCode, placed.body).toBe(200);
  return buyer;
}

async function acceptNotifications(shop: ShopTestApp, token: string, accepted = true) {
  const answer = await shop.app.inject({
    method: 'PATCH',
    url: '/api/users/me',
    headers: bearer(token),
    payload: { notificationsOptIn: accepted },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function registerDevice(
  shop: ShopTestApp,
  token: string,
  pushTokenID: string,
  platform: 'ios' | 'android' | 'web' = 'ios',
) {
  const answer = await shop.app.inject({
    method: 'PUT',
    url: '/api/notification',
    headers: bearer(token),
    payload: { pushTokenID, platform, app: 'fr.sillon.shop' },
  });
  expect(answer.statusCode, answer.body).toBe(204);
}

async function move(shop: ShopTestApp, number: string, status: 'delivery' | 'delivered') {
  const moved = await shop.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${number}/status`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: { status },
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

async function devPushes(shop: ShopTestApp, to?: string): Promise<DevPush[]> {
  const answer = await shop.app.inject({
    url: `/api/dev/push${to ? `?to=${encodeURIComponent(to)}` : ''}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { messages: DevPush[] }).messages;
}

describe('order pushes through the dev outbox', () => {
  let shop: ShopTestApp;
  let product: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()), adminToken: ADMIN_TOKEN });
    product = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(() => shop.close());

  it('an order marked delivered produces one push, on its customer’s phone only', async () => {
    const buyer = await placedOrder(shop, product);
    const phone = newPushToken();
    const browser = newPushToken();
    await acceptNotifications(shop, buyer.token);
    await registerDevice(shop, buyer.token, phone, 'ios');
    await registerDevice(shop, buyer.token, browser, 'web');
    const other = await newCustomer(shop.app, 'Louise');
    const othersPhone = newPushToken();
    await acceptNotifications(shop, other.token);
    await registerDevice(shop, other.token, othersPhone, 'android');

    await move(shop, buyer.number, 'delivery');
    await move(shop, buyer.number, 'delivered');
    await shop.app.jobs.runDue();
    // Both status changes queued a push; « en route » is not sent once the order has arrived.
    const queued = await shop.app.jobs.list({ kind: 'order_push' });
    expect(
      queued
        .filter((job) => (job.payload as { number: string }).number === buyer.number)
        .map((job) => job.dedupeKey),
    ).toEqual([`order_push:${buyer.number}:delivery`, `order_push:${buyer.number}:delivered`]);

    const sent = (await devPushes(shop)).filter((push) => push.body.includes(buyer.number));
    expect(sent).toEqual([
      {
        to: phone,
        title: 'Votre commande est livrée',
        body: `La commande ${buyer.number} est arrivée. Bon appétit !`,
        data: { path: `/my-account/orders/${buyer.number}` },
        channelId: 'orders',
        categoryId: null,
        sentAt: expect.any(String),
      },
    ]);
    expect(await devPushes(shop, othersPhone)).toEqual([]);
    expect(await devPushes(shop, browser)).toEqual([]);
  });

  it('says « en route » while the order is on its way, once however often it is told', async () => {
    const buyer = await placedOrder(shop, product);
    const phone = newPushToken();
    await acceptNotifications(shop, buyer.token);
    await registerDevice(shop, buyer.token, phone, 'android');
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();
    await shop.app.jobs.runDue();
    expect((await devPushes(shop, phone)).map((push) => push.title)).toEqual(['Votre commande est en route']);
    // The outbox gives no receipts: nothing to read later.
    expect(await shop.app.jobs.list({ kind: 'push_receipts' })).toEqual([]);
  });

  it('sends nothing to a customer who has not accepted notifications', async () => {
    const buyer = await placedOrder(shop, product);
    const phone = newPushToken();
    await registerDevice(shop, buyer.token, phone);
    await acceptNotifications(shop, buyer.token, false);
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();
    expect(await devPushes(shop, phone)).toEqual([]);
  });

  it('a phone forgotten at logout receives nothing; another customer cannot forget it', async () => {
    const buyer = await placedOrder(shop, product);
    const kept = newPushToken();
    const forgotten = newPushToken();
    await acceptNotifications(shop, buyer.token);
    await registerDevice(shop, buyer.token, kept);
    await registerDevice(shop, buyer.token, forgotten);
    const stranger = await newCustomer(shop.app, 'Inès');
    const forget = (token: string, pushTokenID: string) =>
      shop.app.inject({
        method: 'DELETE',
        url: '/api/notification',
        headers: bearer(token),
        payload: { pushTokenID },
      });
    expect((await forget(stranger.token, kept)).statusCode).toBe(204);
    expect((await forget(buyer.token, forgotten)).statusCode).toBe(204);
    expect((await forget('not-a-token', kept)).statusCode).toBe(401);

    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();
    expect((await devPushes(shop, kept)).map((push) => push.title)).toEqual(['Votre commande est en route']);
    expect(await devPushes(shop, forgotten)).toEqual([]);
  });
});

describe('order pushes through Expo’s push service', () => {
  let shop: ShopTestApp;
  let expo: ExpoPushTestServer;
  let product: string;
  const clock = new TestClock(aDeliveryMorning());
  const RECEIPT_DELAY_SECONDS = 15 * 60;

  beforeAll(async () => {
    expo = await startExpoPushTestServer({ accessToken: 'expo-access-token' });
    shop = await openShopApp({
      clock,
      adminToken: ADMIN_TOKEN,
      logLevel: 'info',
      platform: {
        push: defaultPushSettings({
          provider: {
            kind: 'expo',
            baseUrl: expo.baseUrl,
            accessToken: 'expo-access-token',
            retryMinTimeoutMs: 10,
          },
          receiptDelayMs: RECEIPT_DELAY_SECONDS * 1000,
          showDevOutbox: true,
        }),
      },
    });
    product = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(async () => {
    await shop.close();
    await expo.close();
  });
  beforeEach(() => {
    expo.requests.length = 0;
    expo.receiptRequests.length = 0;
    expo.refusals = 0;
  });

  const sentTo = () => expo.requests.flatMap((request) => request.messages.map((message) => message.to));
  const devicesOf = async (userId: string) =>
    (
      await shop.database.db
        .select({ token: pushDevices.pushTokenId })
        .from(pushDevices)
        .where(eq(pushDevices.userId, userId))
    )
      .map((device) => device.token)
      .sort();
  const ticketsOf = (number: string, status: 'delivery' | 'delivered' = 'delivery') =>
    shop.database.db
      .select()
      .from(pushTickets)
      .where(eq(pushTickets.notificationKey, `order_push:${number}:${status}`));

  const pushJobOf = async (number: string) => {
    const [job] = await shop.app.jobs.list({ dedupeKey: `order_push:${number}:delivery` });
    return job;
  };

  /** A customer with an order placed, notifications accepted and these phones registered. */
  async function customerWithPhones(count: number): Promise<{ buyer: Buyer; phones: string[] }> {
    const buyer = await placedOrder(shop, product);
    await acceptNotifications(shop, buyer.token);
    const phones = Array.from({ length: count }, newPushToken);
    for (const phone of phones) await registerDevice(shop, buyer.token, phone);
    return { buyer, phones };
  }

  it('posts the push to Expo through its SDK with the access token, and keeps nothing in the outbox', async () => {
    const {
      buyer,
      phones: [phone],
    } = await customerWithPhones(1);
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();

    expect(expo.requests).toHaveLength(1);
    expect(expo.requests[0]!.headers.authorization).toBe('Bearer expo-access-token');
    expect(expo.requests[0]!.headers['user-agent']).toMatch(/^expo-server-sdk-node\/6\./);
    expect(expo.requests[0]!.messages).toEqual([
      {
        to: phone,
        title: 'Votre commande est en route',
        body: `La commande ${buyer.number} part vers vous.`,
        data: { path: `/my-account/orders/${buyer.number}` },
        sound: 'default',
        channelId: 'orders',
      },
    ]);
    expect(await devPushes(shop, phone)).toEqual([]);
    // Its ticket is kept, and its receipt read after the delay.
    expect(await ticketsOf(buyer.number)).toEqual([
      expect.objectContaining({ pushTokenId: phone, receiptId: expect.any(String) }),
    ]);
    const receiptJobs = await shop.app.jobs.list({ kind: 'push_receipts', states: ['created'] });
    // The queue keeps start times on the database's clock: the delay is from now, to the second.
    const delays = receiptJobs
      .filter((job) => (job.payload as { notificationKey: string }).notificationKey.includes(buyer.number))
      .map((job) => (job.startAfter.getTime() - Date.now()) / 1000);
    expect(delays).toHaveLength(1);
    expect(Math.abs(delays[0]! - RECEIPT_DELAY_SECONDS)).toBeLessThan(5);
  });

  it('forgets a device whose ticket says it is no longer registered', async () => {
    const {
      buyer,
      phones: [removed, kept],
    } = await customerWithPhones(2);
    expo.goneTokens.add(removed!);
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();

    expect(await devicesOf(buyer.userId)).toEqual([kept]);
    await move(shop, buyer.number, 'delivered');
    await shop.app.jobs.runDue();
    expect(sentTo().sort()).toEqual([removed, kept, kept].sort());
  });

  it('drops a device whose token is not an Expo push token, without sending to it', async () => {
    const {
      buyer,
      phones: [phone],
    } = await customerWithPhones(1);
    await registerDevice(shop, buyer.token, 'fcm-token-of-an-older-app', 'android');
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();

    expect(sentTo()).toEqual([phone]);
    expect(await devicesOf(buyer.userId)).toEqual([phone]);
  });

  it('reads the receipts after the delay: forgets a device gone since, logs the shop’s own mistakes', async () => {
    const {
      buyer,
      phones: [delivered, uninstalled, tooBig],
    } = await customerWithPhones(3);
    expo.receiptErrors.set(uninstalled!, 'DeviceNotRegistered');
    expo.receiptErrors.set(tooBig!, 'MessageTooBig');
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();
    const tickets = await ticketsOf(buyer.number);
    expect(tickets.map((ticket) => ticket.pushTokenId).sort()).toEqual(
      [delivered, uninstalled, tooBig].sort(),
    );

    // Not before the delay: Expo makes the receipts after forwarding the messages.
    clock.advanceSeconds(RECEIPT_DELAY_SECONDS - 60);
    await shop.app.jobs.runDue();
    expect(expo.receiptRequests).toEqual([]);

    clock.advanceSeconds(60);
    shop.logs.length = 0;
    await shop.app.jobs.runDue();
    expect(expo.receiptRequests.flat()).toEqual(
      expect.arrayContaining(tickets.map((ticket) => ticket.receiptId)),
    );
    expect(await devicesOf(buyer.userId)).toEqual([delivered, tooBig].sort());
    const logged = shop.logs.map(
      (line) => JSON.parse(line) as { level: number; msg: string; reason?: string },
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        reason: 'MessageTooBig',
        msg: expect.stringMatching(/^push refused/),
      }),
    );
    // Read receipts are forgotten; the tickets stay, so a retried job does not send again.
    expect((await ticketsOf(buyer.number)).map((ticket) => ticket.receiptId)).toEqual([null, null, null]);

    expo.requests.length = 0;
    await move(shop, buyer.number, 'delivered');
    await shop.app.jobs.runDue();
    expect(sentTo().sort()).toEqual([delivered, tooBig].sort());
  });

  it('tries again later when Expo refuses the request, and sends once', async () => {
    const {
      buyer,
      phones: [phone],
    } = await customerWithPhones(1);
    await move(shop, buyer.number, 'delivery');
    expo.refuseNext(1);
    expect(await shop.app.jobs.runDue()).toMatchObject({ retried: 1 });
    expect(expo.requests).toHaveLength(0);
    // The first retry waits 30 to 60 s (pg-boss's backoff and its jitter): past the longest.
    clock.advanceSeconds(90);
    expect(await shop.app.jobs.runDue()).toMatchObject({ done: 1 });
    clock.advanceSeconds(3600);
    await shop.app.jobs.runDue();
    expect(sentTo()).toEqual([phone]);
  });

  it('waits and sends again itself when Expo answers 429 once, and sends once', async () => {
    const {
      buyer,
      phones: [phone],
    } = await customerWithPhones(1);
    await move(shop, buyer.number, 'delivery');
    expo.refuseNext(1, { status: 429 });
    await shop.app.jobs.runDue();
    expect(await pushJobOf(buyer.number)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(expo.refusals).toBe(1);
    expect(sentTo()).toEqual([phone]);
  });

  it('leaves a push Expo keeps answering 429 to the job queue’s backoff, and sends it once', async () => {
    const {
      buyer,
      phones: [phone],
    } = await customerWithPhones(1);
    await move(shop, buyer.number, 'delivery');
    // The SDK sends again twice: a third 429 fails the job.
    expo.refuseNext(3, { status: 429 });
    await shop.app.jobs.runDue();
    expect(await pushJobOf(buyer.number)).toMatchObject({
      state: 'retry',
      attempts: 1,
      lastError: expect.stringContaining('slow down'),
    });
    expect(expo.refusals).toBe(3);
    expect(expo.requests).toHaveLength(0);
    await shop.app.jobs.runDue();
    expect(await pushJobOf(buyer.number)).toMatchObject({ state: 'retry', attempts: 1 });
    // The first wait is 30 s, up to twice that with pg-boss's jitter: a few seconds past it.
    clock.advanceSeconds(70);
    await shop.app.jobs.runDue();
    expect(await pushJobOf(buyer.number)).toMatchObject({ state: 'completed', attempts: 2 });
    clock.advanceSeconds(3600);
    await shop.app.jobs.runDue();
    expect(sentTo()).toEqual([phone]);
  });
});
