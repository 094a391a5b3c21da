/**
 * The official Spree JS SDK (`@spree/storefront-api-v2-sdk` 6 with its axios fetcher) drives a
 * cart against the real server on a random port: our stock cart calls must answer it as Spree does.
 */
import axiosFetcherModule from '@spree/axios-fetcher/dist/server/index';
import {
  findRelationshipDocuments,
  makeClient,
  type CreateFetcher,
  type IOrder,
} from '@spree/storefront-api-v2-sdk';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAnonymous, openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

// The fetcher is a CommonJS bundle: its factory is the default export, once or twice wrapped.
const wrapped = axiosFetcherModule as unknown as { default?: CreateFetcher } & CreateFetcher;
const createFetcher: CreateFetcher = wrapped.default ?? wrapped;

describe('the Spree Storefront SDK drives a cart', () => {
  let shop: ShopTestApp;
  let client: ReturnType<typeof makeClient>;
  let juice: string;
  let detergent: string;

  beforeAll(async () => {
    shop = await openShopApp();
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = shop.app.server.address() as AddressInfo;
    client = makeClient({ host: `http://127.0.0.1:${port}`, createFetcher });
    const ids = await shop.productIds(['jus-de-pomme-trouble', 'lessive-liquide-au-savon-vegetal']);
    juice = ids['jus-de-pomme-trouble']!;
    detergent = ids['lessive-liquide-au-savon-vegetal']!;
  });
  afterAll(() => shop.close());

  /** The HTTP status a failed call carries (every SpreeError subclass has `serverResponse`). */
  const statusOf = (failure: unknown) =>
    (failure as { serverResponse?: { status: number } }).serverResponse?.status;

  const lineOf = (cart: IOrder, variantId: string) =>
    findRelationshipDocuments(cart, cart.data, 'line_items').find(
      (line) => (line.relationships['variant']?.data as { id: string } | undefined)?.id === variantId,
    );

  it('creates, fills, discounts and empties a signed-in cart', async () => {
    const { token } = await newAnonymous(shop.app);
    const auth = { bearer_token: token };

    const created = await client.cart.create(auth);
    expect(created.isSuccess()).toBe(true);
    expect(created.success().data.attributes.token).toMatch(/^[\w-]{22}$/);

    expect((await client.cart.addItem({ ...auth, variant_id: juice, quantity: 2 })).isSuccess()).toBe(true);
    const added = await client.cart.addItem({
      ...auth,
      variant_id: detergent,
      quantity: 1,
      include: 'line_items',
    });
    const cart = added.success();
    expect(cart.data.attributes.item_total).toBe('20.70');
    expect(cart.data.attributes.tax_total).toBe('2.56');

    const juiceLine = lineOf(cart, juice)!;
    expect(juiceLine.attributes['quantity']).toBe(2);
    const set = await client.cart.setQuantity({ ...auth, line_item_id: juiceLine.id, quantity: 3 });
    expect(set.success().data.attributes.item_total).toBe('24.60');

    const coupon = await client.cart.applyCouponCode({
      ...auth,
      coupon_code: 'BIENVENUE10',
      include: 'promotions',
    });
    expect(coupon.isSuccess()).toBe(true);
    expect(coupon.success().data.attributes).toMatchObject({ promo_total: '-2.46', total: '22.14' });
    const promotions = findRelationshipDocuments(coupon.success(), coupon.success().data, 'promotions');
    expect(promotions.map((promotion) => promotion.attributes['code'])).toContain('BIENVENUE10');

    const expired = await client.cart.applyCouponCode({ ...auth, coupon_code: 'NOEL2023' });
    expect(expired.isFail()).toBe(true);
    expect(expired.fail().name).toBe('BasicSpreeError');
    expect((expired.fail() as unknown as { summary: string }).summary).toContain(
      'date de validité est dépassée',
    );
    expect(statusOf(expired.fail())).toBe(422);

    expect((await client.cart.removeCouponCode({ ...auth, code: 'BIENVENUE10' })).isSuccess()).toBe(true);
    const noCoupon = await client.cart.removeAllCoupons(auth);
    expect(noCoupon.isFail()).toBe(true);
    expect(statusOf(noCoupon.fail())).toBe(422);

    const removed = await client.cart.removeItem({ ...auth, id: juiceLine.id });
    expect(removed.success().data.attributes.item_total).toBe('12.90');
    const shown = await client.cart.show({ ...auth, include: 'line_items,variants' });
    expect(lineOf(shown.success(), juice)).toBeUndefined();
    expect(lineOf(shown.success(), detergent)?.attributes['price']).toBe('12.90');

    const emptied = await client.cart.emptyCart(auth);
    expect(emptied.success().data.attributes.item_count).toBe(0);
    expect((await client.cart.remove(auth)).isSuccess()).toBe(true);
    const gone = await client.cart.show(auth);
    expect(gone.isFail()).toBe(true);
    expect(statusOf(gone.fail())).toBe(404);
  });

  it('drives a guest cart with its order token alone', async () => {
    const created = await client.cart.create();
    const orderToken = created.success().data.attributes.token;
    const added = await client.cart.addItem({ order_token: orderToken, variant_id: juice, quantity: 1 });
    expect(added.success().data.attributes.total).toBe('3.90');
    const tooMany = await client.cart.addItem({ order_token: orderToken, variant_id: juice, quantity: 999 });
    expect(tooMany.isFail()).toBe(true);
    expect(tooMany.fail().name).toBe('ExpandedSpreeError');
    expect(statusOf(tooMany.fail())).toBe(422);
    const stranger = await client.cart.show({ order_token: 'not-this-token' });
    expect(statusOf(stranger.fail())).toBe(404);

    // Signing in: the guest cart becomes the user's, found by the bearer alone.
    const { token } = await newAnonymous(shop.app);
    const associated = await client.cart.associateGuestCart({
      bearer_token: token,
      guest_order_token: orderToken,
    });
    expect(associated.success().data.attributes.total).toBe('3.90');
    expect((await client.cart.show({ bearer_token: token })).success().data.attributes.token).toBe(
      orderToken,
    );
    expect(statusOf((await client.cart.show({ order_token: orderToken })).fail())).toBe(404);
  });
});
