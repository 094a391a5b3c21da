/**
 * Spec §8: every rejected async action is reported with the user id, the action's name and its
 * argument, except excluded actions and condition errors (a thunk that chose not to run). Server
 * calls (RTK Query) are reported when the server failed (5xx) or answered what the app cannot
 * read; refusals the customer is shown (4xx) and a missing network are not bugs.
 * The receivers (issue 19): the shop's own `POST /api/client-errors` (kept for the staff), or
 * Sentry's ingestion API when `EXPO_PUBLIC_SENTRY_DSN` is set (`sentry-reporter.ts`). Arguments
 * and errors are scrubbed of tokens, card data and codes by the domain's rule before they leave.
 */
import { isRejected, type Middleware } from '@reduxjs/toolkit';
import { scrubReportValue } from '@sillon/domain';
import { Platform } from 'react-native';
import type { ErrorReport, ErrorReporter } from '@/lib/error-reports';
import { sentryReporter } from './sentry-reporter';

export { silentReporter, type ErrorReport, type ErrorReporter } from '@/lib/error-reports';

/** Actions whose failures are expected and shown to the customer, not bugs (a wrong SMS code). */
const EXCLUDED_ACTIONS = new Set<string>(['auth/phoneCodeConfirmed']);

/** Reports one device may send per minute: a failure in a loop must not flood the receiver. */
const REPORTS_PER_MINUTE = 10;

type RejectedMeta = {
  arg?: unknown;
  condition?: boolean;
  aborted?: boolean;
};

export function errorReportingMiddleware(
  reporter: ErrorReporter,
  userIdOf: (state: unknown) => string | null = () => null,
): Middleware {
  return (api) => (next) => (action) => {
    if (isRejected(action)) {
      const meta = action.meta as RejectedMeta;
      const report = meta.condition || meta.aborted ? undefined : reportOf(action.type, meta.arg, action);
      if (report) reporter.report({ ...report, userId: userIdOf(api.getState()) });
    }
    return next(action);
  };
}

function reportOf(
  type: string,
  arg: unknown,
  action: { payload?: unknown; error?: unknown },
): Omit<ErrorReport, 'userId'> | undefined {
  const name = type.replace(/\/rejected$/, '');
  // An RTK Query call: `shopApi/executeQuery` with the endpoint in its argument.
  const endpoint = (arg as { endpointName?: unknown } | undefined)?.endpointName;
  if (typeof endpoint === 'string') {
    const status = (action.payload as { status?: unknown } | undefined)?.status;
    if (status === 'FETCH_ERROR' || (typeof status === 'number' && status < 500)) return undefined;
    return {
      // Spec §8 names content queries apart (the pages, stories and recipes).
      kind: endpoint.startsWith('content') ? 'content' : 'query',
      action: `${name.split('/')[0]}/${endpoint}`,
      argument: (arg as { originalArgs?: unknown }).originalArgs,
      error: action.payload ?? action.error,
    };
  }
  if (EXCLUDED_ACTIONS.has(name)) return undefined;
  // A thunk's own refusal (`rejectWithValue`) is its payload, e.g. the failed request's name.
  return { kind: 'action', action: name, argument: arg, error: action.payload ?? action.error };
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

/** `POST /api/client-errors` on the shop's server: kept there for the staff. */
export function httpReporter(options: {
  url: string;
  appVersion: string;
  fetch?: typeof fetch;
  now?: () => Date;
}): ErrorReporter {
  // A report must not go through the API whose failure it may be telling (nor retry, nor refresh).
  // eslint-disable-next-line no-restricted-globals
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? (() => new Date());
  let minute = -1;
  let sent = 0;
  return {
    report(report) {
      const current = Math.floor(now().getTime() / 60_000);
      if (current !== minute) {
        minute = current;
        sent = 0;
      }
      if (++sent > REPORTS_PER_MINUTE) return;
      const body = {
        kind: report.kind,
        action: report.action.slice(0, 300),
        userId: report.userId,
        argument: scrubReportValue(report.argument),
        error: String(scrubReportValue(describeError(report.error))).slice(0, 2000),
        platform: Platform.OS === 'android' ? 'android' : Platform.OS === 'ios' ? 'ios' : 'web',
        appVersion: options.appVersion,
      };
      try {
        void send(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).catch(() => undefined);
      } catch {
        // No network layer (a test, a server render): the report is lost, the app goes on.
      }
    },
  };
}

/** Sentry with a DSN, the shop's own endpoint otherwise. */
export function reporterFromConfig(settings: {
  apiUrl: string;
  sentryDsn?: string | undefined;
  appVersion: string;
}): ErrorReporter {
  if (settings.sentryDsn) {
    const sentry = sentryReporter(settings.sentryDsn, { appVersion: settings.appVersion });
    if (sentry) return sentry;
  }
  return httpReporter({ url: `${settings.apiUrl}/api/client-errors`, appVersion: settings.appVersion });
}
