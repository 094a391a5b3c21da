/**
 * `npm run bench:web`: every kind of page a shopper lands on or walks through, against the real
 * server (fresh embedded database, demo shop, built web app): home, a rack, a shelf, a product, a
 * search, a recipe, a story, then as a signed-in customer the cart with items, the checkout's
 * information and payment steps, the account and an order placed. For each: Lighthouse 12 (mobile
 * emulation, simulated throttling) in Debian's Chromium for the first-load JavaScript (compressed,
 * as served), the score, LCP, FCP, TBT and CLS; and the INP of the page's main interaction (add to
 * cart, a quantity, a field, « Payer », a section), measured by web-vitals in Playwright in the
 * same Chromium (Lighthouse's navigations have no interaction). Each page is measured `BENCH_RUNS`
 * times (default 3): the table gives the medians, the spread of the scores and LCPs, and which of
 * issue 44's targets each page misses.
 *
 * `--desktop`: Lighthouse's desktop settings (1350 × 940, no CPU slowdown, a wired network) instead
 * of a phone's, and the INP at that width without slowdown: the layout from tablet width up.
 * `--details`: the LCP element and its phases, the layout shifts, Lighthouse's replay, the INP's parts.
 *
 * `BENCH_AGAINST=<another checkout>` also runs that checkout's server and build (e.g. a worktree
 * of main, built with `npm run build:web`) and measures both run for run, alternating which goes
 * first, so the machine's load falls on both alike. `BENCH_PAGES=cart,account` measures those
 * page types only (their names in the table).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Locator, Page } from 'playwright-core';
import { repoRoot, startShopServer, type ShopServer } from './shop-server';
import {
  button,
  byTestId,
  filledCart,
  orderAtPayment,
  placedOrder,
  quickAdds,
  signedIn,
  startedOrder,
  until,
  withChromium,
} from './web-customer';

const chromePath =
  process.env['CHROME_PATH'] ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
if (!chromePath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH');

const against = process.env['BENCH_AGAINST'];
const roots = [
  ...(against ? [{ label: 'against', root: path.resolve(against) }] : []),
  { label: 'this', root: repoRoot },
];
for (const { root } of roots) {
  if (!existsSync(path.join(root, 'apps/shop/dist/server/_expo/routes.json')))
    throw new Error(`Build the web app first in ${root}: npm run build:web`);
}

const servers: { label: string; shop: ShopServer }[] = [];
/**
 * The customer's pages need a sign-in: the dev outbox holds its code (never in production), with a
 * light captcha and no wait for a second code. Each server has its own loopback address, so that
 * each keeps its own session cookie in the one profile.
 */
const signInSettings = { DEV_SMS_OUTBOX: 'true', CAPTCHA_MAX_NUMBER: '5000', OTP_RESEND_WAIT_SECONDS: '0' };
for (const [index, { label, root }] of roots.entries()) {
  const host = `127.0.0.${index + 1}`;
  servers.push({ label, shop: await startShopServer(root, { host, env: signInSettings }) });
}

const routing = (await (await fetch(`${servers[0]!.shop.address}/api/bff/catalog/products`)).json()) as {
  products: { path: string; available: boolean }[];
};

type PageType = {
  name: string;
  /** Its address, or a step that makes the customer's state in the profile first and answers it. */
  path: string | ((shop: string, port: number) => Promise<string>);
  /** The page's main interaction, whose INP is measured. */
  act(page: Page): Promise<void>;
  /** Its first-load JavaScript target, KB compressed, when not 200 (issue 44). */
  jsTargetKb?: number;
};

