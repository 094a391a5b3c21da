/**
 * `npm run bench:scale`: the shop's reads at size, on PostgreSQL. Runs the real server
 * (`apps/server/src/main.ts`, production mode, the built web app when present) on a database
 * seeded with `npm run db:seed -- --scale N`, and loads it with autocannon from this process:
 * the catalogue's pages and JSON, search (one query, cached, and distinct queries, not cached),
 * and the order history of a customer with 500 orders. Also times the catalogue snapshot's
 * rebuild in this process. Prints figures; they go to bench/README.md.
 *
 *   DATABASE_URL=postgres://127.0.0.1:5432/test npm run bench:scale -- --scale 100
 *   npm run bench:scale -- --database postgres://127.0.0.1:5432/sillon_scale   # already seeded, kept
 *
 * With `--scale` (0 = the demo shop alone; `--products N` apart) it creates a scratch database on
 * DATABASE_URL's server, seeds it, measures, and drops it (`--keep` keeps it and prints its URL).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createCatalogRepository } from '../apps/server/src/modules/catalog/catalog.repository';
import {
  readSnapshot,
  refreshSnapshot,
  wholeLists,
} from '../apps/server/src/modules/catalog/catalog-snapshot';
import { openDatabase } from '../apps/server/src/db/client';
import { scratchDatabase } from '../apps/server/src/testing/server-process';
import { catalogueWords, searchTexts } from './search-texts';
import { LOAD_TEST_REQUEST_LIMITS, repoRoot } from './shop-server';

const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string' },
    products: { type: 'string' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'page-connections': { type: 'string', default: '2' },
    only: { type: 'string' },
    /** A folder where the server writes its CPU profile (`--cpu-prof`) when it stops. */
    profile: { type: 'string' },
  },
});
const SECONDS = Number(flags.seconds);
const CONNECTIONS = Number(flags.connections);
/** Pages are rendered on the server (~40 ms of CPU each on the demo shop): fewer at once. */
const PAGE_CONNECTIONS = Number(flags['page-connections']);

/** Customer n's id, as the generator makes it (`scaled-shop.ts`, `uuidOf`). */
function generatedCustomerId(n: number): string {
  const hex = createHash('md5').update(`scale-customer:${n}`).digest('hex');
  const uuid = `${hex.slice(0, 12)}5${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${uuid.slice(0, 8)}-${uuid.slice(8, 12)}-${uuid.slice(12, 16)}-${uuid.slice(16, 20)}-${uuid.slice(20)}`;
}

/** An access token as the auth module signs them (ES256, issuer and audience), for the bench's key. */
function accessToken(privateKey: KeyObject, userId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode({
    kind: 'customer',
    sub: userId,
    iss: 'sillon',
    aud: 'sillon-api',
    iat: now,
    exp: now + 3600,
  })}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${unsigned}.${signature.toString('base64url')}`;
}

function seed(databaseUrl: string): void {
  const args = ['--import', 'tsx', 'src/seed/seed-cli.ts'];
  if (flags.scale && Number(flags.scale) > 0) args.push('--scale', flags.scale);
  if (flags.products) args.push('--products', flags.products);
  console.log(`Seeding (${args.slice(3).join(' ') || 'the demo shop'})…`);
  const seeded = spawnSync(process.execPath, args, {
    cwd: path.join(repoRoot, 'apps/server'),
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('the seed failed');
}

type Server = { url: string; child: ChildProcess; lines: string[]; stop(): Promise<void> };

async function startServer(databaseUrl: string, privateKey: KeyObject): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-bench-scale-'));
  const profiling = flags.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(flags.profile)] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The built-in card sandbox, as `npm start` runs it (production refuses it unless said).
      PAYMENT_SANDBOX_ALLOWED: 'true',
      // The demo shop's identity on its legal pages, as `npm start` shows it.
      SHOP_LEGAL_DEMO_ALLOWED: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_SHOP: 'false',
      AUTH_JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      OTP_HMAC_KEY: randomBytes(32).toString('base64'),
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64'),
      SILLON_EVENT_LOOP_STATS: '1',
      REQUEST_LIMITS: LOAD_TEST_REQUEST_LIMITS,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n'));
      const match = /ready on http:\/\/localhost:(\d+)/.exec(lines.join('\n'));
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it was ready`)));
  });
  return {
    url,
    child,
    lines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const stopped = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await stopped;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's event-loop delay since the last ask (`SILLON_EVENT_LOOP_STATS`). */
async function eventLoopDelay(server: Server): Promise<{ p99Ms: number; maxMs: number } | undefined> {
  const before = server.lines.length;
  server.child.kill('SIGUSR2');
  for (let wait = 0; wait < 20; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = server.lines.slice(before).find((candidate) => candidate.startsWith('event-loop-delay '));
    if (line) return JSON.parse(line.slice('event-loop-delay '.length)) as { p99Ms: number; maxMs: number };
  }
  return undefined;
}

type Target = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A path per request (distinct searches, past the answer cache). */
  paths?: () => string;
  /** This many requests (each of `paths` once) instead of the row's duration. */
  amount?: number;
  isPage?: boolean;
};

