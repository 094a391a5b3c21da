import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, viewports, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { reload, visit } from './support/settle';

describe.skipIf(!chromiumPath)('a visitor browses the shelves and fills the cart', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The stack keeps earlier screens mounted (hidden): only what is visible counts.
  const cartCount = (page: Page) =>
    page.getByTestId('cart-count').filter({ visible: true }).first().innerText();
  const tiles = (page: Page) => page.locator('[data-testid^="product-tile-"]').filter({ visible: true });
  const heading1 = (page: Page, name?: string | RegExp) =>
    page.getByRole('heading', { level: 1, name }).filter({ visible: true }).first();

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`goes home → rack → shelf → product, adds two, keeps them after a reload, then searches (${size})`, async () => {
      const page = await browser.newPage({ viewport, locale: 'fr-FR' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      await visit(page, shopUrl);
      await page.getByRole('heading', { level: 2 }).filter({ visible: true }).first().waitFor();
      await waitForImages(page);
      await page.screenshot({ path: screenshotPath(`journey-home-${size}`) });

      // Home → a rack from the racks block.
      await page.getByRole('link', { name: 'Crèmerie' }).filter({ visible: true }).first().click();
      await page.waitForURL(/\/p\/cremerie-\d+/);
      await heading1(page).waitFor();
      // The page opens on its marketing title; its breadcrumbs name the rack.
      const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' }).filter({ visible: true });
      await expect.poll(() => trail.innerText()).toMatch(/^Accueil\s*›\s*Crèmerie$/);
      await waitForImages(page);
      await page.screenshot({ path: screenshotPath(`journey-rack-${size}`) });

      // Rack → another shelf.
      const shelfLink = page
        .getByRole('link', { name: 'Fromages', exact: false })
        .filter({ visible: true })
        .first();
      await shelfLink.click();
      await page.waitForURL(/\/p\/cremerie-\d+\/[a-z0-9-]+/);
      await tiles(page).first().waitFor();
      await expect.poll(() => page.title()).toContain('Crèmerie');
      await expect.poll(() => trail.innerText()).toMatch(/^Accueil\s*›\s*Crèmerie\s*›\s*Fromages/);
      await waitForImages(page);
      await page.screenshot({ path: screenshotPath(`journey-shelf-${size}`) });

      // Shelf → the first available product.
      const tile = tiles(page)
        .filter({ hasNot: page.getByText('Indisponible') })
        .first();
      // The tile's link is named by its text; its first line is the product's name.
      const name = await tile.locator('a').first().locator('[dir="auto"]').first().innerText();
      await tile.locator('a').first().click();
      await page.waitForURL(/\/pp\/[a-z0-9-]+-[0-9a-f]{12}$/);
      await heading1(page, name).waitFor();
      await expect.poll(() => page.title()).toBe(`${name} · Sillon`);
      // The page reached starts at its title for the keyboard and screen readers (WCAG 2.4.3), once
      // drawn: under the whole suite's load that takes more than the poll's default second.
      await expect
        .poll(
          () =>
            page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`),
          { timeout: 10_000 },
        )
        .toBe(`H1 ${name}`);

      // Two of them in the cart.
      await page
        .getByRole('button', { name: /^Ajouter une unité d(e |’)/ })
        .filter({ visible: true })
        .click();
      await page.getByLabel('Quantité : 2').filter({ visible: true }).waitFor();
      await page.getByRole('button', { name: 'Ajouter au panier' }).filter({ visible: true }).click();
      await expect.poll(() => cartCount(page)).toBe('2');
      await waitForImages(page);
      await page.screenshot({ path: screenshotPath(`journey-product-${size}`), fullPage: true });

      // The cart survives a reload.
      await reload(page);
      await expect.poll(() => cartCount(page)).toBe('2');

      // Search "pates" → a pasta product.
      if (size === 'phone') {
        await page.getByRole('link', { name: 'Rechercher un produit' }).filter({ visible: true }).click();
        await page.getByTestId('search-input').filter({ visible: true }).fill('pates');
      } else {
        // The desktop's header has a search field (issue 40), as long as a search may be.
        const headerSearch = page.getByTestId('header-search').filter({ visible: true });
        expect(await headerSearch.getAttribute('maxlength')).toBe('100');
        await headerSearch.fill('pates');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/search\?s=pates$/);
      }
      const firstResult = tiles(page).first();
      await firstResult.waitFor();
      expect(await firstResult.innerText()).toMatch(/Pâtes/);
      await waitForImages(page);
      await page.screenshot({ path: screenshotPath(`journey-search-${size}`) });
      await firstResult.locator('a').first().click();
      await page.waitForURL(/\/pp\/pates-/);
      await heading1(page, /Pâtes/).waitFor();

      expect(failures).toEqual([]);
      await page.close();
    });
  }

  it('follows a legacy link (/r/{reference}, /p/a/b/{id}) to the canonical product with a 301', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const routing = (await (await page.request.get(`${shopUrl}/api/bff/catalog/routing`)).json()) as {
      products: { reference: string; documentId: string; displayName: string }[];
    };
    const product = routing.products.find((candidate) => candidate.reference.startsWith('carottes'))!;
    for (const legacy of [`/r/${product.reference}`, `/p/a/b/${product.documentId}`]) {
      const answer = await page.request.get(`${shopUrl}${legacy}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(answer.headers()['location']).toBe(`/pp/${product.reference}-${product.documentId}`);
    }
    await visit(page, `${shopUrl}/r/${product.reference}`);
    expect(new URL(page.url()).pathname).toBe(`/pp/${product.reference}-${product.documentId}`);
    await page
      .getByRole('heading', { level: 1, name: product.displayName })
      .filter({ visible: true })
      .waitFor();

    // Its reviews page: average, count, newest first.
    await visit(page, `${shopUrl}/pp/${product.reference}-${product.documentId}/reviews`);
    await page
      .getByRole('heading', { level: 1, name: `Avis sur ${product.displayName}` })
      .filter({ visible: true })
      .waitFor();
    await page.screenshot({ path: screenshotPath('reviews-phone'), fullPage: true });
    await page.close();
  });
});
