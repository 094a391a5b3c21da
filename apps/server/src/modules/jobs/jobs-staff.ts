/** The staff's view of failed jobs (docs/staff-api.md): listed with their last error, tried again. */
import type { StaffFailedJob, StaffPageQuery } from '@sillon/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { JobQueue } from './job-queue';
import type { JobView } from './jobs.repository';

const PAYLOAD_SUMMARY_LENGTH = 200;

function staffJobOf(job: JobView): StaffFailedJob {
  const payload = JSON.stringify(job.payload) ?? '';
  return {
    id: job.id,
    kind: job.kind,
    payloadSummary:
      payload.length > PAYLOAD_SUMMARY_LENGTH ? `${payload.slice(0, PAYLOAD_SUMMARY_LENGTH)}…` : payload,
    attempts: job.attempts,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    failedAt: job.finishedAt?.toISOString() ?? null,
    state: job.state,
  };
}

export function createJobsStaff(queue: JobQueue, db: Database) {
  async function staffJob(id: string): Promise<StaffFailedJob> {
    const job = await queue.byId(id);
    if (!job) throw new AppError('not_found', 'job_not_found');
    return staffJobOf(job);
  }

  return {
    async failedJobs({ page, perPage }: StaffPageQuery) {
      const { rows, total } = await queue.page(
        { states: ['failed'] },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return { items: rows.map(staffJobOf), total };
    },

    staffJob,

    /** « Relancer »: one more try for a job that failed for good, as soon as a worker is free. */
    async retry(id: string, audit?: ChangeAudit): Promise<StaffFailedJob> {
      const job = await queue.byId(id);
      if (!job) throw new AppError('not_found', 'job_not_found');
      if (job.state !== 'failed' || !(await queue.retry(job))) {
        throw new AppError('conflict', 'job_not_failed');
      }
      // The queue's tables are pg-boss's, changed through its own SQL, outside any of the shop's
      // transactions: the entry is written right after the retry (docs/decisions.md).
      const retried = await staffJob(id);
      if (audit) await db.transaction((tx) => audit.record(tx, { after: retried }));
      return retried;
    },
  };
}

export type JobsStaff = ReturnType<typeof createJobsStaff>;
