/**
 * Starts the traces before anything else is imported (`main.ts` imports this first), when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` names a collector; otherwise nothing of OpenTelemetry's SDK is
 * even loaded. Reads the environment itself: the configuration's module imports the server's,
 * which must load after the patches. `config.ts` checks the same variables, so a wrong value
 * still stops the start with its name.
 */
import type { Telemetry } from './telemetry';

const endpoint = process.env['OTEL_EXPORTER_OTLP_ENDPOINT'];
const sampleRate = Number(process.env['TRACES_SAMPLE_RATE'] || '1');

export const telemetry: Telemetry | undefined = endpoint
  ? (await import('./telemetry')).startTelemetry({
      sampleRate: Number.isFinite(sampleRate) ? sampleRate : 1,
      withSentry: Boolean(process.env['SENTRY_DSN']),
    })
  : undefined;
