/**
 * Several server copies on one machine behind Node's own balancer (`cluster`): `SERVER_COPIES`
 * processes (2 by default) each run `main.ts` on one shared port, new connections handed out in
 * turn. On PostgreSQL only: the copies share nothing but the database (and the secrets). Signals
 * reach every copy (SIGTERM drains each), a copy that dies is started again.
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const copies = Number(process.env['SERVER_COPIES'] ?? '2');
if (!Number.isInteger(copies) || copies < 1) {
  console.error('SERVER_COPIES: a whole number of copies, 1 or more');
  process.exit(1);
}
if (!process.env['DATABASE_URL']) {
  console.error(
    'DATABASE_URL: several copies need PostgreSQL (the embedded database belongs to one process)',
  );
  process.exit(1);
}

// Beside this file: `main.ts` in the sources, `main.js` in the build (`apps/server/dist`).
const thisFile = fileURLToPath(import.meta.url);
const isBuilt = thisFile.endsWith('.js');
cluster.setupPrimary({
  exec: path.join(path.dirname(thisFile), isBuilt ? 'main.js' : 'main.ts'),
  // From the sources the copies run TypeScript as `npm start` does (tsx), whether or not this
  // process was started so; the build needs no loader.
  execArgv:
    isBuilt || process.execArgv.includes('tsx') ? process.execArgv : [...process.execArgv, '--import', 'tsx'],
});

let isStopping = false;
let stopFailed = false;
const start = (): Worker => cluster.fork();
for (let index = 0; index < copies; index += 1) start();

cluster.on('exit', (worker, code, signal) => {
  if (isStopping) {
    if (code !== 0) stopFailed = true;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopFailed ? 1 : 0);
    return;
  }
  console.error(`server copy ${worker.process.pid} ended (${signal ?? code}): starting another`);
  start();
});

const forward = (signal: NodeJS.Signals) => {
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    isStopping = true;
    forward(signal);
  });
}
process.on('SIGUSR2', () => forward('SIGUSR2'));
