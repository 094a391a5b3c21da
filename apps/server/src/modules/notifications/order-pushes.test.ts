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

  beforeAll(async () => {
    expo = await startExpoPushTestServer({ accessToken: 'expo-access-token' });
    shop = await openShopApp({
      clock,
      adminToken: ADMIN_TOKEN,
      platform: {
        push: defaultPushSettings({
          provider: { kind: 'expo', url: expo.url, accessToken: 'expo-access-token' },
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
  });

  it('posts the push to Expo with the access token, and keeps nothing in the outbox', async () => {
    const buyer = await placedOrder(shop, product);
    const phone = newPushToken();
    await acceptNotifications(shop, buyer.token);
    await registerDevice(shop, buyer.token, phone);
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();

    expect(expo.requests).toHaveLength(1);
    expect(expo.requests[0]!.headers.authorization).toBe('Bearer expo-access-token');
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
  });

  it('forgets a device Expo says is no longer registered', async () => {
    const buyer = await placedOrder(shop, product);
    const removed = newPushToken();
    const kept = newPushToken();
    expo.goneTokens.add(removed);
    await acceptNotifications(shop, buyer.token);
    await registerDevice(shop, buyer.token, removed);
    await registerDevice(shop, buyer.token, kept);
    await move(shop, buyer.number, 'delivery');
    await shop.app.jobs.runDue();

    const devices = await shop.database.db
      .select({ token: pushDevices.pushTokenId })
      .from(pushDevices)
      .where(eq(pushDevices.userId, buyer.userId));
    expect(devices.map((device) => device.token)).toEqual([kept]);
  });

  it('tries again later when Expo refuses the request, and sends once', async () => {
    const buyer = await placedOrder(shop, product);
    const phone = newPushToken();
    await acceptNotifications(shop, buyer.token);
    await registerDevice(shop, buyer.token, phone);
    await move(shop, buyer.number, 'delivery');
    expo.refuseNext(1);
    expect(await shop.app.jobs.runDue()).toMatchObject({ retried: 1 });
    expect(expo.requests).toHaveLength(0);
    clock.advanceSeconds(60);
    expect(await shop.app.jobs.runDue()).toMatchObject({ done: 1 });
    clock.advanceSeconds(3600);
    await shop.app.jobs.runDue();
    expect(expo.requests.flatMap((request) => request.messages.map((message) => message.to))).toEqual([
      phone,
    ]);
  });
});
