/**
 * The tests' Redis: TEST_REDIS_URL's (CI sets it, `.ci/run`). Tests of what Redis shares run when
 * it is set and fail when Redis does not answer; without it they fail in CI (`CI=true`), as the
 * PostgreSQL suites do, and are skipped elsewhere with the reason in their name.
 */
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

export type TestRedis = { url: string; skipReason?: undefined } | { url?: undefined; skipReason: string };

export function testRedis(): TestRedis {
  const url = process.env['TEST_REDIS_URL'];
  if (url) return { url };
  if (process.env['CI'] === 'true')
    throw new Error('TEST_REDIS_URL is needed in CI: the request limits shared in Redis are tested there');
  const skipReason = 'skipped: TEST_REDIS_URL is unset (CI sets it)';
  // The reporter counts skipped tests without saying why: the reason goes to the run's output.
  console.warn(`Request limits in Redis ${skipReason}`);
  return { skipReason };
}

/** Throws, naming the address, when Redis does not answer a PING within two seconds. */
export async function expectRedisAnswers(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (failure) {
    throw new Error(`Redis does not answer at TEST_REDIS_URL=${url}: ${String(failure)}`);
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of its own, so test files running at once never count each other's requests. */
export function testKeyPrefix(name: string): string {
  return `sillon-test:${name}:${randomBytes(4).toString('hex')}:`;
}
