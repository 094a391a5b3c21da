/**
 * Push delivery with Expo's SDK against a local stand-in of its service: a notification reaches
 * each device once across the tries of its job, receipts not ready are looked for again, and old
 * tickets go.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { TestClock } from '../../../testing/auth-test-app';
import { startExpoPushTestServer, type ExpoPushTestServer } from '../../../testing/expo-push-test-server';
import { openTestDatabase } from '../../../testing/test-database';
import { createJobsModule, type JobQueue } from '../../jobs';
import { pushTickets } from '../notifications.tables';
import { createExpoPushProvider } from './expo-push';
import { createPushDelivery, type PushDelivery } from './push-delivery';
import { defaultPushSettings, type PushMessage } from './push-provider';

const RECEIPT_DELAY_SECONDS = 15 * 60;
const settings = defaultPushSettings({ receiptDelayMs: RECEIPT_DELAY_SECONDS * 1000 });

const messageTo = (to: string): PushMessage => ({
  to,
  userId: '00000000-0000-4000-8000-000000000001',
  title: 'Votre commande est en route',
  body: 'La commande R123456789 part vers vous.',
  data: { path: '/my-account/orders/R123456789' },
  channelId: 'orders',
});

describe('push delivery through Expo’s SDK', () => {
  let database: DatabaseHandle;
  let expo: ExpoPushTestServer;
  let clock: TestClock;
  let queue: JobQueue;
  let delivery: PushDelivery;
  let forgotten: string[];
  let warnings: object[];

  beforeAll(async () => {
    expo = await startExpoPushTestServer();
  });
  afterAll(() => expo.close());
  // A database of its own for each test: its jobs and tickets only.
  beforeEach(async () => {
    database = await openTestDatabase();
    expo.requests.length = 0;
    expo.receiptRequests.length = 0;
    expo.lateReceipts.clear();
    clock = new TestClock(new Date('2026-11-24T09:42:00Z'));
    forgotten = [];
    warnings = [];
    const log = {
      info: () => undefined,
      warn: (details: object) => void warnings.push(details),
      error: () => undefined,
    };
    queue = createJobsModule({ database, now: clock.now, log }).queue;
    delivery = createPushDelivery({
      db: database.db,
      jobs: queue,
      push: createExpoPushProvider({ baseUrl: expo.baseUrl, retryMinTimeoutMs: 1 }),
      now: clock.now,
      settings,
      forgetDevice: async (token) => void forgotten.push(token),
      log,
    });
  });

  afterEach(async () => {
    await queue.stop();
    await database.close();
  });

  const tokens = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => `ExponentPushToken[${prefix}-${index}]`);
  const sentTo = () => expo.requests.flatMap((request) => request.messages.map((message) => message.to));
  const unreadReceipts = async () =>
    (await database.db.select().from(pushTickets)).filter((ticket) => ticket.receiptId !== null).length;

  it('sends a chunk refused with 429s once tried again, and not the chunk Expo took before', async () => {
    const phones = tokens(101, 'chunked');
    // The first chunk (100 messages) is taken; the second is refused beyond the SDK's own tries.
    expo.refuseNext(3, { status: 429, after: 1 });
    await expect(delivery.deliver('order_push:R1:delivery', phones.map(messageTo))).rejects.toThrow();
    expect(expo.requests.map((request) => request.messages.length)).toEqual([100]);
    expect(await database.db.select().from(pushTickets)).toHaveLength(100);

    await delivery.deliver('order_push:R1:delivery', phones.map(messageTo));
    expect(expo.requests.map((request) => request.messages.length)).toEqual([100, 1]);
    expect(sentTo().sort()).toEqual([...phones].sort());

    // Told again (a job run twice), it sends nothing more.
    await delivery.deliver('order_push:R1:delivery', phones.map(messageTo));
    expect(expo.requests).toHaveLength(2);
    // Another notification to the same phones is sent.
    await delivery.deliver('order_push:R1:delivered', phones.slice(0, 1).map(messageTo));
    expect(expo.requests).toHaveLength(3);
  });

  it('reads the receipts of every chunk after the delay, in requests of at most 300 ids', async () => {
    await delivery.deliver('order_push:R2:delivery', tokens(101, 'many').map(messageTo));
    expect(await unreadReceipts()).toBe(101);
    clock.advanceSeconds(RECEIPT_DELAY_SECONDS);
    expect(await queue.runDue()).toMatchObject({ done: 2, retried: 0 });
    expect(expo.receiptRequests.flat()).toHaveLength(101);
    expect(await unreadReceipts()).toBe(0);
  });

  it('looks again for receipts not ready yet, then gives up on them', async () => {
    const [early, late, lost] = tokens(3, 'late');
    expo.lateReceipts.add(late!);
    expo.lateReceipts.add(lost!);
    await delivery.deliver('order_push:R3:delivery', [early!, late!, lost!].map(messageTo));

    clock.advanceSeconds(RECEIPT_DELAY_SECONDS);
    await queue.runDue();
    expect(expo.receiptRequests).toEqual([[expect.any(String), expect.any(String), expect.any(String)]]);
    expect(await unreadReceipts()).toBe(2);

    expo.lateReceipts.delete(late!);
    clock.advanceSeconds(RECEIPT_DELAY_SECONDS);
    await queue.runDue();
    expect(expo.receiptRequests.map((ids) => ids.length)).toEqual([3, 2]);
    expect(await unreadReceipts()).toBe(1);

    clock.advanceSeconds(RECEIPT_DELAY_SECONDS);
    await queue.runDue();
    expect(expo.receiptRequests.map((ids) => ids.length)).toEqual([3, 2, 1]);
    expect(await unreadReceipts()).toBe(0);
    expect(warnings).toContainEqual({ notification: 'order_push:R3:delivery', missing: 1 });
    // No fourth look.
    clock.advanceSeconds(RECEIPT_DELAY_SECONDS);
    await queue.runDue();
    expect(expo.receiptRequests).toHaveLength(3);
    expect(forgotten).toEqual([]);
  });

  it('tries the receipts job again when Expo refuses the receipts request', async () => {
    const [phone] = tokens(1, 'receipts-refused');
    expo.receiptErrors.set(phone!, 'DeviceNotRegistered');
    await delivery.deliver('order_push:R4:delivery', [messageTo(phone!)]);
    clock.advanceSeconds(RECEIPT_DELAY_SECONDS);
    expo.refuseNext(1, { status: 429 });
    expect(await queue.runDue()).toMatchObject({ done: 0, retried: 1 });
    expect(forgotten).toEqual([]);
    // The first retry waits 30 to 60 s (pg-boss's backoff and its jitter): past the longest.
    clock.advanceSeconds(90);
    expect(await queue.runDue()).toMatchObject({ done: 1 });
    expect(forgotten).toEqual([phone]);
  });

  it('purges the tickets older than their retention at the next delivery', async () => {
    await delivery.deliver('order_push:R5:delivery', [messageTo('ExponentPushToken[old]')]);
    clock.advanceSeconds(settings.ticketRetentionMs / 1000 - 60);
    await delivery.deliver('order_push:R6:delivery', [messageTo('ExponentPushToken[recent]')]);
    expect(await database.db.select().from(pushTickets)).toHaveLength(2);
    clock.advanceSeconds(120);
    await delivery.deliver('order_push:R7:delivery', [messageTo('ExponentPushToken[new]')]);
    expect(
      (await database.db.select().from(pushTickets)).map((ticket) => ticket.notificationKey).sort(),
    ).toEqual(['order_push:R6:delivery', 'order_push:R7:delivery']);
  });
});
