/**
 * pg-boss 10's job table (schema version 24), as far as the shop reads or moves it: the staff's
 * view of failed jobs (pg-boss lists no jobs), the waiting jobs moved with a moved shop clock, and
 * a job whose payload no longer reads given no more tries. pg-boss creates and migrates it; these
 * definitions are not in the shop's schema (`db/schema.ts`), so migrations never touch it.
 */
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** pg-boss's states, in the order of its enum: `created` and `retry` wait, `active` runs. */
export const BOSS_JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type BossJobState = (typeof BOSS_JOB_STATES)[number];

export function bossTables(schemaName: string) {
  const job = pgSchema(schemaName).table('job', {
    id: uuid('id').notNull(),
    /** The queue: the job's kind. */
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>(),
    state: text('state').$type<BossJobState>().notNull(),
    retryLimit: integer('retry_limit').notNull(),
    /** Tries after the first (a try cut short by a stopped worker counts). */
    retryCount: integer('retry_count').notNull(),
    startAfter: at('start_after').notNull(),
    startedOn: at('started_on'),
    createdOn: at('created_on').notNull(),
    completedOn: at('completed_on'),
    /** A job still waiting then is archived unrun. */
    keepUntil: at('keep_until').notNull(),
    /** A failed try's error (`{ name, message, stack }`), or a finished job's result. */
    output: jsonb('output').$type<unknown>(),
  });
  return { job };
}

export type BossTables = ReturnType<typeof bossTables>;
