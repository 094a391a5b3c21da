/** robots.txt and sitemap.xml (issue 16): what search engines may read, and every public page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

describe('what search engines read', () => {
  let shop: ShopTestApp;
  beforeAll(async () => {
    shop = await openShopApp();
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { host: 'sillon.test' } });

  it('keeps them out of the personal screens and points them to the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const lines = answer.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/my-account', '/order-checkout', '/cart', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://sillon.test/sitemap.xml');
  });

  it('lists home, every rack, shelf and product, the stories and the recipes, once each', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    expect(answer.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const paths = locations.map((location) => new URL(location).pathname);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations.every((location) => location.startsWith('http://sillon.test/'))).toBe(true);
    expect(paths).toContain('/');
    expect(paths).toContain('/mission-regeneration');
    expect(paths).toContain('/calendrier-des-saisons');
    for (const index of ['/magazine', '/nos-articles', '/recettes', '/selection'])
      expect(paths).toContain(index);
    expect(paths).toContain('/recettes/salade-de-lentilles-du-puy-carottes-et-chevre');
    expect(paths.filter((path) => /^\/pp\/[a-z0-9-]+$/.test(path)).length).toBeGreaterThan(200);
    expect(paths.filter((path) => /^\/p\/[a-z0-9-]+$/.test(path)).length).toBeGreaterThan(5);
    expect(paths.filter((path) => /^\/p\/[a-z0-9-]+\/[a-z0-9-]+$/.test(path)).length).toBeGreaterThan(10);
    // An editor's unpublished draft is never listed (its title says "brouillon").
    expect(answer.body).not.toMatch(/brouillon|drafts\./);
    const recipeEntry = answer.body.match(
      /<url><loc>[^<]*\/recettes\/[^<]+<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/,
    );
    expect(recipeEntry?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
