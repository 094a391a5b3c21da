/**
 * The job queue on pg-boss, on both databases the shop runs on: the tests' PostgreSQL and PGlite
 * (in its thread). Each test queues jobs of its own kinds, so the tests of a file share one
 * database without seeing each other's jobs.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { TestClock } from '../../testing/auth-test-app';
import { openTestDatabase } from '../../testing/test-database';
import { handleDatabase, withParameters } from './boss-database';
import { createJobQueue, type JobQueue, type JobQueueSettings } from './job-queue';

const numberPayload = z.object({ n: z.number() });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

describe.each(databases)('the job queue on %s', (_name, open) => {
  let database: DatabaseHandle;
  let clock: TestClock;
  let kind: string;
  let kinds = 0;
  const queues: JobQueue[] = [];
  const logs: { level: string; details: object; message: string }[] = [];
  const log = {
    info: (details: object, message: string) => void logs.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => void logs.push({ level: 'warn', details, message }),
    error: (details: object, message: string) => void logs.push({ level: 'error', details, message }),
  };

  function queue(settings: Partial<JobQueueSettings> = {}, options: { worker?: boolean } = {}) {
    const created = createJobQueue({ database, now: clock.now, log, settings, ...options });
    queues.push(created);
    return created;
  }
  const jobsOf = (jobsQueue: JobQueue, dedupeKey?: string) =>
    jobsQueue.list({ kind, ...(dedupeKey ? { dedupeKey } : {}) });

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await Promise.all(queues.map((each) => each.stop()));
    await database.close();
  });
  beforeEach(() => {
    kind = `k${++kinds}`;
    clock = new TestClock(new Date('2026-11-24T09:00:00Z'));
    logs.length = 0;
  });

  describe('queueing', () => {
    it('queues one job per dedupe key, however often it is asked, even once pg-boss deleted the job', async () => {
      const jobsQueue = queue();
      jobsQueue.register(kind, { payload: numberPayload, run: async () => undefined });
      const first = await jobsQueue.enqueue(null, { kind, payload: { n: 1 }, dedupeKey: `${kind}-event-1` });
      const again = await jobsQueue.enqueue(null, { kind, payload: { n: 2 }, dedupeKey: `${kind}-event-1` });
      const other = await jobsQueue.enqueue(null, { kind, payload: { n: 3 }, dedupeKey: `${kind}-event-2` });
      expect(first).toEqual(expect.any(String));
      expect(again).toBeNull();
      expect(other).toEqual(expect.any(String));
      expect((await jobsOf(jobsQueue)).map((job) => job.payload)).toEqual([{ n: 1 }, { n: 3 }]);

      // Done, then archived and deleted by pg-boss's retention: the key still stands.
      expect(await jobsQueue.runDue()).toEqual({ done: 2, retried: 0, dead: 0 });
      const boss = new PgBoss({ db: handleDatabase(database), schema: database.jobsSchema });
      await boss.deleteJob(kind, [first!, other!]);
      expect(await jobsOf(jobsQueue)).toEqual([]);
      expect(
        await jobsQueue.enqueue(null, { kind, payload: { n: 4 }, dedupeKey: `${kind}-event-1` }),
      ).toBeNull();
      expect(await jobsOf(jobsQueue)).toEqual([]);
    });

    it('queues in the caller’s transaction: a rolled-back change leaves no job, and nothing runs', async () => {
      const jobsQueue = queue();
      const ran: number[] = [];
      jobsQueue.register(kind, { payload: numberPayload, run: async ({ n }) => void ran.push(n) });
      await jobsQueue.open();
      await database.db
        .transaction(async (tx) => {
          await jobsQueue.enqueue(tx, { kind, payload: { n: 1 }, dedupeKey: `${kind}-rolled-back` });
          throw new Error('the change failed');
        })
        .catch(() => undefined);
      expect(await jobsOf(jobsQueue)).toEqual([]);
      await database.db.transaction(async (tx) => {
        await jobsQueue.enqueue(tx, { kind, payload: { n: 2 }, dedupeKey: `${kind}-committed` });
      });
      expect(await jobsQueue.runDue()).toMatchObject({ done: 1 });
      expect(ran).toEqual([2]);
      // The rolled-back job's key was rolled back with it: the event may queue its job again.
      expect(
        await jobsQueue.enqueue(null, { kind, payload: { n: 3 }, dedupeKey: `${kind}-rolled-back` }),
      ).toEqual(expect.any(String));
    });

    it('refuses a kind nobody registered, and a text naming a parameter twice', async () => {
      const jobsQueue = queue();
      await expect(jobsQueue.enqueue(null, { kind: `${kind}-unknown`, payload: {} })).rejects.toThrow(
        /no handler/,
      );
      expect(() => withParameters('select $1, $1', [1])).toThrow(/twice/);
      expect(withParameters('select $2::int + $1::int', [1, 2])).toBeDefined();
    });
  });

  describe('running', () => {
    it('runs a due job once, outside any transaction, and marks it completed', async () => {
      const jobsQueue = queue();
      const seen: { n: number; attempt: number; inTransaction: boolean }[] = [];
      jobsQueue.register(kind, {
        payload: numberPayload,
        async run(payload, job) {
          // A handler may take seconds (a mail server): it must hold no transaction meanwhile.
          const { rows } = (await database.db.execute(
            sql`select txid_current_if_assigned() as xid`,
          )) as unknown as { rows: { xid: unknown }[] };
          seen.push({ n: payload.n, attempt: job.attempt, inTransaction: rows[0]?.xid != null });
        },
      });
      await jobsQueue.enqueue(null, { kind, payload: { n: 7 } });
      expect(await jobsQueue.runDue()).toEqual({ done: 1, retried: 0, dead: 0 });
      expect(await jobsQueue.runDue()).toEqual({ done: 0, retried: 0, dead: 0 });
      expect(seen).toEqual([{ n: 7, attempt: 1, inTransaction: false }]);
      expect(await jobsOf(jobsQueue)).toMatchObject([{ state: 'completed', attempts: 1, lastError: null }]);
    });

    it('waits for a job’s time on the shop’s clock', async () => {
      const jobsQueue = queue();
      let runs = 0;
      jobsQueue.register(kind, { payload: numberPayload, run: async () => void runs++ });
      await jobsQueue.enqueue(null, {
        kind,
        payload: { n: 1 },
        runAt: new Date(clock.now().getTime() + 60_000),
      });
      await jobsQueue.runDue();
      clock.advanceSeconds(55);
      await jobsQueue.runDue();
      expect(runs).toBe(0);
      clock.advanceSeconds(5);
      await jobsQueue.runDue();
      expect(runs).toBe(1);
    });

    it('tries a failed job again after a doubling wait on the shop’s clock', async () => {
      const jobsQueue = queue();
      let failures = 2;
      jobsQueue.register(kind, {
        payload: numberPayload,
        async run() {
          if (failures-- > 0) throw new Error('connection refused');
        },
      });
      await jobsQueue.enqueue(null, { kind, payload: { n: 1 } });

      expect(await jobsQueue.runDue()).toMatchObject({ retried: 1 });
      expect(await jobsOf(jobsQueue)).toMatchObject([
        { state: 'retry', attempts: 1, maxAttempts: 10, lastError: 'connection refused' },
      ]);
      // The first wait is 30 to 60 s (pg-boss's jitter), the second 60 to 120 s; each move is a few
      // seconds longer: the queue read the shop's clock a moment before the failure.
      clock.advanceSeconds(25);
      expect(await jobsQueue.runDue()).toEqual({ done: 0, retried: 0, dead: 0 });
      clock.advanceSeconds(40);
      expect(await jobsQueue.runDue()).toMatchObject({ retried: 1 });
      clock.advanceSeconds(55);
      expect(await jobsQueue.runDue()).toEqual({ done: 0, retried: 0, dead: 0 });
      clock.advanceSeconds(70);
      expect(await jobsQueue.runDue()).toMatchObject({ done: 1 });
      expect(await jobsOf(jobsQueue)).toMatchObject([{ state: 'completed', attempts: 3, lastError: null }]);
      expect(logs.filter((line) => line.level === 'warn')).toHaveLength(2);
    });

    it('leaves a job failed with its last error after its last try, and logs it', async () => {
      const jobsQueue = queue({ maxAttempts: 3, firstRetryDelaySeconds: 1 });
      let attempt = 0;
      jobsQueue.register(kind, {
        payload: numberPayload,
        async run() {
          throw new Error(`failure ${++attempt}`);
        },
      });
      const id = await jobsQueue.enqueue(null, { kind, payload: { n: 1 } });
      for (let i = 0; i < 5; i++) {
        await jobsQueue.runDue();
        clock.advanceSeconds(5);
      }
      expect(attempt).toBe(3);
      expect(await jobsOf(jobsQueue)).toMatchObject([
        { state: 'failed', attempts: 3, lastError: 'failure 3' },
      ]);
      expect(logs.filter((line) => line.level === 'error')).toEqual([
        {
          level: 'error',
          details: { id, kind, attempt: 3, error: 'failure 3' },
          message: 'job dead: no more attempts',
        },
      ]);
      // The staff's « Relancer »: one more try.
      expect(await jobsQueue.retry({ id: id!, kind })).toBe(true);
      expect(await jobsQueue.runDue()).toMatchObject({ dead: 1 });
      expect(attempt).toBe(4);
      // An id no job has.
      expect(await jobsQueue.retry({ id: randomUUID(), kind })).toBe(false);
    });

    it('fails at once a job whose payload no longer reads', async () => {
      const jobsQueue = queue();
      let runs = 0;
      jobsQueue.register(kind, { payload: numberPayload, run: async () => void runs++ });
      await jobsQueue.enqueue(null, { kind, payload: { n: 'seven' } });
      expect(await jobsQueue.runDue()).toEqual({ done: 0, retried: 0, dead: 1 });
      const [job] = await jobsOf(jobsQueue);
      expect(job).toMatchObject({ state: 'failed', attempts: 1 });
      expect(job!.lastError).toMatch(/^unreadable payload/);
      expect(runs).toBe(0);
    });

    it('leaves a job of a kind this copy has no handler for to the copies that have one', async () => {
      const newer = queue();
      const older = queue();
      let runs = 0;
      newer.register(kind, { payload: numberPayload, run: async () => void runs++ });
      older.register(`${kind}-older`, { payload: numberPayload, run: async () => undefined });
      await newer.enqueue(null, { kind, payload: { n: 1 } });
      expect(await older.runDue()).toEqual({ done: 0, retried: 0, dead: 0 });
      expect(await newer.runDue()).toMatchObject({ done: 1 });
      expect(runs).toBe(1);
    });
  });

  describe('workers that stop', () => {
    it('gives back the job of a worker that stopped mid-job once its try expires', async () => {
      const jobsQueue = queue({ expireInSeconds: 1 });
      const ran: number[] = [];
      jobsQueue.register(kind, {
        payload: numberPayload,
        run: async (_payload, job) => void ran.push(job.attempt),
      });
      await jobsQueue.enqueue(null, { kind, payload: { n: 1 } });
      // Another copy takes the job and dies before finishing it.
      const crashed = new PgBoss({ db: handleDatabase(database), schema: database.jobsSchema });
      expect(await crashed.fetch(kind)).toHaveLength(1);
      expect(await jobsQueue.runDue()).toMatchObject({ done: 0 });

      await wait(1100);
      expect(await jobsQueue.runDue()).toMatchObject({ done: 0 });
      expect(await jobsOf(jobsQueue)).toMatchObject([
        { state: 'retry', lastError: expect.stringMatching(/timeout/) },
      ]);
      clock.advanceSeconds(65);
      expect(await jobsQueue.runDue()).toMatchObject({ done: 1 });
      expect(ran).toEqual([2]);
    });

    it('fails at the stop a job still running after the wait, which comes back later', async () => {
      const jobsQueue = queue({}, { worker: true });
      let release!: () => void;
      const started: number[] = [];
      jobsQueue.register(kind, {
        payload: numberPayload,
        run: (_payload, job) => {
          started.push(job.attempt);
          return job.attempt === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
        },
      });
      await jobsQueue.start();
      await jobsQueue.enqueue(null, { kind, payload: { n: 1 } });
      for (let waited = 0; waited < 100 && started.length === 0; waited++) await wait(50);
      await jobsQueue.stop({ waitMs: 1000 });
      release();
      expect(await jobsOf(jobsQueue)).toMatchObject([
        { state: 'retry', lastError: 'pg-boss shut down while active' },
      ]);
      const other = queue();
      other.register(kind, {
        payload: numberPayload,
        run: async (_payload, job) => void started.push(job.attempt),
      });
      clock.advanceSeconds(65);
      expect(await other.runDue()).toMatchObject({ done: 1 });
      expect(started).toEqual([1, 2]);
    });
  });

  describe('several copies', () => {
    it('runs each job once with two copies taking jobs at the same time', async () => {
      const ran: number[] = [];
      const copies = [queue(), queue()];
      for (const copy of copies) {
        copy.register(kind, {
          payload: numberPayload,
          async run(payload) {
            ran.push(payload.n);
            await wait(5);
          },
        });
      }
      for (let n = 0; n < 20; n++) await copies[0]!.enqueue(null, { kind, payload: { n } });
      const summaries = await Promise.all(copies.map((copy) => copy.runDue()));
      expect(summaries.reduce((total, summary) => total + summary.done, 0)).toBe(20);
      expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
      const jobs = await jobsOf(copies[0]!);
      expect(jobs.every((job) => job.state === 'completed' && job.attempts === 1)).toBe(true);
    });

    it('moves waiting jobs once when the shop’s clock moves, whichever copies see it', async () => {
      const copies = [queue(), queue()];
      const ran: number[] = [];
      for (const copy of copies) {
        copy.register(kind, { payload: numberPayload, run: async ({ n }) => void ran.push(n) });
      }
      const inDays = (days: number) => new Date(clock.now().getTime() + days * 86_400_000);
      await copies[0]!.enqueue(null, { kind, payload: { n: 2 }, runAt: inDays(2) });
      await copies[0]!.enqueue(null, { kind, payload: { n: 5 }, runAt: inDays(5) });
      // Moved twice (once by each copy), the second job would be due too.
      clock.advanceSeconds(3 * 86_400);
      await Promise.all(copies.map((copy) => copy.runDue()));
      await Promise.all(copies.map((copy) => copy.runDue()));
      expect(ran).toEqual([2]);
      clock.advanceSeconds(2 * 86_400);
      await copies[1]!.runDue();
      expect(ran).toEqual([2, 5]);
    });

    it('runs jobs in the background from start to stop, and leaves no worker behind', async () => {
      const jobsQueue = queue({ pollingIntervalSeconds: 0.5 }, { worker: true });
      const ran: number[] = [];
      jobsQueue.register(kind, { payload: numberPayload, run: async (payload) => void ran.push(payload.n) });
      await jobsQueue.start();
      await jobsQueue.enqueue(null, { kind, payload: { n: 1 } });
      await jobsQueue.enqueue(null, { kind, payload: { n: 2 } });
      for (let waited = 0; waited < 100 && ran.length < 2; waited++) await wait(50);
      await jobsQueue.stop();
      expect(ran.sort()).toEqual([1, 2]);
      await jobsQueue.enqueue(null, { kind, payload: { n: 3 } });
      await wait(1200);
      expect(ran).toHaveLength(2);
    });
  });
});