async function measure(server: Server, target: Target) {
  const headers = { 'accept-encoding': 'br, gzip', ...target.headers };
  const warm = await fetch(`${server.url}${target.path}`, {
    method: target.method ?? 'GET',
    headers,
    ...(target.body ? { body: target.body } : {}),
  });
  const size = (await warm.arrayBuffer()).byteLength;
  if (!warm.ok) throw new Error(`${target.name}: ${warm.status}`);
  await eventLoopDelay(server);
  const result = await autocannon({
    url: `${server.url}${target.path}`,
    connections: target.isPage ? PAGE_CONNECTIONS : CONNECTIONS,
    ...(target.amount ? { amount: target.amount } : { duration: SECONDS }),
    method: target.method ?? 'GET',
    headers,
    ...(target.body ? { body: target.body } : {}),
    ...(target.paths
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: target.paths!() }) }] }
      : {}),
  });
  const loop = await eventLoopDelay(server);
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `| ${target.name} | ${(size / 1024).toFixed(1)} | ${Math.round(result.requests.total / result.duration)} | ${result.latency.p50} | ` +
      `${result.latency.p99} | ${loop ? `${loop.p99Ms} / ${loop.maxMs}` : '?'} | ${errors} |`,
  );
}

/**
 * The catalogue snapshot in this process, as the server keeps it: read whole (at start, and when
 * a rack or shelf changed), refreshed every 3 s (the products that changed since), and the
 * whole-catalogue lists made on demand (which no screen asks for any more).
 */
async function timeSnapshot(databaseUrl: string) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const repository = createCatalogRepository(database.db);
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const reads: number[] = [];
  const refreshes: number[] = [];
  const lists: number[] = [];
  let snapshot = await readSnapshot(repository);
  for (let round = 0; round < 5; round += 1) {
    let started = performance.now();
    snapshot = await readSnapshot(repository);
    reads.push(Math.round(performance.now() - started));
    started = performance.now();
    await refreshSnapshot(repository, snapshot);
    refreshes.push(Math.round((performance.now() - started) * 10) / 10);
    started = performance.now();
    wholeLists(snapshot);
    lists.push(Math.round(performance.now() - started));
  }
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const json = JSON.stringify({ products: wholeLists(snapshot).tiles });
  const routing = JSON.stringify(wholeLists(snapshot).routing);
  await database.close();
  console.log(
    `Catalogue snapshot (${snapshot.records.size} products): read whole in ${reads.join(', ')} ms; ` +
      `refreshed (what changed) in ${refreshes.join(', ')} ms; whole lists made in ${lists.join(', ')} ms; ` +
      `${heapMb.toFixed(0)} MB of heap held (whole lists made); ` +
      `every tile as JSON ${(json.length / 1e6).toFixed(1)} MB, routing ${(routing.length / 1e6).toFixed(1)} MB.`,
  );
}

