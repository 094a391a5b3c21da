import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { latestCode, signUpCustomer } from '/work/main/e2e/support/customers.ts';
import { addUntil, button, byTestId } from '/work/main/e2e/support/checkout-steps.ts';
import { placeBikeOrder } from '/work/main/e2e/support/storefront-order.ts';

const SHOP = 'http://127.0.0.1:3891';
const browser = await chromium.connectOverCDP('http://127.0.0.1:9333');
const context = browser.contexts()[0]!;
const which = process.env.P ?? 'phone';
let page = context.pages().find((p) => (p as any)._tourName === which);
// identify pages by window.name
for (const p of context.pages()) {
  const name = await p.evaluate(() => (window as any).__tour || sessionStorage.getItem('__tour')).catch(() => null);
  if (name === which) page = p;
}
if (!page) {
  page = await context.newPage();
  await page.goto(SHOP + '/');
  await page.evaluate((n) => sessionStorage.setItem('__tour', n), which);
}
const vp = which === 'laptop' ? { width: 1366, height: 900 } : { width: 390, height: 844 };
await page.setViewportSize(vp);
page.setDefaultTimeout(15000);
const errors: string[] = [];
page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message));
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push('CONSOLE ' + m.type() + ' ' + m.text().slice(0, 300)); });
page.on('response', (r) => { if (r.status() >= 400) errors.push('HTTP ' + r.status() + ' ' + r.request().method() + ' ' + r.url()); });
const shot = async (name: string, full = false) => { await page!.screenshot({ path: `/tmp/tour/${name}.png`, fullPage: full }); console.log('shot', name); };
const text = async () => (await page!.locator('body').innerText()).replace(/\n{2,}/g, '\n');
const settle = async (ms = 1500) => { await page!.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {}); await page!.waitForTimeout(ms); };
const go = async (path: string) => { await page!.goto(SHOP + path, { waitUntil: 'load' }); await settle(); };
const lib = { SHOP, page, context, shot, text, settle, go, latestCode, signUpCustomer, addUntil, button, byTestId, placeBikeOrder, errors };
const code = readFileSync(process.argv[2]!, 'utf8');
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
try {
  await new AsyncFunction(...Object.keys(lib), code)(...Object.values(lib));
} catch (e) {
  console.log('ERROR', (e as Error).message.slice(0, 1500));
}
console.log('--- errors:', errors.length ? '\n' + errors.join('\n') : 'none');
await browser.close().catch(() => {});
