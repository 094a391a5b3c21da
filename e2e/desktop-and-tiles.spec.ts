import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, waitForImages } from './support/artifacts';
import { expectAccessible, photographAt } from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { settle, visit } from './support/settle';

/** A stepper's buttons by the product they name, « de » elided or not (« d’Aubergines »). */
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneMore = (name: string) => new RegExp(`^Ajouter une unité d(e |’)${escaped(name)}$`);
const oneLess = (name: string) => new RegExp(`^Retirer une unité d(e |’)${escaped(name)}$`);

/**
 * Issue 40: a tile's « + » becomes − quantity + once the product is in the cart (on a phone), and
 * from a tablet's width up the shop uses the screen: more tiles a row, the cart beside the page.
 */
describe.skipIf(!chromiumPath)('a visitor fills the cart from the tiles, on a phone and on a desktop', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const tiles = (page: Page) => page.locator('[data-testid^="product-tile-"]').filter({ visible: true });
  /** The first tile that can be added, found by its « + ». */
  const addableTile = (page: Page) =>
    tiles(page)
      .filter({ has: page.getByRole('button', { name: /^Ajouter .* au panier$/, disabled: false }) })
      .first();

  async function openHome(page: Page): Promise<void> {
    await visit(page, shopUrl);
    await tiles(page).first().waitFor();
    await waitForImages(page);
  }

  /** Two adds on the tile: its « + », then its stepper's; the tile then reads « − 2 + ». */
  async function addTwice(page: Page): Promise<{ tileId: string; name: string }> {
    const tile = addableTile(page);
    const tileId = (await tile.getAttribute('data-testid'))!;
    const add = tile.getByRole('button', { name: /^Ajouter .* au panier$/ });
    const name = (await add.getAttribute('aria-label'))!.replace(/^Ajouter (.*) au panier$/, '$1');
    await add.click();
    const same = page.getByTestId(tileId).filter({ visible: true }).first();
    await same.getByRole('button', { name: oneMore(name) }).click();
    await same.getByLabel('Quantité : 2').waitFor();
    const footer = await same.getByRole('button', { name: oneLess(name) }).innerText();
    expect(footer).toBe('−');
    expect(await same.innerText()).toMatch(/−\s*2\s*\+/);
    return { tileId, name };
  }

  it('turns a tile’s « + » into « − 2 + » after two adds, in step with the header (390 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await openHome(page);
    const { tileId, name } = await addTwice(page);
    await expect
      .poll(() => page.getByTestId('cart-count').filter({ visible: true }).first().innerText())
      .toBe('2');
    await page.getByTestId(tileId).filter({ visible: true }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('tiles-stepper-390') });
    await photographAt(page, 'home-390', { width: 390, height: 844 });

    // The phone's header still leads to the cart's page, where the line has the same quantity,
    // within the app: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await page.getByTestId('cart-button').filter({ visible: true }).first().click();
    await page.waitForURL(`${shopUrl}/cart`);
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await page.getByLabel('Quantité : 2').filter({ visible: true }).first().waitFor();
    await photographAt(page, 'cart-390', { width: 390, height: 844 });
    // Back home, « − » twice puts the « + » back.
    await page.goBack({ waitUntil: 'load' });
    await settle(page);
    const tile = page.getByTestId(tileId).filter({ visible: true }).first();
    await tile.getByRole('button', { name: oneLess(name) }).click();
    await tile.getByRole('button', { name: oneLess(name) }).click();
    await tile.getByRole('button', { name: `Ajouter ${name} au panier` }).waitFor();

    // At the product's cap (3 per order in the demo shop), « + » stops and says why.
    const comte = tiles(page).filter({ hasText: 'Comté AOP 18 mois' }).first();
    await comte.getByRole('button', { name: 'Ajouter Comté AOP 18 mois au panier' }).click();
    const more = comte.getByRole('button', { name: oneMore('Comté AOP 18 mois') });
    await more.click();
    await more.click();
    await comte.getByLabel('Quantité : 3').waitFor();
    expect(await more.isDisabled()).toBe(true);
    await comte.getByText('3 maximum par commande').waitFor();
    await comte.scrollIntoViewIfNeeded();
    await comte.screenshot({ path: screenshotPath('tile-limit-390') });
    expect(failures).toEqual([]);
    await page.close();
  });

  it('lays a rack’s tiles two a row, edge to edge of the column, on a 360 and a 414 px phone', async () => {
    for (const width of [360, 414]) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, locale: 'fr-FR' });
      await visit(page, `${shopUrl}/menu`);
      const rack = (await page.locator('a[href^="/p/"]').first().getAttribute('href'))!;
      await visit(page, `${shopUrl}${rack}`);
      await tiles(page).first().waitFor();
      const boxes = await tiles(page).evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { top: Math.round(box.top), left: box.left, right: box.right };
        }),
      );
      const firstRow = boxes.filter((box) => box.top === boxes[0]!.top);
      expect(firstRow).toHaveLength(2);
      // The page's own margin on both sides: the tiles take the room the phone has.
      expect(Math.round(firstRow[0]!.left)).toBe(16);
      expect(Math.round(width - firstRow[1]!.right)).toBe(16);
      if (width === 360) await photographAt(page, 'rack-360', { width, height: 800 });
      await page.close();
    }
  });

  it('puts a product’s details beside its picture, « Ajouter au panier » in the first screen (1366 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
    await openHome(page);
    const product = (await page.locator('a[href^="/pp/"]').first().getAttribute('href'))!;
    await visit(page, `${shopUrl}${product}`);
    const picture = (await page.getByRole('main').getByRole('img').first().boundingBox())!;
    const add = (await page.getByRole('button', { name: 'Ajouter au panier' }).boundingBox())!;
    expect(add.x).toBeGreaterThan(picture.x + picture.width);
    expect(add.y + add.height).toBeLessThan(768);
    await waitForImages(page);
    await photographAt(page, 'product-1366', { width: 1366, height: 768 });
    await page.close();
  });

  it('shows at least 4 tiles a row and opens the cart beside the page (1366 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await openHome(page);

    // The tiles of the first grid's first row: as many as share the first tile's top.
    const tops = await tiles(page).evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(4);
    await photographAt(page, 'home-1366', { width: 1366, height: 768 });

    const { name } = await addTwice(page);
    const url = page.url();
    await page.getByTestId('cart-button').filter({ visible: true }).first().click();
    const panel = page.getByTestId('cart-panel');
    await panel.waitFor();
    // The keyboard goes on in the panel.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Fermer le panier');
    // Beside the page: the page stays, its heading visible left of the panel.
    expect(page.url()).toBe(url);
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThanOrEqual(1366 - 1);
    expect(box.width).toBeLessThan(1366 / 2);
    const heading = (await page.getByRole('heading', { level: 1 }).filter({ visible: true }).boundingBox())!;
    expect(heading.x + 10).toBeLessThan(box.x);
    await panel.getByLabel('Quantité : 2').waitFor();
    await panel.getByRole('button', { name: 'Commander' }).waitFor();
    await expectAccessible(page);
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('cart-panel-1366') });

    // Its stepper and the tile's are one quantity.
    await panel.getByRole('button', { name: oneLess(name) }).click();
    await panel.getByLabel('Quantité : 1').waitFor();
    await tiles(page).getByLabel('Quantité : 1').first().waitFor();

    // Escape closes it, the focus back on the header's button; that button opens it again; the
    // full cart is a page.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'cart-button',
    );
    await page.getByTestId('cart-button').filter({ visible: true }).first().click();
    await panel.getByRole('link', { name: /Voir tout le panier/ }).click();
    await page.waitForURL(`${shopUrl}/cart`);
    await panel.waitFor({ state: 'detached' });
    await page.getByLabel('Quantité : 1').filter({ visible: true }).first().waitFor();
    // The cart's page uses the width: the totals and « Commander » beside the lines, in sight.
    const lines = (await page.getByTestId('cart-lines').boundingBox())!;
    const order = (await page.getByRole('button', { name: 'Commander' }).boundingBox())!;
    expect(order.x).toBeGreaterThan(lines.x + lines.width);
    expect(order.y + order.height).toBeLessThan(768);
    await photographAt(page, 'cart-1366', { width: 1366, height: 768 });
    expect(failures).toEqual([]);
    await page.close();
  });
});
