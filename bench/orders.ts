/**
 * `npm run bench:orders`: whole orders through the storefront API, as the app places them, by N
 * concurrent buyers (guests). Each order: cart, 5 items (one call each), address, shipping rates,
 * a bike slot (a pickup point when none has room or none is offered), next, a card at the sandbox
 * processor, create_payment, complete. Prints orders/s, each step's p50/p99, the whole order's,
 * why orders went to a pickup point, the errors by step and code, and (on a server it started)
 * the event loop's delay in each server copy.
 *
 *   npm run bench:orders -- [--buyers 10] [--seconds 30 | --orders 500] [--copies 2] [--url URL]
 *                           [--only orders,cart-line,product-card] [--profile DIR]
 *
 * Without --url it starts the real server (`apps/server/src/main.ts`, production mode): on a fresh
 * embedded database, or on a scratch database of the PostgreSQL in DATABASE_URL (dropped after);
 * `--copies N` (PostgreSQL) runs N copies behind Node's cluster balancer (`src/cluster.ts`).
 * The shop is made roomy first so refusals are not the shop being full: an admin made by
 * staff:create raises every bike slot's capacity to 10 000 through the staff API, and ADMIN_TOKEN
 * raises the stock of the products bought. Against --url, give BENCH_STAFF_EMAIL,
 * BENCH_STAFF_PASSWORD and ADMIN_TOKEN for the same preparation (otherwise none is done).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scratchDatabase } from '../apps/server/src/testing/server-process';
import { LOAD_TEST_REQUEST_LIMITS, repoRoot } from './shop-server';

const { values: flags } = parseArgs({
  options: {
    buyers: { type: 'string', default: '10' },
    seconds: { type: 'string' },
    orders: { type: 'string' },
    copies: { type: 'string', default: '1' },
    url: { type: 'string' },
    only: { type: 'string', default: 'orders,cart-line,product-card' },
    /** A folder where each server copy writes its CPU profile (`--cpu-prof`) when it stops. */
    profile: { type: 'string' },
  },
});
/** Which measurements to run: whole orders, then two single requests under autocannon. */
const ONLY = new Set(flags.only.split(','));
const ROW_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const ROW_CONNECTIONS = 10;
const BUYERS = Number(flags.buyers);
const COPIES = Number(flags.copies);
const ORDER_LIMIT = flags.orders ? Number(flags.orders) : Infinity;
const SECONDS = flags.seconds ? Number(flags.seconds) : flags.orders ? Infinity : 30;
const ITEMS_PER_ORDER = 5;
const POOL_SIZE = 60;
const SLOT_CAPACITY = 10_000;
const STAFF = { email: 'banc@sillon.test', password: randomBytes(12).toString('base64url') };
/** Why an order went to a pickup point, as printed (and the key its count is kept under). */
const PICKUP_REASONS = {
  noBike: '(no bike delivery offered)',
  full: '(no bike slot had room)',
  none: '(the calendar offered no bike slot at this hour: they are offered 24 to 48 h ahead, none on Sundays and holidays)',
};
const ADDRESS = {
  firstname: 'Camille',
  lastname: 'Martin',
  address1: '12 rue Oberkampf',
  city: 'Paris',
  zipcode: '75011',
  country_iso: 'FR',
};

if (COPIES > 1 && (flags.url || !process.env['DATABASE_URL'])) {
  console.error(
    '--copies needs DATABASE_URL (PostgreSQL) and no --url: the embedded database is one process',
  );
  process.exit(2);
}

type Started = { url: string; child: ChildProcess; output: string[]; cleanUp(): Promise<void> };

