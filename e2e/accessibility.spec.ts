import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyAccessibilityViolation } from './support/accessibility';
import { screenshotPath, viewports, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

describe.skipIf(!chromiumPath)('the browsing screens are accessible (axe-core, every rule)', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    browser = await launchChromium();
    const page = await browser.newPage();
    const tiles = (await (await page.request.get(`${shopUrl}/api/bff/catalog/products`)).json()) as {
      products: { path: string; available: boolean }[];
    };
    productPath = tiles.products.find((product) => product.available)!.path;
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const screens = [
    ['home', () => '/', 'h2'],
    ['rack', () => '/p/fruits-et-legumes-1', '[data-testid^="product-tile-"]'],
    ['product', () => productPath, 'text=Ajouter au panier'],
    ['search', () => '/search', '[data-testid="search-input"]'],
  ] as const;

  for (const [name, path, ready] of screens) {
    it(`reports no violation on ${name}`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
      await visit(page, `${shopUrl}${path()}`);
      await page.locator(ready).first().waitFor();
      await waitForImages(page);
      expect(await everyAccessibilityViolation(page)).toEqual([]);
      await page.close();
    });
  }

  it('lets the keyboard pass the header: « Aller au contenu » first, shown while focused', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    await visit(page, `${shopUrl}/p/fruits-et-legumes-1`);
    await page.locator('[data-testid^="product-tile-"]').first().waitFor();
    const skip = page.getByRole('link', { name: 'Aller au contenu' }).filter({ visible: true });
    // Out of sight until the keyboard reaches it.
    expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.width).toBeGreaterThan(80);
    await page.screenshot({ path: screenshotPath('skip-link-phone') });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(page.url()).toBe(`${shopUrl}/p/fruits-et-legumes-1`);
    // The next stop is the page's own first link, past the header's.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await page.close();
  });
});
