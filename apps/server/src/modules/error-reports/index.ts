/**
 * The error-reports module (spec §8 "reported to an error-reporting service", issues 19 and 35):
 * the app's Sentry SDKs send their envelopes through the shop's tunnel (`POST /api/errors/envelope`),
 * the server's Sentry SDK hands over its own (5xx answers, crashes) in the same process; both are
 * kept for the staff (`GET /api/staff/error-reports`) and, with `SENTRY_DSN`, go on to Sentry too.
 */
import { BUILT_IN_ERROR_PROJECT, builtInErrorDsn } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createErrorReportsRepository } from './error-reports.repository';
import { errorReportsRoutes } from './error-reports.routes';
import { createErrorReportsService } from './error-reports.service';
import { defaultReportLimits, type ReportLimits } from './report-limits';
import { createSentryRelay } from './sentry-relay';
import { registerServerErrorReporting } from './server-errors';
import { startServerSentry } from './server-sentry';

export { ERROR_REPORTS_TUNNEL_PATH } from './error-reports.routes';
export { sentryProjectOf } from './sentry-relay';
export type { ReportLimits } from './report-limits';

export type ErrorReportSettings = {
  /** Sentry's DSN; reports stay in the shop's table only without it. */
  sentryDsn?: string | undefined;
  /** The release the server's reports name (`SENTRY_RELEASE`). */
  release?: string | undefined;
  limits?: Partial<ReportLimits>;
  /**
   * The process's uncaught exceptions and unhandled rejections are reported before it ends (the
   * server process; tests, which build several apps in one process, leave the process alone).
   */
  guardsProcess?: boolean;
  /**
   * With traces on and a DSN, the share of traces Sentry receives through the shop's OpenTelemetry
   * set-up (`telemetry.ts`); Sentry receives none without it.
   */
  tracesSampleRate?: number | undefined;
};

export function createErrorReportsModule(deps: {
  db: Database;
  settings: ErrorReportSettings;
  environment: string;
  now: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}) {
  const relay = deps.settings.sentryDsn ? createSentryRelay(deps.settings.sentryDsn, deps) : undefined;
  const service = createErrorReportsService({
    repository: createErrorReportsRepository(deps.db),
    limits: { ...defaultReportLimits, ...deps.settings.limits },
    project: relay?.identity ?? BUILT_IN_ERROR_PROJECT,
    relay,
    now: deps.now,
    log: deps.log,
  });
  const sentry = startServerSentry({
    // The host of the built-in DSN is never reached: the transport delivers in the process.
    dsn: deps.settings.sentryDsn ?? builtInErrorDsn('http://localhost'),
    environment: deps.environment,
    release: deps.settings.release ?? 'sillon-server',
    deliver: (envelope) => service.receiveFromServer(envelope),
    guardsProcess: deps.settings.guardsProcess ?? false,
    tracesSampleRate: deps.settings.tracesSampleRate,
  });
  return {
    service,
    routes: errorReportsRoutes(service),
    /** Call before the routes are registered: every answer of 500 or more is reported. */
    reportServerErrors: (app: FastifyInstance) => registerServerErrorReporting(app, sentry),
    /** Reports captured and on their way to Sentry are delivered (awaited at the server's stop). */
    async stop(): Promise<void> {
      await sentry.close();
      await relay?.pending();
    },
  };
}

export type ErrorReportsModule = ReturnType<typeof createErrorReportsModule>;
