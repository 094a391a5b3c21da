/**
 * The jobs module: the shop's durable background work (`job-queue.ts`). Other modules queue jobs
 * with `queue.enqueue(tx, job)` and say how a kind runs with `queue.register(kind, handler)`; the
 * server runs the claim loops from its start to its stop, tests run due jobs with `runDue`.
 */
import type { Database } from '../../db/client';
import { createJobQueue, type JobQueueDeps } from './job-queue';
import { createJobsRepository } from './jobs.repository';

export {
  defaultJobQueueSettings,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobQueueSettings,
  type JobRequest,
  type JobRunSummary,
} from './job-queue';

export function createJobsModule(deps: Omit<JobQueueDeps, 'repository'> & { db: Database }) {
  const queue = createJobQueue({ ...deps, repository: createJobsRepository(deps.db) });
  return { queue };
}

export type JobsModule = ReturnType<typeof createJobsModule>;
