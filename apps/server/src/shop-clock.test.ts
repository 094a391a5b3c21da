import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { shopClock } from './shop-clock';
import { openTestDatabase } from './testing/test-database';

const HOUR_MS = 3_600_000;

describe('the shop clock', () => {
  it('runs real time without a start, and cannot be moved', () => {
    const clock = shopClock(undefined);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(clock.move).toBeUndefined();
  });

  it('runs on from its start, and moves on and back when asked', () => {
    const clock = shopClock('2030-01-15T10:00:00+01:00');
    const start = Date.parse('2030-01-15T10:00:00+01:00');
    expect(Math.abs(clock.now().getTime() - start)).toBeLessThan(1000);
    expect(Math.abs(clock.move!(48).getTime() - (start + 48 * HOUR_MS))).toBeLessThan(1000);
    expect(Math.abs(clock.now().getTime() - (start + 48 * HOUR_MS))).toBeLessThan(1000);
    clock.move!(-48);
    expect(Math.abs(clock.now().getTime() - start)).toBeLessThan(1000);
  });
});

describe('POST /api/dev/clock', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const appOn = (environment: 'development' | 'production') => {
    const clock = shopClock('2030-01-15T10:00:00+01:00');
    return buildApp({
      config: {
        logLevel: 'silent',
        webDir: '/nonexistent',
        environment,
        dataDir: tmpdir(),
        contentPreviewToken: undefined,
      },
      database,
      clock: clock.now,
      moveClock: clock.move,
    });
  };

  it('moves a shifted clock outside production, within a month either way', async () => {
    const app = await appOn('development');
    const moved = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 25 } });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse((moved.json() as { now: string }).now)).toBeGreaterThan(
      Date.parse('2030-01-16T10:00:00+01:00'),
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 1000 } })).statusCode,
    ).toBe(400);
    await app.close();
  });

  it("dates the API's answers by the shop's clock, which the app reads", async () => {
    const app = await appOn('development');
    // The clock runs on from its start while the app is built: within a minute of it.
    const gapFrom = async (expected: string) =>
      Math.abs(
        Date.parse((await app.inject({ url: '/api/health' })).headers['date'] as string) -
          Date.parse(expected),
      );
    expect(await gapFrom('2030-01-15T09:00:00Z')).toBeLessThan(60_000);
    await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 2 } });
    expect(await gapFrom('2030-01-15T11:00:00Z')).toBeLessThan(60_000);
    await app.close();
  });

  it('does not exist in production', async () => {
    const app = await appOn('production');
    expect(
      (await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 1 } })).statusCode,
    ).toBe(404);
    await app.close();
  });
});
