/**
 * The upgrade of a database whose jobs were in the queue the shop wrote itself: the waiting ones
 * run on pg-boss, once, at their time; no dedupe key is forgotten; the old table is gone.
 */
import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { TestClock } from '../../testing/auth-test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createJobQueue } from './job-queue';
import { legacyJobs, type LegacyJobState } from './legacy-jobs.tables';

const databases: [string, () => Promise<DatabaseHandle>][] = [
  ['PostgreSQL', openTestDatabase],
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ kind: 'pglite' });
      await database.migrate();
      return database;
    },
  ],
];

describe.each(databases)('the old queue’s jobs on %s', (_name, open) => {
  it('are carried into pg-boss once, run at their time, keep their keys, and the old table goes', async () => {
    const database = await open();
    try {
      const clock = new TestClock(new Date('2026-11-24T09:00:00Z'));
      const minutes = (count: number) => new Date(clock.now().getTime() + count * 60_000);
      const row = (n: number, state: LegacyJobState, runAt: Date, dedupeKey: string | null = null) => ({
        kind: 'legacy_kind',
        payload: { n },
        dedupeKey,
        state,
        attempts: state === 'pending' ? 0 : 1,
        maxAttempts: 10,
        runAt,
        createdAt: minutes(-120),
      });
      await database.db.insert(legacyJobs).values([
        row(1, 'pending', minutes(-1), 'legacy-1'),
        row(2, 'pending', minutes(60), 'legacy-2'),
        // Its worker was the old server's: it runs again.
        row(3, 'running', minutes(4)),
        row(4, 'done', minutes(-100), 'legacy-4'),
        row(5, 'dead', minutes(-100), 'legacy-5'),
      ]);

      const ran: number[] = [];
      const logs: object[] = [];
      const log = {
        info: (details: object) => void logs.push(details),
        warn: () => undefined,
        error: () => undefined,
      };
      const copy = () => {
        const queue = createJobQueue({ database, now: clock.now, log });
        queue.register('legacy_kind', {
          payload: z.object({ n: z.number() }),
          run: async ({ n }) => void ran.push(n),
        });
        return queue;
      };
      const [first, second] = [copy(), copy()];
      await Promise.all([first.open(), second.open()]);
      expect(logs).toEqual([{ carried: 3 }]);
      const found = (await database.db.execute(
        sql`select to_regclass(${getTableName(legacyJobs)}) is null as "gone"`,
      )) as unknown as { rows: { gone: boolean }[] };
      expect(found.rows[0]?.gone).toBe(true);

      await first.runDue();
      expect(ran.sort()).toEqual([1, 3]);
      expect(await first.list({ dedupeKey: 'legacy-1' })).toMatchObject([
        { state: 'completed', payload: { n: 1 } },
      ]);
      expect(await first.list({ dedupeKey: 'legacy-2' })).toMatchObject([
        { state: 'created', maxAttempts: 10 },
      ]);
      clock.advanceSeconds(55 * 60);
      await second.runDue();
      expect(ran).toHaveLength(2);
      clock.advanceSeconds(5 * 60);
      await second.runDue();
      expect(ran.sort()).toEqual([1, 2, 3]);

      for (const key of ['legacy-1', 'legacy-2', 'legacy-4', 'legacy-5']) {
        expect(
          await first.enqueue(null, { kind: 'legacy_kind', payload: { n: 0 }, dedupeKey: key }),
        ).toBeNull();
      }
      await copy().open();
      expect(logs).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
