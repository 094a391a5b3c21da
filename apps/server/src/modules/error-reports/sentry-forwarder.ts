/**
 * With `SENTRY_DSN` set, reports also go to Sentry, through its ingestion protocol (an "envelope"
 * posted to the project's `/envelope/` address with the DSN's public key) rather than its SDK:
 * the same few lines on the server and in the app, no native module, nothing added to the web
 * bundle (docs/decisions.md, issue 19). Fire and forget: Sentry being slow or down never delays
 * an answer; a refusal is logged.
 */
import { randomUUID } from 'node:crypto';
import type { ErrorReport, ErrorReportForwarder } from './error-reports.service';

const SEND_TIMEOUT_MS = 5000;

export type SentryTarget = { envelopeUrl: string; publicKey: string; dsn: string };

/** `https://<key>@o1.ingest.sentry.io/42` → its envelope address and key; undefined if malformed. */
export function sentryTargetOf(dsn: string): SentryTarget | undefined {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !projectId || !/^https?:$/.test(url.protocol)) return undefined;
    const base = url.pathname.replace(/\/?[^/]+\/?$/, '');
    return {
      envelopeUrl: `${url.protocol}//${url.host}${base}/api/${projectId}/envelope/`,
      publicKey: url.username,
      dsn,
    };
  } catch {
    return undefined;
  }
}

export function createSentryForwarder(
  target: SentryTarget,
  deps: { environment: string; release: string; log: { warn(details: object, message: string): void } },
): ErrorReportForwarder & { pending(): Promise<void> } {
  const inFlight = new Set<Promise<void>>();

  async function send(report: ErrorReport, cause: unknown): Promise<void> {
    const eventId = randomUUID().replaceAll('-', '');
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      environment: deps.environment,
      release: deps.release,
      logger: report.source,
      transaction: report.action,
      user: report.userId ? { id: report.userId } : undefined,
      tags: { source: report.source, kind: report.kind, platform: report.platform ?? 'server' },
      extra: { argument: report.argument, requestId: report.requestId, appVersion: report.appVersion },
      exception: {
        values: [
          {
            type: cause instanceof Error ? cause.name : report.kind,
            value: report.error,
            ...(cause instanceof Error && cause.stack
              ? { stacktrace: { frames: framesOf(cause.stack) } }
              : {}),
          },
        ],
      },
    };
    const envelope = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn: target.dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n');
    const response = await fetch(target.envelopeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=sillon-server/1.0`,
      },
      body: envelope,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
  }

  return {
    forward(report, cause) {
      const sending = send(report, cause)
        .catch((failure: unknown) =>
          deps.log.warn({ err: failure }, 'an error report could not reach Sentry'),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    /** Resolves once every report on its way has arrived or failed (tests, the server's stop). */
    async pending() {
      await Promise.all([...inFlight]);
    },
  };
}

/** Sentry reads frames oldest first; a Node stack lists the newest first. */
function framesOf(stack: string) {
  return stack
    .split('\n')
    .slice(1, 30)
    .map((line) => /at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      function: match[1] ?? '?',
      filename: match[2],
      lineno: Number(match[3]),
      colno: Number(match[4]),
    }))
    .reverse();
}
