/**
 * The shop's side of payments: customers' saved cards (spec §3 "saved cards (brand, last 4,
 * expiry only)"), pointing at the processor's payment method. The processor's own records are in
 * `sandbox/sandbox.tables.ts` (or at the real processor).
 */
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey(),
    /** The auth module's user (a phone-verified customer). */
    userId: uuid('user_id').notNull(),
    /** The processor's payment method id (Spree's `gateway_payment_profile_id`). */
    paymentMethodId: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('saved_cards_user_payment_method_key').on(table.userId, table.paymentMethodId)],
);

/**
 * Who a processor payment method belongs to, from its first use (issue 21): the customer, or the
 * guest's cart. A payment method id is not a secret (it shows in the order's payments), so no
 * other customer or cart may pay with it, nor with a customer's saved card.
 */
export const paymentMethodOwners = pgTable('payment_method_owners', {
  paymentMethodId: text('payment_method_id').primaryKey(),
  /** `user:<id>` or `cart:<id>`. */
  owner: text('owner').notNull(),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
});

/**
 * The processor's customer of each shop customer (a Stripe Customer): their cards are kept for
 * them there, so a saved card or the order's card pays again (additions) and nobody else's.
 */
export const processorCustomers = pgTable('processor_customers', {
  userId: uuid('user_id').primaryKey(),
  /** `cus_…` at the processor. */
  customerId: text('customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The processor's webhook events received (Stripe's `evt_…`): each is applied once, whatever the
 * order they come in and however often the processor sends them.
 */
export const processorEvents = pgTable('processor_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});
