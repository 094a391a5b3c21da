/**
 * The durable job queue (ARCHITECTURE.md, "background work"). A job is queued in the database,
 * inside the transaction of the change it follows when there is one, so it exists exactly when
 * the change does. Workers in every server copy claim due jobs one at a time with
 * `FOR UPDATE SKIP LOCKED` and a lease, run the kind's handler outside any transaction and mark
 * the job done; a failure is tried again later with a doubling wait, until the job is `dead`
 * (kept with its last error, and logged). A worker that stops mid-job loses its lease: the job
 * comes back after the lease and runs again.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { retryDelayMs, type Backoff } from './backoff';
import type { Claim, JobRow, JobsRepository } from './jobs.repository';

export type JobRequest = {
  /** The handler that runs it (`register`). */
  kind: string;
  /** What the handler needs, as JSON; small (ids, numbers), never a whole document. */
  payload: unknown;
  /** One event, one job: a job whose key is already queued (or was done) is not queued again. */
  dedupeKey?: string;
  /** Not before this instant; now by default. */
  runAt?: Date;
  maxAttempts?: number;
};

export type JobContext = { id: number; attempt: number; maxAttempts: number };

export type JobHandler<P> = {
  /** Checks the stored payload: a job may outlive the code that queued it. */
  payload: z.ZodType<P>;
  /** Runs the job; a thrown error counts as a failed attempt. Bounded in time by its own calls. */
  run(payload: P, job: JobContext): Promise<void>;
};

export type JobQueueSettings = {
  maxAttempts: number;
  backoff: Backoff;
  /** How long a claimed job is the claiming worker's; longer than any handler may take. */
  leaseMs: number;
  /** The wait between two looks for due jobs when none is left. */
  pollIntervalMs: number;
  /** Jobs run side by side in one copy (each claim loop runs one at a time). */
  concurrency: number;
};

export const defaultJobQueueSettings: JobQueueSettings = {
  // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: about 3 h of tries in all.
  maxAttempts: 10,
  backoff: { firstDelayMs: 30_000, maxDelayMs: 3_600_000 },
  leaseMs: 5 * 60_000,
  pollIntervalMs: 1000,
  concurrency: 2,
};

export type JobRunSummary = { done: number; retried: number; dead: number; lost: number };

type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobQueueDeps = {
  repository: JobsRepository;
  now: () => Date;
  log: Log;
  settings?: Partial<JobQueueSettings>;
};

/** A job whose payload no longer parses cannot succeed by waiting: it dies at once. */
class UnreadablePayload extends Error {}

export function createJobQueue(deps: JobQueueDeps) {
  const { repository, now, log } = deps;
  const settings: JobQueueSettings = { ...defaultJobQueueSettings, ...deps.settings };
  const handlers = new Map<string, JobHandler<unknown>>();
  const workerName = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  async function runOne(job: JobRow, worker: string): Promise<keyof JobRunSummary> {
    const claim: Claim = { id: job.id, worker, attempt: job.attempts };
    const context = { id: job.id, kind: job.kind, attempt: job.attempts };
    let failure: unknown;
    if (job.attempts > job.maxAttempts) {
      failure = new Error('the worker of its last attempt stopped before finishing it');
    } else {
      try {
        const handler = handlers.get(job.kind);
        if (!handler) throw new Error(`no handler for the kind ${job.kind} in this server copy`);
        const parsed = handler.payload.safeParse(job.payload);
        if (!parsed.success) throw new UnreadablePayload(`unreadable payload: ${parsed.error.message}`);
        await handler.run(parsed.data, { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts });
      } catch (error) {
        failure = error;
      }
    }
    const at = now();
    if (failure === undefined) {
      if (await repository.finish(claim, at)) return 'done';
      log.warn(context, 'job finished after its lease expired (another worker may run it again)');
      return 'lost';
    }
    const message = failure instanceof Error ? failure.message : String(failure);
    const isLast = job.attempts >= job.maxAttempts || failure instanceof UnreadablePayload;
    const retryAt = isLast ? null : new Date(at.getTime() + retryDelayMs(job.attempts, settings.backoff));
    if (!(await repository.fail(claim, message, retryAt, at))) {
      log.warn({ ...context, error: message }, 'job failed after its lease expired');
      return 'lost';
    }
    if (retryAt) {
      log.warn(
        { ...context, error: message, retryAt: retryAt.toISOString() },
        'job failed, tried again later',
      );
      return 'retried';
    }
    log.error({ ...context, error: message }, 'job dead: no more attempts');
    return 'dead';
  }

  /** Claims and runs due jobs one by one until none is due (or `limit` ran). */
  async function runDue(options: { limit?: number; worker?: string } = {}): Promise<JobRunSummary> {
    return runDueWhile(options, () => true);
  }

  async function runDueWhile(
    options: { limit?: number; worker?: string },
    shouldGoOn: () => boolean,
  ): Promise<JobRunSummary> {
    const summary: JobRunSummary = { done: 0, retried: 0, dead: 0, lost: 0 };
    const worker = options.worker ?? workerName;
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    for (let ran = 0; ran < limit && shouldGoOn(); ran++) {
      const at = now();
      const job = await repository.claimNext(worker, at, new Date(at.getTime() + settings.leaseMs));
      if (!job) break;
      summary[await runOne(job, worker)]++;
    }
    return summary;
  }

  let stopping = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();

  async function loop(index: number): Promise<void> {
    const worker = `${workerName}/${index}`;
    while (!stopping) {
      try {
        await runDueWhile({ worker }, () => !stopping);
      } catch (error) {
        // The database is unreachable or closing: look again at the next tick.
        log.warn({ err: error, worker }, 'job worker could not look for due jobs');
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, settings.pollIntervalMs);
        sleepers.add(wake);
      });
    }
  }

  return {
    /**
     * Queues a job, in the caller's transaction `tx` (so it commits or rolls back with the
     * change it follows) or on its own with `null`. Answers the job's id, or null when a job with
     * the same dedupe key exists.
     */
    enqueue(tx: Transaction | null, job: JobRequest): Promise<number | null> {
      const at = now();
      return repository.insert(tx, {
        kind: job.kind,
        payload: job.payload,
        dedupeKey: job.dedupeKey ?? null,
        maxAttempts: job.maxAttempts ?? settings.maxAttempts,
        runAt: job.runAt ?? at,
        createdAt: at,
      });
    },

    /** Says how jobs of `kind` run; one handler per kind. */
    register<P>(kind: string, handler: JobHandler<P>): void {
      if (handlers.has(kind)) throw new Error(`a handler for ${kind} is registered already`);
      handlers.set(kind, handler as JobHandler<unknown>);
    },

    runDue,

    /** Starts the claim loops in the background (the server's, from its start to its stop). */
    start(): void {
      if (loops.length > 0) return;
      stopping = false;
      loops = Array.from({ length: settings.concurrency }, (_, index) => loop(index));
    },

    /**
     * Stops claiming and waits for the jobs under way, at most `waitMs`: a job still running then
     * keeps its lease, and another worker takes it up again once the lease ends.
     */
    async stop(options: { waitMs?: number } = {}): Promise<void> {
      stopping = true;
      for (const wake of sleepers) wake();
      const running = Promise.all(loops);
      loops = [];
      if (options.waitMs === undefined) return void (await running);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn({ waitMs: options.waitMs }, 'job worker stopped with a job still running');
          resolve();
        }, options.waitMs);
      });
      await Promise.race([running, deadline]);
      clearTimeout(timer);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
