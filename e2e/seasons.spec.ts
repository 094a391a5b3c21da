/**
 * Seasons (issue 40): « Fruits de saison » follows the shop's clock (no summer fruit in November,
 * strawberries and melons back in July), the home's « De saison » block too, and the seasonal
 * calendar is a page of its own, reached from the shelf. The staff name the fruit or vegetable a
 * product is, and make a shelf « de saison », in the back office, which the shop follows at once. The shop's clock is moved for this
 * journey and put back, a month at most per move.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { screenshotPath, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { signInToBackOffice } from './support/staff';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

const PHONE = { width: 390, height: 844 };
const SUMMER_FRUIT = ['fraises-gariguette', 'peches-de-vigne', 'pasteque-sucree', 'myrtilles-d-ardeche'];
/** The dev clock route's longest move. */
const MAX_MOVE_HOURS = 720;

describe.skipIf(!chromiumPath)('the season shelf follows the shop’s clock', () => {
  const shopUrl = journeyShopUrl();
  const admin = inject('staffAdmin');
  let browser: Browser;
  /** Hours the clock was moved by, to move it back. */
  let moved = 0;

  async function moveClock(hours: number): Promise<Date> {
    const answer = await fetch(`${shopUrl}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hours }),
    });
    expect(answer.status).toBe(200);
    moved += hours;
    return new Date(((await answer.json()) as { now: string }).now);
  }

  /** Moves the shop's clock to about `target`, a month at most per move. */
  async function clockTo(target: string): Promise<void> {
    let now = await moveClock(0);
    let left = Math.round((Date.parse(target) - now.getTime()) / 3_600_000);
    while (left !== 0) {
      const step = Math.max(-MAX_MOVE_HOURS, Math.min(MAX_MOVE_HOURS, left));
      now = await moveClock(step);
      left -= step;
    }
  }

  beforeAll(async () => {
    browser = await launchChromium();
  });
  /** The shop's clock back where this journey found it. */
  async function clockBack(): Promise<void> {
    while (moved !== 0) await moveClock(Math.max(-MAX_MOVE_HOURS, Math.min(MAX_MOVE_HOURS, -moved)));
  }

  afterAll(async () => {
    // Other journeys book delivery slots from the clock's first morning.
    await clockBack();
    await browser?.close();
  });

  async function seasonShelfPath(): Promise<string> {
    const { shelves } = (await (await fetch(`${shopUrl}/api/bff/catalog/shelves`)).json()) as {
      shelves: { key: string; path: string }[];
    };
    return shelves.find((shelf) => shelf.key === 'fruits-de-saison')!.path;
  }

  /** The season shelf's products in a fresh browser (no answer kept from another month). */
  async function seasonShelf(name: string): Promise<{ page: Page; references: string[] }> {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    const page = await context.newPage();
    await visit(page, `${shopUrl}${await seasonShelfPath()}`);
    const tiles = page.locator('[data-testid^="product-tile-"]').filter({ visible: true });
    await tiles.first().waitFor();
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath(`seasons-${name}-phone`), fullPage: true });
    const ids = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    return { page, references: ids.map((id) => id!.replace('product-tile-', '')) };
  }

  it('shows no summer fruit in November, and has them back in July', async () => {
    await clockTo('2026-11-18T09:00:00Z');
    const november = await seasonShelf('shelf-november');
    expect(november.references).toContain('kiwis-de-l-adour');
    for (const reference of SUMMER_FRUIT) expect(november.references).not.toContain(reference);
    expect(await seriousAccessibilityViolations(november.page)).toEqual([]);

    // The calendar is one tap away, at the shop's month.
    await november.page.getByTestId('seasons-calendar-link').filter({ visible: true }).click();
    await november.page.waitForURL(`${shopUrl}/calendrier-des-saisons`);
    await november.page.getByRole('heading', { name: 'De saison en novembre (ce mois-ci)' }).waitFor();
    const fruits = await november.page.getByTestId('seasons-fruit').filter({ visible: true }).innerText();
    expect(fruits).toMatch(/Kiwi/);
    expect(fruits).not.toMatch(/Fraise|Pastèque|Melon/);
    await november.page.screenshot({ path: screenshotPath('seasons-calendar-phone'), fullPage: true });
    expect(await seriousAccessibilityViolations(november.page)).toEqual([]);
    // Another month by its address, in the server's HTML.
    const july = await november.page.request.get(`${shopUrl}/calendrier-des-saisons?mois=7`);
    expect(july.status()).toBe(200);
    expect(await july.text()).toMatch(/Le calendrier des saisons · Sillon/);
    await november.page.context().close();

    await clockTo('2026-07-15T09:00:00Z');
    const summer = await seasonShelf('shelf-july');
    for (const reference of SUMMER_FRUIT) expect(summer.references).toContain(reference);
    expect(summer.references).not.toContain('kiwis-de-l-adour');
    // The calendar at a laptop's width: its entries side by side.
    await summer.page.setViewportSize({ width: 1366, height: 900 });
    await visit(summer.page, `${shopUrl}/calendrier-des-saisons`);
    await summer.page.getByRole('heading', { name: 'De saison en juillet (ce mois-ci)' }).waitFor();
    await summer.page.screenshot({ path: screenshotPath('seasons-calendar-july-desktop') });
    await summer.page.context().close();
  });

  it('keeps the home’s « De saison » block to what is in season, and marks the rest « Hors saison » on other shelves', async () => {
    await clockTo('2026-11-18T09:00:00Z');
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    const page = await context.newPage();
    await visit(page, shopUrl);
    const block = page.getByRole('heading', { name: 'De saison en ce moment' }).filter({ visible: true });
    await block.waitFor();
    const html = await page.content();
    expect(html).toContain('product-tile-poireaux');
    expect(html).not.toContain('product-tile-fraises-gariguette');
    await block.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('seasons-home-block-phone') });

    await visit(page, `${shopUrl}/search?s=tomates`);
    const tomato = page.getByTestId('product-tile-tomates-anciennes').filter({ visible: true });
    await tomato.waitFor();
    expect(await tomato.innerText()).toMatch(/Hors saison/);
    await tomato.evaluate((tile) => tile.scrollIntoView({ block: 'center' }));
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('seasons-out-of-season-phone') });
    await context.close();
  });

  it('has the staff name the vegetable a product is in the back office, which its tile follows at once', async () => {
    // Signed in with the shop's clock 12 days behind the browser's: the cookie's lifetime holds.
    await clockTo('2026-11-18T09:00:00Z');
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await signInToBackOffice(page, shopUrl, admin);
    const found = await page.request.get(`${shopUrl}/api/staff/products?q=poireaux`);
    const leeks = (
      (await found.json()).items as { id: string; reference: string; produce: string | null }[]
    ).find((item) => item.reference === 'poireaux')!;
    expect(leeks.produce).toBe('poireau');
    const leeksTile = async () => {
      const answer = await fetch(`${shopUrl}/api/bff/catalog/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [leeks.id] }),
      });
      return (await answer.json()).products[0] as { outOfSeason?: true };
    };
    expect((await leeksTile()).outOfSeason).toBeUndefined();

    await page.goto(`${shopUrl}/back-office/products/${leeks.id}`);
    const season = page.getByRole('combobox', { name: /Saison/ });
    await season.waitFor();
    expect(await season.innerText()).toMatch(/Poireau \(légume\)/);
    await season.click();
    await page.getByRole('option', { name: 'Tomate (légume)' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.MuiSnackbar-root').filter({ hasText: 'Produit enregistré' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('seasons-back-office-desktop'), fullPage: true });
    expect((await leeksTile()).outOfSeason).toBe(true);

    const restored = await page.request.patch(`${shopUrl}/api/staff/products/${leeks.id}`, {
      data: { produce: 'poireau' },
    });
    expect(restored.status()).toBe(200);
    expect((await leeksTile()).outOfSeason).toBeUndefined();
    await context.close();
  });

  it('has the staff make a shelf « de saison » in the back office, which then shows only what is in season', async () => {
    await clockTo('2026-11-18T09:00:00Z');
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await signInToBackOffice(page, shopUrl, admin);
    // A shelf holding products out of season in November beside others in season.
    type ShopShelf = { id: string; key: string; label: string; path: string; products: string[] };
    type Tile = { reference: string; outOfSeason?: true };
    const { shelves } = (await (await fetch(`${shopUrl}/api/bff/catalog/shelves`)).json()) as {
      shelves: ShopShelf[];
    };
    let shelf: ShopShelf | undefined;
    let outOfSeason: string[] = [];
    for (const candidate of shelves.filter((each) => each.key !== 'fruits-de-saison')) {
      const answer = await fetch(`${shopUrl}/api/bff/catalog/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: candidate.products }),
      });
      const tiles = ((await answer.json()) as { products: Tile[] }).products;
      outOfSeason = tiles.filter((tile) => tile.outOfSeason).map((tile) => tile.reference);
      if (outOfSeason.length > 0 && outOfSeason.length < tiles.length) {
        shelf = candidate;
        break;
      }
    }
    expect(shelf).toBeDefined();

    await page.goto(`${shopUrl}/back-office/racks`);
    const seasonal = page.getByRole('switch', { name: `De saison : ${shelf!.label}` }).first();
    await seasonal.waitFor();
    expect(await seasonal.isChecked()).toBe(false);
    await seasonal.check();
    await page.locator('.MuiSnackbar-root').filter({ hasText: 'Étagère de saison' }).first().waitFor();
    await seasonal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('seasons-back-office-shelf-desktop') });
    const shown = async () => {
      const shopper = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
      const shelfPage = await shopper.newPage();
      await visit(shelfPage, `${shopUrl}${shelf!.path}`);
      const tiles = shelfPage.locator('[data-testid^="product-tile-"]').filter({ visible: true });
      await tiles.first().waitFor();
      const ids = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
      return { shopper, shelfPage, references: ids.map((id) => id!.replace('product-tile-', '')) };
    };
    try {
      const inSeason = await shown();
      expect(inSeason.references.length).toBeGreaterThan(0);
      for (const reference of outOfSeason) expect(inSeason.references).not.toContain(reference);
      await waitForImages(inSeason.shelfPage);
      await inSeason.shelfPage.screenshot({
        path: screenshotPath('seasons-seasonal-shelf-phone'),
        fullPage: true,
      });
      await inSeason.shopper.close();
    } finally {
      // The shelf as the other journeys know it.
      const restored = await page.request.patch(`${shopUrl}/api/staff/shelves/${shelf!.id}`, {
        data: { seasonal: false },
      });
      expect(restored.status()).toBe(200);
    }
    const whole = await shown();
    for (const reference of outOfSeason) expect(whole.references).toContain(reference);
    await whole.shopper.close();
    await context.close();
  });
});