async function startServer(adminToken: string): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-bench-orders-'));
  const database = process.env['DATABASE_URL']
    ? await scratchDatabase(process.env['DATABASE_URL'], 'sillon_bench')
    : null;
  const env = {
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
    DATABASE_URL: database?.url ?? '',
    WEB_DIR: '/nonexistent',
    GENERATE_MISSING_SECRETS: 'true',
    ADMIN_TOKEN: adminToken,
    SILLON_EVENT_LOOP_STATS: '1',
    SERVER_COPIES: String(COPIES),
    REQUEST_LIMITS: LOAD_TEST_REQUEST_LIMITS,
  };
  const serverRoot = path.join(repoRoot, 'apps/server');
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/staff-cli.ts', '--email', STAFF.email, '--name', 'Banc', '--role', 'admin'],
    { cwd: serverRoot, env: { ...env, STAFF_PASSWORD: STAFF.password }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`staff:create failed: ${made.stderr}`);
  console.log(
    `Starting ${COPIES} server cop${COPIES > 1 ? 'ies' : 'y'} on ${database ? 'PostgreSQL' : 'the embedded database'} (first start seeds the demo shop)…`,
  );
  const profiling = flags.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(flags.profile)] : [];
  const entry = COPIES > 1 ? 'src/cluster.ts' : 'src/main.ts';
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', entry], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const ready = output.join('').match(/ready on http:\/\/localhost:(\d+)/g) ?? [];
      if (ready.length === COPIES) resolve(`http://127.0.0.1:${/(\d+)$/.exec(ready[0]!)![1]}`);
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it was ready`)));
  });
  return {
    url,
    child,
    output,
    async cleanUp() {
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await stopped;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

class RefusedError extends Error {
  constructor(
    readonly step: string,
    readonly code: string,
  ) {
    super(`${step}: ${code}`);
  }
}

type Timings = Map<string, number[]>;

/**
 * The buyers' connections: kept alive like an app's, as many as buyers. Plain `node:http` rather
 * than `fetch`, whose own cost per request (~1 ms here) took a core from the server it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(BUYERS, ROW_CONNECTIONS) });

type Answer = { status: number; text: string };

function send(url: URL, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          // Apps ask for compressed answers: the server's work includes compressing them.
          const text = (
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
          ).toString();
          resolve({ status: response.statusCode ?? 0, text });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function call(
  base: string,
  step: string,
  timings: Timings | null,
  path: string,
  init: { method?: string; body?: unknown; form?: string; headers?: Record<string, string> } = {},
): Promise<Record<string, unknown>> {
  const started = performance.now();
  let answer: Answer;
  try {
    answer = await send(
      new URL(`${base}${path}`),
      init.method ?? 'GET',
      { 'content-type': 'application/json', ...init.headers },
      init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    );
  } catch (failure) {
    throw new RefusedError(step, `network: ${(failure as Error).message}`);
  }
  const elapsed = performance.now() - started;
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    // Not JSON: the status says enough.
  }
  if (answer.status < 200 || answer.status >= 300) {
    const code =
      (body['code'] as string | undefined) ?? (body['error'] as { code?: string } | undefined)?.code ?? '';
    throw new RefusedError(step, `${answer.status} ${code}`.trim());
  }
  if (timings) {
    const list = timings.get(step) ?? [];
    list.push(elapsed);
    timings.set(step, list);
  }
  return body;
}

/** `termsVersion`: the CGV's version every order accepts at payment (issue 38). */
type Shop = {
  base: string;
  productIds: string[];
  pickupPoint: Record<string, string>;
  termsVersion: string;
};

/** One guest's whole order; throws a RefusedError at the first refused step. */
async function placeOrder(shop: Shop, timings: Timings | null, serial: number): Promise<void> {
  const { base } = shop;
  let orderToken = '';
  const storefront = (step: string, path: string, method: string, body?: unknown) =>
    call(base, step, timings, `/api/v2/storefront${path}`, {
      method,
      body,
      headers: orderToken ? { 'x-spree-order-token': orderToken } : {},
    });
  const cart = (await storefront('cart', '/cart', 'POST')) as { data: { attributes: { token: string } } };
  orderToken = cart.data.attributes.token;
  for (let index = 0; index < ITEMS_PER_ORDER; index += 1) {
    const variantId = shop.productIds[(serial * ITEMS_PER_ORDER + index) % shop.productIds.length]!;
    await storefront('item', '/cart/add_item', 'POST', { variant_id: variantId, quantity: 1 });
  }
  await storefront('address', '/checkout', 'PATCH', {
    order: {
      email: `acheteur.${serial}@exemple.fr`,
      bill_address_attributes: ADDRESS,
      ship_address_attributes: ADDRESS,
      terms_accepted: true,
      terms_version: shop.termsVersion,
    },
  });
  const rates = (await storefront('rates', '/checkout/shipping_rates', 'GET')) as {
    data: { id: string }[];
    included: {
      id: string;
      attributes: { shipping_method_code: string; delivery_slots: { id: string; is_full: boolean }[] };
    }[];
  };
  const rate = (code: string) => rates.included.find((item) => item.attributes.shipping_method_code === code);
  const bike = rate('sillon-bag-delivery');
  const slot = bike?.attributes.delivery_slots.find((candidate) => !candidate.is_full);
  const pickup = rate('sillon-pickup-point-delivery');
  await storefront(
    'delivery',
    '/checkout',
    'PATCH',
    slot && bike
      ? {
          order: {
            shipments_attributes: [
              { id: rates.data[0]!.id, selected_shipping_rate_id: bike.id, delivery_slot_id: slot.id },
            ],
          },
        }
      : {
          order: {
            shipments_attributes: [{ id: rates.data[0]!.id, selected_shipping_rate_id: pickup?.id }],
            chosen_pickup_point_attributes: {
              provider_name: shop.pickupPoint['provider_name'],
              provider_point_id: shop.pickupPoint['provider_point_id'],
            },
          },
        },
  );
  // Why a pickup point, counted once the order is placed: no bike delivery to the address, full
  // slots, or none offered at all (the calendar has no bike slot at some hours: on a Friday
  // evening, Saturday's start within 24 h and Sunday has none).
  const pickupReason = slot
    ? null
    : !bike
      ? PICKUP_REASONS.noBike
      : bike.attributes.delivery_slots.length > 0
        ? PICKUP_REASONS.full
        : PICKUP_REASONS.none;
  await storefront('next', '/checkout/next', 'PATCH');
  // As Stripe's client libraries make it: form-encoded, with a publishable test key.
  const card = (await call(base, 'card', timings, '/v1/payment_methods', {
    method: 'POST',
    headers: {
      authorization: 'Bearer pk_test_bench_orders',
      'content-type': 'application/x-www-form-urlencoded',
    },
    form:
      'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2030&card[cvc]=123' +
      '&billing_details[name]=Camille%20Martin',
  })) as { id: string };
  await storefront('payment', '/checkout/create_payment', 'POST', {
    payment_method_id: '1',
    source_attributes: { gateway_payment_profile_id: card.id, name: 'Camille Martin' },
  });
  await storefront('complete', '/checkout/complete', 'PATCH');
  if (timings && pickupReason) timings.set(pickupReason, [...(timings.get(pickupReason) ?? []), 0]);
}

/** Products a guest may buy anywhere, their stock raised; every bike slot made roomy. */
async function prepare(
  base: string,
  adminToken: string | undefined,
  /** `later`: the warm-up's pass, before the slots exist. */
  staff: typeof STAFF | null | 'later',
): Promise<Shop> {
  const catalog = (await call(base, 'catalog', null, '/api/bff/catalog/products')) as {
    products: {
      id: string;
      available: boolean;
      regionalPostalPrefixes: string[] | null;
      maxOrderable: number | null;
    }[];
  };
  const productIds = catalog.products
    .filter((product) => product.available && !product.regionalPostalPrefixes && product.maxOrderable !== 0)
    .slice(0, POOL_SIZE)
    .map((product) => product.id);
  // Every product, not only those bought: the gifts added to carts come from the shelves too.
  if (adminToken && staff !== 'later') {
    for (const { id } of catalog.products)
      await call(base, 'stock', null, `/api/admin/products/${id}`, {
        method: 'PATCH',
        body: { stock: 1_000_000 },
        headers: { authorization: `Bearer ${adminToken}` },
      });
  }
  if (staff && staff !== 'later') {
    const signIn = await fetch(`${base}/api/staff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    if (!signIn.ok) throw new Error(`staff sign-in refused: ${signIn.status}`);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const slots = (await call(base, 'slots', null, '/api/staff/slots?mode=bag&perPage=100', {
      headers: { cookie },
    })) as { items: { id: string; capacity: number }[] };
    for (const slot of slots.items)
      await call(base, 'slot', null, `/api/staff/slots/${slot.id}`, {
        method: 'PATCH',
        body: { capacity: SLOT_CAPACITY },
        headers: { cookie },
      });
    console.log(
      `${slots.items.length} bike slots raised to ${SLOT_CAPACITY} places, ${productIds.length} products bought, every product stocked`,
    );
  } else if (staff === null) {
    console.log('No staff credentials: slots left as they are (refusals may be the shop being full)');
  }
  const points = (await call(base, 'pickup', null, '/api/v2/storefront/pickup_points?zipcode=75011')) as {
    data: { attributes: Record<string, string> }[];
  };
  const terms = (await call(base, 'terms', null, '/api/bff/page?path=/cgv')) as { version: string };
  return { base, productIds, pickupPoint: points.data[0]!.attributes, termsVersion: terms.version };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Asks the copies for their event-loop delay since the last ask (SIGUSR2 → one line per copy). */
