/**
 * Stripe's webhook (`POST /api/payments/stripe/webhook`): the signature is checked on the raw
 * body with the endpoint's secret, each event is recorded once by its id and applied by a durable
 * job, whatever order events come in and however often Stripe sends them. Applying an event reads
 * the intent again from the processor, so an older event never undoes a newer state; the orders
 * module listens (a payment it missed, a dispute). Event types the shop does not use are accepted
 * and ignored, as Stripe expects.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { JobQueue } from '../../jobs';
import type { IntentView, PaymentProvider } from '../payment-provider';
import { processorEvents } from '../payments.tables';

export const WEBHOOK_PATH = '/api/payments/stripe/webhook';
const APPLY = 'payment_event_apply';

/** The events the shop acts on; any other is recorded and ignored. */
const APPLIED_TYPES = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.amount_capturable_updated',
  'payment_intent.requires_action',
  'charge.refunded',
  'charge.dispute.created',
]);

/** What the orders module hears from the processor; each is idempotent on its side too. */
export type PaymentEventListener = {
  /** An intent changed at the processor (`intent` as it is now, not as the event said). */
  intentChanged(intent: IntentView & { reference: string }): Promise<void>;
  /** The cardholder disputed a payment of the order. */
  disputed(intent: IntentView & { reference: string }, at: Date): Promise<void>;
};

const applyPayload = z.object({ eventId: z.string(), type: z.string(), intentId: z.string() });

/** The intent an event is about: the object itself, or the charge's or dispute's intent. */
function intentIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent') return object.id;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  return (intent as { id?: string } | null)?.id;
}

export function stripeWebhook(deps: {
  webhookSecret: string;
  db: Database;
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  now: () => Date;
  provider: PaymentProvider;
  listeners: readonly PaymentEventListener[];
}) {
  const { db, now } = deps;

  deps.jobs.register(APPLY, {
    payload: applyPayload,
    async run({ eventId, type, intentId }) {
      const intent = await deps.provider.retrieve(intentId);
      // An intent the shop never made (another integration on the account): nothing of ours.
      if (intent?.reference) {
        const ours = { ...intent, reference: intent.reference };
        for (const listener of deps.listeners) {
          if (type === 'charge.dispute.created') await listener.disputed(ours, now());
          else await listener.intentChanged(ours);
        }
      }
      await db.update(processorEvents).set({ appliedAt: now() }).where(eq(processorEvents.id, eventId));
    },
  });

  /** Records the event once and queues its application; a resent one is not applied again. */
  async function receive(event: Stripe.Event): Promise<void> {
    const intentId = APPLIED_TYPES.has(event.type) ? intentIdOf(event) : undefined;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Transaction;
      const [recorded] = await tx
        .insert(processorEvents)
        .values({ id: event.id, type: event.type, receivedAt: now() })
        .onConflictDoNothing()
        .returning({ id: processorEvents.id });
      if (!recorded || !intentId) return;
      await deps.jobs.enqueue(tx, {
        kind: APPLY,
        payload: { eventId: event.id, type: event.type, intentId },
        dedupeKey: `${APPLY}:${event.id}`,
        runAt: now(),
      });
    });
  }

  return async (app: FastifyInstance) => {
    // The signature covers the bytes as sent: the body is kept raw, never parsed and re-written.
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    app.post(WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(signature ?? ''),
          deps.webhookSecret,
        );
      } catch {
        throw new AppError('invalid_input', 'webhook_signature_invalid');
      }
      await receive(event);
      return { received: true };
    });
  };
}
