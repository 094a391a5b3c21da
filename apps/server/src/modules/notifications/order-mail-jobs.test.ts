import type { OrderStatus } from '@sillon/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { TestClock } from '../../testing/auth-test-app';
import { receiptFixture } from '../../testing/receipt-fixture';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { clearJobs } from '../../testing/job-storage';
import { openTestDatabase } from '../../testing/test-database';
import { createJobsModule, type JobQueue } from '../jobs';
import { createMailModule, defaultMailSettings, mailBrandOf } from '../mail';
import type { OrderEvent } from '../orders';
import {
  createNotificationsModule,
  defaultPushSettings,
  type OrderMailEvent,
  type OrderMailView,
} from './index';
import { orderMailTemplateOf } from './order-mail-jobs';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function event(overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    type: 'placed',
    orderId: '00000000-0000-4000-8000-000000000001',
    number: 'R123456789',
    userId: 'a-customer',
    status: 'scheduled',
    previousStatus: null,
    actor: { kind: 'system', id: null },
    at: new Date('2026-11-24T09:42:00Z'),
    ...overrides,
  };
}

function viewOf(number: string, status: OrderStatus = 'scheduled'): OrderMailView {
  return {
    email: 'camille@exemple.fr',
    firstName: 'Camille',
    number,
    status,
    placedAt: receiptFixture.placedAt,
    deliveryLabel: receiptFixture.deliveryLabel,
    receipt: { ...receiptFixture, orderNumber: number },
  };
}

describe('which e-mail an order event sends', () => {
  it.each([
    ['placed', 'scheduled', 'order_confirmation'],
    ['status_changed', 'delivery', 'order_on_its_way'],
    ['status_changed', 'delivered', 'order_delivered'],
    ['status_changed', 'scheduled', null],
    ['canceled', 'canceled', 'order_canceled'],
    ['items_added', 'scheduled', 'order_items_added'],
  ] as const)('%s to %s: %s', (type, status, template) => {
    expect(orderMailTemplateOf({ type, status })).toBe(template);
  });
});

