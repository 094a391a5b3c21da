/**
 * The order module's tables (SQL names from the time the cart was a module of its own). The
 * storefront order (Spree's order, from its `cart` state to `complete`): who owns it, its
 * token, the coupon and preloaded promotions it names, the lines the customer chose, what the
 * checkout gathered (email, addresses, delivery, payments) and, once complete, its frozen prices.
 * Until then prices, gifts and discounts are not stored: every answer computes them from the
 * catalogue and the promotions as they are now.
 */
import type {
  DefaultSubstitutionKind,
  OrderStatus,
  ShippingMode,
  SubstitutionPreference,
  SubstitutionProposal,
} from '@sillon/domain';
import { relations, sql } from 'drizzle-orm';
import type { PickupPoint } from '../delivery/types';
import type { OrderSnapshot } from './order-snapshot';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Spree's order states; `confirm` is never used (our payments need no confirm step). */
export type OrderState = 'cart' | 'address' | 'delivery' | 'payment' | 'complete';

/** An address as the order keeps it (spec §3 Order.address plus Spree's first and last names). */
export type OrderAddress = {
  firstname: string;
  lastname: string;
  fullname: string;
  address1: string;
  address2: string;
  city: string;
  zipcode: string;
  countryIso: string;
  stateName: string;
  company: string | null;
  /** Issue 40: the ship address's door code, floor… for the preparer and the courier; absent when none. */
  deliveryInstructions?: string;
};

/** The slot chosen for the shipment, as it was offered (spec §3 Delivery slot). */
export type ChosenDeliverySlot = { id: string; start: string; end: string; bookableUntil: string };

