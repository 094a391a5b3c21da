import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveAddress, startOrderAsNewCustomer } from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit as open } from './support/settle';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * Issue 21: the shop's own pages run under its Content Security Policy (only its own scripts,
 * each inline one by hash) and Chromium reports no violation on home, rack, product, cart,
 * checkout and account pages. Issue 39: the hash of the shop's own start script is the one the
 * web build made, and no page allows more than the three inline scripts the shop knows.
 */
const builtHashes = JSON.parse(
  readFileSync(new URL('../apps/shop/dist/server/inline-script-hashes.json', import.meta.url), 'utf8'),
) as string[];
describe.skipIf(!chromiumPath)('the Content Security Policy', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;
  let page: Page;
  const refusals: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function visit(path: string) {
    const answer = await open(page, `${shopUrl}${path}`);
    // The shop's own scripts by hash, Stripe's fields from Stripe's hosts only.
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com [^;]*'sha256-/);
    expect(policy).toContain(`'${builtHashes[0]}'`);
    expect(policy.match(/'sha256-/g)!.length).toBeLessThanOrEqual(3);
    expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
  }

  const violations = () => page.evaluate(() => window.cspViolations);

  it('is not violated on home, a rack, a product and the cart', async () => {
    const products = (
      (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as { products: { path: string }[] }
    ).products;
    for (const path of ['/', '/p/fruits-et-legumes-1', products[0]!.path, '/cart']) {
      await visit(path);
      expect(await violations(), path).toEqual([]);
    }
    expect(refusals).toEqual([]);
  });

  it('is not violated along the checkout and in the account', async () => {
    await startOrderAsNewCustomer(page, shopUrl, { phone: '+33645212101', firstName: 'Sacha' });
    expect(await violations()).toEqual([]);
    await giveAddress(page, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
    expect(await violations()).toEqual([]);
    await visit('/my-account');
    expect(await violations()).toEqual([]);
    expect(refusals).toEqual([]);
  });
});
