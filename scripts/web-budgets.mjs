/**
 * The web export's first-load JavaScript, page type by page type (issue 44): the scripts a page's
 * server-rendered HTML names (the bundle every page loads, and the route's own chunks, from
 * `dist/server/_expo/routes.json`), at their size as served (the brotli files of `dist/client`).
 * Bytes do not depend on the machine, unlike times: `npm test` runs this after the web build and
 * fails when a page type passes its budget. The budgets hold today's weight with a little room,
 * so that what a change adds to every page is seen; the targets are printed beside them.
 *
 * `node scripts/web-budgets.mjs [webDir]` (default: the shop's `dist`).
 */
import { brotliCompressSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { webDir as shopWebDir } from './web-build-state.mjs';

/**
 * Today's weight with a little room: every page loads the bundle (the framework, the store, the
 * features' shared parts) and the chunk routes share, then its own route chunks. Lower it as the
 * pages' JavaScript shrinks.
 */
const BUDGET_KB = 372;

/** Each page type a visitor lands on or walks through, by its route in the export. */
export const PAGE_TYPES = [
  { name: 'home', route: '/index', targetKb: 150 },
  { name: 'rack', route: '/p/[rack]/index', targetKb: 150 },
  { name: 'shelf', route: '/p/[rack]/[shelf]', targetKb: 200 },
  { name: 'product', route: '/pp/[id]/index', targetKb: 150 },
  { name: 'search', route: '/search', targetKb: 200 },
  { name: 'recipe', route: '/recettes/[slug]', targetKb: 200 },
  { name: 'story', route: '/nos-articles/[slug]', targetKb: 200 },
  { name: 'cart', route: '/cart', targetKb: 200 },
  { name: 'checkout information', route: '/order-checkout/[orderId]/information', targetKb: 200 },
  { name: 'checkout payment', route: '/order-checkout/[orderId]/payment', targetKb: 200 },
  { name: 'account', route: '/my-account/index', targetKb: 200 },
  { name: 'order detail', route: '/my-account/orders/[orderId]/index', targetKb: 200 },
];

/** A file's size as the server sends it: its pre-compressed brotli twin, or compressed here. */
function servedBytes(clientDir, url) {
  const file = path.join(clientDir, url);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  if (!existsSync(file)) throw new Error(`the export names ${url}, which it does not hold`);
  return brotliCompressSync(readFileSync(file)).length;
}

/** Each page type's first-load JavaScript (bytes, as served) and its scripts. */
export function measurePages(webDir, pageTypes = PAGE_TYPES) {
  const manifestFile = path.join(webDir, 'server', '_expo', 'routes.json');
  if (!existsSync(manifestFile)) throw new Error(`no web export in ${webDir}: npm run build:web`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const everyPage = manifest.assets?.js ?? [];
  return pageTypes.map((type) => {
    const route = manifest.htmlRoutes.find((candidate) => candidate.page === type.route);
    if (!route) throw new Error(`the export has no route ${type.route} (${type.name})`);
    const scripts = [...everyPage, ...(route.assets?.js ?? [])];
    const bytes = scripts.reduce((sum, url) => sum + servedBytes(path.join(webDir, 'client'), url), 0);
    return { budgetKb: BUDGET_KB, ...type, scripts, kb: bytes / 1024 };
  });
}

/** The page types over their budget (an empty list when every one holds). */
export function overBudget(measured) {
  return measured.filter((page) => page.kb > page.budgetKb);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = measurePages(process.argv[2] ? path.resolve(process.argv[2]) : shopWebDir);
  console.log('| page type | first-load JS KB (brotli) | budget | target (issue 44) |');
  console.log('|---|---|---|---|');
  for (const page of measured) {
    console.log(`| ${page.name} | ${page.kb.toFixed(1)} | ${page.budgetKb} | ${page.targetKb} |`);
  }
  const over = overBudget(measured);
  if (over.length > 0) {
    for (const page of over) {
      console.error(`✗ ${page.name}: ${page.kb.toFixed(1)} KB, over its budget of ${page.budgetKb} KB`);
    }
    process.exit(1);
  }
  console.log('\nEvery page type within its budget.');
}
