/**
 * The production build (issue 38) runs as an operator runs it: `apps/server/dist` copied to a
 * folder of its own, beside a `node_modules` holding the server's production dependencies only
 * (no tsx, no vitest, no esbuild, none of the workspace's TypeScript packages), started by `node`.
 * On an empty PostgreSQL it migrates, seeds the demo shop, draws its pictures and sells; on PGlite
 * its worker and migrations are found beside the build.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPurchase } from '../testing/guest-purchase';
import {
  scratchDatabase,
  serverBuild,
  startServerProcess,
  type ScratchDatabase,
  type ServerProcess,
} from '../testing/server-process';
import { aDeliveryMorning } from '../testing/shop-clock';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverRoot, '../..');
const BREAD = 'pain-de-campagne-au-levain';

let installation: string;
let buildDir: string;
let database: ScratchDatabase;
const servers: ServerProcess[] = [];

/**
 * A folder shaped like a deployed repository: `apps/server/dist` and a `node_modules` with one
 * link per production dependency of the server, to where npm installed it (a package's own
 * dependencies resolve from there, as production ones).
 */
function installBuildAlone(): void {
  installation = mkdtempSync(path.join(tmpdir(), 'sillon-built-'));
  buildDir = path.join(installation, 'apps/server/dist');
  cpSync(serverBuild, buildDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  const names = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies });
  for (const name of names.filter((name) => !name.startsWith('@sillon/'))) {
    const installed = [serverRoot, repoRoot]
      .map((root) => path.join(root, 'node_modules', name))
      .find((folder) => existsSync(folder));
    // Optional ones are other platforms' binaries.
    if (!installed) continue;
    const link = path.join(installation, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(installed, link);
  }
}

/** Whether `node` started in the build's folder finds `name` (as the build's own imports would). */
const resolvesFromBuild = (name: string) =>
  spawnSync(process.execPath, ['-e', `require.resolve(${JSON.stringify(name)})`], { cwd: buildDir })
    .status === 0;

beforeAll(async () => {
  installBuildAlone();
  database = await scratchDatabase();
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await database?.drop();
  rmSync(installation, { recursive: true, force: true });
}, 60_000);

describe('the production build', () => {
  it('sees none of the development tooling from where it runs', () => {
    expect(['tsx', 'vitest', 'esbuild', 'drizzle-kit', '@sillon/domain'].filter(resolvesFromBuild)).toEqual(
      [],
    );
    // The same check finds what the build does import.
    expect(['fastify', 'pg', 'sharp'].filter(resolvesFromBuild)).toEqual(['fastify', 'pg', 'sharp']);
  });

  it(
    'starts by node on an empty PostgreSQL, migrates, seeds and takes an order',
    { timeout: 300_000 },
    async () => {
      // The cluster runner and its copy, both from the build (one copy: the seed draws the pictures).
      const server = await startServerProcess(
        {
          DATABASE_URL: database.url,
          SERVER_COPIES: '1',
          GENERATE_MISSING_SECRETS: 'true',
          SHOP_CLOCK_START: aDeliveryMorning().toISOString(),
          DATA_DIR: path.join(installation, 'data'),
          LOG_LEVEL: 'warn',
        },
        240_000,
        'cluster',
        buildDir,
      );
      servers.push(server);
      expect(server.output.join('')).toMatch(/Demo shop created: \d+ products/);

      const [bread] = await database.query<{ id: string }>('select id from products where reference = $1', [
        BREAD,
      ]);
      const number = await guestPurchase(server.url, bread!.id);
      const [order] = await database.query<{ state: string }>('select state from carts where number = $1', [
        number,
      ]);
      expect(order?.state).toBe('complete');

      // A picture the seed drew, resized on demand (sharp, from the production dependencies).
      const [picture] = await database.query<{ key: string }>('select key from images limit 1');
      const image = await fetch(`${server.url}/images/${picture!.key}?w=200`, {
        headers: { accept: 'image/webp' },
      });
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
  );

  it('runs on PGlite from the build: its worker and migrations beside it', { timeout: 180_000 }, async () => {
    const server = await startServerProcess(
      {
        EMBEDDED_DATABASE: 'pglite',
        DATA_DIR: path.join(installation, 'data-pglite'),
        SEED_DEMO_SHOP: 'false',
        GENERATE_MISSING_SECRETS: 'true',
      },
      150_000,
      'main',
      buildDir,
    );
    servers.push(server);
    let ready: Response | undefined;
    for (let tries = 0; tries < 60 && ready?.status !== 200; tries += 1) {
      if (ready) await new Promise((resolve) => setTimeout(resolve, 500));
      ready = await fetch(`${server.url}/api/health/ready`);
    }
    expect(await ready!.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, caches: true, stopping: false },
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