const addToCart = (page: Page) => press(quickAdds(page).first());
const pages: PageType[] = [
  { name: 'home', path: '/', act: addToCart, jsTargetKb: 150 },
  { name: 'rack', path: '/p/fruits-et-legumes-1', act: addToCart, jsTargetKb: 150 },
  { name: 'shelf', path: '/p/fruits-et-legumes-1/legumes-racines-racines', act: addToCart },
  {
    name: 'product',
    path: routing.products.find((product) => product.available)!.path,
    act: (page) => press(button(page, /^Ajouter au panier$/)),
    jsTargetKb: 150,
  },
  // A shared search with a filter (issue 16): rendered with its results like the catalogue's pages.
  { name: 'search', path: '/search?s=carotte&label=bio', act: addToCart },
  // A recipe and a story (issue 16): rendered with their content, products and JSON-LD.
  {
    name: 'recipe',
    path: '/recettes/salade-de-lentilles-du-puy-carottes-et-chevre',
    act: (page) => press(button(page, 'Ajouter les ingrédients au panier')),
  },
  { name: 'story', path: '/nos-articles/le-comte-et-les-prairies-fleuries', act: addToCart },
  // A customer's pages, after the visitors' (Lighthouse's storage reset keeps localStorage and
  // cookies, so the session and the cart made here stay for the next runs).
  {
    name: 'cart',
    path: async (shop, port) => (await filledCart(shop, port), '/cart'),
    act: (page) =>
      press(
        page
          .locator('[role="button"][aria-label^="Ajouter une unité de "]')
          .filter({ visible: true })
          .first(),
      ),
  },
  {
    name: 'checkout information',
    path: async (shop, port) => `/order-checkout/${await startedOrder(shop, port)}/information`,
    act: async (page) => {
      const street = byTestId(page, 'information-address1');
      await whenHydrated(street);
      await street.focus();
      await page.keyboard.press('b');
    },
  },
  {
    name: 'checkout payment',
    path: async (shop, port) => `/order-checkout/${await orderAtPayment(shop, port)}/payment`,
    // « Payer » with the card's fields empty: each says it is required.
    act: (page) => press(byTestId(page, 'card-submit')),
  },
  {
    name: 'account',
    path: async (shop, port) => (await signedIn(shop, port), '/my-account'),
    act: (page) => press(byTestId(page, 'account-orders')),
  },
  {
    name: 'order',
    path: async (shop, port) => `/my-account/orders/${await placedOrder(shop, port)}`,
    act: (page) =>
      press(page.getByRole('link', { name: 'Voir le ticket' }).filter({ visible: true }).first()),
  },
];

/** What web-vitals says of the page's slowest interaction (its attribution build). */
type Inp = {
  value: number;
  target?: string;
  type?: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
};

/** web-vitals, reporting the INP each time it grows, in every document of the tab. */
const inpReporter = `${readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('web-vitals')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
)}
webVitals.onINP((metric) => {
  const { interactionTarget, interactionType, inputDelay, processingDuration, presentationDelay } = metric.attribution;
  window.benchInp = { value: metric.value, target: interactionTarget, type: interactionType, inputDelay, processingDuration, presentationDelay };
}, { reportAllChanges: true, durationThreshold: 16 });`;

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

type Row = Record<string, unknown>;
type Audit = {
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Row[] };
};

/** `--details`: what the largest paint was and what delayed it, and where main-thread time went. */
const showDetails = process.argv.includes('--details');
const isDesktop = process.argv.includes('--desktop');
const details: string[] = [];

function describeLcp(name: string, audits: Record<string, Audit>): string {
  const lines = [`${name}:`];
  const element = audits['largest-contentful-paint-element']?.details as
    { items?: { items?: Row[] }[] } | undefined;
  for (const table of element?.items ?? []) {
    for (const row of table.items ?? []) {
      const node = row['node'] as { snippet?: string; nodeLabel?: string } | undefined;
      lines.push(
        `  ${node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.slice(0, 240) : JSON.stringify(row)}`,
      );
    }
  }
  for (const id of ['first-contentful-paint', 'speed-index', 'mainthread-work-breakdown', 'bootup-time']) {
    lines.push(`  ${id}: ${audits[id]?.displayValue ?? ''}`);
  }
  for (const row of (audits['bootup-time']?.details?.items ?? []).slice(0, 4))
    lines.push(`    ${JSON.stringify(row).slice(0, 200)}`);
  for (const row of (audits['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 5))
    lines.push(`    ${JSON.stringify(row).slice(0, 200)}`);
  for (const row of (audits['layout-shifts']?.details?.items ?? []).slice(0, 5)) {
    const node = row['node'] as { snippet?: string; nodeLabel?: string } | undefined;
    lines.push(
      `  layout shift ${Number(row['score']).toFixed(3)}: ${`${node?.nodeLabel ?? ''} ${node?.snippet ?? ''}`.slice(0, 200)}`,
    );
  }
  // Lighthouse's LCP is simulated (slow 4G, 4× slower CPU) from the requests the page had finished
  // when its largest paint was observed: those are what the estimate downloads.
  const observed = audits['metrics']?.details?.items?.[0] as Row | undefined;
  const observedLcp = Number(observed?.['observedLargestContentfulPaint'] ?? Infinity);
  lines.push(
    `  observed: FCP ${Math.round(Number(observed?.['observedFirstContentfulPaint']))} ms, LCP ${Math.round(observedLcp)} ms; requests finished before the observed LCP:`,
  );
  for (const request of audits['network-requests']?.details?.items ?? []) {
    const end = Number(request['networkEndTime']);
    if (!(end <= observedLcp)) continue;
    const url = String(request['url']).replace(/^https?:\/\/[^/]+/, '');
    lines.push(
      `    ${String(request['resourceType']).padEnd(10)} ${String(request['priority']).padEnd(8)} ${(Number(request['transferSize']) / 1024).toFixed(1).padStart(6)} KB  ${Math.round(Number(request['networkRequestTime']))}–${Math.round(end)} ms  ${url.slice(0, 90)}`,
    );
  }
  return lines.join('\n');
}

type SimulatedNode = { type: string; request?: { url: string; transferSize: number; resourceType?: string } };
type Estimate = { timeInMs: number; nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }> };
type LanternLcp = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

/**
 * How Lighthouse's simulation arrives at its LCP: the mean of an optimistic and a pessimistic
 * replay of those requests on slow 4G (new connections, TCP slow start, shared bandwidth); the
 * requests it replays, in the order they end.
 */
async function describeSimulation(result: RunnerResult): Promise<string> {
  const { LanternLargestContentfulPaint } =
    (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
      LanternLargestContentfulPaint: { request(data: unknown, context: unknown): Promise<LanternLcp> };
    };
  const artifacts = result.artifacts as unknown as Record<string, unknown>;
  const settings = result.lhr.configSettings;
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts['Trace'],
      devtoolsLog: artifacts['DevtoolsLog'],
      gatherContext: artifacts['GatherContext'],
      settings,
      URL: artifacts['URL'],
      SourceMaps: artifacts['SourceMaps'],
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  const lines = [
    `  simulated LCP ${Math.round(lcp.timing)} ms: optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)} (requests of the pessimistic replay):`,
  ];
  const requests = [...lcp.pessimisticEstimate.nodeTimings].filter(([node]) => node.type === 'network');
  for (const [node, timing] of requests.sort((a, b) => a[1].endTime - b[1].endTime)) {
    const url = node.request!.url.replace(/^https?:\/\/[^/]+/, '');
    lines.push(
      `    ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms  ${(node.request!.transferSize / 1024).toFixed(1)} KB  ${url.slice(0, 90)}`,
    );
  }
  return lines.join('\n');
}

const runs = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 3));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
type Measure = {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  inp?: number;
};

