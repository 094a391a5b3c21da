/**
 * Error reports (spec §8 "reported to an error-reporting service"): the error events of the app's
 * and the server's Sentry SDKs (rejected actions, failed images and content queries, crashes, the
 * server's 5xx), one row each, kept for the staff whether or not Sentry is configured too. Old
 * reports are purged.
 */
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ErrorReportDetails } from './error-report';

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
    /** The event's id, release, latest breadcrumbs and top frames (null for older reports). */
    details: jsonb('details').$type<ErrorReportDetails>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('error_reports_received_idx').on(table.receivedAt)],
);
