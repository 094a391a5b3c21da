/**
 * What the app's Sentry SDKs (`sentry-reporter.ts` on iOS and Android, `.web.ts` in the browser)
 * share: their options (the DSN, the shop's tunnel, the release), a report made into an exception
 * and its scope (user, tags, argument), and the scrub every event and breadcrumb goes through
 * before it leaves (the domain's rule: no tokens, card data or codes). No SDK is imported here.
 */
import type { Breadcrumb as SentryBreadcrumb, CaptureContext, ErrorEvent } from '@sentry/react';
import { scrubReportValue } from '@sillon/domain';
import type { ErrorReport } from '@/lib/error-reports';

/** Reports one device may send per minute: a failure in a loop must not flood the receiver. */
const REPORTS_PER_MINUTE = 10;

/** Breadcrumbs kept for the next report: the last steps tell the story. */
export const MAX_BREADCRUMBS = 50;

export type SentrySettings = {
  dsn: string;
  tunnel: string;
  release: string;
  dist?: string | undefined;
  environment: string;
  appVersion: string;
  platform: 'ios' | 'android' | 'web';
  /** A real Sentry project: sessions and client reports go too (the built-in receiver reads neither). */
  isSentryConfigured: boolean;
};

/**
 * How the SDKs' envelopes leave: the platform's `fetch` at each send (a test's stand-in server,
 * the platform's otherwise), with the user's access token, from which the shop's receiver takes
 * the report's user. A report must not go through the API whose failure it may be telling: no
 * retry, no refresh (an expired token makes a report of no one).
 */
export function reportSender(currentToken: () => string | null): typeof fetch {
  return (input, init) => {
    const token = currentToken();
    const headers = new Headers(init?.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    // eslint-disable-next-line no-restricted-globals
    return fetch(input, { ...init, headers });
  };
}

/** The options both SDKs take alike. */
export function sharedOptions(settings: SentrySettings) {
  return {
    dsn: settings.dsn,
    tunnel: settings.tunnel,
    release: settings.release,
    dist: settings.dist,
    environment: settings.environment,
    sendDefaultPii: false,
    sendClientReports: settings.isSentryConfigured,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    initialScope: { tags: { platform: settings.platform, app_version: settings.appVersion } },
    beforeSend: (event: ErrorEvent) => scrubbedEvent(event),
    beforeBreadcrumb: (breadcrumb: SentryBreadcrumb) => scrubbedBreadcrumb(breadcrumb),
  };
}

const FAILURE_NAMES: Record<ErrorReport['kind'], string> = {
  action: 'ActionFailure',
  query: 'QueryFailure',
  image: 'ImageFailure',
  content: 'ContentFailure',
  render: 'RenderFailure',
};

/**
 * A report as Sentry captures it: the failure as an exception (a thrown error keeps its own name
 * and stack; an HTTP answer or a refusal becomes `QueryFailure: HTTP 503 unavailable`), and the
 * scope that says who, what and with which argument.
 */
export function captureOf(report: ErrorReport): [Error, CaptureContext] {
  const failure = failureOf(report);
  return [
    failure.error,
    {
      level: 'error',
      user: report.userId ? { id: report.userId } : undefined,
      tags: { kind: report.kind, action: report.action.slice(0, 200) },
      extra: { argument: scrubReportValue(report.argument) },
      // A failure made here has this file's stack: grouped by what failed, not by where.
      ...(failure.isMadeHere ? { fingerprint: [report.kind, report.action, failure.error.message] } : {}),
    },
  ];
}

function failureOf(report: ErrorReport): { error: Error; isMadeHere: boolean } {
  const { error } = report;
  if (error instanceof Error) return { error, isMadeHere: false };
  // A thunk's thrown error, serialised by Redux Toolkit: its name, message and stack.
  const serialized = error as { name?: unknown; message?: unknown; stack?: unknown } | null;
  const isSerialized = serialized && typeof serialized === 'object' && typeof serialized.message === 'string';
  const made = new Error(isSerialized ? String(serialized.message) : describeError(error));
  made.name =
    isSerialized && typeof serialized.name === 'string' ? serialized.name : FAILURE_NAMES[report.kind];
  if (isSerialized && typeof serialized.stack === 'string') {
    made.stack = serialized.stack;
    return { error: made, isMadeHere: false };
  }
  // Where it was made here says nothing of the failure: no stack rather than this file's.
  delete made.stack;
  return { error: made, isMadeHere: true };
}

/** What failed, in one line: an HTTP status and code, an error's name and message. */
export function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { status, data, name, message } = error as {
      status?: unknown;
      data?: { error?: { code?: unknown } } | unknown;
      name?: unknown;
      message?: unknown;
    };
    const code = (data as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (status !== undefined) return `HTTP ${String(status)}${typeof code === 'string' ? ` ${code}` : ''}`;
    if (typeof message === 'string') return `${typeof name === 'string' ? name : 'Error'}: ${message}`;
  }
  return 'unknown error';
}

/** Every event, before it leaves: messages, argument and trail scrubbed by the domain's rule. */
export function scrubbedEvent<T extends ErrorEvent>(event: T): T {
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubbedText(exception.value);
  }
  if (event.message) event.message = scrubbedText(event.message);
  if (event.extra) event.extra = scrubReportValue(event.extra) as Record<string, unknown>;
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubbedBreadcrumb);
  // The address may carry a search or a token in its query: the path says where.
  if (event.request?.url) event.request.url = event.request.url.split('?')[0];
  return event;
}

/**
 * A breadcrumb's message and data scrubbed; an HTTP call's status and method stay readable (the
 * rule would filter `status_code` for its name).
 */
export function scrubbedBreadcrumb(breadcrumb: SentryBreadcrumb): SentryBreadcrumb {
  const { status_code: status, method, ...data } = breadcrumb.data ?? {};
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: scrubbedText(breadcrumb.message) } : {}),
    ...(breadcrumb.data
      ? {
          data: {
            ...(scrubReportValue(data) as Record<string, unknown>),
            ...(status !== undefined ? { status_code: status } : {}),
            ...(method !== undefined ? { method } : {}),
          },
        }
      : {}),
  };
}

function scrubbedText(text: string): string {
  return String(scrubReportValue(text));
}

/** Counts the reports of the current minute; false past the device's limit. */
export function reportLimiter(now: () => number = Date.now) {
  let minute = -1;
  let sent = 0;
  return () => {
    const current = Math.floor(now() / 60_000);
    if (current !== minute) {
      minute = current;
      sent = 0;
    }
    return ++sent <= REPORTS_PER_MINUTE;
  };
}