async function eventLoopDelay(started: Started): Promise<string[]> {
  const before = started.output.join('').length;
  started.child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 500));
  return started.output
    .join('')
    .slice(before)
    .split('\n')
    .filter((line) => line.startsWith('event-loop-delay '))
    .map((line) => line.slice('event-loop-delay '.length));
}

const adminToken = flags.url ? process.env['ADMIN_TOKEN'] : randomBytes(24).toString('base64url');
const started = flags.url ? null : await startServer(adminToken!);
const base = flags.url ?? started!.url;
try {
  const staff = flags.url
    ? process.env['BENCH_STAFF_EMAIL'] && process.env['BENCH_STAFF_PASSWORD']
      ? { email: process.env['BENCH_STAFF_EMAIL'], password: process.env['BENCH_STAFF_PASSWORD'] }
      : null
    : STAFF;
  // One order first, as a running shop has its caches warm (and the calendar's slots made).
  const warmShop = await prepare(base, adminToken, 'later');
  await placeOrder(warmShop, null, 0).catch((failure: unknown) =>
    console.log(`warm-up order: ${String(failure)}`),
  );
  const shop = await prepare(base, adminToken, staff);
  await Promise.all(
    Array.from({ length: BUYERS }, (_, buyer) => placeOrder(shop, null, buyer + 1).catch(() => undefined)),
  );
  const target =
    flags.url ??
    `${COPIES} cop${COPIES > 1 ? 'ies' : 'y'} on ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'the embedded database'}`;
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpus().length} cores, load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; ${target}`,
  );
  if (ONLY.has('orders')) await measureOrders(shop);
  if (ONLY.has('cart-line')) await measureCartLine(shop);
  if (ONLY.has('product-card')) await measureProductCard(shop);
} finally {
  await started?.cleanUp();
}

/** CPU seconds used so far by the processes whose command line matches (Linux's /proc). */
function cpuSecondsOf(matches: (commandLine: string, pid: number) => boolean): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!matches(commandLine, pid)) continue;
      // utime and stime: the 14th and 15th fields, after the command's name in brackets.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / 100;
}

/** Where the CPU went: the server's copies, PostgreSQL's processes (the embedded one's too), the bench. */
function cpuNow() {
  const serverPids = started ? new Set([started.child.pid]) : new Set<number | undefined>();
  return {
    server: cpuSecondsOf(
      (commandLine, pid) =>
        serverPids.has(pid) ||
        (started !== null && commandLine.includes('src/main.ts') && commandLine.includes('tsx')),
    ),
    database: cpuSecondsOf(
      (commandLine) => /^postgres(:| )/.test(commandLine) || commandLine.includes('bin/postgres'),
    ),
    bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  };
}

/** N buyers placing whole orders, one after the other, for the duration or the number of orders. */
async function measureOrders(shop: Shop): Promise<void> {
  if (started) await eventLoopDelay(started);
  const cpuBefore = cpuNow();
  const timings: Timings = new Map();
  const errors = new Map<string, number>();
  let placed = 0;
  let attempts = 0;
  const startedAt = performance.now();
  const deadline = startedAt + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (performance.now() < deadline && attempts < ORDER_LIMIT) {
        attempts += 1;
        const orderStarted = performance.now();
        try {
          await placeOrder(shop, timings, 1000 + attempts);
          placed += 1;
          const list = timings.get('whole order') ?? [];
          list.push(performance.now() - orderStarted);
          timings.set('whole order', list);
        } catch (failure) {
          const key = failure instanceof RefusedError ? `${failure.step}: ${failure.code}` : String(failure);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const cpuAfter = cpuNow();
  const loop = started ? await eventLoopDelay(started) : [];
  console.log(`\n## Whole orders: ${BUYERS} buyers, ${elapsedSeconds.toFixed(1)} s`);
  const perOrder = (key: keyof typeof cpuAfter) =>
    placed === 0 ? 'n/a' : `${(((cpuAfter[key] - cpuBefore[key]) * 1000) / placed).toFixed(1)} ms`;
  console.log(
    `\nCPU per order: server ${started ? perOrder('server') : 'n/a (--url)'}, PostgreSQL ${perOrder('database')}, load generator ${perOrder('bench')}`,
  );
  console.log(
    `\n**${(placed / elapsedSeconds).toFixed(1)} orders/s** (${placed} placed, ${attempts - placed} failed)\n`,
  );
  console.log('| step | calls | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  const order = [
    'cart',
    'item',
    'address',
    'rates',
    'delivery',
    'next',
    'card',
    'payment',
    'complete',
    'whole order',
  ];
  for (const step of order) {
    const sorted = [...(timings.get(step) ?? [])].sort((a, b) => a - b);
    console.log(
      `| ${step} | ${sorted.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} |`,
    );
  }
  for (const reason of Object.values(PICKUP_REASONS)) {
    const orders = timings.get(reason)?.length ?? 0;
    if (orders > 0) console.log(`\n${orders} orders went to a pickup point ${reason}`);
  }
  console.log(`\nerrors: ${errors.size === 0 ? 'none' : ''}`);
  for (const [key, count] of [...errors].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${key}`);
  for (const line of loop) console.log(`event-loop delay under load: ${line}`);
}

/**
 * A cart line's quantity changed again and again (totals recomputed each time), by 10
 * connections, each on a cart of its own holding 5 lines (so no two requests wait on one cart).
 */
async function measureCartLine(shop: Shop): Promise<void> {
  const carts = await Promise.all(
    Array.from({ length: ROW_CONNECTIONS }, async (_, index) => {
      const cart = (await call(base, 'cart', null, '/api/v2/storefront/cart', { method: 'POST' })) as {
        data: { attributes: { token: string } };
      };
      const headers = {
        'content-type': 'application/json',
        'x-spree-order-token': cart.data.attributes.token,
      };
      let lineId = '';
      for (let item = 0; item < ITEMS_PER_ORDER; item += 1) {
        const variantId = shop.productIds[(index * ITEMS_PER_ORDER + item) % shop.productIds.length]!;
        const answer = (await call(base, 'item', null, '/api/v2/storefront/cart/add_item', {
          method: 'POST',
          body: { variant_id: variantId, quantity: 1, include: 'line_items' },
          headers,
        })) as { included?: { id: string; type: string }[] };
        lineId = answer.included?.find((resource) => resource.type === 'line_item')?.id ?? lineId;
      }
      return { headers, lineId };
    }),
  );
  let next = 0;
  await loadRow('PATCH cart/set_quantity (a line of 5, totals recomputed)', {
    url: `${base}/api/v2/storefront/cart/set_quantity`,
    method: 'PATCH',
    setupClient: (client) => {
      const cart = carts[next++ % carts.length]!;
      client.setRequests(
        [2, 1].map((quantity) => ({
          method: 'PATCH',
          path: '/api/v2/storefront/cart/set_quantity',
          headers: cart.headers,
          body: JSON.stringify({ line_item_id: cart.lineId, quantity }),
        })),
      );
    },
  });
}

/** One product's full card (`POST bff/catalog/products`, not cached), a different product each time. */
async function measureProductCard(shop: Shop): Promise<void> {
  await loadRow('POST bff/catalog/products (one card, uncached)', {
    url: `${base}/api/bff/catalog/products`,
    method: 'POST',
    requests: shop.productIds.map((id) => ({
      method: 'POST',
      path: '/api/bff/catalog/products',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    })),
  });
}

/** One autocannon row at 10 connections: req/s, p50, p99, errors, and the event loop's delay. */
async function loadRow(name: string, options: autocannon.Options): Promise<void> {
  if (started) await eventLoopDelay(started);
  const result = await autocannon({ connections: ROW_CONNECTIONS, duration: ROW_SECONDS, ...options });
  const loop = started ? await eventLoopDelay(started) : [];
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`\n## ${name}: ${ROW_CONNECTIONS} connections, ${ROW_SECONDS} s`);
  console.log(
    `\n**${Math.round(result.requests.average)} req/s**, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors (${result.non2xx} non-2xx)`,
  );
  for (const line of loop) console.log(`event-loop delay under load: ${line}`);
}
