import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJsonNotFound } from '../http/error-handler';
import { registerBackOffice } from './back-office';

const INDEX =
  '<!doctype html><html lang="fr"><title>Sillon · Espace équipe</title><div id="root"></div></html>';
const BUNDLE = 'console.log("back office");'.repeat(100);
const WORKER = 'self.addEventListener("fetch", () => undefined);';

async function serve(dir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerBackOffice(app, { dir });
  // The shop's own catch-all, which must not take the back office's paths.
  app.get('/*', async () => 'shop page');
  registerJsonNotFound(app);
  await app.ready();
  return app;
}

describe('the back office under /back-office/', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'back-office-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'assets/index-0123abcd.js'), BUNDLE);
    writeFileSync(path.join(dir, 'assets/index-0123abcd.js.br'), brotliCompressSync(Buffer.from(BUNDLE)));
    writeFileSync(path.join(dir, 'sw.js'), WORKER);
    app = await serve(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('redirects /back-office to /back-office/, with its query', async () => {
    const answer = await app.inject({ url: '/back-office' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/back-office/');
    // A screen's day, chosen before a reload, stays.
    const day = await app.inject({ url: '/back-office?day=2026-12-08' });
    expect(day.headers.location).toBe('/back-office/?day=2026-12-08');
  });

  it('answers its page, revalidated every time, never framed nor indexed', async () => {
    const answer = await app.inject({ url: '/back-office/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    expect(answer.body).toBe(INDEX);
    const again = await app.inject({
      url: '/back-office/',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers the page for a client route, so a reload keeps the screen', async () => {
    const answer = await app.inject({ url: '/back-office/orders/R123456789/packing-slip?x=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX);
  });

  it('serves its service worker as a script, revalidated every time, and never the page in its place', async () => {
    const answer = await app.inject({ url: '/back-office/sw.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe(WORKER);
    rmSync(path.join(dir, 'sw.js'));
    try {
      const missing = await app.inject({ url: '/back-office/sw.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      writeFileSync(path.join(dir, 'sw.js'), WORKER);
    }
  });

  it('serves hashed assets cached forever, pre-compressed when asked', async () => {
    const answer = await app.inject({
      url: '/back-office/assets/index-0123abcd.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('answers a missing asset with a JSON 404, not the page', async () => {
    const answer = await app.inject({ url: '/back-office/assets/gone-ffff.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('leaves every other path to the shop', async () => {
    const answer = await app.inject({ url: '/back-officer' });
    expect(answer.body).toBe('shop page');
  });
});

describe('a server without the back office build', () => {
  it('answers a short 503 in French', async () => {
    const app = await serve(path.join(tmpdir(), 'no-such-back-office-build'));
    const answer = await app.inject({ url: '/back-office/' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('npm run build:back-office');
    await app.close();
  });
});