/** Spec §3 chosenPickupPoint: the point as the delivery module described it when it was chosen. */
export type ChosenPickupPoint = PickupPoint;

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    /** Spree's order number, `R` and 9 digits. */
    number: text('number').notNull().unique(),
    /** The order token (`X-Spree-Order-Token`), 128 random bits. */
    token: text('token').notNull().unique(),
    /** The auth module's user; null for a guest cart, reachable by its token only. */
    userId: uuid('user_id'),
    state: text('state').$type<OrderState>().notNull().default('cart'),
    couponCode: text('coupon_code'),
    /** Spec §7 set_items `preloaded`: promotion id → version the app shows. */
    preloaded: jsonb('preloaded')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Gifts the customer dropped (their variant ids): not given even once unlocked (spec §4). */
    declinedGifts: jsonb('declined_gifts')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    email: text('email'),
    billAddress: jsonb('bill_address').$type<OrderAddress>(),
    shipAddress: jsonb('ship_address').$type<OrderAddress>(),
    /** Spree's shipment number; a new one whenever the basket or the address changes. */
    shipmentNumber: text('shipment_number'),
    /** The shipping mode chosen for the shipment (`bag`, `parcel`, `pickup-point`). */
    shippingMode: text('shipping_mode').$type<ShippingMode>(),
    deliverySlot: jsonb('delivery_slot').$type<ChosenDeliverySlot>(),
    pickupPoint: jsonb('pickup_point').$type<ChosenPickupPoint>(),
    paymentState: text('payment_state'),
    shipmentState: text('shipment_state'),
    completedAt: at('completed_at'),
    /** When the preparers packed it (the back office's picking list); null until then. */
    preparedAt: at('prepared_at'),
    /** Issue 42: the 6 digits a pickup-point order is handed over against, set when first prepared. */
    pickupCode: text('pickup_code'),
    /**
     * What the preparers put in the bags, by the priced snapshot's line id (issue 37): the order is
     * charged for that. Null until prepared (and when the preparation is undone).
     */
    preparedQuantities: jsonb('prepared_quantities').$type<Record<string, number>>(),
    /**
     * Issue 41: what the preparers put in the bag for short lines, by line id, proposed to the
     * customer with their answer. Null until prepared (and when the preparation is undone).
     */
    substitutions: jsonb('substitutions').$type<Record<string, SubstitutionProposal>>(),
    /**
     * Issue 41: the account's default preference when the order was placed, for the lines without
     * their own; null before (the cart shows the account's current one).
     */
    substitutionDefault: text('substitution_default').$type<DefaultSubstitutionKind>(),
    /**
     * Issue 38: the CGV the customer accepted at payment (the legal page's version, the time it was
     * published) and when; both null until accepted. Kept with the placed order as its proof.
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: at('terms_accepted_at'),
    /** When the customer's bank told of a dispute of its payment (a chargeback); null without one. */
    disputedAt: at('disputed_at'),
    /** Spec §4: a placed order's status (scheduled, delivery, delivered, canceled); null until placed. */
    status: text('status').$type<OrderStatus>(),
    /** The order as priced when it completed: later price changes never touch a placed order. */
    snapshot: jsonb('snapshot').$type<OrderSnapshot>(),
    /**
     * Counts the order's saves: a change is saved only over the version it was read at (the order
     * store's one concurrency rule), so two changes made at once never overwrite each other.
     */
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('carts_user_idx').on(table.userId, table.updatedAt),
    // A customer's placed orders, newest first, and their count from the index alone (issue 20:
    // 500 orders spread over three years are 500 table pages to count otherwise).
    index('carts_user_placed_idx')
      .on(table.userId, table.completedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.state} = 'complete'`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** A catalogue product id or a retail variant id. */
    variantId: uuid('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** Issue 41: what the customer wants if the line runs short; null: the account's default. */
    substitution: jsonb('substitution').$type<SubstitutionPreference>(),
  },
  (table) => [uniqueIndex('cart_lines_variant_key').on(table.cartId, table.variantId)],
);

/**
 * A payment of an order (Spree's payment): the method, the amount asked, the card processor's
 * payment method and, once authorised, its intent. Card numbers never reach this table.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    /** Spree's payment number, `P` and 8 characters; the processor's idempotency key. */
    number: text('number').notNull().unique(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * checkout, pending (3-D Secure asked), processing (authorised: held until the order is
     * prepared), completed (captured), refunded (all of it given back), failed, void.
     */
    state: text('state').notNull(),
    processorPaymentMethodId: text('processor_payment_method_id').notNull(),
    brand: text('brand'),
    lastDigits: text('last_digits'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    wallet: text('wallet'),
    saveCard: boolean('save_card').notNull().default(false),
    intentId: text('intent_id'),
    failureCode: text('failure_code'),
    /** What the capture took from the card (at most `amountCents`); null until captured. */
    capturedCents: integer('captured_cents'),
    capturedAt: at('captured_at'),
    /** What was given back of it, in all; null until a refund. */
    refundedCents: integer('refunded_cents'),
    refundedAt: at('refunded_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('order_payments_cart_idx').on(table.cartId)],
);

/** Who moved an order's status: the customer (cancelling), the shop's staff, or the shop itself. */
export type StatusActorKind = 'customer' | 'staff' | 'system';

/** Every status an order took, when and by whom (spec §4 statuses; support and the back office read it). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Null for the first status, when the order was placed. */
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actorKind: text('actor_kind').$type<StatusActorKind>().notNull(),
    /** The customer's user id or the staff member's; null for the shop itself. */
    actorId: text('actor_id'),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.changedAt)],
);

/**
 * Each time the staff marked an order prepared, or took the mark back, when and by whom: « prepared »
 * is a mark, not a status, and the order's history shows it among its statuses.
 */
export const orderPreparationMarks = pgTable(
  'order_preparation_marks',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** False when the mark was taken back (the order is to be prepared again). */
    prepared: boolean('prepared').notNull(),
    actorKind: text('actor_kind').$type<StatusActorKind>().notNull(),
    /** The staff member's id; null for the shop itself or a mark older than this table. */
    actorId: text('actor_id'),
    markedAt: at('marked_at').notNull(),
  },
  (table) => [index('order_preparation_marks_order_idx').on(table.orderId, table.markedAt)],
);

/**
 * Products a customer added to a placed order before its cut-off, one row per confirmed addition
 * (its idempotency key): a retried request finds its row and changes nothing twice.
 */
export const orderAdditions = pgTable(
  'order_additions',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What was asked: variant and quantity, in the order asked. */
    lines: jsonb('lines').$type<{ variantId: string; quantity: number }[]>().notNull(),
    /** pending (being paid), added, refused. */
    state: text('state').$type<'pending' | 'added' | 'refused'>().notNull(),
    amountCents: integer('amount_cents'),
    failureCode: text('failure_code'),
    /** The processor's authorisation for it, once asked: voided if the addition does not go in. */
    intentId: text('intent_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [uniqueIndex('order_additions_key').on(table.orderId, table.idempotencyKey)],
);

/** The order's parts, read with it in one query (Drizzle's relational queries). */
export const cartRelations = relations(carts, ({ many }) => ({
  lines: many(cartLines),
  payments: many(orderPayments),
}));

export const cartLineRelations = relations(cartLines, ({ one }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
}));

export const orderPaymentRelations = relations(orderPayments, ({ one }) => ({
  cart: one(carts, { fields: [orderPayments.cartId], references: [carts.id] }),
}));
