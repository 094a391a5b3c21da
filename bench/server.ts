/**
 * `npm run bench:server`: starts the real server in-process on a random port (fresh embedded
 * database, the built web app) and loads it over loopback with autocannon. Prints req/s and latency
 * percentiles per endpoint. Figures are recorded in bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);

const targets = [
  { name: 'GET /api/health', path: '/api/health', headers: {} },
  { name: 'GET / (pre-rendered home, brotli)', path: '/', headers: { 'accept-encoding': 'br' } },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-bench-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '' });
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
const app = await buildApp({ config: { ...config, logLevel: 'warn' }, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

console.log(`node ${process.version}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint\n`);
console.log('endpoint | req/s | p50 ms | p99 ms | errors');
console.log('---|---|---|---|---');
for (const target of targets) {
  const result = await autocannon({
    url: `${address}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: target.headers,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors}`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
