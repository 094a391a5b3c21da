/**
 * Request limits counted in Redis (REDIS_URL): server copies count together. Runs on
 * TEST_REDIS_URL's Redis and fails when it does not answer (`testing/test-redis.ts`).
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, requestCode, type AuthTestApp } from '../testing/auth-test-app';
import { expectRedisAnswers, testKeyPrefix, testRedis } from '../testing/test-redis';
import type { RequestLimitSettings } from './request-limits';

const redis = testRedis();

describe.skipIf(redis.url === undefined)(
  `request limits in Redis, shared by server copies${redis.skipReason ? ` (${redis.skipReason})` : ''}`,
  () => {
    const url = redis.url!;
    const keyPrefix = testKeyPrefix('request-limits');
    let first: AuthTestApp;
    let second: AuthTestApp;

    beforeAll(async () => {
      await expectRedisAnswers(url);
      const requestLimits: RequestLimitSettings = {
        overrides: {
          search: { max: 3, windowSeconds: 60 },
          sign_in_code: { max: 4, windowSeconds: 60 },
        },
        store: { kind: 'redis', url, keyPrefix },
      };
      first = await openAuthApp({ requestLimits });
      second = await openAuthApp({ database: first.database, clock: first.clock, requestLimits });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      const cleaner = new Redis(url);
      const keys = await cleaner.keys(`${keyPrefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
      cleaner.disconnect();
    });

    const search = (shop: AuthTestApp, ip: string) =>
      shop.app.inject({ method: 'GET', url: '/api/bff/search?s=lentilles', remoteAddress: ip });

    it('count one client’s requests on both copies together, and refuse the rest with Retry-After', async () => {
      const ip = '192.0.2.30';
      const statuses = [];
      for (const shop of [first, second, first]) statuses.push((await search(shop, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      for (const shop of [second, first]) {
        const refused = await search(shop, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.code).toBe('too_many_requests');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      // Another client is not limited, on either copy.
      expect((await search(second, '192.0.2.31')).statusCode).toBe(200);
    });

    it("count one address's code requests across copies (the scale-out case)", async () => {
      const ip = '192.0.2.40';
      for (const [index, shop] of [first, second, first, second].entries())
        expect((await requestCode(shop.app, `06 99 00 01 ${10 + index}`, { ip })).statusCode).toBe(200);
      const fifth = await requestCode(first.app, '06 99 00 01 20', { ip });
      expect([fifth.statusCode, fifth.json().error.code]).toEqual([429, 'too_many_requests']);
    });

    it('keep their counts under the key prefix they were given', async () => {
      const reader = new Redis(url);
      try {
        const keys = await reader.keys(`${keyPrefix}*`);
        expect(
          keys.some((key) => key.includes('/api/bff/search') && key.endsWith('address:192.0.2.30')),
        ).toBe(true);
      } finally {
        reader.disconnect();
      }
    });
  },
);
