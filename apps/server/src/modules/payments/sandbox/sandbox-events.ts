/**
 * The sandbox's webhook events, sent as Stripe sends them: one event per change of an intent,
 * kept, then posted to the shop's webhook with Stripe's signature (`Stripe-Signature`, HMAC of the
 * raw body with the endpoint's secret) by a durable job, tried again until the shop answers 2xx.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Database, Transaction } from '../../../db/client';
import type { JobQueue } from '../../jobs';
import type { IntentRecord } from './sandbox.repository';
import { sandboxEvents } from './sandbox.tables';
import { chargeObject, paymentIntentObject } from './stripe-objects';

const DELIVERY = 'sandbox_event_delivery';

/** Which event an intent's new status is (Stripe's names). */
const INTENT_EVENTS = {
  requires_capture: 'payment_intent.amount_capturable_updated',
  requires_action: 'payment_intent.requires_action',
  failed: 'payment_intent.payment_failed',
  succeeded: 'payment_intent.succeeded',
  canceled: 'payment_intent.canceled',
  refunded: null,
} as const;

/** Posts the signed event to the shop's webhook; answers the HTTP status. */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

export function createSandboxEvents(deps: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  now: () => Date;
  webhookSecret: string;
  deliver: WebhookDelivery;
}) {
  const { db, jobs, now } = deps;

  async function emit(type: string, object: object): Promise<void> {
    const id = `evt_${randomBytes(16).toString('hex')}`;
    const at = now();
    const payload = {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(at.getTime() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    // The event and its delivery commit together; its id is new, so no dedupe key is needed.
    await db.transaction(async (tx) => {
      await tx.insert(sandboxEvents).values({ id, type, payload, createdAt: at });
      await jobs.enqueue(tx as Transaction, { kind: DELIVERY, payload: { eventId: id }, runAt: at });
    });
  }

  jobs.register(DELIVERY, {
    payload: z.object({ eventId: z.string() }),
    async run({ eventId }) {
      const [event] = await db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
      if (!event) return;
      const payload = JSON.stringify(event.payload);
      // Signed with the real time: the receiver checks the signature's age against its own clock.
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
      const status = await deps.deliver(payload, signature);
      if (status < 200 || status >= 300)
        throw new Error(`the shop's webhook answered ${status} to ${eventId}`);
    },
  });

  return {
    /** An event when the intent moved (`before`: as it was; none for a new one), none otherwise. */
    async intentChanged(record: IntentRecord, before?: IntentRecord): Promise<void> {
      const type = INTENT_EVENTS[record.intent.status];
      if (!type || before?.intent.status === record.intent.status) return;
      await emit(type, paymentIntentObject(record));
      const isDisputed = record.intent.status === 'succeeded' && record.method?.behaviour === 'disputed';
      if (isDisputed) {
        const charge = chargeObject(record);
        await emit('charge.dispute.created', {
          id: `dp_${record.intent.id.slice('pi_'.length)}`,
          object: 'dispute',
          amount: charge.amount_captured,
          charge: charge.id,
          payment_intent: record.intent.id,
          reason: 'fraudulent',
          status: 'needs_response',
          currency: 'eur',
        });
      }
    },

    async refunded(record: IntentRecord): Promise<void> {
      await emit('charge.refunded', chargeObject(record));
    },
  };
}

export type SandboxEvents = ReturnType<typeof createSandboxEvents>;
