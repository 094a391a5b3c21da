import type { AvailabilityResponse, ProductCard, ProductTile } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';

const STAFF = 'jeton-de-l-equipe-sillon-2026';

describe("staff's product changes", () => {
  let shop: ShopTestApp;
  let honey: string;
  beforeAll(async () => {
    shop = await openShopApp({ adminToken: STAFF });
    honey = (await shop.productIds(['miel-de-tilleul']))['miel-de-tilleul']!;
  });
  afterAll(() => shop.close());

  const change = (body: object, token = STAFF, id = honey) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const availability = async (ids?: string[]) =>
    (
      await shop.app.inject({
        url: `/api/catalog/products/availability${ids ? `?ids=${ids.join(',')}` : ''}`,
      })
    ).json() as AvailabilityResponse;

  it('changes a price and availability, which the catalogue answers at once', async () => {
    expect((await change({ price_cents: 745 })).statusCode).toBe(200);
    expect((await availability())[honey]).toMatchObject({ available: true, public_price: 7.45 });
    expect((await change({ available: false })).json()).toEqual({ id: honey, available: false });
    expect((await availability())[honey]?.available).toBe(false);
  });

  it('tells a product page the stock left once it stops an order before the cap, never a tile', async () => {
    const ids = await shop.productIds(['entrecote-de-boeuf-limousin', 'pain-de-campagne-au-levain']);
    const [steak, bread] = [ids['entrecote-de-boeuf-limousin']!, ids['pain-de-campagne-au-levain']!];
    const card = async (id: string) =>
      (
        (
          await shop.app.inject({ method: 'POST', url: '/api/bff/catalog/products', payload: { ids: [id] } })
        ).json() as { products: ProductCard[] }
      ).products[0]!;
    const tile = async (id: string) =>
      (
        (await shop.app.inject({ url: `/api/bff/catalog/products?ids=${id}` })).json() as {
          products: ProductTile[];
        }
      ).products[0]!;

    // 4 at most per order: the stock is not told while it holds 4 or more.
    expect(await card(steak)).toMatchObject({ maxOrderable: 4, available: true });
    expect(await card(steak)).not.toHaveProperty('stockLeft');
    expect((await change({ stock: 3 }, STAFF, steak)).statusCode).toBe(200);
    expect(await card(steak)).toMatchObject({ maxOrderable: 4, stockLeft: 3 });
    expect(await tile(steak)).not.toHaveProperty('stockLeft');
    // A cart line stops there too: the cart's availability call says so.
    expect((await availability([steak]))[steak]).toMatchObject({ available: true, stock_left: 3 });
    expect((await change({ stock: 0 }, STAFF, steak)).statusCode).toBe(200);
    expect((await availability([steak]))[steak]).not.toHaveProperty('stock_left');
    expect(await card(steak)).toMatchObject({ available: false });
    expect(await card(steak)).not.toHaveProperty('stockLeft');

    // Without a cap, the stock is what stops an order.
    expect(await card(bread)).toMatchObject({ maxOrderable: null, stockLeft: await shop.stockOf(bread) });
    expect((await availability([bread]))[bread]?.stock_left).toBe(await shop.stockOf(bread));
  });

  it('writes each change in the audit log, by ADMIN_TOKEN, with the product before and after', async () => {
    expect((await change({ price_cents: 815 })).statusCode).toBe(200);
    const admin = await staffSession(shop, 'admin');
    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'product', honey);
    expect(entry).toMatchObject({
      action: 'product.update',
      staff: { email: 'ADMIN_TOKEN' },
      after: { priceCents: 815 },
    });
  });

  it('refuses a price of 0, as the back office does', async () => {
    const free = await change({ price_cents: 0 });
    expect(free.statusCode).toBe(400);
    expect(free.json().error.details[0].message).toBe('Le prix doit être d’au moins 1 centime.');
  });

  it('refuses a wrong token, an empty change and an unknown product, in French', async () => {
    const refused = await change({ price_cents: 1 }, 'pas-le-bon-jeton-pas-le-bon');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'staff_token_invalid' } });
    expect((await change({})).statusCode).toBe(400);
    const unknown = await change({ stock: 3 }, STAFF, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('does not exist without ADMIN_TOKEN', async () => {
    const plain = await openShopApp();
    const answer = await plain.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${honey}`,
      payload: {},
    });
    expect(answer.statusCode).toBe(404);
    await plain.close();
  });
});
