/**
 * Spec §8: every rejected async action is reported with the user id, the action's name and its
 * argument, except excluded actions and condition errors (a thunk that chose not to run). Server
 * calls (RTK Query) are reported when the server failed (5xx) or answered what the app cannot
 * read; refusals the customer is shown (4xx) and a missing network are not bugs. Every action
 * leaves a breadcrumb, so a report carries the steps that led to it.
 * The receiver (issue 35): Sentry's SDK for the platform (`sentry-reporter.ts`, `.web.ts`), sent
 * through the shop's tunnel to its built-in receiver, which passes it on to Sentry when a real
 * project is configured. Arguments and errors are scrubbed by the domain's rule before they leave.
 */
import { isRejected, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { Platform } from 'react-native';
import type { ErrorReport, ErrorReporter } from '@/lib/error-reports';
import type { SentrySettings } from './sentry-reports';

export { silentReporter, type ErrorReport, type ErrorReporter } from '@/lib/error-reports';
export { describeError } from './sentry-reports';

/** Actions whose failures are expected and shown to the customer, not bugs (a wrong SMS code). */
const EXCLUDED_ACTIONS = new Set<string>(['auth/phoneCodeConfirmed']);

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
    const crumb = breadcrumbOf(action as UnknownAction);
    if (crumb) reporter.leaveBreadcrumb({ category: 'redux.action', message: crumb });
    if (isRejected(action)) {
      const meta = action.meta as RejectedMeta;
      const report = meta.condition || meta.aborted ? undefined : reportOf(action.type, meta.arg, action);
      if (report) reporter.report({ ...report, userId: userIdOf(api.getState()) });
    }
    return next(action);
  };
}

/** RTK Query's own bookkeeping (its middleware, its subscriptions): no step of the customer's. */
const BOOKKEEPING = /\/(?:config|subscriptions|internalSubscriptions)\//;

/**
 * The action's type as its trail step (never its payload: it may hold what a report must not);
 * none for a call still on its way, nor for RTK Query's bookkeeping.
 */
function breadcrumbOf(action: UnknownAction): string | undefined {
  const type = typeof action.type === 'string' ? action.type : undefined;
  if (!type || type.endsWith('/pending') || BOOKKEEPING.test(`${type}/`)) return undefined;
  return type;
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

/** The SDK's settings from the app's configuration: its project, the shop's tunnel, its release. */
export function sentrySettingsOf(config: {
  sentryDsn: string;
  isSentryConfigured: boolean;
  errorReportsTunnel: string;
  sentryRelease?: string | undefined;
  sentryEnvironment: string;
  appVersion: string;
  buildNumber?: string | null | undefined;
  applicationId?: string | null | undefined;
}): SentrySettings {
  const platform = Platform.OS === 'android' ? 'android' : Platform.OS === 'ios' ? 'ios' : 'web';
  // The native builds' own release (`fr.sillon.shop@1.2.0+45`, the build number as `dist`): what
  // Sentry's build steps upload the source maps and debug symbols under.
  const nativeRelease = `${config.applicationId ?? 'fr.sillon.shop'}@${config.appVersion}${config.buildNumber ? `+${config.buildNumber}` : ''}`;
  return {
    dsn: config.sentryDsn,
    tunnel: config.errorReportsTunnel,
    release: config.sentryRelease ?? (platform === 'web' ? 'sillon-web' : nativeRelease),
    dist: platform === 'web' ? 'web' : (config.buildNumber ?? undefined),
    environment: config.sentryEnvironment,
    appVersion: config.appVersion,
    platform,
    isSentryConfigured: config.isSentryConfigured,
  };
}
