/**
 * The job queue's queries beside pg-boss's own: dedupe keys, the shop clock the waiting jobs were
 * written with, and the reads pg-boss has no call for (a list of jobs by state, for the staff).
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { BossJobState, BossTables } from './boss-tables';
import { jobDedupeKeys, jobShopClock } from './jobs.tables';

/** A job as the shop reads it (tests, the staff's view). */
export type JobView = {
  id: string;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  state: BossJobState;
  /** Tries started so far. */
  attempts: number;
  maxAttempts: number;
  /** The last failed try's error, while the job waits to be tried again or has failed. */
  lastError: string | null;
  /** When it may start (on the queue's clock, see `followShopClock`). */
  startAfter: Date;
  createdAt: Date;
  finishedAt: Date | null;
};

export type QueueFigures = {
  waiting: number;
  running: number;
  failed: number;
  oldestWaitingSeconds: number;
};

export type JobFilter = { kind?: string; dedupeKey?: string; states?: readonly BossJobState[] };

const WAITING: BossJobState[] = ['created', 'retry'];
const CLOCK_ROW = 1;

export function createJobsRepository(db: Database, { job }: BossTables) {
  const columns = {
    id: job.id,
    kind: job.name,
    payload: job.data,
    dedupeKey: jobDedupeKeys.dedupeKey,
    state: job.state,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    output: job.output,
    startedOn: job.startedOn,
    startAfter: job.startAfter,
    createdAt: job.createdOn,
    finishedAt: job.completedOn,
  };
  type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

  const viewOf = (row: Row): JobView => ({
    id: row.id!,
    kind: row.kind!,
    payload: row.payload,
    dedupeKey: row.dedupeKey,
    state: row.state!,
    attempts: row.startedOn ? row.retryCount! + 1 : 0,
    maxAttempts: row.retryLimit! + 1,
    lastError: row.state === 'retry' || row.state === 'failed' ? errorMessageOf(row.output) : null,
    startAfter: row.startAfter!,
    createdAt: row.createdAt!,
    finishedAt: row.finishedAt,
  });

  const whereOf = (filter: JobFilter): SQL | undefined =>
    and(
      filter.kind === undefined ? undefined : eq(job.name, filter.kind),
      filter.dedupeKey === undefined ? undefined : eq(jobDedupeKeys.dedupeKey, filter.dedupeKey),
      filter.states === undefined ? undefined : inArray(job.state, [...filter.states]),
    );

  return {
    /**
     * Claims an event's key for the job queued in `tx`; false when a job was queued for it
     * already (and the caller queues nothing).
     */
    async claimDedupeKey(
      tx: Transaction,
      key: { dedupeKey: string; kind: string; jobId: string; queuedAt: Date },
    ): Promise<boolean> {
      const claimed = await tx
        .insert(jobDedupeKeys)
        .values(key)
        .onConflictDoNothing()
        .returning({ key: jobDedupeKeys.dedupeKey });
      return claimed.length > 0;
    },

    /** Jobs still in pg-boss's job table (not archived yet), oldest first. */
    async list(filter: JobFilter = {}): Promise<JobView[]> {
      const rows = await db
        .select(columns)
        .from(job)
        .leftJoin(jobDedupeKeys, eq(jobDedupeKeys.jobId, job.id))
        .where(whereOf(filter))
        .orderBy(job.createdOn, job.id);
      return rows.map(viewOf);
    },

    /** A page of jobs, the last finished first (the staff's view of failed jobs). */
    async page(filter: JobFilter, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(job)
          .leftJoin(jobDedupeKeys, eq(jobDedupeKeys.jobId, job.id))
          .where(whereOf(filter))
          .orderBy(desc(job.completedOn), desc(job.createdOn), job.id)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(job)
          .leftJoin(jobDedupeKeys, eq(jobDedupeKeys.jobId, job.id))
          .where(whereOf(filter)),
      ]);
      return { rows: rows.map(viewOf), total: total?.total ?? 0 };
    },

    /**
     * How the queue is doing (the shop's metrics): jobs waiting, running and failed, and how long
     * the oldest due job has waited, on the database's clock like pg-boss's start times.
     */
    async figures(): Promise<QueueFigures> {
      const waiting = sql`${job.state} in ('created', 'retry')`;
      const [row] = await db
        .select({
          waiting: sql`count(*) filter (where ${waiting})`.mapWith(Number),
          running: sql`count(*) filter (where ${job.state} = 'active')`.mapWith(Number),
          failed: sql`count(*) filter (where ${job.state} = 'failed')`.mapWith(Number),
          oldestWaitingSeconds: sql`coalesce(extract(epoch from now() - min(${job.startAfter})
            filter (where ${waiting} and ${job.startAfter} <= now())), 0)`.mapWith(Number),
        })
        .from(job);
      return row ?? { waiting: 0, running: 0, failed: 0, oldestWaitingSeconds: 0 };
    },

    async byId(id: string): Promise<JobView | undefined> {
      const [row] = await db
        .select(columns)
        .from(job)
        .leftJoin(jobDedupeKeys, eq(jobDedupeKeys.jobId, job.id))
        .where(eq(job.id, id));
      return row ? viewOf(row) : undefined;
    },

    /** No more tries for a running job (its payload cannot be read): its failure is its last. */
    async lastTry(kind: string, id: string): Promise<void> {
      await db
        .update(job)
        .set({ retryLimit: sql`${job.retryCount}` })
        .where(and(eq(job.name, kind), eq(job.id, id)));
    },

    /**
     * Keeps each waiting job's start time true to the shop's clock: a waiting job's start time
     * plus the offset it was written with is its time on the shop's clock, so when the offset
     * changes (the clock was moved), every waiting job moves by the change. Answers the offset
     * the waiting jobs are written with from now on. Several copies may ask at once: the row is
     * locked, and a copy that finds the change made already moves nothing.
     */
    async followShopClock(offsetMs: number, toleranceMs: number): Promise<number> {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(jobShopClock)
          .values({ id: CLOCK_ROW, offsetMs })
          .onConflictDoNothing()
          .returning({ offsetMs: jobShopClock.offsetMs });
        if (created.length > 0) return offsetMs;
        const [row] = await tx
          .select({ offsetMs: jobShopClock.offsetMs })
          .from(jobShopClock)
          .where(eq(jobShopClock.id, CLOCK_ROW))
          .for('update');
        const written = row!.offsetMs;
        if (Math.abs(written - offsetMs) < toleranceMs) return written;
        const later = sql`make_interval(secs => ${(written - offsetMs) / 1000})`;
        await tx
          .update(job)
          .set({ startAfter: sql`${job.startAfter} + ${later}`, keepUntil: sql`${job.keepUntil} + ${later}` })
          .where(inArray(job.state, WAITING));
        await tx.update(jobShopClock).set({ offsetMs }).where(eq(jobShopClock.id, CLOCK_ROW));
        return offsetMs;
      });
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/**
 * pg-boss keeps a failed try's error as `{ name, message, stack }`, its own reasons as
 * `{ value: "pg-boss shut down while active" }` or `{ value: { message } }` (an expired try).
 */
function errorMessageOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  return value === undefined ? null : errorMessageOf(value);
}
