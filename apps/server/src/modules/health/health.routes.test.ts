import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';

describe('GET /api/health', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: {
        logLevel: 'silent',
        webDir: '/nonexistent',
        environment: 'test',
        dataDir: tmpdir(),
        contentPreviewToken: undefined,
      },
      database,
    });
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
    expect(response.json().error.message).toMatch(/n'existe pas/);
  });

  it('answers 503 once the database stops answering', async () => {
    const closed = await openTestDatabase();
    const orphan = await buildApp({
      config: {
        logLevel: 'silent',
        webDir: '/nonexistent',
        environment: 'test',
        dataDir: tmpdir(),
        contentPreviewToken: undefined,
      },
      database: closed,
    });
    await closed.close();
    const response = await orphan.inject({ method: 'GET', url: '/api/health' });
    await orphan.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
  });
});
