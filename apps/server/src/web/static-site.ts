/**
 * Serves the Expo web export from the API's own origin: pre-rendered HTML per route, the French
 * not-found page with a 404, hashed assets cached forever, HTML revalidated on every visit.
 * Files are pre-compressed (brotli, gzip) when the web app is built, so nothing is compressed twice.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../http/error-handler';
import { buildRouteTable } from './route-table';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Build outputs whose names carry a content hash; everything else must be revalidated. */
const HASHED_PREFIXES = ['/_expo/static/', '/assets/'];
/** Prefixes owned by the API: a miss there answers JSON, never the shop's HTML. */
const API_PREFIXES = ['/api/', '/images/'];

/**
 * The canonical form of a page path (spec §2 path normalisation), or undefined when it cannot be
 * resolved. Legacy and non-canonical paths are answered with a 301 to it.
 */
export type CanonicalPath = (path: string) => Promise<string | undefined>;

/** Returns false when there is no export to serve (the API still runs). */
export async function registerStaticSite(
  app: FastifyInstance,
  webDir: string,
  canonicalPath: CanonicalPath = async () => undefined,
): Promise<boolean> {
  if (!existsSync(path.join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'web export missing: only the API is served (run npm run build:web)');
    return false;
  }
  const routes = buildRouteTable(webDir);
  await app.register(fastifyStatic, {
    root: webDir,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    index: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const relative = '/' + path.relative(webDir, filePath).split(path.sep).join('/');
      const isHashed = HASHED_PREFIXES.some((prefix) => relative.startsWith(prefix));
      reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendNotFound = (reply: FastifyReply) =>
    routes.notFoundFile
      ? reply.code(404).type('text/html; charset=utf-8').sendFile(routes.notFoundFile)
      : reply.code(404).send(errorBody('not_found', reply.request.id));

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (
      API_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.code(404).send(errorBody('not_found', request.id));
    }
    if (HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(urlPath)) {
      return sendAsset(reply, webDir, urlPath, () => sendNotFound(reply));
    }
    const canonical = await canonicalPath(request.url);
    if (canonical !== undefined && canonical !== request.url) {
      return reply.header('cache-control', 'public, max-age=3600').redirect(canonical, 301);
    }
    const file = routes.resolve(urlPath);
    if (!file) return sendNotFound(reply);
    return reply.type('text/html; charset=utf-8').sendFile(file);
  });
  return true;
}

function sendAsset(reply: FastifyReply, webDir: string, urlPath: string, onMissing: () => FastifyReply) {
  const relative = safeRelative(urlPath);
  if (!relative || !existsSync(path.join(webDir, relative))) return onMissing();
  return reply.sendFile(relative);
}

/** A path inside the export, or undefined for traversal attempts and undecodable input. */
function safeRelative(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const normalised = path.posix.normalize(decoded);
  if (normalised.includes('\0') || normalised.split('/').includes('..')) return undefined;
  return normalised.replace(/^\/+/, '');
}
