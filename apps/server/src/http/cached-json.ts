/**
 * Public catalogue answers, serialised, compressed and hashed once, then served from memory:
 * ETag + `Cache-Control`, 304 on a matching `If-None-Match`. Entries live a few seconds (other
 * server copies may change the data) and the owning module clears them on its own writes. An
 * expired entry is still served while its fresh copy is made, so no request waits for a rebuild;
 * the copy is made once however many requests ask, and a failed one leaves the last answer
 * (`caches.ts`).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { MADE_BY_CACHE, WALL_CLOCK } from '../caches';

/** An answer, and its compressed forms as they are first asked for (many answers are asked once). */
type Entry = CompressibleJson & { etag: string };

/** Makes a request's answer: the cache calls it when the answer is missing or expired. */
type Produce = () => Promise<unknown>;

export type JsonCacheOptions = {
  /** Answers kept: the least recently asked goes first. */
  max: number;
  /** How long an answer is fresh (ms); an older one is sent while its fresh copy is made. */
  ttl: number;
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

function entryOf(json: string, sentOnce: boolean): Entry {
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, sentOnce };
}

export function createJsonCache(options: JsonCacheOptions) {
  const entries = new LRUCache<string, Entry, Produce>({
    max: options.max,
    ttl: options.ttl,
    ...WALL_CLOCK,
    ...MADE_BY_CACHE,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context: produce }) =>
      entryOf(JSON.stringify(await produce()), false),
  });
  /** Keys asked once and not kept (`keepFromSecondRequest`). */
  const askedOnce = options.keepFromSecondRequest
    ? new LRUCache<string, true>({ max: options.max * 4 })
    : undefined;

  /** Whether this is a key's first request, whose answer is made for it alone (`keepFromSecondRequest`). */
  function isFirstRequest(key: string): boolean {
    // A kept answer's refresh is kept: its key was asked for again and again.
    if (!askedOnce || entries.peek(key, { allowStale: true }) !== undefined || askedOnce.delete(key))
      return false;
    askedOnce.set(key, true);
    return true;
  }

  async function load(key: string, produce: Produce): Promise<Entry> {
    if (isFirstRequest(key)) return entryOf(JSON.stringify(await produce()), true);
    // Never undefined: the fetch method always makes an entry, and a cleared one still answers.
    return (await entries.fetch(key, { context: produce }))!;
  }

  return {
    /** Answers the request from the cache, producing the value once per key and period. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, produce: Produce) {
      const entry = await load(key, produce);
      reply
        .header('cache-control', options.cacheControl)
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return sendCompressed(request, reply, entry, { brotli: true });
    },
    /** Forgets every answer; one being made still answers its requests, and is not kept. */
    clear(): void {
      entries.clear();
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
