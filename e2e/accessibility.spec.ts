import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { viewports, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

describe.skipIf(!chromiumPath)('the browsing screens are accessible (axe-core)', () => {
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
    it(`reports no serious or critical violation on ${name}`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
      await visit(page, `${shopUrl}${path()}`);
      await page.locator(ready).first().waitFor();
      await waitForImages(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
