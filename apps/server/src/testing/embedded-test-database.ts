/**
 * Vitest's global set-up for the server suite: the tests' PostgreSQL. TEST_DATABASE_URL names one
 * (CI's); without it, the embedded PostgreSQL the shop runs on by default is started once, in a
 * temporary folder, for the whole run. Each test file then works in a schema of its own
 * (`test-database.ts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { withDefaultUser } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

/**
 * The search extensions, once, before the test files (each migrates its own schema) race to make
 * them in the shared `public` schema.
 */
async function createExtensions(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query('create extension if not exists unaccent with schema public');
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) {
    await createExtensions(given);
    project.provide('testDatabaseUrl', given);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-test-postgres-'));
  const server = await startEmbeddedPostgres(dataDir);
  await createExtensions(server.url);
  project.provide('testDatabaseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
