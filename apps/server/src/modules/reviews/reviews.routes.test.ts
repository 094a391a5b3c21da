/**
 * Writing reviews (issue 17; spec §3 Review, §5, §7, §8, §9): the domain's rule on every field,
 * the average's rule, one review per customer and product, « Achat vérifié », Spree's route, and
 * the staff hiding one. Readers see a change at once (the caches are cleared).
 */
import type { Review, ReviewsResponse } from '@sillon/contract';
import { nextAverageRating } from '@sillon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, bearer } from '../../testing/auth-test-app';
import { buyerWithBasket, buyWithBike } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import {
  newAnonymous,
  newCustomer,
  openShopApp,
  storefront,
  type ShopTestApp,
} from '../../testing/shop-test-app';

const ADMIN_TOKEN = 'staff-token-for-the-tests-0123456789';

describe('writing reviews', () => {
  let shop: ShopTestApp;
  let honey: string;
  let beef: string;
  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()), adminToken: ADMIN_TOKEN });
    const ids = await shop.productIds(['miel-de-tilleul', 'boeuf-a-bourguignon']);
    honey = ids['miel-de-tilleul']!;
    beef = ids['boeuf-a-bourguignon']!;
  });
  afterAll(() => shop.close());

  const post = (token: string, productId: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/catalog/products/${productId}/reviews`,
      headers: bearer(token),
      payload,
    });
  const page = async (productId: string) =>
    (
      await shop.app.inject({ method: 'GET', url: `/api/catalog/products/${productId}/reviews?page=1` })
    ).json() as ReviewsResponse;
  const ratingOf = async (productId: string) =>
    (
      (await shop.app.inject({ method: 'GET', url: '/api/catalog/products/ratings' })).json() as Record<
        string,
        { averageRating: number; totalCount: number }
      >
    )[productId] ?? { averageRating: 0, totalCount: 0 };
  const round = (value: number) => Math.round(value * 10) / 10;
  /** The product's rating as its card shows it (the BFF's cached catalogue). */
  const cardRatingOf = async (productId: string) =>
    (
      (await shop.app.inject({ method: 'GET', url: '/api/bff/catalog/products' })).json() as {
        products: { id: string; rating: { totalCount: number } | null }[];
      }
    ).products.find((product) => product.id === productId)?.rating?.totalCount ?? 0;

  it('refuses each bad field with its own code and French text', async () => {
    const camille = await newCustomer(shop.app, 'Camille');
    const cases: [object, string][] = [
      [{ rating: 4, title: '  ' }, 'review_title_empty'],
      [{ title: 'Bon' }, 'review_rating_empty'],
      [{ rating: -1, title: 'Bon' }, 'review_rating_below_min'],
      [{ rating: 6, title: 'Bon' }, 'review_rating_above_max'],
    ];
    for (const [payload, code] of cases) {
      const answer = await post(camille.token, honey, payload);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code } });
    }
    const answer = await post(camille.token, honey, { rating: 4, title: '' });
    expect(answer.json().error.message).toBe('Donnez un titre à votre avis.');
    expect(
      (await post(camille.token, '00000000-0000-4000-8000-000000000000', { rating: 4, title: 'Bon' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets only a signed-in customer write', async () => {
    const visitor = await newAnonymous(shop.app);
    expect((await post(visitor.token, honey, { rating: 4, title: 'Bon' })).statusCode).toBe(403);
    const nobody = await shop.app.inject({
      method: 'POST',
      url: `/api/catalog/products/${honey}/reviews`,
      payload: { rating: 4, title: 'Bon' },
    });
    expect(nobody.statusCode).toBe(401);
  });

  it('shows a new review first, at once, and moves the average by the spec’s rule', async () => {
    const before = await ratingOf(honey);
    await page(honey); // the page and the catalogue are now in the readers' caches
    const cardBefore = await cardRatingOf(honey);
    const louise = await newCustomer(shop.app, 'Louise');
    const answer = await post(louise.token, honey, {
      rating: 2,
      title: 'Trop sucré',
      comment: 'Pas pour moi.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ displayName: 'Louise', rating: 2, verifiedPurchase: false });
    const after = await ratingOf(honey);
    expect(after.totalCount).toBe(before.totalCount + 1);
    const expected = nextAverageRating(before.averageRating, before.totalCount, 2);
    expect(after.averageRating).toBeCloseTo(round(expected), 1);
    const shown = await page(honey);
    expect(shown.reviews[0]).toMatchObject({ title: 'Trop sucré', displayName: 'Louise' });
    expect(shown.totalCount).toBe(after.totalCount);
    expect(await cardRatingOf(honey)).toBe(cardBefore + 1);
  });

  it('keeps one review per customer and product: writing again edits it, answered 200', async () => {
    const paul = await newCustomer(shop.app, 'Paul');
    const first = await post(paul.token, honey, { rating: 1, title: 'Bof' });
    expect(first.statusCode).toBe(201);
    const once = await ratingOf(honey);
    const again = await post(paul.token, honey, {
      rating: 5,
      title: 'Finalement excellent',
      anonymous: true,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, displayName: 'anonymous', rating: 5 });
    const twice = await ratingOf(honey);
    expect(twice.totalCount).toBe(once.totalCount);
    expect(twice.averageRating).toBeGreaterThan(once.averageRating);
    const titles = (await page(honey)).reviews.map((review) => review.title);
    expect(titles).toContain('Finalement excellent');
    expect(titles).not.toContain('Bof');
  });

  it('tells a customer their own review of a product, and nobody else', async () => {
    const mine = (token: string, productId = honey) =>
      shop.app.inject({
        method: 'GET',
        url: `/api/catalog/products/${productId}/reviews/mine`,
        headers: bearer(token),
      });
    const lea = await newCustomer(shop.app, 'Léa');
    const none = await mine(lea.token);
    expect([none.statusCode, none.json()]).toEqual([200, { review: null }]);
    expect(none.headers['cache-control']).toBe('private, no-store');
    await post(lea.token, honey, { rating: 4, title: 'Très parfumé', comment: 'Au petit-déjeuner.' });
    expect((await mine(lea.token)).json().review).toMatchObject({
      title: 'Très parfumé',
      comment: 'Au petit-déjeuner.',
      rating: 4,
      displayName: 'Léa',
    });
    const other = await newCustomer(shop.app, 'Hugo');
    expect((await mine(other.token)).json()).toEqual({ review: null });
    expect((await mine((await newAnonymous(shop.app)).token)).statusCode).toBe(403);
    expect(
      (await shop.app.inject({ method: 'GET', url: `/api/catalog/products/${honey}/reviews/mine` }))
        .statusCode,
    ).toBe(401);
    expect((await mine(lea.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('has browsers ask again for reviews and ratings, so an author sees their review at once', async () => {
    for (const url of [`/api/catalog/products/${honey}/reviews?page=1`, '/api/catalog/products/ratings']) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.headers['cache-control'], url).toBe('public, no-cache');
      const unchanged = await shop.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(answer.headers['etag']) },
      });
      expect(unchanged.statusCode, url).toBe(304);
    }
  });

  it('counts every review of customers writing at once', async () => {
    const before = await ratingOf(beef);
    const writers = await Promise.all([1, 2, 3, 4].map((n) => newCustomer(shop.app, `Client${n}`)));
    const answers = await Promise.all(
      writers.map((writer) => post(writer.token, beef, { rating: 5, title: 'Tendre' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await ratingOf(beef)).totalCount).toBe(before.totalCount + 4);
  });

  it('marks the review of a customer who bought the product « Achat vérifié »', async () => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
    const answer = await post(buyer.token, beef, { rating: 5, title: 'Fondant' });
    expect(answer.json()).toMatchObject({ verifiedPurchase: true });
  });

  it('takes « Achat vérifié » back once the order is cancelled, unless another kept order has the product', async () => {
    const reviewed = async (title: string) =>
      (await page(beef)).reviews.find((review) => review.title === title)?.verifiedPurchase;
    const once = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    expect((await buyWithBike(shop.app, once)).statusCode).toBe(200);
    await post(once.token, beef, { rating: 4, title: 'Bien persillé' });
    expect(await reviewed('Bien persillé')).toBe(true);
    const cancel = (buyer: typeof once) =>
      storefront(shop.app, 'POST', `/account/orders/${buyer.number}/cancel`, { token: buyer.token }, {});
    expect((await cancel(once)).statusCode).toBe(200);
    expect(await reviewed('Bien persillé')).toBe(false);

    // Bought twice, one order cancelled: still a purchase.
    const first = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
    expect((await buyWithBike(shop.app, first)).statusCode).toBe(200);
    const again = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }], first);
    expect((await buyWithBike(shop.app, again)).statusCode).toBe(200);
    await post(first.token, beef, { rating: 5, title: 'Savoureux' });
    expect((await cancel(again)).statusCode).toBe(200);
    expect(await reviewed('Savoureux')).toBe(true);
  });

  it('takes Spree’s product_reviews, signed « anonymous » when asked', async () => {
    const marie = await newCustomer(shop.app, 'Marie');
    const answer = await storefront(
      shop.app,
      'POST',
      '/product_reviews',
      { token: marie.token },
      {
        product_review: {
          variant_id: honey,
          display_name: 'anonymous',
          rating: 3,
          title: 'Correct',
          comment: '',
        },
      },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ displayName: 'anonymous', rating: 3 });
    const edited = await storefront(
      shop.app,
      'POST',
      '/product_reviews',
      { token: marie.token },
      { product_review: { variant_id: honey, display_name: 'anonymous', rating: 4, title: 'Bon' } },
    );
    expect([edited.statusCode, edited.json().id]).toEqual([200, answer.json().id]);
    const refused = await storefront(
      shop.app,
      'POST',
      '/product_reviews',
      { token: marie.token },
      {
        product_review: { variant_id: honey, rating: 3, title: '' },
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'review_title_empty' });
  });

  it('lets the staff hide a review: no longer shown nor counted, then back', async () => {
    const zoe = await newCustomer(shop.app, 'Zoé');
    const written = (await post(zoe.token, honey, { rating: 0, title: 'Inacceptable' })).json() as Review;
    const counted = await ratingOf(honey);
    const hide = (hidden: boolean, token = ADMIN_TOKEN) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/reviews/${written.id}`,
        headers: bearer(token),
        payload: { hidden },
      });
    expect((await hide(true, 'not-the-token')).statusCode).toBe(401);
    expect((await hide(true)).statusCode).toBe(204);
    expect((await ratingOf(honey)).totalCount).toBe(counted.totalCount - 1);
    expect((await page(honey)).reviews.map((review) => review.id)).not.toContain(written.id);
    expect((await hide(false)).statusCode).toBe(204);
    expect((await ratingOf(honey)).totalCount).toBe(counted.totalCount);
  });
});
