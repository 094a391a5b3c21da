/**
 * Starts the built shop for all journeys: the real server process on a random port, with a
 * temporary data dir (a fresh embedded database), exactly as `npm start` runs it. One per worker
 * (`SHOP_COUNT`): a journey mostly waits on the browser and the server, so workers run journeys
 * side by side, each on a shop of its own (a journey that moves the shop's clock moves only its
 * own shop's).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { aDeliveryMorning } from '../../apps/server/src/testing/shop-clock';
import { SHOP_COUNT } from './shop-count';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'apps/shop/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker: `journeyShopUrl()` (support/shop.ts) gives a journey its worker's. */
    shopUrls: string[];
    /** The staff's bearer for `/api/admin/...` (journeys change prices and stock with it). */
    adminToken: string;
    /** The back office's first admin, made by `npm run staff:create` before the server starts. */
    staffAdmin: { email: string; name: string; password: string };
  }
}

const ADMIN_TOKEN = `e2e-staff-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const STAFF_ADMIN = {
  email: 'admin@sillon.test',
  name: 'Alice Administratrice',
  password: `e2e-admin-${Math.random().toString(36).slice(2)}`,
};

const servers: ChildProcess[] = [];
const dataDirs: string[] = [];

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(path.join(webDir, 'server', '_expo', 'routes.json'))) {
    throw new Error('The web app is not built: run `npm run build:web` (npm test does it for you).');
  }
  const urls = await Promise.all(Array.from({ length: SHOP_COUNT }, () => startShop()));
  project.provide('shopUrls', urls);
  project.provide('adminToken', ADMIN_TOKEN);
  project.provide('staffAdmin', STAFF_ADMIN);
}

/** One shop: its first admin made, then its server started on a data dir of its own. */
async function startShop(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-e2e-'));
  dataDirs.push(dataDir);
  // The first admin, as the README says: from the command line, before any server holds the data.
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/src/staff-cli.ts'),
      '--email',
      STAFF_ADMIN.email,
      '--name',
      STAFF_ADMIN.name,
      '--role',
      'admin',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        STAFF_PASSWORD: STAFF_ADMIN.password,
      },
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) throw new Error(`staff:create failed:\n${created.stdout}${created.stderr}`);
  // A port of its own, as `npm start` has: the Stripe SDK reaches the built-in sandbox through it.
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIR: webDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Sign-in journeys read the codes from the dev outbox; a light captcha keeps them quick.
        DEV_SMS_OUTBOX: 'true',
        CAPTCHA_MAX_NUMBER: '5000',
        OTP_RESEND_WAIT_SECONDS: '5',
        // Every journey signs in, searches and pays from the same address, many times a minute: the
        // request limits stay on, roomy (the server suite sees them refuse).
        REQUEST_LIMITS: '*=1000/1m',
        // Checkout journeys book delivery slots: the shop runs from a weekday morning, so they pass
        // on a Friday night or a bank holiday too.
        SHOP_CLOCK_START: aDeliveryMorning().toISOString(),
        ADMIN_TOKEN,
        // The back office's « Prévisualiser » opens the shop's page with drafts shown.
        CONTENT_PREVIEW_TOKEN: `e2e-preview-${Math.random().toString(36).slice(2)}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  servers.push(server);
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

export async function teardown(): Promise<void> {
  await Promise.all(
    servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        return exited;
      }),
  );
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}

/** A port nothing listens on now (the system's choice, let go at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
