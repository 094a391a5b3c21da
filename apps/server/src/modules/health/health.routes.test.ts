import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';

const appOn = (database: DatabaseHandle) =>
  buildApp({
    config: {
      logLevel: 'silent',
      webDir: '/nonexistent',
      environment: 'test',
      dataDir: tmpdir(),
      contentPreviewToken: undefined,
    },
    database,
  });

describe('GET /api/health', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await appOn(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers ok with the kind of database in use', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    // The tests run on PostgreSQL (the embedded one, or TEST_DATABASE_URL's).
    expect(response.json()).toEqual({ status: 'ok', db: 'postgres' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 in JSON with a stable code for an unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(response.json().error.message).toMatch(/n’existe pas/);
  });

  it('answers 503 once the database stops answering', async () => {
    const closed = await openTestDatabase();
    const orphan = await appOn(closed);
    await closed.close();
    const response = await orphan.inject({ method: 'GET', url: '/api/health' });
    await orphan.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await appOn(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ready = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: response.statusCode, body: response.json(), connection: response.headers['connection'] };
  };

  it('answers live as soon as the process answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'ok' }]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready before its catalogue is read, ready after, and no longer once stopping', async () => {
    expect(await ready()).toMatchObject({
      status: 503,
      body: {
        status: 'unready',
        checks: { database: true, migrations: true, caches: false, stopping: false },
      },
    });

    await app.readiness.warm();
    expect(await ready()).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: true, migrations: true, caches: true, stopping: false } },
    });
    expect((await ready()).connection).not.toBe('close');

    app.readiness.stopBeingReady();
    const stopping = await ready();
    expect(stopping).toMatchObject({ status: 503, body: { status: 'unready', checks: { stopping: true } } });
    // Every answer now ends its connection: the balancer's next request opens one to another copy.
    expect(stopping.connection).toBe('close');
    const search = await app.inject({ method: 'GET', url: '/api/bff/search?q=pain' });
    expect([search.statusCode, search.headers['connection']]).toEqual([200, 'close']);
  });

  it('is not ready on a database that lacks one of its migrations', async () => {
    const behind = await openTestDatabase();
    await behind.executeSql(
      'delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)',
    );
    const copy = await appOn(behind);
    await copy.readiness.warm();
    const response = await copy.inject({ method: 'GET', url: '/api/health/ready' });
    await copy.close();
    await behind.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ checks: { database: true, migrations: false, caches: true } });
  });
});
