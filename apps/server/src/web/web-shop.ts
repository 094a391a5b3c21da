/**
 * Serves the web shop from the API's own origin: pages rendered on the server from the Expo
 * export's server build (`dist/server`), the French not-found page with a 404, and the browser's
 * files (`dist/client`): hashed ones cached forever, pre-compressed when the web app was built so
 * nothing is compressed twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { pageContentSecurityPolicy } from '../http/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-handler';
import { inlineOutlinedBoundaries } from './inline-boundaries';
import { readOwnRoutes } from './own-routes';
import { createPageRenderer, type PageRenderer } from './page-renderer';
import { onlyUsedStyles } from './used-styles';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Build outputs whose names carry a content hash; everything else must be revalidated. */
const HASHED_PREFIXES = ['/_expo/static/', '/assets/'];
/** Prefixes owned by the API: a miss there answers JSON, never the shop's HTML. */
const API_PREFIXES = ['/api/', '/images/'];
/** Headers of a rendered page we pass on (length and encoding are the server's to set). */
const PAGE_HEADERS = ['content-type', 'location'];

/**
 * The canonical form of a page path (spec §2 path normalisation), or undefined when it cannot be
 * resolved. Legacy and non-canonical paths are answered with a 301 to it.
 */
export type CanonicalPath = (path: string) => Promise<string | undefined>;

/**
 * Whether a page URL is no page of the shop: a path no route of its own takes (only the app's
 * catch-all, `own-routes.ts`) that is no content page, or content that does not exist (an unknown
 * story or recipe slug). Its page still renders (« Page introuvable »), answered with a 404.
 */
export type MissingPage = (url: string, route: { hasOwnRoute: boolean }) => Promise<boolean>;

export type WebShopOptions = {
  /** The export: `client/` for the browser, `server/` for rendering. */
  webDir: string;
  environment: string;
  canonicalPath?: CanonicalPath;
  isMissingPage?: MissingPage;
};

/** Returns false when there is no export to serve (the API still runs). */
export async function registerWebShop(
  app: FastifyInstance,
  {
    webDir,
    environment,
    canonicalPath = async () => undefined,
    isMissingPage = async (_url, route) => !route.hasOwnRoute,
  }: WebShopOptions,
): Promise<boolean> {
  const clientDir = path.join(webDir, 'client');
  const renderPage = createPageRenderer(app, path.join(webDir, 'server'), environment);
  if (!renderPage || !existsSync(clientDir)) {
    app.log.warn({ webDir }, 'web export missing: only the API is served (run npm run build:web)');
    return false;
  }
  const builtHashes = readInlineScriptHashes(path.join(webDir, 'server'));
  if (!builtHashes) {
    app.log.warn(
      { webDir },
      "web export without its scripts' hashes: only the API is served (run npm run build:web)",
    );
    return false;
  }
  const hasOwnRoute = readOwnRoutes(path.join(webDir, 'server'));
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    index: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const relative = '/' + path.relative(clientDir, filePath).split(path.sep).join('/');
      const isHashed = HASHED_PREFIXES.some((prefix) => relative.startsWith(prefix));
      reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
    },
  });

  // A catch-all route (not the not-found handler) so that pages get the compression hooks; every
  // API route is more specific and wins, other methods fall to the JSON not-found answer.
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) {
      return reply.code(404).send(errorBody('not_found', request.id));
    }
    if (HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(urlPath)) {
      return sendAsset(reply, clientDir, urlPath);
    }
    const canonical = await canonicalPath(request.url);
    if (canonical !== undefined && canonical !== request.url) {
      return reply.header('cache-control', 'public, max-age=3600').redirect(canonical, 301);
    }
    const isMissing = await isMissingPage(request.url, { hasOwnRoute: hasOwnRoute(urlPath) });
    return sendPage(request, reply, { renderPage, builtHashes }, isMissing ? 404 : undefined);
  });
  return true;
}

/**
 * A page rendered for this request, its outlined parts back in place and only the style rules
 * it uses. Its content changes with the catalogue, so the browser revalidates it every time; an
 * unchanged page answers 304 (weak ETag of the HTML). `Server-Timing` gives the render's time
 * (loaders, their in-process API calls, React) and the HTML's post-processing, in the browser's
 * developer tools and to monitoring.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { renderPage, builtHashes }: { renderPage: PageRenderer; builtHashes: ReadonlySet<string> },
  status?: number,
) {
  const started = performance.now();
  const page = await renderPage(
    new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
      method: request.method,
      headers: { accept: 'text/html' },
    }),
  );
  const rendered = await page.text();
  const renderedAt = performance.now();
  const html = onlyUsedStyles(inlineOutlinedBoundaries(rendered));
  reply.header(
    'server-timing',
    `render;dur=${(renderedAt - started).toFixed(1)}, html;dur=${(performance.now() - renderedAt).toFixed(1)}`,
  );
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const { policy, unknownScripts } = pageContentSecurityPolicy(html, builtHashes);
  if (unknownScripts > 0)
    request.log.warn({ unknownScripts }, 'page carries inline scripts the policy refuses');
  reply.header('cache-control', REVALIDATE).header('etag', etag).header('content-security-policy', policy);
  for (const name of PAGE_HEADERS) {
    const value = page.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  const answered = page.status === 200 && status !== undefined ? status : page.status;
  if (answered === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(answered).send(html);
}

/**
 * The hashes of the pages' own inline scripts, written by the web build (`scripts/build-web.mjs`);
 * undefined for an export made without them, whose pages would start no script of ours.
 */
function readInlineScriptHashes(serverDir: string): ReadonlySet<string> | undefined {
  const file = path.join(serverDir, 'inline-script-hashes.json');
  if (!existsSync(file)) return undefined;
  return new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

function sendAsset(reply: FastifyReply, clientDir: string, urlPath: string) {
  const relative = safeRelative(urlPath);
  if (!relative || !existsSync(path.join(clientDir, relative))) {
    return reply.code(404).send(errorBody('not_found', reply.request.id));
  }
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
