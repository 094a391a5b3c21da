/** « Ce produit à la place » (issue 41): the products similar to one, by the domain's rule. */
import type { ProductTile } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp, type TestApp } from '../../testing/test-app';

describe('similar products', () => {
  let shop: TestApp;
  let products: ProductTile[];

  beforeAll(async () => {
    shop = await openSeededApp();
    products = (await shop.app.inject({ url: '/api/bff/catalog/products' })).json().products;
  });
  afterAll(() => shop.close());

  const similar = (id: string, zipcode = '75011') =>
    shop.app.inject({ method: 'GET', url: `/api/catalog/products/${id}/similar?zipcode=${zipcode}` });

  it('answers, for a product that has some, similar products of its shelves, best first, cacheable', async () => {
    // Some product of the demo shop has a similar one: the first whose answer is not empty.
    let found: { product: ProductTile; similar: ProductTile[] } | undefined;
    for (const product of products.filter((tile) => tile.available).slice(0, 60)) {
      const answer = await similar(product.id);
      expect(answer.statusCode, answer.body).toBe(200);
      const list = (answer.json() as { products: ProductTile[] }).products;
      if (list.length > 0) {
        found = { product, similar: list };
        expect(answer.headers['cache-control']).toContain('public');
        break;
      }
    }
    expect(found).toBeDefined();
    const { product, similar: list } = found!;
    for (const candidate of list) {
      expect(candidate.id).not.toBe(product.id);
      expect(candidate.available).toBe(true);
      expect(candidate.shelfIds.some((shelf) => product.shelfIds.includes(shelf))).toBe(true);
      // Labels kept: an organic product is replaced by an organic one.
      if (product.labels.includes('Bio')) {
        expect(candidate.labels.some((label) => ['Bio', 'Demeter', 'Nature & Progrès'].includes(label))).toBe(
          true,
        );
      }
    }
  });

  it('refuses a malformed postal code (400) and answers 404 product_not_found for an unknown product', async () => {
    const product = products[0]!;
    const malformed = await similar(product.id, '75');
    expect(malformed.statusCode).toBe(400);
    const unknown = await similar('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'product_not_found' } });
  });
});
