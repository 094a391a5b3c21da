import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, viewports, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

describe.skipIf(!chromiumPath)('a visitor loses the network, and finds the menu', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees the network error when the API does not answer, and retry recovers once it does', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    await visit(page, `${shopUrl}/search`);

    // The API stops answering: every call is refused at the connection.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByTestId('search-input').filter({ visible: true }).fill('carottes');
    const retry = page.getByRole('button', { name: 'Réessayer' }).filter({ visible: true });
    await retry.waitFor();
    await page.getByText('Pas de connexion').filter({ visible: true }).waitFor();
    await page.screenshot({ path: screenshotPath('network-error-phone') });

    // The API is back: retry shows the results.
    await page.unroute('**/api/**');
    await retry.click();
    const results = page.locator('[data-testid^="product-tile-"]').filter({ visible: true });
    await results.first().waitFor();
    expect(await results.first().innerText()).toMatch(/Carottes/);
    await page.close();
  });

  it('loads a page again when its code is gone (the shop was deployed since the tab opened)', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const pagesLoaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pagesLoaded.push(new URL(request.url()).pathname);
    });
    await visit(page, shopUrl);
    await page.getByRole('link', { name: 'Menu : tous les rayons' }).filter({ visible: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nos rayons' }).filter({ visible: true }).waitFor();

    // The deploy: the shelf's code this tab's version names is no longer served.
    await page.route(/\/_expo\/static\/js\/web\/\[shelf\]-[0-9a-f]+\.js/, (route) =>
      pagesLoaded.length > 1 ? route.continue() : route.fulfill({ status: 404, body: '' }),
    );
    await page.getByRole('link', { name: 'Agrumes', exact: true }).filter({ visible: true }).click();
    await page.waitForURL(/\/p\/fruits-et-legumes-\d+\/agrumes-/);
    await page.locator('[data-testid^="product-tile-"]').filter({ visible: true }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Un problème est survenu' }).count()).toBe(0);
    // Loaded once more, as the shelf's page, whose own HTML names the new version's code.
    expect(pagesLoaded).toEqual(['/', expect.stringMatching(/^\/p\/fruits-et-legumes-\d+\/agrumes-/)]);
    await page.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`opens the menu and reaches a shelf from it (${size})`, async () => {
      const page = await browser.newPage({ viewport, locale: 'fr-FR' });
      await visit(page, shopUrl);
      await page.getByRole('link', { name: 'Menu : tous les rayons' }).filter({ visible: true }).click();
      await page.waitForURL(`${shopUrl}/menu`);
      await page.getByRole('heading', { level: 1, name: 'Nos rayons' }).filter({ visible: true }).waitFor();
      await page.screenshot({ path: screenshotPath(`menu-${size}`), fullPage: true });
      await page.getByRole('link', { name: 'Agrumes', exact: true }).filter({ visible: true }).click();
      await page.waitForURL(/\/p\/fruits-et-legumes-\d+\/agrumes-/);
      await page.locator('[data-testid^="product-tile-"]').filter({ visible: true }).first().waitFor();
      await waitForImages(page);
      expect(await page.title()).toContain('Agrumes');
      await page.close();
    });
  }
});
