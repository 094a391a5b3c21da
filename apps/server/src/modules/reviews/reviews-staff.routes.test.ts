import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

let shop: ShopTestApp;
let support: { cookie: string };
let admin: { cookie: string };
let product: string;
beforeAll(async () => {
  shop = await openShopApp();
  support = await staffSession(shop, 'support');
  admin = await staffSession(shop, 'admin');
});
afterAll(() => shop.close());

const staff = (method: 'GET' | 'PATCH', url: string, payload?: object, cookie = support.cookie) =>
  shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const shopPage = async () =>
  (await shop.app.inject({ url: `/api/catalog/products/${product}/reviews` })).json() as {
    reviews: { id: string }[];
    totalCount: number;
  };

describe('staff reviews', () => {
  it("lists a product's reviews with its name, hides one from the shop and shows it again", async () => {
    const all = await staff('GET', '/api/staff/reviews?perPage=5');
    expect(all.statusCode).toBe(200);
    product = all.json().items[0].productId;
    const [review] = (await staff('GET', `/api/staff/reviews?productId=${product}&perPage=5`)).json().items;
    expect(review).toMatchObject({ productId: product, productName: expect.any(String), hidden: false });
    expect(review.productName).not.toBe('');
    const before = await shopPage();
    expect(before.reviews.map((shown) => shown.id)).toContain(review.id);

    const hidden = await staff('PATCH', `/api/staff/reviews/${review.id}`, { hidden: true });
    expect(hidden.json()).toMatchObject({ id: review.id, hidden: true });
    const after = await shopPage();
    expect(after.reviews.map((shown) => shown.id)).not.toContain(review.id);
    expect(after.totalCount).toBe(before.totalCount - 1);
    const hiddenOnes = (await staff('GET', `/api/staff/reviews?hidden=true&productId=${product}`)).json();
    expect(hiddenOnes.items.map((item: { id: string }) => item.id)).toEqual([review.id]);

    await staff('PATCH', `/api/staff/reviews/${review.id}`, { hidden: false });
    expect((await shopPage()).totalCount).toBe(before.totalCount);

    const [shown, hiddenEntry] = await auditEntriesOf(shop.app, admin.cookie, 'review', review.id);
    expect(hiddenEntry).toMatchObject({
      action: 'review.visibility',
      before: { hidden: false },
      after: { hidden: true },
    });
    expect(shown).toMatchObject({ before: { hidden: true }, after: { hidden: false } });
  });

  it('refuses a missing visibility in French, an unknown review, and a preparer', async () => {
    const refused = await staff('PATCH', '/api/staff/reviews/00000000-0000-4000-8000-000000000000', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/[éè]/);
    const unknown = await staff('PATCH', '/api/staff/reviews/00000000-0000-4000-8000-000000000000', {
      hidden: true,
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'review_not_found']);
    const preparer = await staffSession(shop, 'preparer');
    expect((await staff('GET', '/api/staff/reviews', undefined, preparer.cookie)).statusCode).toBe(403);
  });
});
