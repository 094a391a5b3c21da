/**
 * The durable job queue: work the shop does in the background (e-mails now; purges and push
 * notifications later), kept in the database so it survives a restart and runs once across every
 * server copy.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `pending`: waits for `run_at`; `running`: claimed by a worker until `run_at` (its lease), after
 * which another worker may claim it again (the first one crashed); `done`; `dead`: failed
 * `max_attempts` times, kept with its last error.
 */
export type JobState = 'pending' | 'running' | 'done' | 'dead';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** One event queues one job: a second job with the same key is not queued. */
    dedupeKey: text('dedupe_key'),
    state: text('state').$type<JobState>().notNull().default('pending'),
    /** Claims so far (a crashed worker's claim counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the job may be claimed: its due time while pending, the end of its lease while running. */
    runAt: at('run_at').notNull(),
    /** The worker holding the lease: only it may finish the job. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_key_idx').on(table.dedupeKey),
    index('jobs_claimable_idx')
      .on(table.runAt)
      .where(sql`${table.state} in ('pending', 'running')`),
  ],
);
