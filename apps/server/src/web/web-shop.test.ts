import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { registerWebShop } from './web-shop';

/**
 * A miniature Expo export with the layout `expo export -p web` writes in server output:
 * `client/` for the browser, `server/_expo/routes.json` for the pages. Without a `rendering`
 * entry, expo-server answers each page from its HTML file, which is enough to test our serving.
 */
function writeFakeExport(root: string): void {
  const route = (page: string, namedRegex: string, generated = false) => ({
    file: `.${page}.tsx`,
    page,
    namedRegex,
    routeKeys: {},
    ...(generated ? { generated } : {}),
  });
  const manifest = {
    apiRoutes: [],
    htmlRoutes: [
      route('/index', '^/(?:/)?$'),
      route('/_sitemap', '^/_sitemap(?:/)?$', true),
      route('/pp/[id]/reviews', '^/pp/(?<id>[^/]+?)/reviews(?:/)?$'),
      route('/pp/[id]/index', '^/pp/(?<id>[^/]+?)(?:/)?$'),
      route('/p/[rack]/[shelf]', '^/p/(?<rack>[^/]+?)/(?<shelf>[^/]+?)(?:/)?$'),
      route('/p/[rack]/index', '^/p/(?<rack>[^/]+?)(?:/)?$'),
      // Every other path: editorial documents at any depth, else the not-found page.
      route('/[...path]', '^(?:/(?<path>.+?))?(?:/)?$'),
    ],
    notFoundRoutes: [],
    redirects: [],
    rewrites: [],
  };
  const files: Record<string, string> = {
    'server/_expo/routes.json': JSON.stringify(manifest),
    'server/inline-script-hashes.json': '[]',
    // Bigger than the compression threshold, like every real page.
    'server/index.html': `<html lang="fr"><title>Accueil · Sillon</title>${'<p>Sillon</p>'.repeat(200)}</html>`,
    'server/[...path].html': '<html lang="fr"><title>Page introuvable · Sillon</title></html>',
    'server/_sitemap.html': '<html>sitemap</html>',
    'server/pp/[id].html': '<html>product</html>',
    'server/pp/[id]/reviews.html': '<html>reviews</html>',
    'server/p/[rack].html': '<html>rack</html>',
    'server/p/[rack]/[shelf].html': '<html>shelf</html>',
    'client/favicon.ico': 'icon',
    'client/_expo/static/js/web/entry-0123abcd.js': 'console.log("shop");'.repeat(100),
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  const bundle = path.join(root, 'client/_expo/static/js/web/entry-0123abcd.js');
  writeFileSync(`${bundle}.br`, brotliCompressSync(Buffer.from('console.log("shop");'.repeat(100))));
}

describe('serving the web shop', () => {
  let webDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'sillon-web-'));
    writeFakeExport(webDir);
    database = await openTestDatabase();
    app = await buildApp({
      config: {
        logLevel: 'silent',
        webDir,
        environment: 'test',
        dataDir: webDir,
        contentPreviewToken: undefined,
      },
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  // The database is empty: a catalogue page renders, answered with a 404 (found, it is a 200:
  // content-page-status.test.ts).
  it.each([
    ['/', 200, 'Accueil · Sillon'],
    ['/pp/confiture-de-fraises-123', 404, 'product'],
    ['/pp/confiture-de-fraises-123/reviews', 404, 'reviews'],
    ['/p/fruits-et-legumes-1', 404, 'rack'],
    ['/p/fruits-et-legumes-1/pommes-4', 404, 'shelf'],
  ])('serves the rendered page of %s (%i), revalidated on each visit', async (url, status, marker) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(marker);
  });

  it.each(['/no-such-page', '/pp', '/_sitemap', '/+not-found'])(
    'answers %s with the French not-found page and a 404',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Page introuvable · Sillon');
    },
  );

  it('serves hashed assets as immutable, pre-compressed when the browser accepts brotli', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/_expo/static/js/web/entry-0123abcd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['etag']).toBeTruthy();
  });

  it('compresses pages for browsers that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('says how long the page took to render (Server-Timing)', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['server-timing']).toMatch(/^render;dur=\d+\.\d, html;dur=\d+\.\d$/);
  });

  it('serves the files of the export that are not hashed, revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never answers a page for unknown API paths or other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/pp/confiture-de-fraises-123' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers 304 when the browser already has the page', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const second = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('never serves a file outside the export', async () => {
    const response = await app.inject({ method: 'GET', url: '/_expo/%2e%2e/%2e%2e/package.json' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('legacy paths on the web', () => {
  it('answers a legacy product path with a 301 to the canonical one, keeping the query', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'sillon-web-'));
    writeFakeExport(webDir);
    const app = Fastify({ logger: false });
    await registerWebShop(app, {
      webDir,
      environment: 'test',
      canonicalPath: async (url) =>
        url.startsWith('/r/')
          ? `/pp/confiture-de-fraises-abc123${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`
          : url,
    });
    const moved = await app.inject({ method: 'GET', url: '/r/confiture-de-fraises?utm=qr' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/pp/confiture-de-fraises-abc123?utm=qr');
    const canonical = await app.inject({ method: 'GET', url: '/pp/confiture-de-fraises-abc123' });
    expect(canonical.statusCode).toBe(200);
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });
});
