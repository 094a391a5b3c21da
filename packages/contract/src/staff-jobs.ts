/**
 * The staff API's background jobs (`/api/staff/failed-jobs`, issue 35; docs/staff-api.md): the jobs
 * that failed all their tries, and trying one again.
 */
import { z } from 'zod';
import { staffList, staffPageQuery } from './staff';

export const staffFailedJobsQuery = staffPageQuery;
export const staffJobIdParams = z.object({ id: z.uuid() });

export const staffFailedJob = z.object({
  id: z.string(),
  /** What the job does: `order_mail`, `order_payment_settle`, `account_erasure`… */
  kind: z.string(),
  /** Its payload as JSON, cut after 200 characters. */
  payloadSummary: z.string(),
  /** Tries made, the last one included. */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When its last try failed. */
  failedAt: z.iso.datetime().nullable(),
  /** `failed`, or `retry` once tried again (it waits for a worker). */
  state: z.string(),
});
export type StaffFailedJob = z.infer<typeof staffFailedJob>;
export const staffFailedJobList = staffList(staffFailedJob);
