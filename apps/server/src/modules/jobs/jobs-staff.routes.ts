/** The staff's failed jobs (`/api/staff/failed-jobs`; docs/staff-api.md). */
import {
  errorResponse,
  staffFailedJob,
  staffFailedJobList,
  staffFailedJobsQuery,
  staffJobIdParams,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf } from '../../http/staff-routes';
import type { JobsStaff } from './jobs-staff';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };

export function jobsStaffRoutes(staff: JobsStaff) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/failed-jobs',
      {
        schema: {
          tags,
          summary: 'Background jobs that failed all their tries, the last failed first',
          querystring: staffFailedJobsQuery,
          response: { 200: staffFailedJobList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'jobs.read' } },
      },
      async (request) => staff.failedJobs(request.query),
    );

    routes.post(
      '/api/staff/failed-jobs/:id/retry',
      {
        schema: {
          tags,
          summary: 'Tries a failed job once more, as soon as a worker is free',
          params: staffJobIdParams,
          response: { 200: staffFailedJob, 404: errorResponse, 409: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'jobs.write',
            audit: {
              action: 'job.retry',
              subjectType: 'job',
              subjectId: (request) => (request.params as { id: string }).id,
              read: (id) => staff.staffJob(id).catch(() => null),
            },
          },
        },
      },
      async (request) => staff.retry(request.params.id, changeAuditOf(request)),
    );
  };
}
