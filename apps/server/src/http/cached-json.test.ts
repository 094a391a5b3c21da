import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonCache, type JsonCacheOptions } from './cached-json';

/** A route answering `?key=` from a cache, counting how often its answer is made. */
async function cachedRoute(options: Partial<JsonCacheOptions> = {}) {
  const cache = createJsonCache({ ttl: 60_000, max: 3, cacheControl: 'no-cache', ...options });
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
      ttl: 3000,
      max: 3,
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

  it('compress an answer sent once fast (level 4) and a kept one small (level 6)', async () => {
    const cache = createJsonCache({
      ttl: 60_000,
      max: 3,
      cacheControl: 'no-cache',
      keepFromSecondRequest: true,
    });
    const answer = { words: Array.from({ length: 3000 }, (_, n) => ((n * 7919) % 10_007).toString(36)) };
    const fastify = Fastify();
    fastify.get<{ Querystring: { key: string } }>('/answer', (request, reply) =>
      cache.send(request, reply, request.query.key, async () => answer),
    );
    app = fastify;
    const ask = async (key: string, encoding: 'br' | 'gzip') => {
      const response = await fastify.inject({
        url: `/answer?key=${key}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      return response.rawPayload;
    };
    const json = JSON.stringify(answer);
    const brotliAt = (quality: number) =>
      brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    const gzipAt = (level: number) => gzipSync(json, { level });
    expect(brotliAt(4).equals(brotliAt(6))).toBe(false);
    expect(gzipAt(4).equals(gzipAt(6))).toBe(false);
    expect((await ask('a', 'br')).equals(brotliAt(4))).toBe(true);
    expect((await ask('a', 'br')).equals(brotliAt(6))).toBe(true);
    expect((await ask('a', 'br')).equals(brotliAt(6))).toBe(true);
    expect((await ask('b', 'gzip')).equals(gzipAt(4))).toBe(true);
    expect((await ask('b', 'gzip')).equals(gzipAt(6))).toBe(true);
  });

  it('forget the least recent key asked once when too many are waiting for their second request', async () => {
    const route = await cachedRoute({ keepFromSecondRequest: true });
    app = route.app;
    await route.ask('first');
    await route.ask('second');
    // max × 4 keys asked once are remembered: 'first' is the least recent of 13, 'second' stays.
    for (let key = 0; key < 11; key += 1) await route.ask(`other-${key}`);
    await route.ask('second');
    await route.ask('second');
    expect(route.made.get('second')).toBe(2);
    await route.ask('first');
    await route.ask('first');
    expect(route.made.get('first')).toBe(3);
  });

  it('keep a refreshed answer without evicting another, and evict the least recently used first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createJsonCache({ ttl: 3000, max: 3, cacheControl: 'no-cache' });
    const made = new Map<string, number>();
    const fastify = Fastify();
    fastify.get<{ Querystring: { key: string } }>('/answer', (request, reply) => {
      const { key } = request.query;
      return cache.send(request, reply, key, async () => {
        made.set(key, (made.get(key) ?? 0) + 1);
        return { made: made.get(key) };
      });
    });
    app = fastify;
    const ask = async (key: string) =>
      (await fastify.inject({ url: `/answer?key=${key}` })).json<{ made: number }>().made;
    for (const key of ['a', 'b', 'c']) await ask(key);
    vi.setSystemTime(Date.now() + 3001);
    // b's refresh is kept; a, the oldest, stays kept too (an expired answer is still sent).
    expect(await ask('b')).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ask('a')).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    // c is now the least recently used: a new key takes its place.
    await ask('d');
    expect(await ask('c')).toBe(2);
    expect(await ask('a')).toBe(2);
    expect(made.get('a')).toBe(2);
  });

  it('after clear(), still join the answer being made for the same key', async () => {
    const cache = createJsonCache({ ttl: 3000, max: 3, cacheControl: 'no-cache' });
    const waiting: (() => void)[] = [];
    let made = 0;
    const fastify = Fastify();
    fastify.get('/answer', (request, reply) =>
      cache.send(request, reply, 'a', async () => {
        made += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
        return { made };
      }),
    );
    app = fastify;
    const flush = () => new Promise((resolve) => setImmediate(resolve));
    const first = fastify.inject({ url: '/answer' });
    await flush();
    cache.clear();
    const second = fastify.inject({ url: '/answer' });
    await flush();
    waiting.shift()!();
    // Cleared while being made, the first answer still answers its request.
    expect((await first).statusCode).toBe(200);
    // The first answer's end must not forget the second, still being made: the third joins it.
    const third = fastify.inject({ url: '/answer' });
    await flush();
    while (waiting.length > 0) waiting.shift()!();
    expect((await Promise.all([second, third])).map((answer) => answer.json())).toEqual([
      { made: 2 },
      { made: 2 },
    ]);
    expect(made).toBe(2);
  });

  it('under load, refresh an expired answer once and answer every request with it meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createJsonCache({ ttl: 3000, max: 3, cacheControl: 'no-cache' });
    const waiting: (() => void)[] = [];
    let made = 0;
    let isHeld = false;
    const fastify = Fastify();
    fastify.get('/answer', (request, reply) =>
      cache.send(request, reply, 'a', async () => {
        made += 1;
        const answer = { made };
        if (isHeld) await new Promise<void>((resolve) => waiting.push(resolve));
        return answer;
      }),
    );
    app = fastify;
    const ask = async () => (await fastify.inject({ url: '/answer' })).json<{ made: number }>().made;
    expect(await ask()).toBe(1);
    vi.setSystemTime(Date.now() + 3001);
    isHeld = true;
    // Fifty requests while the refresh is held: one refresh, all answered with the expired answer.
    expect(await Promise.all(Array.from({ length: 50 }, ask))).toEqual(Array(50).fill(1));
    expect(made).toBe(2);
    waiting.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ask()).toBe(2);
    expect(made).toBe(2);
  });

  it('under load, make a missing answer once for every request waiting for it', async () => {
    const cache = createJsonCache({ ttl: 3000, max: 3, cacheControl: 'no-cache' });
    let made = 0;
    const fastify = Fastify();
    fastify.get('/answer', (request, reply) =>
      cache.send(request, reply, 'a', async () => {
        made += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { made };
      }),
    );
    app = fastify;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => (await fastify.inject({ url: '/answer' })).json()),
    );
    expect(answers).toEqual(Array(50).fill({ made: 1 }));
    expect(made).toBe(1);
  });

  it('keep sending the last good answer when its refresh fails, and try again on the next request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createJsonCache({ ttl: 3000, max: 3, cacheControl: 'no-cache' });
    let made = 0;
    let isFailing = false;
    const fastify = Fastify();
    fastify.get('/answer', (request, reply) =>
      cache.send(request, reply, 'a', async () => {
        made += 1;
        if (isFailing) throw new Error('database away');
        return { made };
      }),
    );
    app = fastify;
    const ask = async () => {
      const response = await fastify.inject({ url: '/answer' });
      expect(response.statusCode).toBe(200);
      return response.json<{ made: number }>().made;
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    expect(await ask()).toBe(1);
    vi.setSystemTime(Date.now() + 3001);
    isFailing = true;
    expect(await ask()).toBe(1);
    await settle();
    expect(await ask()).toBe(1);
    await settle();
    expect(made).toBe(3);
    isFailing = false;
    expect(await ask()).toBe(1);
    await settle();
    expect(await ask()).toBe(4);
  });

  it('answer a failure of a missing answer with the error, and keep nothing for it', async () => {
    const cache = createJsonCache({ ttl: 3000, max: 3, cacheControl: 'no-cache' });
    let made = 0;
    const fastify = Fastify();
    fastify.get('/answer', (request, reply) =>
      cache.send(request, reply, 'a', async () => {
        made += 1;
        if (made === 1) throw new Error('database away');
        return { made };
      }),
    );
    app = fastify;
    expect((await fastify.inject({ url: '/answer' })).statusCode).toBe(500);
    expect((await fastify.inject({ url: '/answer' })).json()).toEqual({ made: 2 });
  });

  it('keep at most max answers, letting the least recently used go first', async () => {
    const route = await cachedRoute();
    app = route.app;
    for (const key of ['a', 'b', 'c', 'a', 'd']) await route.ask(key);
    // a was asked again after b: b is the one that made room for d.
    for (const key of ['a', 'c', 'd']) await route.ask(key);
    expect([...route.made.values()].reduce((sum, count) => sum + count)).toBe(4);
    await route.ask('b');
    expect(route.made.get('b')).toBe(2);
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
