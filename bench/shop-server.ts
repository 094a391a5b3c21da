/**
 * The real server in its own process, as in production (a load generator must not share its event
 * loop), on a random port and a fresh embedded database seeded with the demo shop.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ShopServer = { address: string; stop(): Promise<void> };

/**
 * A load generator is one client asking thousands of times a second: the request limits stay on
 * (their cost is measured) with numbers it never reaches.
 */
export const LOAD_TEST_REQUEST_LIMITS = '*=1000000000/1m';

/**
 * `root`: the checkout whose server and web build to run (this one by default); `host`: the
 * loopback address it listens on; `env`: more of its settings.
 */
export async function startShopServer(
  root: string = repoRoot,
  { host = '127.0.0.1', env = {} }: { host?: string; env?: Record<string, string> } = {},
): Promise<ShopServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-bench-'));
  console.log(`Starting the server of ${root} (first start: the demo shop is seeded, pictures drawn)…`);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: host,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // The built-in card sandbox, as `npm start` runs it (production refuses it unless said).
      PAYMENT_SANDBOX_ALLOWED: 'true',
      // The demo shop's identity on its legal pages, as `npm start` shows it.
      SHOP_LEGAL_DEMO_ALLOWED: 'true',
      REQUEST_LIMITS: LOAD_TEST_REQUEST_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', host));
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    address,
    async stop() {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
