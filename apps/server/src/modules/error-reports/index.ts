/**
 * The error-reports module (spec §8 "reported to an error-reporting service", issue 19): the app's
 * failures arrive at `POST /api/client-errors`, the server's own 5xx through a hook; both are kept
 * for the staff (`GET /api/staff/error-reports`) and, with `SENTRY_DSN`, sent to Sentry too.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createErrorReportsRepository } from './error-reports.repository';
import { errorReportsRoutes } from './error-reports.routes';
import { createErrorReportsService } from './error-reports.service';
import { defaultReportLimits, type ReportLimits } from './report-limits';
import { createSentryForwarder, sentryTargetOf } from './sentry-forwarder';
import { registerServerErrorReporting } from './server-errors';

export { sentryTargetOf } from './sentry-forwarder';
export type { ReportLimits } from './report-limits';

export type ErrorReportSettings = {
  /** Sentry's DSN; reports stay in the shop's table only without it. */
  sentryDsn?: string | undefined;
  limits?: Partial<ReportLimits>;
};

export function createErrorReportsModule(deps: {
  db: Database;
  settings: ErrorReportSettings;
  environment: string;
  now: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}) {
  const target = deps.settings.sentryDsn ? sentryTargetOf(deps.settings.sentryDsn) : undefined;
  const forwarder = target
    ? createSentryForwarder(target, {
        environment: deps.environment,
        release: 'sillon-server',
        log: deps.log,
      })
    : undefined;
  const service = createErrorReportsService({
    repository: createErrorReportsRepository(deps.db),
    limits: { ...defaultReportLimits, ...deps.settings.limits },
    forwarder,
    now: deps.now,
    log: deps.log,
  });
  return {
    service,
    routes: errorReportsRoutes(service),
    /** Call before the routes are registered: every answer of 500 or more is reported. */
    reportServerErrors: (app: FastifyInstance) => registerServerErrorReporting(app, service),
    /** Reports still on their way to Sentry (awaited at the server's stop). */
    pending: () => forwarder?.pending() ?? Promise.resolve(),
  };
}

export type ErrorReportsModule = ReturnType<typeof createErrorReportsModule>;
