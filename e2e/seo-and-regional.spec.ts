import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { screenshotPath, viewports } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

type CatalogProduct = {
  id: string;
  reference: string;
  path: string;
  displayName: string;
  priceCents: number;
  available: boolean;
  regionalPostalPrefixes: string[] | null;
};

/** The JSON-LD documents of a server-rendered page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/**
 * Issue 16: what search engines read (robots.txt, sitemap.xml, a product's JSON-LD, canonical
 * link and Open Graph tags), and a regional product that asks for the postal code (spec §8).
 */
describe.skipIf(!chromiumPath)('search engines and regional products', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;
  let products: CatalogProduct[];

  beforeAll(async () => {
    browser = await launchChromium();
    products = (
      (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as { products: CatalogProduct[] }
    ).products;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tells search engines what a product page sells, where it sits and its canonical address', async () => {
    const product = products.find(
      (candidate) => candidate.available && candidate.regionalPostalPrefixes === null,
    )!;
    const answer = await fetch(`${shopUrl}${product.path}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const data = structuredData(html);
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: product.displayName,
      offers: {
        '@type': 'Offer',
        price: (product.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; position: number }[];
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Accueil' });
    const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0];
    expect(canonical).toContain(`href="${shopUrl}${product.path}"`);
    expect(html).toMatch(/<meta[^>]*property="og:title"[^>]*content="[^"]+"/);
    expect(html).toMatch(/<meta[^>]*property="og:image"[^>]*content="http[^"]+\/images\//);
  });

  it('lists the pages in the sitemap and keeps the personal screens out of robots.txt', async () => {
    const robots = await (await fetch(`${shopUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /my-account');
    expect(robots).toContain(`Sitemap: ${shopUrl}/sitemap.xml`);
    const sitemap = await (await fetch(`${shopUrl}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations).toContain(`${shopUrl}${products[0]!.path}`);
    // A sample of every kind answers a page.
    const sample = [
      locations.find((location) => location.includes('/pp/')),
      locations.find((location) => /\/p\/[^/]+$/.test(location)),
      locations.find((location) => /\/p\/[^/]+\/[^/]+$/.test(location)),
    ];
    for (const location of sample) {
      expect((await fetch(location!)).status, location).toBe(200);
    }
  });

  it('asks for the postal code before adding a regional product, then says whether it is delivered', async () => {
    const regional = products.find((candidate) => candidate.reference === 'baguette-de-tradition')!;
    expect(regional.regionalPostalPrefixes).not.toBeNull();
    for (const [size, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, locale: 'fr-FR' });
      const page = await context.newPage();
      await visit(page, `${shopUrl}${regional.path}`);
      await page.getByTestId('regional-hint').waitFor();
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      // The sheet's panel (its modal wrapper bears the same name).
      const sheet = page.getByRole('dialog', { name: 'Livré chez vous ?' }).last();
      await sheet.getByLabel('Votre code postal').fill('69003');
      await sheet.getByRole('button', { name: 'Vérifier et ajouter' }).click();
      const refused = page.getByRole('dialog', { name: 'Produit non disponible chez vous' }).last();
      await refused.getByText('Ce produit régional n’est pas livré à ce code postal.').waitFor();
      await page.screenshot({ path: screenshotPath(`regional-refused-${size}`) });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await page.getByTestId('cart-count').filter({ visible: true }).first().textContent()).toBe('0');

      await refused.getByRole('button', { name: 'Essayer un autre code postal' }).click();
      await page.getByLabel('Votre code postal').fill('75011');
      await page.getByRole('button', { name: 'Vérifier et ajouter' }).click();
      await page
        .getByRole('dialog', { name: 'Bonne nouvelle : ce produit est livré chez vous !' })
        .last()
        .waitFor();
      await page.screenshot({ path: screenshotPath(`regional-delivered-${size}`) });
      await page.getByTestId('regional-close').click();
      await expect
        .poll(() => page.getByTestId('cart-count').filter({ visible: true }).textContent())
        .toBe('1');
      await context.close();
    }
  });
});
