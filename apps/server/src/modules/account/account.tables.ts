/**
 * A customer's account (spec §3 "User"): the profile given at sign-up and the communication
 * preferences, plus the devices that receive push notifications. Keyed by the auth module's user id.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NewsletterFrequency } from '@sillon/contract';
import type { Address, DefaultSubstitutionKind } from '@sillon/domain';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const customerProfiles = pgTable(
  'customer_profiles',
  {
    userId: uuid('user_id').primaryKey(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    newsletter: text('newsletter').$type<NewsletterFrequency>().notNull().default('none'),
    notificationsOptIn: boolean('notifications_opt_in').notNull().default(false),
    /** When each consent was last given or withdrawn (GDPR: the export shows them with their dates). */
    newsletterChangedAt: at('newsletter_changed_at'),
    notificationsChangedAt: at('notifications_changed_at'),
    /** The customer's own order minimum, set by the staff; null = the shop's (15 €). */
    minimumOrderCents: integer('minimum_order_cents'),
    /** Issue 41: what to do with a short product when its line says nothing; null = « Produit similaire ». */
    substitutionDefault: text('substitution_default').$type<DefaultSubstitutionKind>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  // Spec §8 "email already used": one account per address, whatever its case.
  (table) => [uniqueIndex('customer_profiles_email_key').on(sql`lower(${table.email})`)],
);

/**
 * An account's former e-mail addresses, each with when it was replaced: the former address is told
 * of the change (an account taken over does not change hands silently). Kept here, not in the
 * e-mail's job, so that the account's erasure finds and forgets them.
 */
export const accountEmailChanges = pgTable(
  'account_email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    formerEmail: text('former_email').notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [index('account_email_changes_user_idx').on(table.userId)],
);

/** A device receives the pushes of the last user who registered it (spec §3 "Push device registration"). */
export const pushDevices = pgTable(
  'push_devices',
  {
    pushTokenId: text('push_token_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    platform: text('platform').$type<'ios' | 'android' | 'web'>().notNull(),
    app: text('app').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('push_devices_user_idx').on(table.userId)],
);

/**
 * The home page's banner for signed-in customers (spec §3 `homeBanner`, §6): one per audience,
 * data the staff edit. `lead`: a customer with no order yet (the referral offer); `recent`: one
 * who ordered in the last 61 days (spec §6); `returning`: one whose last order is older.
 */
export type BannerAudience = 'lead' | 'recent' | 'returning';

export const accountBanners = pgTable('account_banners', {
  audience: text('audience').$type<BannerAudience>().primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  deeplink: text('deeplink').notNull(),
  updatedAt: at('updated_at').notNull(),
});
