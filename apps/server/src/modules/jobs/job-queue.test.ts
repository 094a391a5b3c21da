import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { TestClock } from '../../testing/auth-test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createJobQueue, type JobQueueSettings } from './job-queue';
import { createJobsRepository } from './jobs.repository';
import { jobs } from './jobs.tables';

let database: DatabaseHandle;
let clock: TestClock;
const logs: { level: string; details: object; message: string }[] = [];
const log = {
  info: (details: object, message: string) => void logs.push({ level: 'info', details, message }),
  warn: (details: object, message: string) => void logs.push({ level: 'warn', details, message }),
  error: (details: object, message: string) => void logs.push({ level: 'error', details, message }),
};

function queue(settings: Partial<JobQueueSettings> = {}) {
  return createJobQueue({ repository: createJobsRepository(database.db), now: clock.now, log, settings });
}

const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
const numberPayload = z.object({ n: z.number() });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  clock = new TestClock(new Date('2026-11-24T09:00:00Z'));
  logs.length = 0;
});

describe('queueing', () => {
  it('queues one job per dedupe key, however often it is asked', async () => {
    const jobsQueue = queue();
    const first = await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 1 }, dedupeKey: 'event-1' });
    const again = await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 2 }, dedupeKey: 'event-1' });
    const other = await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 3 }, dedupeKey: 'event-2' });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(Number));
    expect(await database.db.select().from(jobs)).toHaveLength(2);
  });

  it('queues in the caller’s transaction: a rolled-back change leaves no job', async () => {
    const jobsQueue = queue();
    await database.db
      .transaction(async (tx) => {
        await jobsQueue.enqueue(tx, { kind: 'k', payload: { n: 1 }, dedupeKey: 'rolled-back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await database.db.select().from(jobs)).toHaveLength(0);
    await database.db.transaction(async (tx) => {
      await jobsQueue.enqueue(tx, { kind: 'k', payload: { n: 1 }, dedupeKey: 'committed' });
    });
    expect((await database.db.select().from(jobs)).map((row) => row.dedupeKey)).toEqual(['committed']);
  });
});

describe('running', () => {
  it('runs a due job once, outside any transaction, and marks it done', async () => {
    const jobsQueue = queue();
    const seen: { n: number; attempt: number; inTransaction: boolean }[] = [];
    jobsQueue.register('k', {
      payload: numberPayload,
      async run(payload, job) {
        // A handler may take seconds (a mail server): it must not run inside the claim's transaction,
        // which wrote the job's row and so holds a transaction id.
        const { rows } = (await database.db.execute(
          sql`select txid_current_if_assigned() as xid`,
        )) as unknown as {
          rows: { xid: unknown }[];
        };
        seen.push({ n: payload.n, attempt: job.attempt, inTransaction: rows[0]?.xid != null });
      },
    });
    const id = (await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 7 } }))!;
    expect(await jobsQueue.runDue()).toEqual({ done: 1, retried: 0, dead: 0, lost: 0 });
    expect(await jobsQueue.runDue()).toEqual({ done: 0, retried: 0, dead: 0, lost: 0 });
    expect(seen).toEqual([{ n: 7, attempt: 1, inTransaction: false }]);
    expect(await jobRow(id)).toMatchObject({
      state: 'done',
      attempts: 1,
      lockedBy: null,
      finishedAt: clock.now(),
    });
  });

  it('waits for a job’s time on the shop’s clock', async () => {
    const jobsQueue = queue();
    let runs = 0;
    jobsQueue.register('k', { payload: numberPayload, run: async () => void runs++ });
    await jobsQueue.enqueue(null, {
      kind: 'k',
      payload: { n: 1 },
      runAt: new Date(clock.now().getTime() + 60_000),
    });
    await jobsQueue.runDue();
    expect(runs).toBe(0);
    clock.advanceSeconds(60);
    await jobsQueue.runDue();
    expect(runs).toBe(1);
  });

  it('tries a failed job again after a doubling wait', async () => {
    const jobsQueue = queue({ backoff: { firstDelayMs: 30_000, maxDelayMs: 3_600_000 } });
    let failures = 2;
    jobsQueue.register('k', {
      payload: numberPayload,
      async run() {
        if (failures-- > 0) throw new Error('connection refused');
      },
    });
    const id = (await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 1 } }))!;
    const start = clock.now();

    expect((await jobsQueue.runDue()).retried).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(seconds(start, row.runAt)).toBe(30);

    clock.advanceSeconds(29);
    expect(await jobsQueue.runDue()).toEqual({ done: 0, retried: 0, dead: 0, lost: 0 });
    clock.advanceSeconds(1);
    expect((await jobsQueue.runDue()).retried).toBe(1);
    row = await jobRow(id);
    expect(seconds(start, row.runAt)).toBe(30 + 60);

    clock.advanceSeconds(60);
    expect((await jobsQueue.runDue()).done).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    expect(logs.filter((line) => line.level === 'warn')).toHaveLength(2);
  });

  it('leaves a job dead with its last error after its last attempt, and logs it', async () => {
    const jobsQueue = queue({ maxAttempts: 3, backoff: { firstDelayMs: 1000, maxDelayMs: 1000 } });
    let attempt = 0;
    jobsQueue.register('k', {
      payload: numberPayload,
      async run() {
        throw new Error(`failure ${++attempt}`);
      },
    });
    const id = (await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 1 } }))!;
    for (let i = 0; i < 5; i++) {
      await jobsQueue.runDue();
      clock.advanceSeconds(1);
    }
    expect(attempt).toBe(3);
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 3, lastError: 'failure 3' });
    expect(logs.filter((line) => line.level === 'error')).toEqual([
      {
        level: 'error',
        details: { id, kind: 'k', attempt: 3, error: 'failure 3' },
        message: 'job dead: no more attempts',
      },
    ]);
  });

  it('kills at once a job whose payload no longer reads', async () => {
    const jobsQueue = queue();
    jobsQueue.register('k', { payload: numberPayload, run: async () => undefined });
    const id = (await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 'seven' } }))!;
    expect((await jobsQueue.runDue()).dead).toBe(1);
    expect((await jobRow(id)).lastError).toMatch(/^unreadable payload/);
  });

  it('tries again later a job of a kind this copy has no handler for', async () => {
    const jobsQueue = queue();
    const id = (await jobsQueue.enqueue(null, { kind: 'newer_kind', payload: {} }))!;
    expect((await jobsQueue.runDue()).retried).toBe(1);
    expect((await jobRow(id)).lastError).toBe('no handler for the kind newer_kind in this server copy');
  });
});

