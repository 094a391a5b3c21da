/**
 * The durable job queue (ARCHITECTURE.md, "background work") on pg-boss 10, in its own schema of
 * the shop's database (PostgreSQL or PGlite, through `boss-database.ts`). A job is queued inside
 * the transaction of the change it follows when there is one, so it exists exactly when the change
 * does. pg-boss's workers in every server copy take due jobs with `FOR UPDATE SKIP LOCKED`, run
 * the kind's handler outside any transaction and mark the job done; a failure is tried again after
 * a doubling wait until the job has failed for good (kept with its last error, and logged). A try
 * whose worker stopped expires and counts as failed: the job comes back.
 *
 * What pg-boss does not do, done here: one job per dedupe key forever (`job_dedupe_keys`), a
 * payload checked before its handler runs, and start times that follow the shop's clock.
 */
import { randomUUID } from 'node:crypto';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle, Transaction } from '../../db/client';
import { handleDatabase, transactionDatabase } from './boss-database';
import { bossTables } from './boss-tables';
import { createJobsRepository, type JobFilter, type JobView, type QueueFigures } from './jobs.repository';
import { carryLegacyJobs } from './legacy-jobs';

export type JobRequest = {
  /** The handler that runs it (`register`). */
  kind: string;
  /** What the handler needs, as JSON; small (ids, numbers), never a whole document. */
  payload: object;
  /** One event, one job: a job whose key was queued once (done or not) is never queued again. */
  dedupeKey?: string;
  /** Not before this instant of the shop's clock; now by default. */
  runAt?: Date;
};

export type JobContext = { id: string; attempt: number; maxAttempts: number };

export type JobHandler<P> = {
  /** Checks the stored payload: a job may outlive the code that queued it. */
  payload: z.ZodType<P>;
  /** Runs the job; a thrown error counts as a failed try. Bounded in time by its own calls. */
  run(payload: P, job: JobContext): Promise<void>;
};

export type JobQueueSettings = {
  /** Tries in all, the first one included. */
  maxAttempts: number;
  /** The wait after the first failure; each next one doubles, up to twice as long (pg-boss's jitter). */
  firstRetryDelaySeconds: number;
  /** A try running longer fails (its worker stopped, or it hangs) and the job is tried again. */
  expireInSeconds: number;
  /** The wait between two looks for due jobs of a kind when none is left (0.5 at least). */
  pollingIntervalSeconds: number;
};

export const defaultJobQueueSettings: JobQueueSettings = {
  // 30 s, 1, 2, 4, 8, 16, 32, 64, 128 min (each up to twice that): between 4 and 8.5 h of tries.
  maxAttempts: 10,
  firstRetryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
  pollingIntervalSeconds: 2,
};

/**
 * How long finished jobs are kept, said once (pg-boss's maintenance applies it, in the copies that
 * run workers). A done job leaves the job table after a day; a failed one stays in the staff's
 * view for 30 days; both then wait a week in pg-boss's archive before they are deleted. A job
 * still not started 30 days after its time is archived unrun.
 */
export const JOB_RETENTION = {
  archiveCompletedAfterSeconds: 24 * 3600,
  archiveFailedAfterSeconds: 30 * 24 * 3600,
  deleteAfterDays: 7,
  retentionDays: 30,
} as const satisfies PgBoss.ConstructorOptions;

export type JobRunSummary = { done: number; retried: number; dead: number };

type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobQueueDeps = {
  database: DatabaseHandle;
  /** The shop's clock: jobs due at a shop instant run when it says so. */
  now: () => Date;
  log: Log;
  settings?: Partial<JobQueueSettings> | undefined;
  /** This copy runs jobs in the background (`start`): pg-boss's upkeep runs here too. */
  worker?: boolean | undefined;
};

/** Any constant shared by every copy (beside the migrations' and the seed's). */
const SETUP_LOCK_ID = 7_301_457;
/** How often a queue the database did not let open at the server's start is tried again. */
const REOPEN_EVERY_MS = 5000;
/** Below this, a change of the shop clock's offset is the time the reading took, not a move. */
const CLOCK_TOLERANCE_MS = 1000;

