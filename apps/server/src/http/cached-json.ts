/**
 * Public catalogue answers, serialised, compressed and hashed once, then served from memory:
 * ETag + `Cache-Control`, 304 on a matching `If-None-Match`. Entries live a few seconds (other
 * server copies may change the data) and the owning module clears them on its own writes. An
 * expired entry is still served while its fresh copy is made, so no request waits for a rebuild.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer, and its compressed forms as they are first asked for (many answers are asked once). */
type Entry = CompressibleJson & { etag: string; expiresAt: number };

export type JsonCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  cacheControl: string;
  /**
   * Keep an answer only from its key's second request on. For keys mostly asked once (search
   * texts: every letter typed makes a new one) keeping each answer bought nothing and cost the
   * heap: kept a second, it outlived the young generation and was copied into the old one, so
   * under load the collector ran long and often and the heap grew between full collections.
   */
  keepFromSecondRequest?: boolean;
};

const MIN_COMPRESSIBLE_BYTES = 1024;
/**
 * Compression levels for an answer compressed once and sent many times, and for one sent once (not
 * kept). For an answer sent once, level 4 (brotli, and gzip, which Android's HTTP client asks for)
 * costs clearly less CPU than 6 for barely more bytes; a kept answer repays the higher level.
 */
const LEVELS = { kept: { brotli: 6, gzip: 6 }, sentOnce: { brotli: 4, gzip: 4 } };
// Asynchronous: compressing a large catalogue must not hold the event loop.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function createJsonCache(options: JsonCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  /** Bumped by `clear()`: a refresh started before it must not store what it read. */
  let generation = 0;
  /** Keys asked once and not kept (`keepFromSecondRequest`), forgotten all together when full. */
  const askedOnce = new Set<string>();

  function worthKeeping(key: string): boolean {
    // A kept answer's refresh is kept: its key was asked for again and again.
    if (!options.keepFromSecondRequest || entries.has(key) || askedOnce.delete(key)) return true;
    if (askedOnce.size >= options.maxEntries * 4) askedOnce.clear();
    askedOnce.add(key);
    return false;
  }

  async function load(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const inFlight = pending.get(key) ?? refresh(key, produce);
    if (cached) {
      // Stale: answer with it now; the refresh replaces it for the next requests.
      inFlight.catch(() => undefined);
      return cached;
    }
    return inFlight;
  }

  function refresh(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const startedIn = generation;
    const job = (async () => {
      const json = JSON.stringify(await produce());
      const kept = startedIn === generation && worthKeeping(key);
      const entry: Entry = {
        json,
        etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
        expiresAt: Date.now() + options.ttlMs,
        sentOnce: !kept,
      };
      if (kept) {
        // A refreshed answer goes to the back, so the oldest first out is the least recently made.
        if (!entries.delete(key) && entries.size >= options.maxEntries)
          entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return entry;
    })().finally(() => {
      // After a clear(), a newer job may be the key's pending one: it stays.
      if (pending.get(key) === job) pending.delete(key);
    });
    pending.set(key, job);
    return job;
  }

  return {
    /** Answers the request from the cache, producing the value once per key and period. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => Promise<unknown>) {
      const entry = await load(key, produce);
      reply
        .header('cache-control', options.cacheControl)
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return sendCompressed(request, reply, entry, { brotli: true });
    },
    clear(): void {
      generation += 1;
      entries.clear();
      pending.clear();
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;

/** A serialised answer kept in memory, with its compressed forms made when first asked for. */
export type CompressibleJson = {
  json: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** Made for one request and not kept: compressed fast rather than small. */
  sentOnce?: boolean;
};

/**
 * Sends a kept answer in the encoding the client accepts (brotli only where asked: the storefront
 * API's answers are gzipped, `app.ts`), compressing it once for every later request.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CompressibleJson,
  options: { brotli: boolean },
) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (Buffer.byteLength(entry.json) < MIN_COMPRESSIBLE_BYTES) return reply.send(entry.json);
  const levels = entry.sentOnce ? LEVELS.sentOnce : LEVELS.kept;
  if (options.brotli && /\bbr\b/.test(accepted)) {
    entry.br ??= brotliAsync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } });
    return reply.header('content-encoding', 'br').send(await entry.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipAsync(entry.json, { level: levels.gzip });
    return reply.header('content-encoding', 'gzip').send(await entry.gzip);
  }
  return reply.send(entry.json);
}
