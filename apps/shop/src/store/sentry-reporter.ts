/**
 * Sentry from the app, through its ingestion protocol: an "envelope" posted to the project's
 * `/envelope/` address with the DSN's public key. The SDK would add a native module, and weight to
 * the web bundle, for the same few fields (docs/decisions.md, issue 19).
 */
import { scrubReportValue } from '@sillon/domain';
import { Platform } from 'react-native';
import type { ErrorReporter } from '@/lib/error-reports';

export function sentryReporter(
  dsn: string,
  options: { appVersion: string; fetch?: typeof fetch },
): ErrorReporter | undefined {
  const match = /^(https?):\/\/([^@/]+)@([^/]+)(\/.*)?\/(\d+)\/?$/.exec(dsn);
  if (!match) return undefined;
  const [, protocol, publicKey, host, path = '', projectId] = match;
  const url = `${protocol}://${host}${path}/api/${projectId}/envelope/`;
  // A report must not go through the API whose failure it may be telling (nor retry, nor refresh).
  // eslint-disable-next-line no-restricted-globals
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    report(report) {
      const eventId = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
      const event = {
        event_id: eventId,
        timestamp: Date.now() / 1000,
        platform: 'javascript',
        level: 'error',
        release: `sillon-shop@${options.appVersion}`,
        transaction: report.action,
        user: report.userId ? { id: report.userId } : undefined,
        tags: { kind: report.kind, platform: Platform.OS },
        extra: { argument: scrubReportValue(report.argument) },
        exception: {
          values: [{ type: report.kind, value: String(scrubReportValue(String(describe(report.error)))) }],
        },
      };
      const body = [
        JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify(event),
      ].join('\n');
      try {
        void send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${publicKey}, sentry_client=sillon-shop/1.0`,
          },
          body,
        }).catch(() => undefined);
      } catch {
        // No network layer: the report is lost, the app goes on.
      }
    },
  };
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error)
    return String((error as { message: unknown }).message);
  try {
    return JSON.stringify(error);
  } catch {
    return 'unknown error';
  }
}