describe('order e-mails through the job queue', () => {
  let database: DatabaseHandle;
  let smtp: SmtpTestServer;
  let clock: TestClock;
  let queue: JobQueue;
  let onOrderEvent: ReturnType<typeof createNotificationsModule>['onOrderEvent'];
  let views: Map<string, OrderMailView | undefined>;
  const asked: [string, OrderMailEvent][] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    await clearJobs(database);
    smtp.received.length = 0;
    asked.length = 0;
    views = new Map();
    clock = new TestClock(new Date('2026-11-24T09:42:00Z'));
    queue = createJobsModule({ database, now: clock.now, log: silent }).queue;
    const mail = createMailModule({
      db: database.db,
      settings: defaultMailSettings({
        transport: { kind: 'smtp', url: smtp.url },
        from: 'Sillon <commandes@sillon.test>',
      }),
      now: clock.now,
    });
    onOrderEvent = createNotificationsModule({
      jobs: queue,
      mail: mail.service,
      mailBrand: mailBrandOf('https://sillon.test', 'aide@sillon.test'),
      mailViewOf: async (number, orderEvent) => {
        asked.push([number, orderEvent]);
        return views.has(number) ? views.get(number) : viewOf(number, orderEvent.status);
      },
      recipientOf: async () => undefined,
      emailChangeOf: async () => undefined,
      db: database.db,
      now: clock.now,
      pushSettings: defaultPushSettings(),
      acceptsNotifications: async () => false,
      devicesOf: async () => [],
      forgetDevice: async () => undefined,
      log: silent,
    }).onOrderEvent;
  });

  /** Tells the listener inside a transaction, as the order module does. */
  const tell = (orderEvent: OrderEvent) => database.db.transaction((tx) => onOrderEvent(tx, orderEvent));
  const queued = () => queue.list();

  it('queues one order_mail job per event, however often the event is told (and the push of a departure)', async () => {
    await tell(event());
    await tell(event());
    await tell(event({ type: 'items_added', additionKey: 'addition-1' }));
    await tell(event({ type: 'items_added', additionKey: 'addition-2' }));
    await tell(event({ type: 'status_changed', status: 'delivery', previousStatus: 'scheduled' }));
    // One event's mail and push are queued in one transaction: in no order between them.
    const kindsAndKeys = (await queued()).map((job) => [job.kind, job.dedupeKey]);
    expect(kindsAndKeys).toHaveLength(5);
    expect(kindsAndKeys).toEqual(
      expect.arrayContaining([
        ['order_mail', 'order_mail:R123456789:placed:scheduled:-'],
        ['order_mail', 'order_mail:R123456789:items_added:scheduled:addition-1'],
        ['order_mail', 'order_mail:R123456789:items_added:scheduled:addition-2'],
        ['order_mail', 'order_mail:R123456789:status_changed:delivery:-'],
        // The order leaving also queues its push (order-push-jobs.ts), in the same transaction.
        ['order_push', 'order_push:R123456789:delivery'],
      ]),
    );
  });

  it('queues nothing for a guest order, nor for a status that sends no e-mail', async () => {
    await tell(event({ userId: null }));
    await tell(event({ type: 'status_changed', status: 'scheduled' }));
    expect(await queued()).toEqual([]);
  });

  it('queues nothing when the order’s change rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await onOrderEvent(tx, event());
        throw new Error('the order could not be placed');
      })
      .catch(() => undefined);
    expect(await queued()).toEqual([]);
  });

  it('sends the confirmation to the order’s e-mail, with its subject and total, over SMTP', async () => {
    await tell(event());
    expect(await queue.runDue()).toMatchObject({ done: 1 });
    expect(asked).toEqual([['R123456789', { type: 'placed', status: 'scheduled' }]]);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.recipients).toEqual(['camille@exemple.fr']);
    expect(mail.subject).toBe('Votre commande R123456789 est confirmée');
    expect(mail.messageId).toBe('<order_mail.R123456789.placed.scheduled.-@sillon>');
    expect(mail.text.replace(/[\s\u00a0\u202f]+/g, ' ')).toContain('Total TTC 31,35 €');
    expect(mail.html).toContain('31,35');
  });

  it('tries again after the mail server refused, and sends once', async () => {
    await tell(event());
    smtp.refuseNext(1);
    expect(await queue.runDue()).toMatchObject({ retried: 1 });
    const [job] = await queued();
    expect(job).toMatchObject({ state: 'retry', attempts: 1 });
    expect(job!.lastError).toMatch(/451/);
    expect(smtp.received).toHaveLength(0);

    // The first wait is 30 to 60 s, from the failure; the queue last read the shop's clock a
    // moment before it, and that moment counts against the move: a few seconds more than 60.
    clock.advanceSeconds(65);
    expect(await queue.runDue()).toMatchObject({ done: 1 });
    clock.advanceSeconds(3600);
    expect(await queue.runDue()).toMatchObject({ done: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Votre commande R123456789 est confirmée']);
  });

  it('sends nothing for an order without an e-mail or unknown to the order module, and is done', async () => {
    views.set('R000000001', { ...viewOf('R000000001'), email: '' });
    views.set('R000000002', undefined);
    await tell(event({ number: 'R000000001' }));
    await tell(event({ number: 'R000000002' }));
    expect(await queue.runDue()).toMatchObject({ done: 2 });
    expect(smtp.received).toHaveLength(0);
    expect((await queued()).map((job) => job.state)).toEqual(['completed', 'completed']);
  });

  it('does not say « on its way » once the order has arrived', async () => {
    await tell(event({ type: 'status_changed', status: 'delivery', previousStatus: 'scheduled' }));
    await tell(event({ type: 'status_changed', status: 'delivered', previousStatus: 'delivery' }));
    views.set('R123456789', viewOf('R123456789', 'delivered'));
    await queue.runDue();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Votre commande R123456789 est livrée']);
  });

  it('sends each event’s template', async () => {
    await tell(event({ number: 'R1', type: 'canceled', status: 'canceled', previousStatus: 'scheduled' }));
    await tell(event({ number: 'R2', type: 'items_added', additionKey: 'k' }));
    views.set('R2', { ...viewOf('R2'), added: { lines: [receiptFixture.lines[0]!], amountCents: 960 } });
    await queue.runDue();
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      'Votre commande R1 est annulée',
      'Articles ajoutés à votre commande R2',
    ]);
    const [job] = await queue.list({ dedupeKey: 'order_mail:R2:items_added:scheduled:k' });
    expect(job!.payload).toEqual({
      number: 'R2',
      template: 'order_items_added',
      event: { type: 'items_added', status: 'scheduled', additionKey: 'k' },
    });
  });
});
