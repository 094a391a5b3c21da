/**
 * The promotions module's tables: vouchers and their uses, the vouchers an account holds, referral
 * codes and referrals, the shop's promotion settings, and the completed orders promotions have
 * seen (first-order rules and usage limits count them). User ids are the auth module's.
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VoucherKind } from '@sillon/domain';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A voucher code (bon de réduction): its terms are data, read by the domain's voucher rules. */
export const vouchers = pgTable('vouchers', {
  id: uuid('id').primaryKey(),
  /** Uppercase (spec §9), unique. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  kind: text('kind').$type<VoucherKind>().notNull(),
  amountCents: integer('amount_cents').notNull().default(0),
  percentBp: integer('percent_bp').notNull().default(0),
  startsAt: at('starts_at'),
  expiresAt: at('expires_at'),
  usageLimit: integer('usage_limit'),
  usageLimitPerCustomer: integer('usage_limit_per_customer'),
  minimumSubtotalCents: integer('minimum_subtotal_cents').notNull().default(0),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  /** Set for a voucher issued to one customer (a referral reward). */
  ownerUserId: uuid('owner_user_id'),
  /** Disabled by the staff: refused like an expired voucher, kept for the orders that used it. */
  disabledAt: at('disabled_at'),
  /**
   * A referral reward the shop took back (its referee's first order cancelled): kept, so that its
   * owner is told why the code no longer serves, never listed again.
   */
  withdrawnAt: at('withdrawn_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Vouchers a customer added to the account (spec §7 add_promotion_code) or was given. */
export const accountVouchers = pgTable(
  'account_vouchers',
  {
    userId: uuid('user_id').notNull(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.voucherId] })],
);

/** One completed order that used a voucher: what usage limits count. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    userId: uuid('user_id'),
    redeemedAt: at('redeemed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.voucherId, table.orderId] }),
    index('voucher_redemptions_user_idx').on(table.voucherId, table.userId),
  ],
);

/** Every customer's own referral code, made on first demand and kept. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id').primaryKey(),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

/** Who referred whom (parrainage); a referee has one referrer, for good. */
export const referrals = pgTable(
  'referrals',
  {
    refereeUserId: uuid('referee_user_id').primaryKey(),
    referrerUserId: uuid('referrer_user_id').notNull(),
    createdAt: at('created_at').notNull(),
    /** The referrer's reward, once an order of the referee was delivered. */
    rewardVoucherId: uuid('reward_voucher_id'),
  },
  (table) => [index('referrals_referrer_idx').on(table.referrerUserId)],
);

/**
 * The shop's promotion amounts and counts, one row (`id = 'shop'`): data the seed writes and an
 * operator may change, never constants in code.
 */
export const promotionSettings = pgTable('promotion_settings', {
  id: text('id').primaryKey(),
  /** What the referee gets off the first order (spec §9: 10 € by default). */
  refereeDiscountCents: integer('referee_discount_cents').notNull(),
  /** The voucher the referrer earns when the referee's first order completes. */
  referrerRewardCents: integer('referrer_reward_cents').notNull(),
  referrerRewardValidDays: integer('referrer_reward_valid_days').notNull(),
  /** The free gift product of the first orders (spec §9); null = none. */
  firstOrdersGiftProductId: uuid('first_orders_gift_product_id'),
  /** How many first orders get it (spec §9: 3). */
  firstOrdersWithGift: integer('first_orders_with_gift').notNull(),
  /** Spec §9: "Free delivery applies to the first order". */
  firstOrderFreeDelivery: boolean('first_order_free_delivery').notNull(),
});

/** Completed orders as promotions saw them (`consumeForOrder`): idempotent by order id. */
export const promotionOrders = pgTable(
  'promotion_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    completedAt: at('completed_at').notNull(),
  },
  (table) => [index('promotion_orders_user_idx').on(table.userId)],
);