export function createJobQueue(deps: JobQueueDeps) {
  const { database, now, log } = deps;
  const settings: JobQueueSettings = { ...defaultJobQueueSettings, ...deps.settings };
  const handlers = new Map<string, JobHandler<unknown>>();
  const repository = createJobsRepository(database.db, bossTables(database.jobsSchema));
  const newBoss = () => {
    const created = new PgBoss({
      db: handleDatabase(database),
      schema: database.jobsSchema,
      supervise: deps.worker ?? false,
      // No cron job yet: pg-boss's scheduler would look for them every 30 s.
      schedule: false,
      ...JOB_RETENTION,
    });
    created.on('error', (error) => log.warn({ err: error }, 'job queue: pg-boss failed'));
    return created;
  };
  // A pg-boss whose start failed stays « starting »: the next try starts a new one.
  let boss = newBoss();

  /** The shop clock's offset (shop time minus real time) the waiting jobs are written with. */
  let offsetMs = 0;
  let opened: Promise<void> | undefined;
  let clockTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const jobOptions = (tries: number) => ({
    retryLimit: tries - 1,
    retryDelay: settings.firstRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
  });
  /** A shop instant on the queue's clock (pg-boss compares start times with the database's). */
  const startAfter = (at: Date) => new Date(at.getTime() - offsetMs);

  async function followShopClock(): Promise<void> {
    const current = now().getTime() - Date.now();
    if (Math.abs(current - offsetMs) < CLOCK_TOLERANCE_MS) return;
    offsetMs = await repository.followShopClock(current, CLOCK_TOLERANCE_MS);
  }

  async function open(): Promise<void> {
    try {
      await boss.start();
    } catch (failure) {
      boss = newBoss();
      throw failure;
    }
    offsetMs = await repository.followShopClock(now().getTime() - Date.now(), CLOCK_TOLERANCE_MS);
    // pg-boss makes a queue's table without a lock of its own: copies starting together would
    // deadlock on its parent table.
    const carried = await database.runExclusive(SETUP_LOCK_ID, async () => {
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const kind of handlers.keys()) if (!existing.has(kind)) await boss.createQueue(kind);
      return carryLegacyJobs(database, boss, {
        jobOptions: (_kind, tries) => jobOptions(Math.min(tries, settings.maxAttempts)),
        startAfter,
        now,
      });
    });
    if (carried > 0) log.info({ carried }, 'job queue: waiting jobs of the old queue carried into pg-boss');
  }

  /** pg-boss's schema made or migrated, and a queue for each kind; once, before any job moves. */
  function ready(): Promise<void> {
    opened ??= open().catch((failure: unknown) => {
      opened = undefined;
      throw failure;
    });
    return opened;
  }

  type Outcome = { ok: true } | { ok: false; error: Error; isLast: boolean };

  /** One try of a job this copy took; logs its failure. */
  async function attempt(kind: string, job: PgBoss.JobWithMetadata<unknown>): Promise<Outcome> {
    const context = { id: job.id, attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1 };
    const details = { id: job.id, kind, attempt: context.attempt };
    const handler = handlers.get(kind)!;
    const parsed = handler.payload.safeParse(job.data);
    if (!parsed.success) {
      // Waiting will not make it readable: this try is its last.
      await repository.lastTry(kind, job.id);
      const error = new Error(`unreadable payload: ${parsed.error.message}`);
      log.error({ ...details, error: error.message }, 'job dead: unreadable payload');
      return { ok: false, error, isLast: true };
    }
    try {
      await traced(kind, () => handler.run(parsed.data, context));
      return { ok: true };
    } catch (failure) {
      const error = failure instanceof Error ? failure : new Error(String(failure));
      const isLast = job.retryCount >= job.retryLimit;
      if (isLast) log.error({ ...details, error: error.message }, 'job dead: no more attempts');
      else log.warn({ ...details, error: error.message }, 'job failed, tried again later');
      return { ok: false, error, isLast };
    }
  }

  /**
   * Runs every due job of the kinds this copy knows, one by one, until none is due: what the
   * workers do, at once and waited for (tests, whose clock the jobs follow). A try whose worker
   * stopped is expired first, so its job comes back.
   */
  async function runDue(): Promise<JobRunSummary> {
    await ready();
    await followShopClock();
    await boss.expire();
    const summary: JobRunSummary = { done: 0, retried: 0, dead: 0 };
    for (let ran = true; ran;) {
      ran = false;
      for (const kind of handlers.keys()) {
        const [job] = await boss.fetch<unknown>(kind, { includeMetadata: true });
        if (!job) continue;
        ran = true;
        const outcome = await attempt(kind, job);
        if (outcome.ok) {
          await boss.complete(kind, job.id);
          summary.done++;
        } else {
          await boss.fail(kind, job.id, outcome.error);
          summary[outcome.isLast ? 'dead' : 'retried']++;
        }
      }
    }
    return summary;
  }

  const queue = {
    /**
     * Queues a job, in the caller's transaction `tx` (so it commits or rolls back with the change
     * it follows) or in one of its own with `null`. Answers the job's id, or null when its dedupe
     * key was queued before.
     */
    async enqueue(tx: Transaction | null, job: JobRequest): Promise<string | null> {
      if (!handlers.has(job.kind)) throw new Error(`no handler for the kind ${job.kind}`);
      await ready();
      const id = randomUUID();
      const at = now();
      const insert: PgBoss.JobInsert = {
        ...jobOptions(settings.maxAttempts),
        id,
        name: job.kind,
        data: job.payload,
        startAfter: startAfter(job.runAt ?? at),
      };
      const queue = async (transaction: Transaction): Promise<string | null> => {
        if (
          job.dedupeKey !== undefined &&
          !(await repository.claimDedupeKey(transaction, {
            dedupeKey: job.dedupeKey,
            kind: job.kind,
            jobId: id,
            queuedAt: at,
          }))
        ) {
          return null;
        }
        await boss.insert([insert], { db: transactionDatabase(transaction) });
        return id;
      };
      if (tx) return queue(tx);
      // pg-boss's insert is one statement: alone, it needs no transaction of its own.
      if (job.dedupeKey === undefined) {
        await boss.insert([insert]);
        return id;
      }
      return database.db.transaction((transaction) => queue(transaction as Transaction));
    },

    /** Says how jobs of `kind` run; one handler per kind, every one before the queue opens. */
    register<P>(kind: string, handler: JobHandler<P>): void {
      if (handlers.has(kind)) throw new Error(`a handler for ${kind} is registered already`);
      if (opened) throw new Error(`the job queue is open: ${kind} registers too late`);
      handlers.set(kind, handler as JobHandler<unknown>);
    },

    /** Opens the queue (the server's start, before any request queues a job). */
    open: ready,

    runDue,

    /** Jobs still in pg-boss's table (tests and the staff's view read them). */
    list: (filter?: JobFilter): Promise<JobView[]> => ready().then(() => repository.list(filter)),

    /** The staff's view: a page of jobs in those states, the last finished first. */
    page: async (filter: JobFilter, page: { limit: number; offset: number }) => {
      await ready();
      return repository.page(filter, page);
    },

    /** Jobs waiting, running and failed, and the oldest due job's wait (the shop's metrics). */
    figures: (): Promise<QueueFigures> => ready().then(() => repository.figures()),

    byId: async (id: string): Promise<JobView | undefined> => {
      await ready();
      return repository.byId(id);
    },

    /** One more try for a job that failed for good (pg-boss's retry); false when it had not. */
    async retry(job: Pick<JobView, 'id' | 'kind'>): Promise<boolean> {
      await ready();
      const answer = (await boss.retry(job.kind, job.id)) as unknown as { affected?: number } | undefined;
      return (answer?.affected ?? 0) > 0;
    },

    /**
     * Opens the queue (with its workers for a `worker` copy) at the server's start without making
     * the start wait for a database that does not answer yet: the server then answers 503 on its
     * health check, and the queue is tried again every few seconds until it opens or stops.
     */
    openInBackground(worker: boolean): Promise<void> {
      const openNow = () => (worker ? queue.start() : ready());
      return openNow().catch((failure: unknown) => {
        log.error({ err: failure }, 'job queue not opened yet: the database does not answer');
        retryTimer = setInterval(() => {
          openNow().then(
            () => {
              clearInterval(retryTimer);
              log.info({}, 'job queue opened');
            },
            () => undefined,
          );
        }, REOPEN_EVERY_MS);
        retryTimer.unref();
      });
    },

    /** Starts pg-boss's workers, one per kind, and follows the shop's clock (the server's start). */
    async start(): Promise<void> {
      await ready();
      if (clockTimer) return;
      const work = {
        includeMetadata: true as const,
        batchSize: 1,
        pollingIntervalSeconds: settings.pollingIntervalSeconds,
      };
      for (const kind of handlers.keys()) {
        await boss.work<unknown>(kind, work, async ([job]) => {
          const outcome = await attempt(kind, job!);
          if (!outcome.ok) throw outcome.error;
        });
      }
      clockTimer = setInterval(() => {
        followShopClock().catch((error: unknown) =>
          log.warn({ err: error }, 'job queue: the shop clock could not be followed'),
        );
      }, settings.pollingIntervalSeconds * 1000);
    },

    /**
     * Stops taking jobs and waits for those under way, at most `waitMs`: a job still running then
     * is failed (pg-boss's « shut down while active ») and comes back after its wait.
     */
    async stop(options: { waitMs?: number } = {}): Promise<void> {
      clearInterval(retryTimer);
      clearInterval(clockTimer);
      clockTimer = undefined;
      if (!opened) return;
      await opened.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: options.waitMs ?? 30_000 });
    },
  };
  return queue;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * A try is a trace of its own when traces are on (`telemetry.ts`): its statements and its calls
 * to a provider are its spans. A no-op otherwise.
 */
function traced(kind: string, run: () => Promise<void>): Promise<void> {
  return trace.getTracer('sillon-jobs').startActiveSpan(`job ${kind}`, async (span) => {
    try {
      await run();
    } catch (failure) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw failure;
    } finally {
      span.end();
    }
  });
}
