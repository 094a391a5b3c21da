/**
 * Error reports (spec §8): Sentry envelopes from the app's SDK (through the shop's tunnel, or
 * posted by the native SDKs to the built-in project's own address) and from the server's SDK (in
 * the same process). Each error event becomes a report in the shop's table, read by the staff
 * (`GET /api/staff/error-reports`), and with `SENTRY_DSN` the envelope goes on to Sentry too.
 * The app's envelopes must name the shop's project; old reports are purged.
 */
import { AppError } from '../../http/app-error';
import type { ErrorReport } from './error-report';
import type { ErrorReportsRepository } from './error-reports.repository';
import { readEnvelope, type EnvelopeIdentity } from './envelope-reader';
import { reportOfEvent } from './event-report';
import { createReportLimiter, type ReportLimits } from './report-limits';
import type { SentryRelay } from './sentry-relay';

/** Reports older than this are deleted: enough to see a release's trend, not a customer's life. */
export const ERROR_REPORT_RETENTION_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;

/** Where an app's envelope came from and which project it names besides its header's DSN. */
export type EnvelopeOrigin = {
  client: string;
  /**
   * The user of the access token that came with the envelope: a report names no one else (the
   * user an envelope says it comes from is anyone's to write; a native crash, sent without our
   * token, names no one).
   */
  userId: string | null;
  /** A native SDK posting to Sentry's own address names the project in the path and the key apart. */
  project?: Partial<EnvelopeIdentity>;
};

export function createErrorReportsService(deps: {
  repository: ErrorReportsRepository;
  limits: ReportLimits;
  /** The project whose envelopes are accepted: the configured Sentry one, or the built-in one. */
  project: EnvelopeIdentity;
  relay?: SentryRelay | undefined;
  now: () => Date;
  log: { error(details: object, message: string): void };
}) {
  const limiter = createReportLimiter(deps.limits, deps.now);
  let lastPurge = 0;

  async function keep(report: ErrorReport): Promise<void> {
    const receivedAt = deps.now();
    await deps.repository.keep({ ...report, receivedAt });
    if (receivedAt.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = receivedAt.getTime();
      await deps.repository.purgeBefore(
        new Date(receivedAt.getTime() - ERROR_REPORT_RETENTION_DAYS * 86_400_000),
      );
    }
  }

  function isShopProject(named: Partial<EnvelopeIdentity> | undefined): boolean {
    return named?.publicKey === deps.project.publicKey && named.projectId === deps.project.projectId;
  }

  return {
    /**
     * An envelope the app's SDK sent: 429 past the client's or the copy's limit, 400 when it is
     * not an envelope or names another project. Returns the first event's id, as Sentry answers.
     */
    async receiveFromApp(body: Uint8Array, origin: EnvelopeOrigin): Promise<{ id: string | null }> {
      if (!limiter.allow(origin.client))
        throw new AppError('rate_limited', 'error_reports_rate_limited', { seconds: 60 });
      const envelope = readEnvelope(body);
      const named = {
        publicKey: origin.project?.publicKey ?? envelope.identity?.publicKey,
        projectId: origin.project?.projectId ?? envelope.identity?.projectId,
      };
      if (!isShopProject(named)) throw new AppError('invalid_input', 'error_report_foreign_project');
      for (const event of envelope.events)
        await keep({ ...reportOfEvent(event, 'app'), userId: origin.userId });
      deps.relay?.forward(envelope.bytes);
      return { id: typeof envelope.events[0]?.event_id === 'string' ? envelope.events[0].event_id : null };
    },

    /** An envelope of the server's own SDK: never throws (the failure it tells has happened). */
    async receiveFromServer(body: string | Uint8Array): Promise<void> {
      try {
        const envelope = readEnvelope(typeof body === 'string' ? Buffer.from(body) : body);
        for (const event of envelope.events) await keep(reportOfEvent(event, 'server'));
        deps.relay?.forward(envelope.bytes);
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
