/**
 * The job queue's SQL. Times always come from the caller's clock (the shop's), never from the
 * database's `now()`, so tests move time by moving the clock.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { jobs } from './jobs.tables';

export type JobRow = typeof jobs.$inferSelect;

export type NewJobRow = {
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
};

/** Who holds a claimed job: the worker and the attempt it claimed (a later claim is another). */
export type Claim = { id: number; worker: string; attempt: number };

export function createJobsRepository(db: Database) {
  const heldBy = (claim: Claim) =>
    and(
      eq(jobs.id, claim.id),
      eq(jobs.state, 'running'),
      eq(jobs.lockedBy, claim.worker),
      eq(jobs.attempts, claim.attempt),
    );

  return {
    /** Queues a job (in `tx` when given); null when a job with its dedupe key exists already. */
    async insert(tx: Transaction | null, job: NewJobRow): Promise<number | null> {
      const [row] = await (tx ?? db)
        .insert(jobs)
        .values(job)
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning({ id: jobs.id });
      return row ? row.id : null;
    },

    /**
     * Takes the job due first, if any: pending and due, or running with an expired lease (its
     * worker stopped). Rows another worker is claiming are skipped, never waited for, so two
     * workers never take the same job. The job stays `running` until `leaseEnd`.
     */
    async claimNext(worker: string, now: Date, leaseEnd: Date): Promise<JobRow | undefined> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: jobs.id, attempts: jobs.attempts })
          .from(jobs)
          .where(and(inArray(jobs.state, ['pending', 'running']), lte(jobs.runAt, now)))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return undefined;
        const [claimed] = await tx
          .update(jobs)
          .set({ state: 'running', attempts: due.attempts + 1, runAt: leaseEnd, lockedBy: worker })
          .where(eq(jobs.id, due.id))
          .returning();
        return claimed;
      });
    },

    /** Marks a claimed job done; false when the claim was lost (its lease expired, another took it). */
    async finish(claim: Claim, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ state: 'done', finishedAt: now, lockedBy: null, lastError: null })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Records a failure: back to `pending` until `retryAt`, or `dead` when `retryAt` is null. */
    async fail(claim: Claim, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set(
          retryAt
            ? { state: 'pending', runAt: retryAt, lockedBy: null, lastError: error }
            : { state: 'dead', finishedAt: now, lockedBy: null, lastError: error },
        )
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
