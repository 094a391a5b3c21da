/**
 * `npm run bench:catalog`: the real server in-process on a random port, on a fresh embedded
 * database seeded with the demo shop (and the built web app when present), loaded over loopback by
 * autocannon. Prints req/s and latency percentiles per endpoint; figures go to bench/README.md.
 * Target on a 2-core machine: p99 under 25 ms for the JSON endpoints at 50 connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoShop } from '../apps/server/src/seed/seed';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const DURATION_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);

const json = { 'accept-encoding': 'br, gzip' };
const targets = [
  { name: 'GET /api/bff/catalog/products', path: '/api/bff/catalog/products', headers: json },
  { name: 'GET /api/bff/page?path=/', path: '/api/bff/page?path=/', headers: json },
  { name: 'GET /api/bff/search?s=pates', path: '/api/bff/search?s=pates', headers: json },
  {
    name: 'GET /api/catalog/products/availability',
    path: '/api/catalog/products/availability',
    headers: json,
  },
  { name: 'GET /images/products/…?w=400 (AVIF)', path: '', headers: { accept: 'image/avif,image/webp,*/*' } },
  { name: 'GET / (pre-rendered home, brotli)', path: '/', headers: { 'accept-encoding': 'br' } },
  { name: 'GET /api/health (database round trip)', path: '/api/health', headers: {} },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-bench-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', DATA_DIR: dataDir });
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
console.log('Seeding the demo shop…');
await seedDemoShop(database.db);
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const firstProduct = (await (await fetch(`${address}/api/bff/catalog/products`)).json()).products[0];
const imagePath = `${firstProduct.photo.url}?w=400&fm=auto`;

console.log(`\nnode ${process.version}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint\n`);
console.log('| endpoint | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|');
for (const target of targets) {
  const url = `${address}${target.path || imagePath}`;
  await fetch(url, { headers: target.headers }); // warm the caches, as a running shop has them
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: target.headers,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
