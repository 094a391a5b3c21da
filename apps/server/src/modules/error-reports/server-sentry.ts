/**
 * The server's own failures through Sentry's Node SDK: events with their stack, the process's
 * breadcrumbs (console, outgoing fetch calls) and the request they belong to. The SDK's
 * transport hands each envelope to the shop's receiver in the same process, the very path the
 * app's envelopes take through the tunnel: kept for the staff, and on to Sentry with a DSN. No
 * network is needed on a fresh machine, and no copy has to reach itself through a load balancer.
 *
 * The SDK starts no OpenTelemetry of its own (`skipOpenTelemetrySetup`): the shop's one set-up
 * (`telemetry.ts`, when traces are on) registers Sentry's context manager, which then also gives
 * each request its own breadcrumbs; without traces the breadcrumbs are the process's latest,
 * whichever request made them.
 */
import * as Sentry from '@sentry/node';

/**
 * What the SDK must not do here: read local variables through the inspector, count sessions, list
 * every installed module in each event, copy request headers (the request's id, route and user
 * are set explicitly), guard the process (only the process that owns the app does), and watch
 * Node's `http` module: it would make a scope for every request the shop answers (a cost on each
 * one, for breadcrumbs a request cannot have its own of until the shop's OpenTelemetry set-up);
 * the providers are called with `fetch`, whose calls stay breadcrumbs (`NodeFetch`).
 */
const LEFT_OUT = new Set([
  'LocalVariables',
  'ProcessSession',
  'Modules',
  'RequestData',
  'Http',
  'OnUncaughtException',
  'OnUnhandledRejection',
]);

export type ServerSentry = {
  /** Reports an answer of 500 or more with its request's id, route and user. */
  captureRequestFailure(failure: {
    error: unknown;
    status: number;
    requestId: string;
    action: string;
    userId: string | null;
  }): void;
  close(): Promise<void>;
};

export function startServerSentry(options: {
  dsn: string;
  environment: string;
  release: string;
  /** The receiver: the envelope as the SDK made it. Never throws. */
  deliver(envelope: string | Uint8Array): Promise<void>;
  /** Uncaught exceptions and unhandled rejections are reported, then end the process as Node does. */
  guardsProcess: boolean;
  /** Sentry receives this share of the shop's traces (its OpenTelemetry set-up); none when absent. */
  tracesSampleRate?: number | undefined;
}): ServerSentry {
  const client = Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    skipOpenTelemetrySetup: true,
    registerEsmLoaderHooks: false,
    sendClientReports: false,
    ...(options.tracesSampleRate === undefined ? {} : { tracesSampleRate: options.tracesSampleRate }),
    // The shop's calls to its providers (payments, SMS, push) carry no Sentry trace headers.
    tracePropagationTargets: [],
    transport: (transportOptions) =>
      Sentry.createTransport(transportOptions, async (request) => {
        await options.deliver(request.body);
        return { statusCode: 200 };
      }),
    integrations: (defaults) => [
      ...defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
      ...(options.guardsProcess
        ? [
            Sentry.onUncaughtExceptionIntegration(),
            Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
          ]
        : []),
    ],
  });
  if (!client) throw new Error('the server’s Sentry client did not start');

  return {
    captureRequestFailure(failure) {
      const scope = new Sentry.Scope();
      scope.setClient(client);
      scope.setTags({ kind: 'request', request_id: failure.requestId, status_code: failure.status });
      scope.setTransactionName(failure.action);
      scope.setUser(failure.userId ? { id: failure.userId } : null);
      if (failure.error instanceof Error) scope.captureException(failure.error);
      else scope.captureMessage(`HTTP ${failure.status}`, 'error');
    },
    close: async () => {
      await client.close(2000);
    },
  };
}
