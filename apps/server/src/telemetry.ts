/**
 * The shop's one OpenTelemetry set-up (traces only: metrics are Prometheus's, logs go to standard
 * output): incoming requests (Node's `http`, then Fastify's routes and hooks), the database's
 * statements (`pg`), and outgoing calls (`http` for the Stripe SDK, `fetch` for the other
 * providers). Sentry's SDK starts none of its own (`skipOpenTelemetrySetup`): it shares this one,
 * through its context manager always, and with `SENTRY_DSN` through its propagator, sampler and
 * span processor too (Sentry's "custom OpenTelemetry setup"), so both see the same traces.
 *
 * Instrumentations patch `pg` and `http` as they are loaded: this must start before the server's
 * modules are imported (`telemetry-start.ts`, imported first by `main.ts`).
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import FastifyOtelInstrumentation from '@fastify/otel';
import {
  context,
  propagation,
  trace,
  type Context,
  type Link,
  type SpanKind,
  type Attributes,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { core, NodeSDK } from '@opentelemetry/sdk-node';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SamplingResult,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { SentryContextManager, getClient } from '@sentry/node';
import { SentryPropagator, SentrySampler, SentrySpanProcessor } from '@sentry/opentelemetry';
import { loggedUrl } from './http/logged-url';

export const DEFAULT_SERVICE_NAME = 'sillon-server';

export type TelemetryOptions = {
  /** Where spans go: OTLP (OTEL_EXPORTER_OTLP_* variables) by default; tests keep them in memory. */
  spanProcessor?: SpanProcessor;
  /** The share of traces kept (0 to 1), for OTLP and Sentry alike; a caller's choice is followed. */
  sampleRate?: number;
  /** Sentry receives the traces too (with SENTRY_DSN): its propagator, sampler and span processor. */
  withSentry?: boolean;
};

export type Telemetry = {
  /** Sends the spans still buffered (the server's stop). */
  shutdown(): Promise<void>;
};

export function startTelemetry(options: TelemetryOptions = {}): Telemetry {
  const ratio = new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRate ?? 1) });
  const exporting = options.spanProcessor ?? new BatchSpanProcessor(new OTLPTraceExporter());
  // Statements and calls belong to a request's or a job's trace: pg-boss's polling and the
  // relay's calls to Sentry outside any would each make a trace of their own, all day long.
  const instrumentations = [
    new HttpInstrumentation({
      requireParentforOutgoingSpans: true,
      startIncomingSpanHook: (request) => keptAddress(request.url),
    }),
    new UndiciInstrumentation({ requireParentforSpans: true }),
    // Statements' texts, never their values (phone numbers, addresses).
    new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    // Every Fastify instance gets the plugin as it is created; a route's hooks are not spans each.
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      instrumentHooks: false,
      requestHook: (span, request) => span.setAttributes(keptAddress(request.url)),
    }),
  ];
  const sdk = new NodeSDK({
    ...(process.env['OTEL_SERVICE_NAME'] ? {} : { serviceName: DEFAULT_SERVICE_NAME }),
    instrumentations,
    contextManager: new SentryContextManager(),
    textMapPropagator: new core.CompositePropagator({
      propagators: [
        new core.W3CTraceContextPropagator(),
        ...(options.withSentry ? [new SentryPropagator()] : []),
      ],
    }),
    sampler: options.withSentry ? new SentryOnceStarted(ratio) : ratio,
    spanProcessors: options.withSentry ? [exporting, new SentrySpanProcessor()] : [exporting],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  patchModulesLoadedAsEsm();
  return {
    async shutdown() {
      await sdk.shutdown();
      // What was registered globally goes too (a test process goes on without traces).
      for (const instrumentation of instrumentations) instrumentation.disable();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * The server's modules import `pg` and `node:http` as ES modules, which the instrumentations'
 * `require` hook does not see: `pg` is required once here (its classes are patched, and an ES
 * import of it gets the same module), and the built-in modules' ES bindings are made to follow
 * their patched functions.
 */
function patchModulesLoadedAsEsm(): void {
  createRequire(import.meta.url)('pg');
  syncBuiltinESMExports();
}

/**
 * A request's address as its log keeps it (issue 39, `http/logged-url.ts`): tokens in its path
 * and its query's values are not the collector's, nor Sentry's, to keep.
 */
function keptAddress(url: string | undefined): Attributes {
  if (url === undefined) return {};
  const kept = loggedUrl(url);
  const queryAt = kept.indexOf('?');
  if (queryAt === -1) return { 'url.path': kept };
  return { 'url.path': kept.slice(0, queryAt), 'url.query': kept.slice(queryAt + 1) };
}

/**
 * Sentry's sampler needs Sentry's client, which starts with the app (`error-reports`), after this
 * set-up: until then (migrations, the demo shop's seeding) the ratio decides alone.
 */
class SentryOnceStarted implements Sampler {
  private sentry: SentrySampler | undefined;

  constructor(private readonly beforeSentry: Sampler) {}

  shouldSample(
    parent: Context,
    traceId: string,
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    const client = getClient();
    if (!this.sentry && client) this.sentry = new SentrySampler(client);
    return (this.sentry ?? this.beforeSentry).shouldSample(parent, traceId, name, kind, attributes, links);
  }

  toString(): string {
    return 'SentryOnceStarted';
  }
}
