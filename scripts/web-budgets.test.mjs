/**
 * The web budgets' check (scripts/web-budgets.mjs) on small exports written to a temporary folder:
 * it must count a route's own chunks with the bundle every page loads, at their served (brotli)
 * size, and fail a page over its budget, or a green check would prove nothing.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { PAGE_TYPES, measurePages, overBudget } from './web-budgets.mjs';

const checker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web-budgets.mjs');
const exports = [];
after(() => exports.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Random bytes do not compress: a file of `kb` KB weighs about as much served. */
const incompressible = (kb) => randomBytes(kb * 1024);

/**
 * An export whose every page loads `entry` (KB) and whose home also loads a chunk of `homeChunk`
 * KB; the entry is pre-compressed like the real build's, the chunk left for the check to compress.
 * Its routes are home and cart, or the shop's every page type.
 */
function webExport({ entry, homeChunk, everyPageType = false }) {
  const webDir = mkdtempSync(path.join(tmpdir(), 'web-budgets-'));
  exports.push(webDir);
  const scripts = path.join(webDir, 'client', '_expo', 'static', 'js', 'web');
  mkdirSync(scripts, { recursive: true });
  mkdirSync(path.join(webDir, 'server', '_expo'), { recursive: true });
  const entryText = incompressible(entry);
  writeFileSync(path.join(scripts, 'entry.js'), entryText);
  writeFileSync(path.join(scripts, 'entry.js.br'), brotliCompressSync(entryText));
  writeFileSync(path.join(scripts, 'home.js'), incompressible(homeChunk));
  const manifest = {
    assets: { js: ['/_expo/static/js/web/entry.js'] },
    htmlRoutes: [
      { page: '/index', assets: { js: ['/_expo/static/js/web/home.js'] } },
      { page: '/cart' },
      ...(everyPageType
        ? PAGE_TYPES.filter((type) => !['/index', '/cart'].includes(type.route)).map((type) => ({
            page: type.route,
          }))
        : []),
    ],
  };
  writeFileSync(path.join(webDir, 'server', '_expo', 'routes.json'), JSON.stringify(manifest));
  return webDir;
}

const pageTypes = [
  { name: 'home', route: '/index', budgetKb: 100, targetKb: 50 },
  { name: 'cart', route: '/cart', budgetKb: 100, targetKb: 50 },
];

describe('web budgets', () => {
  it("counts a page's own chunks with the bundle every page loads, as served", () => {
    const [home, cart] = measurePages(webExport({ entry: 60, homeChunk: 20 }), pageTypes);
    assert.ok(Math.abs(home.kb - 80) < 1, `home weighs ${home.kb} KB`);
    assert.ok(Math.abs(cart.kb - 60) < 1, `cart weighs ${cart.kb} KB`);
    assert.deepEqual(overBudget([home, cart]), []);
  });

  it('names the page types over their budget', () => {
    const measured = measurePages(webExport({ entry: 90, homeChunk: 20 }), pageTypes);
    assert.deepEqual(
      overBudget(measured).map((page) => page.name),
      ['home'],
    );
  });

  it('fails on a route the export lacks rather than counting nothing', () => {
    const webDir = webExport({ entry: 10, homeChunk: 1 });
    assert.throws(
      () => measurePages(webDir, [{ name: 'product', route: '/pp/[id]/index', budgetKb: 1, targetKb: 1 }]),
      /no route \/pp\/\[id\]\/index/,
    );
  });

  it("fails the run when the bundle passes the shop's budgets, and passes it below them", () => {
    const run = (entry) =>
      spawnSync(process.execPath, [checker, webExport({ entry, homeChunk: 1, everyPageType: true })], {
        encoding: 'utf8',
      });
    const heavy = run(400);
    assert.equal(heavy.status, 1);
    assert.match(heavy.stderr, /✗ home: 40\d\.\d KB, over its budget/);
    const light = run(100);
    assert.equal(light.status, 0, light.stderr);
    assert.match(light.stdout, /Every page type within its budget/);
  });
});
