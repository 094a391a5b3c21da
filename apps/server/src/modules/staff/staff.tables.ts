/**
 * The shop's staff (issue 18): members who sign in to the back office with an e-mail and a
 * password, their sessions, and the audit log of every change they make.
 */
import type { AuditOutcome } from '@sillon/contract';
import type { StaffRole } from '@sillon/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey(),
  /** Lower-cased, so a member signs in whatever the case they type. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: at('locked_until'),
  deactivatedAt: at('deactivated_at'),
  lastSignInAt: at('last_sign_in_at'),
  createdAt: at('created_at').notNull(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token: a leaked table opens no session. */
    tokenDigest: text('token_digest').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('staff_sessions_member_idx').on(table.memberId)],
);

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    /** Null for a change made from the command line or with the scripts' token. */
    memberId: uuid('member_id'),
    /** Kept as written then, so the entry still says who after a member is renamed. */
    memberEmail: text('member_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * `done`: a change, written in its own transaction; `refused`: answered with an error
     * (`error_code`). `pending` is only in older entries (written before their change ran, whose
     * outcome was never known).
     */
    outcome: text('outcome').$type<AuditOutcome>().notNull().default('done'),
    errorCode: text('error_code'),
    at: at('at').notNull(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_subject_idx').on(table.subjectType, table.subjectId),
  ],
);
