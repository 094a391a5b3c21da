/**
 * The table of the job queue before pg-boss (migration 0010). Not in the shop's schema any more:
 * the queue's first start carries its waiting jobs into pg-boss and drops it (`legacy-jobs.ts`).
 */
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** `pending` waited for `run_at`; `running` was held by a worker; `done`; `dead`. */
export type LegacyJobState = 'pending' | 'running' | 'done' | 'dead';

export const legacyJobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  dedupeKey: text('dedupe_key'),
  state: text('state').$type<LegacyJobState>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull(),
  runAt: at('run_at').notNull(),
  lockedBy: text('locked_by'),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull(),
  finishedAt: at('finished_at'),
});
