/**
 * The job queue's own tables; the jobs themselves are pg-boss's (`boss-tables.ts`, in their own
 * schema). These keep what pg-boss does not: which events were queued already, and the shop's
 * clock the waiting jobs' times were written with.
 */
import { bigint, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One event queues one job, forever: a key is written in the transaction that queues its job and
 * stays after pg-boss has archived and deleted the job itself.
 */
export const jobDedupeKeys = pgTable('job_dedupe_keys', {
  dedupeKey: text('dedupe_key').primaryKey(),
  kind: text('kind').notNull(),
  /** The pg-boss job it queued; null for a job done before the queue moved to pg-boss. */
  jobId: uuid('job_id'),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});

/**
 * The shop's clock minus real time, as the waiting jobs' start times were last written with
 * (one row). Where the shop's clock moves (tests, demos), the waiting jobs move with it.
 */
export const jobShopClock = pgTable('job_shop_clock', {
  id: smallint('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});
