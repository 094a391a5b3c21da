import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, viewports } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

describe.skipIf(!chromiumPath)('a visitor opens the shop', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`sees Home with the brand and its title (${size})`, async () => {
      const page = await browser.newPage({ viewport, locale: 'fr-FR' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      const response = await visit(page, shopUrl);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.title()).toBe('Accueil · Sillon');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      await page.getByText('Sillon', { exact: true }).first().waitFor();
      await page.getByRole('heading', { level: 1, name: 'Bienvenue chez Sillon' }).waitFor();

      // A phone's column stops at 500 px (spec §9); a desktop's Home takes 1200 px (issue 40).
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(heading?.width ?? 0).toBeLessThanOrEqual(size === 'phone' ? 500 : 1200);
      if (size === 'desktop') expect(heading?.width ?? 0).toBeGreaterThan(500);

      await page.screenshot({ path: screenshotPath(`home-${size}`), fullPage: true });
      expect(failures).toEqual([]);
      await page.close();
    });
  }

  // Inter comes with `font-display: optional`: a first visit may be drawn in the stand-in font.
  for (const font of ['Inter', 'the stand-in font']) {
    it(`finds the brand and the header's four actions side by side on a 320 px phone, in ${font}`, async () => {
      const width = 320;
      const page = await browser.newPage({ viewport: { width, height: 640 }, locale: 'fr-FR' });
      if (font !== 'Inter') await page.route('**/*.woff2', (route) => route.abort());
      await visit(page, shopUrl);
      // A second page has Inter from the cache at once, as a returning visitor does.
      if (font === 'Inter') await visit(page, shopUrl);
      const interLoaded = await page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '').startsWith('Inter_') && face.status === 'loaded',
        ),
      );
      expect(interLoaded).toBe(font === 'Inter');
      const brand = await page.locator('[data-header-brand]').boundingBox();
      const actions = await page.locator('[data-header-actions]').boundingBox();
      const cart = await page.getByTestId('cart-button').boundingBox();
      expect(brand && actions && cart).toBeTruthy();
      expect(actions!.x).toBeGreaterThanOrEqual(brand!.x + brand!.width + 4);
      expect(cart!.x + cart!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.screenshot({
        path: screenshotPath(`header-320-${font === 'Inter' ? 'inter' : 'stand-in'}`),
      });
      await page.close();
    });
  }

  it('sees the French not-found page, with a 404, on an unknown path', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const response = await visit(page, `${shopUrl}/ce-chemin-n-existe-pas`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page introuvable · Sillon');
    await page.screenshot({ path: screenshotPath('not-found-phone'), fullPage: true });

    await page.getByRole('link', { name: 'Retour à l’accueil', exact: true }).click();
    await page.waitForURL(`${shopUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenue chez Sillon' }).waitFor();
    await page.close();
  });
});
