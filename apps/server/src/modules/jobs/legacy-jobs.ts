/**
 * The upgrade from the queue the shop wrote itself: at the first start on pg-boss, the jobs still
 * waiting in the old `jobs` table are queued in pg-boss, every dedupe key it holds (done jobs'
 * too) is kept, and the table is dropped, all in one transaction. The caller holds the queue's
 * set-up lock, so the jobs are carried once whichever copies start together.
 */
import { randomUUID } from 'node:crypto';
import { getTableName, inArray, isNotNull, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import { transactionDatabase } from './boss-database';
import { jobDedupeKeys } from './jobs.tables';
import { legacyJobs } from './legacy-jobs.tables';

/** Four parameters a key, well under PostgreSQL's 65 535 a statement. */
const KEYS_PER_INSERT = 5000;

export type CarryOptions = {
  /** pg-boss's options for a job of `kind` that may still be tried `tries` times. */
  jobOptions(kind: string, tries: number): Omit<PgBoss.JobInsert, 'name'>;
  /** When a job due at this shop instant starts, on the queue's clock. */
  startAfter(at: Date): Date;
  now(): Date;
};

/** Answers how many waiting jobs were carried (0 once the old table is gone). */
export async function carryLegacyJobs(
  database: DatabaseHandle,
  boss: PgBoss,
  options: CarryOptions,
): Promise<number> {
  const { db } = database;
  const found = (await db.execute(
    sql`select to_regclass(${getTableName(legacyJobs)}) is not null as "exists"`,
  )) as unknown as { rows: { exists: boolean }[] };
  if (!found.rows[0]?.exists) return 0;
  const waiting = await db
    .select()
    .from(legacyJobs)
    .where(inArray(legacyJobs.state, ['pending', 'running']));
  // Outside the transaction: a kind no copy runs any more still gets its queue (pg-boss drops
  // a job whose queue does not exist).
  for (const kind of new Set(waiting.map((row) => row.kind))) await boss.createQueue(kind);
  return db.transaction(async (tx) => {
    const keys = await tx
      .select({ dedupeKey: legacyJobs.dedupeKey, kind: legacyJobs.kind, createdAt: legacyJobs.createdAt })
      .from(legacyJobs)
      .where(isNotNull(legacyJobs.dedupeKey));
    const carried = waiting.map((row) => ({ row, id: randomUUID() }));
    const jobIds = new Map(carried.map(({ row, id }) => [row.dedupeKey, id]));
    for (let start = 0; start < keys.length; start += KEYS_PER_INSERT) {
      await tx
        .insert(jobDedupeKeys)
        .values(
          keys.slice(start, start + KEYS_PER_INSERT).map((key) => ({
            dedupeKey: key.dedupeKey!,
            kind: key.kind,
            jobId: jobIds.get(key.dedupeKey) ?? null,
            queuedAt: key.createdAt,
          })),
        )
        .onConflictDoNothing();
    }
    if (carried.length > 0) {
      const at = options.now();
      await boss.insert(
        carried.map(({ row, id }) => ({
          ...options.jobOptions(row.kind, Math.max(1, row.maxAttempts - row.attempts)),
          id,
          name: row.kind,
          data: row.payload as object,
          // A running job's worker belonged to the old server: it runs again now.
          startAfter: options.startAfter(row.state === 'running' || row.runAt < at ? at : row.runAt),
        })),
        { db: transactionDatabase(tx) },
      );
    }
    await tx.execute(sql`drop table ${legacyJobs}`);
    return carried.length;
  });
}
