/**
 * Search you can link to (issue 16): a shared address opens its search, filters included, in the
 * server's HTML and in the app; a new search is a new history entry, so the back button finds
 * the first one again; suggestions come while typing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { screenshotPath, viewports, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

describe.skipIf(!chromiumPath)('a search lives in its address', () => {
  const shopUrl = journeyShopUrl();
  const sharedSearch = '/search?s=carotte&label=bio';
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The stack keeps earlier screens mounted (hidden): only what is visible counts.
  const tiles = (page: Page) => page.locator('[data-testid^="product-tile-"]').filter({ visible: true });
  const field = (page: Page) => page.getByTestId('search-input').filter({ visible: true });
  const labelFilter = (page: Page, slug: string) =>
    page.getByTestId(`search-filter-label-${slug}`).filter({ visible: true });

  it('is in the HTML the server sends, filtered, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    const response = await page.goto(`${shopUrl}${sharedSearch}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Recherche « carotte » (Bio) · Sillon');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/« carotte »/);
    expect(await tiles(page).count()).toBeGreaterThan(0);
    expect(await tiles(page).first().innerText()).toMatch(/Carottes/);
    expect(await page.getByRole('search').getByRole('textbox').inputValue()).toBe('carotte');
    // Organic only: the chosen label's link goes back to the search without it.
    expect(await labelFilter(page, 'bio').getAttribute('href')).toBe('/search?s=carotte');
    expect(await page.locator('body').innerText()).not.toMatch(/Label Rouge \(/);
    await context.close();
  });

  it('writes what is typed into an empty search’s address, without a new entry', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    await visit(page, `${shopUrl}/`);
    await page.getByRole('link', { name: 'Rechercher un produit' }).filter({ visible: true }).click();
    await page.waitForURL(`${shopUrl}/search`);
    await field(page).fill('pâtes');
    await page.waitForURL(`${shopUrl}/search?s=p%C3%A2tes`);
    await tiles(page).first().waitFor();
    // Typing replaced the search's entry: back leaves the search.
    await page.goBack();
    await page.waitForURL(`${shopUrl}/`);
    await page.close();
  });

  it('lists « fromage chevre » goat cheese first, products naming neither word last, then helps when nothing is found', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    await visit(page, `${shopUrl}/search?s=${encodeURIComponent('fromage chevre')}`);
    await tiles(page).first().waitFor();
    const references = (
      await tiles(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))
    ).map((id) => id!.replace('product-tile-', ''));
    const names = await tiles(page).locator('[role="link"]').allInnerTexts();
    expect(references[0]).toBe('fromage-de-chevre-frais');
    // The products naming a word (goat, cheese) all come before those only describing them.
    const naming = names.flatMap((name, place) => (/fromage|chèvre/i.test(name) ? [place] : []));
    const describing = ['lentilles-noires-beluga', 'miel-de-chataignier'].map((reference) =>
      references.indexOf(reference),
    );
    for (const place of describing) if (place !== -1) expect(place).toBeGreaterThan(Math.max(...naming));
    // The goat cheese alone has both words: the others come after « Résultats approchants ».
    const separator = page.getByRole('heading', { name: 'Résultats approchants' }).filter({ visible: true });
    await separator.waitFor();
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('search-approaching-phone'), fullPage: true });
    await separator.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('search-approaching-separator-phone') });

    await visit(page, `${shopUrl}/search?s=fromqwertyu`);
    await page
      .getByText('Aucun produit ne correspond à « fromqwertyu ».')
      .filter({ visible: true })
      .waitFor();
    expect(
      await page
        .getByRole('link', { name: 'fromage', exact: true })
        .filter({ visible: true })
        .getAttribute('href'),
    ).toBe('/search?s=fromage');
    await page.getByRole('link', { name: 'Fruits & légumes' }).filter({ visible: true }).first().waitFor();
    await page.screenshot({ path: screenshotPath('search-nothing-found-phone'), fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Screen readers hear it: the field keeps the focus, the results come below it (WCAG 4.1.3).
    const said = page.getByRole('status').filter({ hasText: /produit/ });
    await field(page).fill('fromqwertyz');
    await field(page).press('Enter');
    // The guillemets hold to the words they quote (no-break spaces): never one alone at a line's end.
    await expect
      .poll(() => said.innerText())
      .toBe('Aucun produit ne correspond à «\u00a0fromqwertyz\u00a0».');
    // An idea opens its search on this screen: the box and the products follow.
    await page.getByRole('link', { name: 'miel', exact: true }).filter({ visible: true }).click();
    await page.waitForURL(`${shopUrl}/search?s=miel`);
    await expect.poll(() => field(page).inputValue()).toBe('miel');
    await expect.poll(async () => (await tiles(page).first().innerText()).split('\n')[0]).toMatch(/Miel/);
    await expect.poll(() => said.innerText()).toMatch(/^\d+ produits trouvés$/);
    expect(
      await page
        .getByText(/fromqwertyu/)
        .filter({ visible: true })
        .count(),
    ).toBe(0);
    await page.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`opens a shared search, suggests while typing, searches again and comes back (${size})`, async () => {
      const page = await browser.newPage({ viewport, locale: 'fr-FR' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      await visit(page, `${shopUrl}${sharedSearch}`);
      await tiles(page).first().waitFor();
      const firstResults = await tiles(page).allInnerTexts();
      expect(firstResults[0]).toMatch(/Carottes/);
      expect(await field(page).inputValue()).toBe('carotte');
      expect(await labelFilter(page, 'bio').getAttribute('aria-current')).toBe('true');
      await waitForImages(page);
      await page.screenshot({ path: screenshotPath(`search-in-address-${size}`), fullPage: true });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Suggestions while typing: a product, and a farm whose name begins the same.
      await field(page).fill('mie');
      const suggestions = page.getByTestId('search-suggestions').filter({ visible: true });
      await suggestions.waitFor();
      await suggestions.getByRole('link', { name: /^Miel/ }).first().waitFor();
      await suggestions.getByRole('link', { name: /Ferme des Mielles/ }).waitFor();
      // Screen readers hear that the list is there, below the field that keeps the focus.
      await page
        .getByRole('status')
        .filter({ hasText: /^\d+ suggestions sous le champ$/ })
        .waitFor();
      await page.screenshot({ path: screenshotPath(`search-suggestions-${size}`) });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // A new search is a new address and a new history entry.
      await field(page).fill('miel');
      await field(page).press('Enter');
      await page.waitForURL(`${shopUrl}/search?s=miel`);
      await expect.poll(async () => (await tiles(page).first().innerText()).split('\n')[0]).toMatch(/Miel/);

      // Back: the first search, its filter and its results.
      await page.goBack();
      await page.waitForURL(`${shopUrl}${sharedSearch}`);
      await expect.poll(() => tiles(page).allInnerTexts()).toEqual(firstResults);
      expect(await field(page).inputValue()).toBe('carotte');

      // A rack narrows the search in place (same entry), and says so in the address.
      await page.getByTestId('search-filter-rack-fruits-et-legumes').filter({ visible: true }).click();
      await page.waitForURL(`${shopUrl}${sharedSearch}&rayon=fruits-et-legumes`);
      await expect.poll(() => tiles(page).allInnerTexts()).not.toEqual(firstResults);
      expect((await tiles(page).allInnerTexts()).join(' ')).not.toMatch(/Petits pots/);

      expect(failures).toEqual([]);
      await page.close();
    });
  }
});
