/**
 * Reads a Sentry envelope as a self-hosted receiver does: the envelope and item headers parsed by
 * Sentry's own `parseEnvelope`, and only the items that are error events kept. Anything else a
 * client may send (sessions, client reports, attachments) is left to Sentry, which gets the
 * envelope whole when it is configured. The body arrives bounded and, when the native SDKs gzip
 * it, already decompressed (the server's compression plugin does both for every route).
 */
import { parseEnvelope, type Event } from '@sentry/core';
import { AppError } from '../../http/app-error';

/** A crash of a native app, threads and loaded images included, fits; a flood does not. */
export const ENVELOPE_MAX_BYTES = 1024 * 1024;

export type EnvelopeIdentity = { publicKey: string; projectId: string };

export type ReadEnvelope = {
  /** The envelope as Sentry would receive it. */
  bytes: Uint8Array;
  /** The project the envelope says it is for (its header's DSN), when it says so. */
  identity: EnvelopeIdentity | undefined;
  events: Event[];
};

/** Item types that carry an error (`event`); transactions, sessions and the rest are not reports. */
const REPORTED_ITEM_TYPES = new Set(['event']);

export function readEnvelope(bytes: Uint8Array): ReadEnvelope {
  let parsed: ReturnType<typeof parseEnvelope>;
  try {
    parsed = parseEnvelope(bytes);
  } catch {
    throw new AppError('invalid_input', 'error_report_malformed');
  }
  const [header, items] = parsed as [unknown, unknown];
  if (!isRecord(header) || !Array.isArray(items))
    throw new AppError('invalid_input', 'error_report_malformed');
  const events: Event[] = [];
  for (const item of items as unknown[]) {
    if (!Array.isArray(item) || !isRecord(item[0]))
      throw new AppError('invalid_input', 'error_report_malformed');
    const [itemHeader, payload] = item as [Record<string, unknown>, unknown];
    if (!REPORTED_ITEM_TYPES.has(String(itemHeader['type']))) continue;
    if (!isRecord(payload)) throw new AppError('invalid_input', 'error_report_malformed');
    events.push(payload as Event);
  }
  return { bytes, identity: identityOfDsn(header['dsn']), events };
}

/**
 * The public key and project of a DSN (`https://key@host/path/42`), read with the URL parser: the
 * text comes from anyone, and Sentry's own DSN parser writes every malformed one to the console.
 */
export function identityOfDsn(dsn: unknown): EnvelopeIdentity | undefined {
  if (typeof dsn !== 'string' || dsn.length > 500) return undefined;
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop() ?? '';
    if (!url.username || !/^\d+$/.test(projectId)) return undefined;
    return { publicKey: decodeURIComponent(url.username), projectId };
  } catch {
    return undefined;
  }
}

/** `Sentry sentry_key=abc, sentry_version=7` (the header) or `?sentry_key=abc` (the query). */
export function sentryKeyOf(authHeader: unknown, queryKey: unknown): string | undefined {
  if (typeof queryKey === 'string' && queryKey) return queryKey;
  if (typeof authHeader !== 'string') return undefined;
  return /(?:^|[\s,])sentry_key=([^,\s]+)/.exec(authHeader)?.[1];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
