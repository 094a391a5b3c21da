import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, viewports } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

/**
 * Search engines and slow phones get the page's real content in the HTML: these journeys read the
 * pages with JavaScript off, then check that the browser takes over the same page without
 * a hydration failure.
 */
describe.skipIf(!chromiumPath)('pages rendered on the server', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;
  let product: { path: string; displayName: string; priceCents: number };

  beforeAll(async () => {
    browser = await launchChromium();
    const catalog = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as {
      products: (typeof product & { available: boolean })[];
    };
    product = catalog.products.find((candidate) => candidate.available)!;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('carry the content, title, description and pictures without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();

    await page.goto(shopUrl);
    expect(await page.title()).toBe('Accueil · Sillon');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
    await page.getByRole('heading', { level: 1, name: 'Bienvenue chez Sillon' }).waitFor();
    await page.screenshot({ path: screenshotPath('no-js-home-phone'), fullPage: true });

    await page.goto(`${shopUrl}/p/fruits-et-legumes-1`);
    expect(await page.title()).toMatch(/· Sillon$/);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
    expect(await page.locator('img[srcset]').count()).toBeGreaterThan(2);
    await page.screenshot({ path: screenshotPath('no-js-rack-phone'), fullPage: true });

    const response = await page.goto(`${shopUrl}${product.path}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`${product.displayName} · Sillon`);
    await page.getByRole('heading', { level: 1, name: product.displayName }).waitFor();
    const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      product.priceCents / 100,
    );
    await page.getByText(price).first().waitFor();
    const photo = page.locator(`img[alt="${product.displayName}"]`);
    expect(await photo.getAttribute('srcset')).toContain('/images/');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('no-js-product-phone'), fullPage: true });
    await context.close();
  });

  it('are taken over by the app without a hydration failure', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    // Each route is a chunk of its own, and here the pages' own chunks come late, as on a slow
    // network: the app still takes each page over without a mismatch (React's error #418).
    const chunkOf = routeChunks();
    const pages = {
      '/': '/index',
      '/p/fruits-et-legumes-1': '/p/[rack]/index',
      '/recettes': '/recettes/index',
      // Its data's endpoint is injected by its own chunk only.
      '/calendrier-des-saisons': '/calendrier-des-saisons',
    };
    const late = new Set(Object.values(pages).map(chunkOf));
    await page.route('**/_expo/static/js/**', async (route) => {
      if (late.has(new URL(route.request().url()).pathname))
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    for (const path of [...Object.keys(pages), '/cart']) {
      await visit(page, `${shopUrl}${path}`);
      // The app has started once it has replayed (and dropped) the taps kept before it.
      await page.waitForFunction(
        () => !(window as { __SILLON_EARLY_CLICKS__?: unknown }).__SILLON_EARLY_CLICKS__,
      );
    }
    await visit(page, `${shopUrl}${product.path}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => page.getByTestId('cart-count').filter({ visible: true }).textContent()).toBe('1');
    expect(failures).toEqual([]);
    await page.close();
  });

  it('load their own screens, and the next one on a pointer over its link, never every screen', async () => {
    const chunkOf = routeChunks();
    const page = await browser.newPage({ viewport: viewports.desktop, locale: 'fr-FR' });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/_expo/static/js/')) scripts.add(url.pathname);
    });
    await visit(page, shopUrl);
    await page.waitForFunction(
      () => !(window as { __SILLON_EARLY_CLICKS__?: unknown }).__SILLON_EARLY_CLICKS__,
    );
    expect(scripts).toContain(chunkOf('/index'));
    expect(scripts).not.toContain(chunkOf('/pp/[id]/index'));
    // A pointer over a product's link loads the product screen's chunk, before any click.
    await page.locator('a[href^="/pp/"]').filter({ visible: true }).first().hover();
    await expect.poll(() => scripts.has(chunkOf('/pp/[id]/index'))).toBe(true);
    expect(scripts).not.toContain(chunkOf('/my-account/orders/[orderId]/index'));
    expect(scripts).not.toContain(chunkOf('/magazine/[slug]'));
    await page.close();
  });

  it('carry what they show, and the next screens ask for their own share, never the whole catalogue', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    // The catalogue's whole lists (every tile, shelf, route, price): a big shop's are megabytes.
    const wholeCatalogue: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const whole =
        (url.pathname === '/api/bff/catalog/products' &&
          request.method() === 'GET' &&
          !url.searchParams.has('ids')) ||
        (url.pathname === '/api/bff/catalog/routing' && !url.searchParams.has('path')) ||
        url.pathname === '/api/bff/catalog/shelves' ||
        url.pathname === '/api/bff/catalog/racks' ||
        (url.pathname === '/api/catalog/products/availability' && !url.searchParams.has('ids'));
      if (whole) wholeCatalogue.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    const visibleTiles = () => page.locator('[data-testid^="product-tile-"]').filter({ visible: true });

    // A rack page carries its shown shelf's products only; another shelf of the rack shows its own.
    await visit(page, `${shopUrl}/p/fruits-et-legumes-1`);
    const firstShelfTiles = await visibleTiles().count();
    expect(firstShelfTiles).toBeGreaterThan(0);
    await page
      .getByLabel('Les étagères du rayon')
      .filter({ visible: true })
      .getByRole('link', { name: 'Pommes et poires', exact: true })
      .click();
    await page
      .getByRole('heading', { level: 2, name: 'Pommes et poires' })
      .filter({ visible: true })
      .waitFor();
    await expect.poll(() => visibleTiles().count()).toBeGreaterThan(0);

    // A product page carries its own product's routing only; the app then finds any other one.
    await visit(page, `${shopUrl}${product.path}`);
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' }).filter({ visible: true });
    await crumbs.getByRole('link').nth(1).click();
    const other = visibleTiles().filter({ hasNotText: product.displayName }).first();
    const otherName = (await other.getByRole('link').first().innerText()).split('\n')[0]!;
    await other.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: otherName }).filter({ visible: true }).waitFor();

    // The cart names its lines with their own tiles and prices them with their own availability.
    await page.getByRole('button', { name: 'Ajouter au panier' }).filter({ visible: true }).click();
    await visit(page, `${shopUrl}/cart`);
    await page.getByTestId('cart-lines').getByText(otherName).first().waitFor();
    expect(wholeCatalogue).toEqual([]);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('honour a tap on “Ajouter au panier” made before the app started', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    // The app's script is held back until the visitor has tapped.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_expo/static/js/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${shopUrl}${product.path}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const earlyClicks = () =>
      page.evaluate(
        () =>
          (window as { __SILLON_EARLY_CLICKS__?: { targets: unknown[] } }).__SILLON_EARLY_CLICKS__?.targets
            .length,
      );
    expect(await earlyClicks()).toBe(1);

    release();
    await expect
      .poll(() => page.getByTestId('cart-count').filter({ visible: true }).textContent(), { timeout: 20_000 })
      .toBe('1');
    expect(await earlyClicks()).toBeUndefined();
    expect(failures).toEqual([]);
    await page.close();
  });

  it('name the favicon, the touch icon and the web manifest, each served with its type', async () => {
    const head = await (await fetch(shopUrl)).text();
    const linked = [
      ...head.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(linked.sort()).toEqual(
      ['/apple-touch-icon.png', '/favicon.ico', '/favicon.svg', '/manifest.webmanifest'].sort(),
    );
    const types: Record<string, RegExp> = {
      '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)/,
      '/favicon.svg': /^image\/svg\+xml/,
      '/apple-touch-icon.png': /^image\/png/,
      '/manifest.webmanifest': /^application\/manifest\+json/,
    };
    const manifest = (await (await fetch(`${shopUrl}/manifest.webmanifest`)).json()) as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) types[icon.src] = /^image\/png/;
    for (const [file, type] of Object.entries(types)) {
      const answer = await fetch(`${shopUrl}${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toMatch(type);
    }
  });
});

/** Each page's own chunk in the web export, by Expo Router's page name (`/cart`, `/pp/[id]/index`). */
function routeChunks(): (page: string) => string {
  const exported = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/shop/dist');
  const manifest = JSON.parse(readFileSync(path.join(exported, 'server/_expo/routes.json'), 'utf8')) as {
    htmlRoutes: { page: string; assets?: { js: string[] } }[];
  };
  return (page) => {
    const chunks = manifest.htmlRoutes.find((route) => route.page === page)?.assets?.js ?? [];
    const own = chunks.at(-1);
    if (!own) throw new Error(`No chunk of its own for ${page} in the web export`);
    return own;
  };
}
