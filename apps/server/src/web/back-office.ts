/**
 * Serves the staff's web app (apps/back-office, a Vite build) under /back-office/ from the shop's
 * own origin, so it reaches the staff API with its same-site session cookie. Hashed assets are
 * cached forever; index.html is revalidated every time and answers every client route (a reload
 * of /back-office/orders/123/show works); its service worker, `sw.js`, too. Nothing here is part of
 * the shop's pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const BACK_OFFICE_PATH = '/back-office';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Built by vite-plugin-pwa from apps/back-office/src/offline/sw.ts. */
const SERVICE_WORKER = 'sw.js';
const MISSING_BUILD =
  'L’espace équipe n’est pas construit sur ce serveur : lancez npm run build:back-office (npm start le fait).';

export type BackOfficeOptions = {
  /** The Vite build: `index.html` and the hashed `assets/`. */
  dir: string;
};

/** Staff pages are never framed by another site nor listed by search engines. */
function staffHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-frame-options', 'DENY')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'same-origin');
}

export async function registerBackOffice(app: FastifyInstance, { dir }: BackOfficeOptions): Promise<boolean> {
  const indexFile = path.join(dir, 'index.html');
  // The screens' own addresses keep their query (« Aujourd'hui » at `/back-office?day=…`, a reload).
  app.get(BACK_OFFICE_PATH, (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${BACK_OFFICE_PATH}/${query === -1 ? '' : request.url.slice(query)}`, 301);
  });
  if (!existsSync(indexFile)) {
    app.log.warn(
      { dir },
      'back office build missing: /back-office answers 503 (run npm run build:back-office)',
    );
    app.get(`${BACK_OFFICE_PATH}/*`, (_request, reply) =>
      staffHeaders(reply)
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(MISSING_BUILD),
    );
    return false;
  }

  // The hashed files: a miss is a JSON 404 (an old tab asking for a replaced chunk), never the page.
  const assetsDir = path.join(dir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: `${BACK_OFFICE_PATH}/assets/`,
      decorateReply: false,
      preCompressed: true,
      index: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply: FastifyReply) => {
        staffHeaders(reply).header('cache-control', IMMUTABLE);
      },
    });
  }

  // The service worker that keeps the app on the staff's devices: read afresh, like the page, so a
  // new build reaches them; never a page in its place (a worker that fails to load stays the old one).
  const workerFile = path.join(dir, SERVICE_WORKER);
  app.get(`${BACK_OFFICE_PATH}/${SERVICE_WORKER}`, async (_request, reply) => {
    if (!existsSync(workerFile)) return reply.callNotFound();
    return staffHeaders(reply)
      .header('cache-control', REVALIDATE)
      .type('text/javascript; charset=utf-8')
      .send(readFileSync(workerFile));
  });

  // Every other path is a client route: the page, read afresh (a rebuild needs no restart).
  app.get(`${BACK_OFFICE_PATH}/*`, async (request, reply) => {
    let html: Buffer;
    try {
      html = readFileSync(indexFile);
    } catch {
      return staffHeaders(reply).code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD);
    }
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    staffHeaders(reply).header('cache-control', REVALIDATE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
  return true;
}
