/**
 * Error reports (spec §8 "reported to an error-reporting service"): what the app's rejected
 * actions, failed images and content queries sent, and the server's own 5xx, kept for the staff
 * when no outside service (Sentry) is configured. Old reports are purged.
 */
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    /** `app`: sent by the shop's app; `server`: an answer of 500 or more. */
    source: text('source').$type<'app' | 'server'>().notNull(),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    userId: text('user_id'),
    argument: jsonb('argument'),
    error: text('error').notNull(),
    platform: text('platform'),
    appVersion: text('app_version'),
    requestId: text('request_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('error_reports_received_idx').on(table.receivedAt)],
);
