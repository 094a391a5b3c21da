/**
 * `npm run bench:web`: Lighthouse 12 (mobile emulation, simulated throttling) in Debian's
 * Chromium against the real server (fresh embedded database, demo shop, built web app) on home, a
 * rack and a product page. Prints the score, LCP, TBT, CLS and the first-load JavaScript (gzip).
 * Targets (issue 5): score ≥ 90, LCP ≤ 1.5 s, CLS 0, first-load JS ≤ 330 KB gzip.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath =
  process.env['CHROME_PATH'] ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
if (!chromePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');
if (!existsSync(path.join(repoRoot, 'apps/shop/dist/index.html')))
  throw new Error('Build the web app first: npm run build:web');

const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-bench-web-'));
console.log('Starting the server (first start: the demo shop is seeded, pictures drawn)…');
const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const address = await new Promise<string>((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /ready on (http:\/\/\S+)/.exec(output);
    if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const routing = (await (await fetch(`${address}/api/bff/catalog/products`)).json()) as {
  products: { path: string; available: boolean }[];
};
const pages = [
  { name: 'home', path: '/' },
  { name: 'rack', path: '/p/fruits-et-legumes-1' },
  { name: 'product', path: routing.products.find((product) => product.available)!.path },
];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
};

console.log(`\nLighthouse ${'12'} mobile, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| page | score | LCP s | TBT ms | CLS | first-load JS (KB, compressed) |');
console.log('|---|---|---|---|---|---|');
for (const page of pages) {
  // Warm the server's caches (image renditions, JSON), as a running shop has them.
  await fetch(`${address}${page.path}`);
  const result = await lighthouse(`${address}${page.path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  const audits = lhr.audits as Record<string, Audit>;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  console.log(
    `| ${page.name} | ${Math.round((lhr.categories['performance']?.score ?? 0) * 100)} | ${((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} | ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} | ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} | ${Math.round(jsKb)} |`,
  );
}

await chrome.kill();
const stopped = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await stopped;
rmSync(dataDir, { recursive: true, force: true });
