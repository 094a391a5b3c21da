import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../testing/auth-test-app';
import { newCustomer, openShopApp, storefront, type ShopTestApp } from '../testing/shop-test-app';
import { inputProblem, MAX_INPUT_DEPTH } from './input-hygiene';

const nested = (depth: number): unknown => {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('inputProblem', () => {
  it('names the field of a NUL, a lone surrogate, a number beyond an integer column, a depth too great', () => {
    expect(inputProblem({ name: 'Ca\u0000mille' })).toMatchObject({ field: 'name' });
    expect(inputProblem({ address: { city: 'Lyon\uD800' } })).toMatchObject({ field: 'address.city' });
    // A direction override would show « Camille‮gnp.exe » to the staff as « Camilleexe.png ».
    expect(inputProblem({ firstName: 'Camille\u202Egnp.exe' })).toMatchObject({ field: 'firstName' });
    expect(inputProblem({ comment: 'a\u2067b' })).toMatchObject({ field: 'comment' });
    expect(inputProblem({ lines: [{ id: 2_147_483_648 }] })).toMatchObject({
      field: 'lines.0.id',
      message: 'Ce nombre est trop grand.',
    });
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))?.message).toMatch(/imbriquées/);
  });

  it('lets through what the shop stores: accents, emoji pairs, big but storable numbers', () => {
    expect(
      inputProblem({
        name: 'Zoé 🍎',
        rtl: 'שלום עולם مرحبا',
        quantity: 2_147_483_647,
        deep: nested(MAX_INPUT_DEPTH - 1),
      }),
    ).toBeNull();
  });
});

describe('every route refuses what the database cannot store, with a 400', () => {
  let shop: ShopTestApp;
  let customer: { token: string };
  beforeAll(async () => {
    shop = await openShopApp();
    customer = await newCustomer(shop.app);
  });
  afterAll(() => shop.close());

  it('in an order token, a path parameter, a coupon code, a line item id', async () => {
    const cart = (await storefront(shop.app, 'POST', '/cart', { token: customer.token })).json();
    const auth = { token: customer.token, orderToken: cart.data.attributes.token as string };
    const answers = [
      await shop.app.inject({ url: '/api/v2/storefront/cart?order_token=ab%00cd' }),
      await shop.app.inject({ url: '/api/v2/storefront/order_status/R12%00' }),
      await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', auth, {
        coupon_code: 'BIEN\u0000VENUE',
      }),
      await storefront(shop.app, 'PATCH', '/cart/set_quantity', auth, {
        line_item_id: 2_147_483_648,
        quantity: 1,
      }),
      await shop.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(customer.token),
        payload: { firstName: 'Zo\uDC00é' },
      }),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(400);
  });

  it('in GraphQL variables nested thousands deep', async () => {
    for (const depth of [2000, 5000]) {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/content/graphql',
        headers: { 'content-type': 'application/json' },
        // Written by hand: JSON.stringify itself cannot go that deep.
        payload: `{"query":"{ __typename }","variables":${'{"a":'.repeat(depth)}"fond"${'}'.repeat(depth)}}`,
      });
      expect(answer.statusCode, `${depth} deep`).toBe(400);
      expect(answer.json().error?.code ?? answer.json().errors?.[0]?.extensions?.code).toBeDefined();
    }
  });
});

describe('a request the server cannot read gets the shop’s code and French text', () => {
  let shop: ShopTestApp;
  beforeAll(async () => {
    shop = await openShopApp();
  });
  afterAll(() => shop.close());

  const codeOf = (body: string) => {
    const parsed = JSON.parse(body) as { error: { code: string; message: string } | string; code?: string };
    return typeof parsed.error === 'string' ? parsed.code : parsed.error.code;
  };

  it('an address that does not decode, malformed JSON, a body too large or of another type', async () => {
    const badUrl = await shop.app.inject({ url: '/api/users/%ff' });
    expect([badUrl.statusCode, codeOf(badUrl.body)]).toEqual([400, 'malformed_request']);
    expect(badUrl.json().error.message).toMatch(/mal formée/);
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
    const post = (url: string, payload: string, type = 'application/json') =>
      shop.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
    for (const url of ['/api/users/sign-up', '/api/v2/storefront/cart']) {
      const malformed = await post(url, '{oops');
      expect([malformed.statusCode, codeOf(malformed.body)], url).toEqual([400, 'malformed_request']);
      expect(malformed.body).not.toContain('FST_');
      const tooLarge = await post(url, JSON.stringify({ note: 'x'.repeat(3 * 1024 * 1024) }));
      expect([tooLarge.statusCode, codeOf(tooLarge.body)], url).toEqual([413, 'request_too_large']);
      const xml = await post(url, '<cart/>', 'application/xml');
      expect([xml.statusCode, codeOf(xml.body)], url).toEqual([415, 'unsupported_content_type']);
    }
  });

  it('a storefront refusal of what the database cannot store names its field', async () => {
    const customer = await newCustomer(shop.app);
    const cart = (await storefront(shop.app, 'POST', '/cart', { token: customer.token })).json();
    const auth = { token: customer.token, orderToken: cart.data.attributes.token as string };
    const answer = await storefront(shop.app, 'PATCH', '/cart/set_quantity', auth, {
      line_item_id: 2_147_483_648,
      quantity: 1,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'validation_failed',
      errors: { line_item_id: ['Ce nombre est trop grand.'] },
    });
  });
});
