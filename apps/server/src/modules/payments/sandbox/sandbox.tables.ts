/**
 * The sandbox card processor's own records, as a processor keeps them: payment methods (never the
 * full number nor the CVC), payment intents (one per idempotency key) and 3-D Secure challenges.
 * In the database so every server copy sees the same intents.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WalletKind } from '@sillon/contract';
import type { IntentStatus, PaymentFailure } from '../payment-provider';
import type { CardBehaviour } from './test-cards';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type ChallengeStatus = 'pending' | 'completed' | 'failed' | 'canceled';

export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  /** `pm_` and 128 random bits. */
  id: text('id').primaryKey(),
  type: text('type').$type<'card' | WalletKind>().notNull(),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  /** What the test number decided (see `test-cards.ts`); the number itself is not kept. */
  behaviour: text('behaviour').$type<CardBehaviour>().notNull(),
  /** The customer it is kept for (attached): only that customer's payments may use it again. */
  customerId: text('customer_id'),
  /** Used by a payment without a customer: Stripe refuses to use or attach it again. */
  consumedAt: at('consumed_at'),
  createdAt: at('created_at').notNull(),
});

export const sandboxCustomers = pgTable('sandbox_customers', {
  /** `cus_` and 128 random bits. */
  id: text('id').primaryKey(),
  /** What the shop calls it by (its customer's id), in the processor's metadata. */
  reference: text('reference').notNull(),
  createdAt: at('created_at').notNull(),
});

export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    /** `pi_` and 128 random bits. */
    id: text('id').primaryKey(),
    /** Unique: concurrent authorisations with one key make one intent (insert … on conflict). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Not a foreign key: an unknown method still makes a (failed) intent under its key. */
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Taken by the capture: at most `amount_cents` (the rest of the hold is released). */
    amountReceivedCents: integer('amount_received_cents').notNull().default(0),
    /** Given back by the intent's refunds, at most `amount_received_cents`. */
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    currency: text('currency').$type<'EUR'>().notNull(),
    customerId: text('customer_id'),
    /** `<id>_secret_<random>`: the app's handle on the intent (3-D Secure), never a list's. */
    clientSecret: text('client_secret').notNull().default(''),
    reference: text('reference').notNull(),
    status: text('status').$type<IntentStatus>().notNull(),
    failure: text('failure').$type<PaymentFailure>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    capturedAt: at('captured_at'),
    canceledAt: at('canceled_at'),
    refundedAt: at('refunded_at'),
  },
  (table) => [index('sandbox_payment_intents_reference_idx').on(table.reference)],
);

/** Each refund asked, one per idempotency key (a retried refund gives back once). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  /** `re_` and 128 random bits. */
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  intentId: text('intent_id')
    .notNull()
    .references(() => sandboxPaymentIntents.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: at('created_at').notNull(),
});

export const sandboxChallenges = pgTable('sandbox_challenges', {
  /** `chl_` and 128 random bits: whoever holds it may answer for the customer. */
  id: text('id').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .unique()
    .references(() => sandboxPaymentIntents.id, { onDelete: 'cascade' }),
  status: text('status').$type<ChallengeStatus>().notNull(),
  createdAt: at('created_at').notNull(),
  answeredAt: at('answered_at'),
});

/**
 * The answers of the sandbox's API by idempotency key, as Stripe keeps them: the same key and
 * request answer the first response again; another request under the key is an error.
 */
export const sandboxRequests = pgTable('sandbox_requests', {
  /** The secret key's account and the `Idempotency-Key` header. */
  key: text('key').primaryKey(),
  /** Method, path and body, hashed: what the key was first used for. */
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: at('created_at').notNull(),
});

/** The events the sandbox sends to the shop's webhook, signed as Stripe signs them. */
export const sandboxEvents = pgTable('sandbox_events', {
  /** `evt_` and 128 random bits. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The whole event as sent (Stripe's shape). */
  payload: jsonb('payload').notNull(),
  createdAt: at('created_at').notNull(),
});
