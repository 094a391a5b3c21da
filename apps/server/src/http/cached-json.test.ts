import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonCache, type JsonCacheOptions } from './cached-json';

/** A route answering `?key=` from a cache, counting how often its answer is made. */
async function cachedRoute(options: Partial<JsonCacheOptions> = {}) {
  const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 3, cacheControl: 'no-cache', ...options });
  const made = new Map<string, number>();
  const app = Fastify();
  app.get<{ Querystring: { key: string } }>('/answer', (request, reply) =>
    cache.send(request, reply, request.query.key, async () => {
      made.set(request.query.key, (made.get(request.query.key) ?? 0) + 1);
      return { key: request.query.key };
    }),
  );
  await app.ready();
  const ask = async (key: string) => (await app.inject({ url: `/answer?key=${key}` })).json();
  return { app, cache, made, ask };
}

describe('cached JSON answers', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
  });

  it('are made once and kept from the first request by default', async () => {
    const route = await cachedRoute();
    app = route.app;
    for (let ask = 0; ask < 3; ask += 1) expect(await route.ask('a')).toEqual({ key: 'a' });
    expect(route.made.get('a')).toBe(1);
  });

  it('with keepFromSecondRequest, are kept only once their key is asked a second time', async () => {
    const route = await cachedRoute({ keepFromSecondRequest: true });
    app = route.app;
    await route.ask('once');
    for (let ask = 0; ask < 4; ask += 1) expect(await route.ask('again')).toEqual({ key: 'again' });
    // Asked once: made, not kept. Asked again: made a second time and kept for the rest.
    expect(route.made.get('again')).toBe(2);
    await route.ask('once');
    await route.ask('once');
    expect(route.made.get('once')).toBe(2);
  });

  it('with keepFromSecondRequest, keep a kept answer’s refresh once it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createJsonCache({
      ttlMs: 3000,
      maxEntries: 3,
      cacheControl: 'no-cache',
      keepFromSecondRequest: true,
    });
    let made = 0;
    const fastify = Fastify();
    fastify.get('/answer', (request, reply) =>
      cache.send(request, reply, 'a', async () => ({ made: ++made })),
    );
    app = fastify;
    const ask = async () => (await fastify.inject({ url: '/answer' })).json<{ made: number }>().made;
    expect([await ask(), await ask(), await ask()]).toEqual([1, 2, 2]);
    vi.setSystemTime(Date.now() + 3001);
    // Expired: the kept answer is sent while its refresh is made, and the refresh is kept.
    expect(await ask()).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ask()).toBe(3);
    expect(made).toBe(3);
  });

  it('forget the keys asked once when too many are waiting for their second request', async () => {
    const route = await cachedRoute({ keepFromSecondRequest: true });
    app = route.app;
    await route.ask('first');
    // maxEntries × 4 keys asked once fill the memory of first requests: it starts again.
    for (let key = 0; key < 12; key += 1) await route.ask(`other-${key}`);
    await route.ask('first');
    await route.ask('first');
    expect(route.made.get('first')).toBe(3);
  });

  it('are made again after clear()', async () => {
    const route = await cachedRoute();
    app = route.app;
    await route.ask('a');
    route.cache.clear();
    await route.ask('a');
    expect(route.made.get('a')).toBe(2);
  });
});