describe('leases', () => {
  it('gives a job back once the lease of a worker that stopped mid-job ends, and refuses that worker’s late word', async () => {
    const jobsQueue = queue({ leaseMs: 120_000 });
    const ran: number[] = [];
    jobsQueue.register('k', {
      payload: numberPayload,
      run: async (_payload, job) => void ran.push(job.attempt),
    });
    const id = (await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 1 } }))!;
    const repository = createJobsRepository(database.db);
    const now = clock.now();
    const crashed = await repository.claimNext('crashed-worker', now, new Date(now.getTime() + 120_000));
    expect(crashed).toMatchObject({ id, state: 'running', attempts: 1, lockedBy: 'crashed-worker' });

    clock.advanceSeconds(119);
    expect((await jobsQueue.runDue()).done).toBe(0);
    clock.advanceSeconds(1);
    expect((await jobsQueue.runDue()).done).toBe(1);
    expect(ran).toEqual([2]);
    expect(await repository.finish({ id, worker: 'crashed-worker', attempt: 1 }, clock.now())).toBe(false);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('does not run again a job whose last attempt’s worker stopped: it is dead', async () => {
    const jobsQueue = queue({ maxAttempts: 1, leaseMs: 1000 });
    let runs = 0;
    jobsQueue.register('k', { payload: numberPayload, run: async () => void runs++ });
    const id = (await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 1 } }))!;
    const now = clock.now();
    await createJobsRepository(database.db).claimNext('crashed-worker', now, new Date(now.getTime() + 1000));
    clock.advanceSeconds(1);
    expect((await jobsQueue.runDue()).dead).toBe(1);
    expect(runs).toBe(0);
    expect((await jobRow(id)).lastError).toBe('the worker of its last attempt stopped before finishing it');
  });
});

describe('several workers', () => {
  it('runs each job once with two workers claiming at the same time', async () => {
    const ran: number[] = [];
    const workers = [queue(), queue()];
    for (const worker of workers) {
      worker.register('k', {
        payload: numberPayload,
        async run(payload) {
          ran.push(payload.n);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    }
    for (let n = 0; n < 20; n++) await workers[0]!.enqueue(null, { kind: 'k', payload: { n } });
    const summaries = await Promise.all(
      workers.map((worker, index) => worker.runDue({ worker: `w${index}` })),
    );
    expect(summaries.reduce((total, summary) => total + summary.done, 0)).toBe(20);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    const states = await database.db.select({ state: jobs.state, attempts: jobs.attempts }).from(jobs);
    expect(states.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });

  it('runs jobs in the background from start to stop, and leaves no timer behind', async () => {
    const jobsQueue = queue({ pollIntervalMs: 10, concurrency: 2 });
    const ran: number[] = [];
    jobsQueue.register('k', { payload: numberPayload, run: async (payload) => void ran.push(payload.n) });
    jobsQueue.start();
    await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 1 } });
    await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 2 } });
    for (let wait = 0; wait < 200 && ran.length < 2; wait++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await jobsQueue.stop();
    expect(ran.sort()).toEqual([1, 2]);
    await jobsQueue.enqueue(null, { kind: 'k', payload: { n: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toHaveLength(2);
  });
});
