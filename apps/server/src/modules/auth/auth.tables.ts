/**
 * Who signs in and how (spec §3 "Auth user", §4): users (anonymous or phone-verified), one-time
 * codes and their limits, refresh tokens, used captchas and the SMS outbox. A customer's profile
 * (name, email, address, preferences) belongs to the `account` module.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type UserKind = 'anonymous' | 'customer';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<UserKind>().notNull(),
    /** International form (+33…), set once the number is verified; null for anonymous users. */
    phone: text('phone'),
    disabled: boolean('disabled').notNull().default(false),
    /** Set when an anonymous user was merged into a customer (spec §3 "User merge"). */
    mergedInto: uuid('merged_into'),
    /** The customer closed the account (issue 15): no sign-in until it is erased, 30 days later. */
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
    lastSignInAt: at('last_sign_in_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_phone_key')
      .on(table.phone)
      .where(sql`${table.phone} is not null`),
  ],
);

/** One code sent by SMS; its id is the verification id the app confirms with. */
export const otpVerifications = pgTable(
  'otp_verifications',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code with the server's secret: a database copy does not reveal codes. */
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (table) => [index('otp_verifications_expires_idx').on(table.expiresAt)],
);

/** One row per number that asked for a code: locked while deciding, so copies take turns. */
export const otpPhoneLimits = pgTable('otp_phone_limits', {
  phone: text('phone').primaryKey(),
  lastSentAt: at('last_sent_at'),
  bannedUntil: at('banned_until'),
});

/** Codes sent, kept one hour, to count a number's requests within the hour. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    requestedAt: at('requested_at').notNull(),
  },
  (table) => [index('otp_requests_phone_idx').on(table.phone, table.requestedAt)],
);

/** Fixed one-minute windows of the shop's SMS quota (key `all`), counted atomically across copies. */
export const smsQuotaWindows = pgTable(
  'sms_quota_windows',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Solved captcha challenges, remembered until they expire so each is accepted once. */
export const usedCaptchas = pgTable('used_captchas', {
  challenge: text('challenge').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** Opaque refresh tokens (stored as SHA-256), rotated on use; a family is one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** The built-in SMS provider: messages are kept here instead of being sent (development, demos). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [index('sms_outbox_sent_idx').on(table.sentAt)],
);