const load = loadavg().map((value) => value.toFixed(2));
console.log(`${cpus().length} cores, load average ${load.join(' ')}, node ${process.version}`);
let database: { url: string; drop(): Promise<void> } | undefined;
let databaseUrl = flags.database;
if (!databaseUrl) {
  const given = process.env['DATABASE_URL'];
  if (!given || flags.scale === undefined) {
    console.error('Give --database URL (already seeded), or DATABASE_URL and --scale N (a scratch database)');
    process.exit(2);
  }
  database = await scratchDatabase(given, 'sillon_scale');
  databaseUrl = database.url;
  seed(databaseUrl);
}
const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const server = await startServer(databaseUrl, privateKey);
try {
  await timeSnapshot(databaseUrl);
  // What the snapshot's timing made (400 MB at 100 000 products) is collected now: collected
  // later, during a row's load, the load generator's own pause would count in that row's p99.
  (runInNewContext('gc') as () => void)();
  const json = async <T>(route: string) => (await (await fetch(`${server.url}${route}`)).json()) as T;
  const { racks } = await json<{ racks: { path: string; key: string }[] }>('/api/bff/catalog/racks');
  const found = await json<{ products: { id: string; path: string }[] }>('/api/bff/search?s=pates');
  const demoRack = racks.find((rack) => !rack.key.startsWith('scale-')) ?? racks[0]!;
  const product = found.products[0]!;
  // What the rack and product screens ask for now: their own share of the catalogue.
  const rackSegment = demoRack.path.split('/')[2]!;
  const rackPage = await json<{ shelves: { rackId: string; products: string[] }[]; rack: { id: string } }>(
    `/api/bff/catalog/racks/${rackSegment}`,
  );
  const shownShelf = rackPage.shelves.find((shelf) => shelf.rackId === rackPage.rack.id)!;
  const shelfTiles = `/api/bff/catalog/products?ids=${[...shownShelf.products].slice(0, 150).sort().join(',')}`;
  const words = [
    'pates',
    'pain',
    'fromage',
    'tomate',
    'pomme',
    'miel',
    'lait',
    'yaourt',
    'riz',
    'farine',
    'huile',
    'chocolat',
    'cafe',
    'the',
    'jus',
    'vin',
    'biere',
    'savon',
    'lentilles',
    'carottes',
    'poulet',
    'jambon',
    'beurre',
    'oeufs',
    'confiture',
    'biscuits',
    'muesli',
    'amandes',
    'noix',
    'compote',
  ];
  let searches = 0;
  const popularSearch = () => {
    searches += 1;
    const word = words[searches % words.length]!;
    // An unknown label is ignored by the search (and reported as not applied) but keys the answer
    // cache: the words' ranked matches, kept a minute, are what answers.
    return `/api/bff/search?s=${word}&label=banc-${searches}`;
  };
  // Texts never searched before: the catalogue's own words, then pairs of them.
  const { neverSearched: texts, askedOnce: firstTimeTexts } = searchTexts(await catalogueWords(databaseUrl));
  let distinct = 0;
  const distinctSearch = () => `/api/bff/search?s=${encodeURIComponent(texts[distinct++ % texts.length]!)}`;
  // Pairs none of the rows before asks for, each asked once: every request a search whose
  // matches, tiles and answer are made for the first time (the words' stems are known by then).
  // Six pairs a word: the first requests of a row wait on each other (ten sent at once, caches
  // cold), and in fewer than 500 they alone made the p99.
  let firstTime = 0;
  const firstTimeSearch = () =>
    `/api/bff/search?s=${encodeURIComponent(firstTimeTexts[firstTime++ % firstTimeTexts.length]!)}`;
  const heavyCustomer = generatedCustomerId(1);
  const bearer = { authorization: `Bearer ${accessToken(privateKey, heavyCustomer)}` };
  const history = await fetch(`${server.url}/api/v2/storefront/account/orders?per_page=10`, {
    headers: bearer,
  });
  const historyCount = history.ok
    ? ((await history.json()) as { meta: { total_count: number } }).meta.total_count
    : 0;
  const targets: Target[] = [
    { name: 'GET / (home page)', path: '/', isPage: true },
    { name: `GET ${demoRack.path} (rack page)`, path: demoRack.path, isPage: true },
    { name: 'GET product page', path: product.path, isPage: true },
    { name: 'GET /api/bff/page?path=/ (home JSON)', path: '/api/bff/page?path=/' },
    {
      name: `GET /api/bff/catalog/racks/${rackSegment} (the rack screen's)`,
      path: `/api/bff/catalog/racks/${rackSegment}`,
    },
    { name: "GET /api/bff/catalog/products?ids=… (the shown shelf's tiles)", path: shelfTiles },
    {
      name: "GET /api/bff/catalog/routing?path=… (the product screen's)",
      path: `/api/bff/catalog/routing?path=${encodeURIComponent(product.path)}`,
    },
    { name: 'GET /api/bff/catalog/racks', path: '/api/bff/catalog/racks' },
    { name: 'GET /api/bff/catalog/shelves', path: '/api/bff/catalog/shelves' },
    { name: 'GET /api/bff/catalog/routing', path: '/api/bff/catalog/routing' },
    { name: 'GET /api/bff/catalog/products (every tile)', path: '/api/bff/catalog/products' },
    {
      name: 'POST /api/bff/catalog/products (one card)',
      method: 'POST',
      path: '/api/bff/catalog/products',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [product.id] }),
    },
    { name: 'GET /api/bff/search?s=pates (cached)', path: '/api/bff/search?s=pates' },
    {
      name: 'GET /api/bff/search, 30 popular words (their matches kept)',
      path: popularSearch(),
      paths: popularSearch,
    },
    {
      name: `GET /api/bff/search, texts never searched (${texts.length} texts of the catalogue's words)`,
      path: distinctSearch(),
      paths: distinctSearch,
    },
    {
      name: `GET /api/bff/search, each asked once (${firstTimeTexts.length - 1} new pairs of words)`,
      path: firstTimeSearch(),
      paths: firstTimeSearch,
      amount: firstTimeTexts.length - 1,
    },
  ];
  if (historyCount > 0) {
    targets.push({
      name: `GET account/orders?per_page=10 (${historyCount} orders)`,
      path: '/api/v2/storefront/account/orders?per_page=10',
      headers: bearer,
    });
  } else {
    console.log('No generated customer with orders here: the order history is not measured.');
  }
  // The server renders pages with the web app's build (`npm run build:web`); without it they are 404s.
  const webBuilt = existsSync(path.join(repoRoot, 'apps/shop/dist/server/_expo/routes.json'));
  const chosen = (
    flags.only ? targets.filter((target) => target.name.includes(flags.only!)) : targets
  ).filter((target) => webBuilt || !target.isPage);
  if (!webBuilt) console.log('No web build here (npm run build:web): the pages are not measured.');
  console.log(`\n${CONNECTIONS} connections (pages: ${PAGE_CONNECTIONS}), ${SECONDS} s per request\n`);
  console.log(
    '| request | answer KB (uncompressed) | req/s | p50 ms | p99 ms | event loop p99 / max ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const target of chosen) {
    await measure(server, target).catch((failure: unknown) => {
      console.log(`| ${target.name} | failed: ${String(failure)} | | | | | |`);
    });
  }
} finally {
  await server.stop();
  if (database && !flags.keep) await database.drop();
  if (database && flags.keep) console.log(`Kept: ${database.url}`);
}
