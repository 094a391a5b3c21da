/**
 * Error reports (spec §8): the app's failures (`POST /api/client-errors`) and the server's own
 * answers of 500 or more reach the configured receivers: the shop's table, read by the staff
 * (`GET /api/staff/error-reports`), and Sentry when `SENTRY_DSN` is set. Arguments are scrubbed
 * again here (an old app, or anyone, may send what it should not); old reports are purged.
 */
import type { ClientErrorBody } from '@sillon/contract';
import { scrubReportValue } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { ErrorReportsRepository } from './error-reports.repository';
import { createReportLimiter, type ReportLimits } from './report-limits';

/** Reports older than this are deleted: enough to see a release's trend, not a customer's life. */
export const ERROR_REPORT_RETENTION_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;

export type ErrorReport = {
  source: 'app' | 'server';
  kind: string;
  action: string;
  userId: string | null;
  argument?: unknown;
  error: string;
  platform?: string | null;
  appVersion?: string | null;
  requestId?: string | null;
};

/** Somewhere else a report goes (Sentry); never blocks or fails the request that made it. */
export type ErrorReportForwarder = { forward(report: ErrorReport, cause?: unknown): void };

export function createErrorReportsService(deps: {
  repository: ErrorReportsRepository;
  limits: ReportLimits;
  forwarder?: ErrorReportForwarder | undefined;
  now: () => Date;
  log: { error(details: object, message: string): void };
}) {
  const limiter = createReportLimiter(deps.limits, deps.now);
  let lastPurge = 0;

  async function keep(report: ErrorReport, cause?: unknown): Promise<void> {
    const receivedAt = deps.now();
    const scrubbed = { ...report, argument: scrubReportValue(report.argument ?? null) };
    deps.forwarder?.forward(scrubbed, cause);
    await deps.repository.keep({
      source: scrubbed.source,
      kind: scrubbed.kind,
      action: scrubbed.action.slice(0, 300),
      userId: scrubbed.userId,
      argument: scrubbed.argument,
      error: scrubbed.error.slice(0, 2000),
      platform: scrubbed.platform ?? null,
      appVersion: scrubbed.appVersion ?? null,
      requestId: scrubbed.requestId ?? null,
      receivedAt,
    });
    if (receivedAt.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = receivedAt.getTime();
      await deps.repository.purgeBefore(
        new Date(receivedAt.getTime() - ERROR_REPORT_RETENTION_DAYS * 86_400_000),
      );
    }
  }

  return {
    /** A report the app sent; 429 past the client's or the copy's limit. */
    async reportFromApp(body: ClientErrorBody, client: string): Promise<void> {
      if (!limiter.allow(client))
        throw new AppError('rate_limited', 'error_reports_rate_limited', { seconds: 60 });
      await keep({ source: 'app', ...body });
    },

    /** An answer of 500 or more: never throws (the request has failed already). */
    async reportFromServer(report: Omit<ErrorReport, 'source' | 'kind'>, cause: unknown): Promise<void> {
      try {
        await keep({ source: 'server', kind: 'request', ...report }, cause);
      } catch (failure) {
        deps.log.error({ err: failure }, 'the server error could not be reported');
      }
    },

    list: (query: { source?: 'app' | 'server' | undefined; page: number; perPage: number }) =>
      deps.repository.list({
        source: query.source,
        offset: (query.page - 1) * query.perPage,
        limit: query.perPage,
      }),
  };
}

export type ErrorReportsService = ReturnType<typeof createErrorReportsService>;
