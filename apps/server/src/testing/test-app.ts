/** The real app on a fresh test database, seeded with the demo shop, for `inject` tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testRequestLimits } from './auth-test-app';
import { seedDemoShop } from '../seed/seed';
import { openTestDatabase } from './test-database';

export const TEST_PREVIEW_TOKEN = 'preview-token-for-tests-0123456789';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
};

/** `webDir`: a web export to serve (none by default: the API only). */
export async function openSeededApp(
  options: { withPictures?: boolean; webDir?: string } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemoShop(database.db, { withPictures: options.withPictures ?? false });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-test-'));
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      webDir: options.webDir ?? '/nonexistent',
      environment: 'test',
      dataDir,
      contentPreviewToken: TEST_PREVIEW_TOKEN,
      requestLimits: testRequestLimits(),
    },
    database,
  });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