/** Issue 44's targets; a row lists those it misses. */
function missedTargets(page: PageType, row: Required<Measure>): string {
  const missed = [
    row.jsKb > (page.jsTargetKb ?? 200) && 'JS',
    row.score < 95 && 'score',
    row.lcp > 1.5 && 'LCP',
    row.tbt > 200 && 'TBT',
    Math.round(row.cls * 1000) > 0 && 'CLS',
    !(row.inp <= 200) && 'INP',
  ].filter(Boolean);
  return missed.length ? missed.join(' ') : 'all met';
}

console.log(
  `\nLighthouse 12 ${isDesktop ? 'desktop' : 'mobile'}, INP in a ${isDesktop ? '1350 px wide tab' : '390 px wide tab, CPU 4× slower'}, ${new Date().toISOString().slice(0, 10)}, median of ${runs} runs${against ? `, ${against} (against) and this checkout interleaved` : ''}`,
);
console.log(
  'Targets (issue 44): first-load JS ≤ 200 KB compressed (≤ 150 KB on home, rack, product), score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS 0, INP ≤ 200 ms\n',
);
console.log(
  '| page | build | first-load JS KB | score | LCP s | TBT ms | CLS | INP ms | FCP s | targets missed | scores | LCPs s |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
/** What went wrong with an INP measure, printed after the table. */
const notes: string[] = [];
const chosen = process.env['BENCH_PAGES']?.split(',').map((name) => name.trim());
for (const page of pages.filter((candidate) => !chosen || chosen.includes(candidate.name))) {
  const measured = new Map<string, Measure[]>(servers.map(({ label }) => [label, []]));
  const paths = new Map<string, string>();
  for (const { label, shop } of servers) {
    try {
      paths.set(
        label,
        typeof page.path === 'string' ? page.path : await page.path(shop.address, chrome.port),
      );
      await warm(shop.address, paths.get(label)!);
    } catch (error) {
      console.log(`| ${page.name} | ${label} | not reached: ${String(error).split('\n')[0]} |`);
    }
  }
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? servers : [...servers].reverse();
    for (const { label, shop } of order) {
      const path = paths.get(label);
      if (path === undefined) continue;
      const result = await lighthouse(
        `${shop.address}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        isDesktop ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      if (lhr.finalDisplayedUrl !== `${shop.address}${path}`)
        notes.push(`${page.name} (${label}): Lighthouse ended at ${lhr.finalDisplayedUrl}`);
      const audits = lhr.audits as Record<string, Audit>;
      // A run Lighthouse could not score (no LCP found, a page that did not load) counts as 0: say why.
      if (lhr.runtimeError)
        notes.push(`${page.name} (${label}): ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const scripts = (audits['network-requests']?.details?.items ?? []).filter(
        (item) => item['resourceType'] === 'Script',
      );
      const inp = await measureInp(page, `${shop.address}${path}`, typeof page.path !== 'string').catch(
        (error: unknown) => {
          notes.push(`${page.name} (${label}): no INP: ${String(error).split('\n')[0]}`);
          return undefined;
        },
      );
      if (showDetails && run === 0) {
        details.push(
          `${describeLcp(`${page.name} (${label})`, audits)}\n${await describeSimulation(result)}\n${describeInp(inp)}`,
        );
      }
      measured.get(label)!.push({
        score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        lcp: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
        fcp: (audits['first-contentful-paint']?.numericValue ?? 0) / 1000,
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        jsKb: scripts.reduce((sum, item) => sum + Number(item['transferSize'] ?? 0), 0) / 1024,
        ...(inp ? { inp: inp.value } : {}),
      });
    }
  }
  for (const [label, rows] of measured) {
    if (rows.length === 0) continue;
    const of = (key: keyof Measure) => rows.flatMap((row) => row[key] ?? []);
    const inps = of('inp');
    const row = {
      score: median(of('score')),
      lcp: median(of('lcp')),
      fcp: median(of('fcp')),
      tbt: median(of('tbt')),
      cls: Math.max(...of('cls')),
      jsKb: median(of('jsKb')),
      inp: inps.length ? median(inps) : NaN,
    };
    console.log(
      `| ${page.name} | ${label} | ${Math.round(row.jsKb)} | ${row.score} | ${row.lcp.toFixed(2)} | ${row.tbt} | ${row.cls.toFixed(3)} | ${inps.length ? row.inp : '–'} | ${row.fcp.toFixed(2)} | ${missedTargets(page, row)} | ${of('score').join(' ')} | ${of(
        'lcp',
      )
        .map((lcp) => lcp.toFixed(2))
        .join(' ')} |`,
    );
  }
}

if (notes.length) console.log(`\n${notes.join('\n')}`);
if (showDetails) console.log(`\n${details.join('\n\n')}`);

await chrome.kill();
for (const { shop } of servers) await shop.stop();

/**
 * Warms a server's caches (page data, every picture size the page offers), as a running shop has
 * them: a first-ever rendition costs the image service tens of milliseconds.
 */
async function warm(address: string, pagePath: string) {
  const html = await (await fetch(`${address}${pagePath}`)).text();
  const pictures = new Set(
    [...html.matchAll(/\/images\/[^"\s,]+/g)].map((match) => match[0].replaceAll('&amp;', '&')),
  );
  await Promise.all(
    [...pictures].map((picture) =>
      fetch(`${address}${picture}`, { headers: { accept: 'image/avif,image/webp,*/*' } }).then((answer) =>
        answer.arrayBuffer(),
      ),
    ),
  );
}

/**
 * The INP of the page's main interaction, in a tab of Lighthouse's Chromium: 390 px wide with a
 * CPU 4× slower (`--desktop`: 1350 px, full speed). A visitor's page opens in a profile of its
 * own, a customer's in the one holding the session.
 */
async function measureInp(page: PageType, url: string, isCustomers: boolean): Promise<Inp> {
  return withChromium(chrome.port, async (browser) => {
    const context = isCustomers ? browser.contexts()[0]! : await browser.newContext();
    const tab = await context.newPage();
    tab.setDefaultTimeout(60_000);
    try {
      await tab.setViewportSize(isDesktop ? { width: 1350, height: 940 } : { width: 390, height: 844 });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: isDesktop ? 1 : 4 });
      await tab.addInitScript({ content: inpReporter });
      await tab.goto(url, { waitUntil: 'networkidle' });
      await page.act(tab);
      const reported = () => tab.evaluate(() => (window as { benchInp?: Inp }).benchInp);
      await until('an INP from web-vitals', reported);
      // The interaction's later events (pointerup, click) can make it longer.
      await tab.waitForTimeout(1000);
      return (await reported())!;
    } finally {
      await tab.close();
      if (!isCustomers) await context.close();
    }
  });
}

function describeInp(inp: Inp | undefined): string {
  if (!inp) return '  INP: none';
  return `  INP ${Math.round(inp.value)} ms, ${inp.type ?? '?'} on ${inp.target ?? '?'}: input delay ${Math.round(inp.inputDelay)}, processing ${Math.round(inp.processingDuration)}, presentation ${Math.round(inp.presentationDelay)} ms`;
}

/** Waits until React handles `target` (a server-rendered button does nothing before) and the tab is idle. */
async function whenHydrated(target: Locator) {
  await target.waitFor();
  await until('React on the page', async () =>
    (await target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
      ? true
      : undefined,
  );
  await target
    .page()
    .evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

async function press(target: Locator) {
  await whenHydrated(target);
  await target.click();
}
