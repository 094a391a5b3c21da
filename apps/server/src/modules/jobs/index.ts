/**
 * The jobs module: the shop's durable background work on pg-boss (`job-queue.ts`). Other modules
 * queue jobs with `queue.enqueue(tx, job)` and say how a kind runs with `queue.register(kind,
 * handler)`; the server opens the queue at its start and runs pg-boss's workers until its stop,
 * tests run due jobs with `runDue`. The staff see failed jobs and try them again.
 */
import { createJobQueue, type JobQueueDeps } from './job-queue';
import { createJobsStaff } from './jobs-staff';
import { jobsStaffRoutes } from './jobs-staff.routes';

export {
  defaultJobQueueSettings,
  JOB_RETENTION,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobQueueSettings,
  type JobRequest,
  type JobRunSummary,
} from './job-queue';
export type { JobView, QueueFigures } from './jobs.repository';

export function createJobsModule(deps: JobQueueDeps) {
  const queue = createJobQueue(deps);
  return { queue, staffRoutes: jobsStaffRoutes(createJobsStaff(queue, deps.database.db)) };
}

export type JobsModule = ReturnType<typeof createJobsModule>;
