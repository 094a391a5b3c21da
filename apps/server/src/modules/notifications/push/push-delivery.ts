/**
 * A push notification handed to the provider for each of a customer's devices, once per device
 * even when its job is tried again: every answered message leaves a ticket (`push_tickets`) in
 * the notification's name, and a retried job sends only to the devices without one. A ticket
 * with a receipt id queues a `push_receipts` job for later, which reads what became of the
 * message: a device the service no longer knows is forgotten, the shop's own mistakes are logged
 * as errors, the service's as warnings.
 */
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../jobs';
import { createPushTickets } from './push-tickets';
import type { PushMessage, PushOutcome, PushProvider, PushSettings } from './push-provider';

export const PUSH_RECEIPTS_JOB = 'push_receipts';

/** Expo makes most receipts within 15 minutes, some within 30: a receipt missing after a few looks is lost. */
const RECEIPT_LOOKS = 3;

const pushReceiptsPayload = z.object({
  notificationKey: z.string().min(1),
  /** Which look this is (1, 2…): receipts not ready are looked for again, a few times. */
  look: z.number().int().min(1).default(1),
});
type PushReceiptsPayload = z.infer<typeof pushReceiptsPayload>;

export type PushLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type PushDeliveryDeps = {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  push: PushProvider;
  now: () => Date;
  settings: Pick<PushSettings, 'receiptDelayMs' | 'ticketRetentionMs'>;
  /** A device the push service no longer knows (the app was removed): never sent to again. */
  forgetDevice: (pushTokenId: string) => Promise<void>;
  log: PushLog;
};

export function createPushDelivery(deps: PushDeliveryDeps) {
  const tickets = createPushTickets(deps.db);
  const later = () => new Date(deps.now().getTime() + deps.settings.receiptDelayMs);

  async function follow(
    notificationKey: string,
    pushTokenId: string,
    outcome: PushOutcome,
    from: 'ticket' | 'receipt',
  ) {
    if (outcome.status === 'device_gone') {
      await deps.forgetDevice(pushTokenId);
      deps.log.info({ notification: notificationKey, reason: outcome.reason, from }, 'push device forgotten');
    } else if (outcome.status === 'refused') {
      const details = { notification: notificationKey, reason: outcome.reason, from };
      if (outcome.fault === 'shop')
        deps.log.error(details, 'push refused: the shop must fix its message or its push credentials');
      else deps.log.warn(details, 'push refused by the push service');
    }
  }

  async function readReceipts({ notificationKey, look }: PushReceiptsPayload): Promise<void> {
    const unread = await tickets.unreadReceipts(notificationKey);
    if (unread.length === 0) return;
    const receipts = await deps.push.receipts(unread.map((ticket) => ticket.receiptId));
    const read = unread.filter((ticket) => receipts.has(ticket.receiptId));
    for (const ticket of read)
      await follow(notificationKey, ticket.pushTokenId, receipts.get(ticket.receiptId)!, 'receipt');
    const missing = unread.length - read.length;
    const isLastLook = look >= RECEIPT_LOOKS;
    await tickets.forgetReceipts(
      notificationKey,
      (isLastLook ? unread : read).map((ticket) => ticket.receiptId),
    );
    if (missing > 0 && isLastLook)
      deps.log.warn({ notification: notificationKey, missing }, 'push receipts never came');
    else if (missing > 0)
      await deps.jobs.enqueue(null, {
        kind: PUSH_RECEIPTS_JOB,
        payload: { notificationKey, look: look + 1 } satisfies PushReceiptsPayload,
        runAt: later(),
      });
  }

  deps.jobs.register(PUSH_RECEIPTS_JOB, { payload: pushReceiptsPayload, run: readReceipts });

  return {
    /**
     * Sends `messages` (one per device) as the notification `notificationKey`, skipping the
     * devices it reached already; throws when the service refuses a request, leaving the tickets
     * of the chunks sent before it.
     */
    async deliver(notificationKey: string, messages: readonly PushMessage[]): Promise<void> {
      await tickets.purgeSentBefore(new Date(deps.now().getTime() - deps.settings.ticketRetentionMs));
      const answered = await tickets.answeredDevices(notificationKey);
      const unanswered = messages.filter((message) => !answered.has(message.to));
      for (const chunk of deps.push.chunk(unanswered)) {
        const answers = await deps.push.send(chunk);
        await deps.db.transaction(async (tx) => {
          const kept = answers.map((answer) => ({
            pushTokenId: answer.to,
            receiptId: answer.status === 'sent' ? (answer.receiptId ?? null) : null,
          }));
          await tickets.add(tx, notificationKey, kept, deps.now());
          if (kept.some((ticket) => ticket.receiptId !== null))
            await deps.jobs.enqueue(tx, {
              kind: PUSH_RECEIPTS_JOB,
              payload: { notificationKey, look: 1 } satisfies PushReceiptsPayload,
              runAt: later(),
            });
        });
        for (const answer of answers) await follow(notificationKey, answer.to, answer, 'ticket');
      }
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
