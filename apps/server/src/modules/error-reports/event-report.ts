/**
 * A Sentry event as one row of the staff's error reports: what failed (the exception's type and
 * message), where (the report's action, the route, the screen), for whom (the user id), on which
 * app (platform, version) and request, with the trail that led there (the latest breadcrumbs) and
 * the top of the stack. The event comes from anyone: every field is read as unknown, bounded,
 * scrubbed of secrets by the domain's rule and made storable (no NUL, no lone surrogate).
 */
import { scrubReportValue } from '@sillon/domain';
import { storableText } from '../../http/input-hygiene';
import type { ErrorReport, ErrorReportDetails } from './error-report';

const MAX_BREADCRUMBS = 30;
const MAX_FRAMES = 12;
const PLATFORMS = new Set(['ios', 'android', 'web']);

export function reportOfEvent(event: object, source: ErrorReport['source']): ErrorReport {
  const fields = event as Record<string, unknown>;
  const tags = recordOf(fields['tags']);
  const contexts = recordOf(fields['contexts']);
  const exceptions = arrayOf(recordOf(fields['exception'])['values']).map(recordOf);
  const failure = exceptions.at(-1);
  const crashed = exceptions.some((exception) => recordOf(exception['mechanism'])['handled'] === false);
  const kind = textOf(tags['kind'], 30) ?? (crashed ? 'crash' : 'error');
  return {
    source,
    kind,
    action:
      textOf(tags['action'], 300) ??
      textOf(fields['transaction'], 300) ??
      pageOf(recordOf(fields['request'])['url']) ??
      textOf(fields['culprit'], 300) ??
      kind,
    userId: textOf(recordOf(fields['user'])['id'], 100) ?? null,
    argument: storable(scrubReportValue(recordOf(fields['extra'])['argument'] ?? null)),
    error: describeFailure(failure, fields) ?? 'unknown error',
    platform: platformOf(tags, contexts, source),
    appVersion:
      textOf(tags['app_version'], 50) ?? textOf(recordOf(contexts['app'])['app_version'], 50) ?? null,
    requestId: textOf(tags['request_id'], 100) ?? null,
    details: storable({
      eventId: textOf(fields['event_id'], 64) ?? null,
      release: textOf(fields['release'], 200) ?? null,
      dist: textOf(fields['dist'], 64) ?? null,
      environment: textOf(fields['environment'], 64) ?? null,
      breadcrumbs: arrayOf(fields['breadcrumbs']).slice(-MAX_BREADCRUMBS).map(breadcrumbLine),
      frames: framesOf(failure),
    }) as ErrorReportDetails,
  };
}

/** The path of the page an uncaught error happened on (a browser's event names its address). */
function pageOf(url: unknown): string | undefined {
  const text = textOf(url, 2000);
  if (!text) return undefined;
  try {
    return textOf(new URL(text).pathname, 300);
  } catch {
    return undefined;
  }
}

/** `TypeError: x is undefined`, as Sentry titles an issue; the event's message when it has none. */
function describeFailure(
  failure: Record<string, unknown> | undefined,
  fields: Record<string, unknown>,
): string | undefined {
  const message = textOf(fields['message'], 2000) ?? textOf(recordOf(fields['logentry'])['message'], 2000);
  if (!failure) return message && scrubbedText(message);
  const type = textOf(failure['type'], 200);
  const value = textOf(failure['value'], 2000);
  const text = type && value ? `${type}: ${value}` : (type ?? value ?? message);
  return text && scrubbedText(text);
}

/** A native crash names its system (`iOS`, `Android`); the app's own reports say theirs. */
function platformOf(
  tags: Record<string, unknown>,
  contexts: Record<string, unknown>,
  source: ErrorReport['source'],
): string | null {
  const tagged = textOf(tags['platform'], 20);
  if (tagged && PLATFORMS.has(tagged)) return tagged;
  if (source === 'server') return null;
  const system = textOf(recordOf(contexts['os'])['name'], 40)?.toLowerCase();
  if (system === 'ios' || system === 'ipados') return 'ios';
  if (system === 'android') return 'android';
  return textOf(recordOf(contexts['browser'])['name'], 40) ? 'web' : null;
}

/** `12:03:04 navigation /p/fruits → /panier`: when, what kind, and what happened, in one line. */
function breadcrumbLine(value: unknown): { at: string | null; category: string; message: string } {
  const crumb = recordOf(value);
  const data = recordOf(crumb['data']);
  const seconds = crumb['timestamp'];
  const at =
    typeof seconds === 'number' && Number.isFinite(seconds) && Math.abs(seconds) < 1e11
      ? new Date(seconds * 1000).toISOString()
      : null;
  const summary =
    textOf(crumb['message'], 300) ??
    (data['from'] !== undefined || data['to'] !== undefined
      ? `${textOf(data['from'], 140) ?? ''} → ${textOf(data['to'], 140) ?? ''}`
      : data['url'] !== undefined
        ? [data['http.method'] ?? data['method'], data['url'], data['status_code']]
            .map((part) => textOf(part, 200) ?? (typeof part === 'number' ? String(part) : undefined))
            .filter(Boolean)
            .join(' ')
        : JSON.stringify(scrubReportValue(data)).slice(0, 300));
  return {
    at,
    category: textOf(crumb['category'], 60) ?? textOf(crumb['type'], 60) ?? 'default',
    message: scrubbedText(summary),
  };
}

/** The newest frames first, as a stack reads: `function (file:line:column)`. */
function framesOf(failure: Record<string, unknown> | undefined): string[] {
  const frames = arrayOf(recordOf(recordOf(failure)['stacktrace'])['frames']).map(recordOf);
  return frames
    .slice(-MAX_FRAMES)
    .reverse()
    .map((frame) => {
      const place =
        textOf(frame['filename'], 200) ?? textOf(frame['module'], 200) ?? textOf(frame['package'], 200);
      const line = typeof frame['lineno'] === 'number' ? `:${frame['lineno']}` : '';
      const column = typeof frame['colno'] === 'number' ? `:${frame['colno']}` : '';
      return `${textOf(frame['function'], 200) ?? '?'} (${place ?? '?'}${line}${column})`;
    });
}

function scrubbedText(text: string): string {
  return storableText(String(scrubReportValue(text.length > 2000 ? text.slice(0, 2000) : text)));
}

function textOf(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  return storableText(value.length > max ? value.slice(0, max) : value);
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Strings made fit for PostgreSQL's text and jsonb (the value is already bounded by the scrub). */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storable(item)]),
    );
  return value;
}
