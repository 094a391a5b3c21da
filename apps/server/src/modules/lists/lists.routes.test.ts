/**
 * The shopping list on the server (issue 17): the same on every device, the last change per
 * product winning whatever order devices send their changes in (offline ones included), and the
 * favourites it feeds, the customer's and a referrer's as their referral link shows them.
 */
import type {
  AccountFavoritesDocument,
  ReferrerFavoritesResponse,
  ShoppingListChange,
  ShoppingListResponse,
} from '@sillon/contract';
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

describe('the shopping list', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let ids: Record<string, string>;
  let beef: string;
  let honey: string;
  let bread: string;
  let juice: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    ids = await shop.productIds([
      'boeuf-a-bourguignon',
      'miel-de-tilleul',
      'pain-de-campagne-au-levain',
      'jus-de-pomme-trouble',
    ]);
    beef = ids['boeuf-a-bourguignon']!;
    honey = ids['miel-de-tilleul']!;
    bread = ids['pain-de-campagne-au-levain']!;
    juice = ids['jus-de-pomme-trouble']!;
  });
  afterAll(() => shop.close());

  /** A moment relative to the shop's clock, as a device stamps its change. */
  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();
  const send = (token: string, changes: ShoppingListChange[]) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/shopping-list/changes',
      headers: bearer(token),
      payload: { changes },
    });
  const listOf = async (token: string) =>
    (
      (
        await shop.app.inject({ method: 'GET', url: '/api/shopping-list', headers: bearer(token) })
      ).json() as ShoppingListResponse
    ).items;

  it('keeps a customer’s list, in the order the products were put on it, and nobody else’s', async () => {
    const camille = await newCustomer(shop.app, 'Camille');
    const other = await newCustomer(shop.app, 'Louise');
    const answer = await send(camille.token, [
      { product_id: beef, quantity: 1, changed_at: at(-3) },
      { product_id: honey, quantity: 2, changed_at: at(-2) },
      { product_id: bread, quantity: 1, changed_at: at(-1) },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      (answer.json() as ShoppingListResponse).items.map((item) => [item.product_id, item.quantity]),
    ).toEqual([
      [beef, 1],
      [honey, 2],
      [bread, 1],
    ]);
    expect(await listOf(other.token)).toEqual([]);
  });

  it('keeps a product’s place when its quantity changes, and puts it last when it comes back', async () => {
    const camille = await newCustomer(shop.app, 'Camille');
    await send(camille.token, [
      { product_id: beef, quantity: 1, changed_at: at(-5) },
      { product_id: honey, quantity: 1, changed_at: at(-4) },
      { product_id: bread, quantity: 1, changed_at: at(-3) },
    ]);
    await send(camille.token, [{ product_id: beef, quantity: 4, changed_at: at(-2) }]);
    const reloaded = await listOf(camille.token);
    expect(reloaded.map((item) => [item.product_id, item.quantity])).toEqual([
      [beef, 4],
      [honey, 1],
      [bread, 1],
    ]);
    expect(reloaded[0]).toMatchObject({ changed_at: at(-2), added_at: at(-5) });

    await send(camille.token, [{ product_id: beef, quantity: 0, changed_at: at(-1) }]);
    await send(camille.token, [{ product_id: beef, quantity: 1, changed_at: at(0) }]);
    expect((await listOf(camille.token)).map((item) => item.product_id)).toEqual([honey, bread, beef]);
  });

  it('places a device’s product where it was put on that device, never after the change that brings it', async () => {
    const camille = await newCustomer(shop.app, 'Camille');
    // Offline, the laptop put the bread on at -9 min and the honey at -8, then made 3 of the bread.
    await send(camille.token, [
      { product_id: bread, quantity: 3, changed_at: at(-7), added_at: at(-9) },
      { product_id: honey, quantity: 1, changed_at: at(-8), added_at: at(-8) },
      { product_id: juice, quantity: 1, changed_at: at(-6), added_at: at(60) },
    ]);
    expect(await listOf(camille.token)).toMatchObject([
      { product_id: bread, added_at: at(-9) },
      { product_id: honey, added_at: at(-8) },
      { product_id: juice, added_at: at(-6) },
    ]);
  });

  it('lets the last change win per product, even one sent late by a device that was offline', async () => {
    const camille = await newCustomer(shop.app, 'Camille');
    // The phone removed the honey at -1 min; the laptop, offline since, had set it to 3 at -5 min.
    await send(camille.token, [{ product_id: honey, quantity: 1, changed_at: at(-10) }]);
    await send(camille.token, [{ product_id: honey, quantity: 0, changed_at: at(-1) }]);
    const late = await send(camille.token, [
      { product_id: honey, quantity: 3, changed_at: at(-5) },
      { product_id: juice, quantity: 2, changed_at: at(-4) },
    ]);
    expect((late.json() as ShoppingListResponse).items.map((item) => item.product_id)).toEqual([juice]);
  });

  it('loses and doubles nothing when two devices send at once', async () => {
    const camille = await newCustomer(shop.app, 'Camille');
    const phone = [
      { product_id: beef, quantity: 2, changed_at: at(-2) },
      { product_id: honey, quantity: 1, changed_at: at(-6) },
    ];
    const laptop = [
      { product_id: beef, quantity: 5, changed_at: at(-3) },
      { product_id: honey, quantity: 4, changed_at: at(-1) },
      { product_id: bread, quantity: 1, changed_at: at(-1) },
    ];
    const answers = await Promise.all([send(camille.token, phone), send(camille.token, laptop)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const list = await listOf(camille.token);
    expect(Object.fromEntries(list.map((item) => [item.product_id, item.quantity]))).toEqual({
      [beef]: 2,
      [honey]: 4,
      [bread]: 1,
    });
  });

  it('drops unknown products and never dates a change after its arrival', async () => {
    const camille = await newCustomer(shop.app, 'Camille');
    const answer = await send(camille.token, [
      { product_id: '00000000-0000-4000-8000-000000000000', quantity: 1, changed_at: at(-1) },
      // A device whose clock runs a year ahead: its change counts as made on arrival.
      { product_id: beef, quantity: 9, changed_at: at(365 * 24 * 60) },
    ]);
    expect((answer.json() as ShoppingListResponse).items).toEqual([
      {
        product_id: beef,
        quantity: 9,
        changed_at: clock.now().toISOString(),
        added_at: clock.now().toISOString(),
      },
    ]);
    clock.advanceSeconds(60);
    await send(camille.token, [{ product_id: beef, quantity: 1, changed_at: at(0) }]);
    expect((await listOf(camille.token)).map((item) => item.quantity)).toEqual([1]);
  });

  it('is a customer’s: refused to a visitor, validated', async () => {
    const visitor = await newAnonymous(shop.app);
    expect((await send(visitor.token, [])).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/shopping-list' })).statusCode).toBe(401);
    const camille = await newCustomer(shop.app, 'Camille');
    expect(
      (await send(camille.token, [{ product_id: beef, quantity: -1, changed_at: at(0) }])).statusCode,
    ).toBe(400);
    expect(
      (await send(camille.token, [{ product_id: beef, quantity: 1, changed_at: 'hier' }])).statusCode,
    ).toBe(400);
    // A year PostgreSQL cannot store is refused as input, not a failure of the whole change.
    const yearZero = '0000-01-01T00:00:00Z';
    expect(
      (await send(camille.token, [{ product_id: beef, quantity: 1, changed_at: yearZero }])).statusCode,
    ).toBe(400);
    expect(
      (await send(camille.token, [{ product_id: beef, quantity: 1, changed_at: at(0), added_at: yearZero }]))
        .statusCode,
    ).toBe(400);
  });

  describe('favourites', () => {
    it('are the products ordered most, then the list’s; a referral link shows them with the first name only', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      await send(buyer.token, [
        { product_id: honey, quantity: 1, changed_at: at(-2) },
        { product_id: beef, quantity: 1, changed_at: at(-2) },
      ]);
      // Put on the list last, shown first among the list's (a quantity changed since moves nothing).
      await send(buyer.token, [{ product_id: bread, quantity: 1, changed_at: at(-1) }]);
      await send(buyer.token, [{ product_id: honey, quantity: 2, changed_at: at(0) }]);
      const favorites = (
        await storefront(shop.app, 'GET', '/account/favorites', { token: buyer.token })
      ).json() as AccountFavoritesDocument;
      expect(
        favorites.data.map((favorite) => [
          favorite.id,
          favorite.attributes.reason,
          favorite.attributes.times_ordered,
        ]),
      ).toEqual([
        [beef, 'ordered', 1],
        [bread, 'shopping_list', 0],
        [honey, 'shopping_list', 0],
      ]);

      const code = (
        (await storefront(shop.app, 'GET', '/account/vouchers', { token: buyer.token })).json() as {
          data: { attributes: { referral: { referral_code: string } } };
        }
      ).data.attributes.referral.referral_code;
      const link = await shop.app.inject({
        method: 'GET',
        url: `/api/bff/referrer/favorites?referralCode=${encodeURIComponent(code.toLowerCase())}`,
      });
      expect(link.statusCode, link.body).toBe(200);
      expect(link.json() as ReferrerFavoritesResponse).toEqual({
        referrerName: 'Camille',
        referralCode: code,
        refereeDiscount: '10,00\u00a0€',
        productIds: [beef, bread, honey],
      });
      const unknown = await shop.app.inject({
        method: 'GET',
        url: '/api/bff/referrer/favorites?referralCode=PERSONNE-00000',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: { code: 'referral_code_unknown' } });

      // Once the account is closed, its link shows nothing of the customer, and offers nothing.
      const closed = await shop.app.inject({
        method: 'POST',
        url: '/api/users/me/deletion',
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const afterClosing = await shop.app.inject({
        method: 'GET',
        url: `/api/bff/referrer/favorites?referralCode=${encodeURIComponent(code)}`,
      });
      expect(afterClosing.statusCode).toBe(404);
      expect(afterClosing.json()).toMatchObject({ error: { code: 'referral_code_unknown' } });
    });
  });
});
