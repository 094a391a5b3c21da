import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, openAuthApp, signInAnonymously, type AuthTestApp } from '../testing/auth-test-app';
import { newCustomer } from '../testing/shop-test-app';
import {
  parseRequestLimits,
  REQUEST_LIMIT_NAMES,
  type RequestLimit,
  type RequestLimitName,
} from './request-limits';

const LIMIT = 2;
const low = (names: readonly RequestLimitName[], limit: RequestLimit = { max: LIMIT, windowSeconds: 60 }) =>
  Object.fromEntries(names.map((name) => [name, limit])) as Record<RequestLimitName, RequestLimit>;

type LimitedRoute = {
  limit: RequestLimitName;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  /** Spree's error shape on the storefront, the shop's elsewhere. */
  shape: 'spree' | 'shop' | 'stripe';
};

const LIMITED_ROUTES: LimitedRoute[] = [
  {
    limit: 'checkout_completion',
    method: 'PATCH',
    url: '/api/v2/storefront/checkout/complete',
    shape: 'spree',
  },
  {
    limit: 'payment_creation',
    method: 'POST',
    url: '/api/v2/storefront/checkout/create_payment',
    shape: 'spree',
  },
  { limit: 'payment_creation', method: 'POST', url: '/v1/payment_methods', shape: 'stripe' },
  // Counted per cart below (the client's own limit refuses first here).
  {
    limit: 'payments_per_cart',
    method: 'PATCH',
    url: '/api/v2/storefront/checkout/complete',
    shape: 'spree',
  },
  {
    limit: 'order_additions',
    method: 'POST',
    url: '/api/v2/storefront/account/orders/R123456789/add_items',
    shape: 'spree',
  },
  {
    limit: 'promotion_codes',
    method: 'PATCH',
    url: '/api/v2/storefront/cart/apply_coupon_code',
    shape: 'spree',
  },
  {
    limit: 'promotion_codes',
    method: 'PATCH',
    url: '/api/v2/storefront/account/add_promotion_code',
    shape: 'spree',
  },
  {
    limit: 'referral_links',
    method: 'GET',
    url: '/api/bff/referrer/favorites?referralCode=ALICE-Y85KN',
    shape: 'shop',
  },
  { limit: 'search', method: 'GET', url: '/api/bff/search?s=carotte', shape: 'shop' },
  { limit: 'search_suggestions', method: 'GET', url: '/api/bff/search/suggestions?s=car', shape: 'shop' },
  {
    limit: 'address_suggestions',
    method: 'GET',
    url: '/api/geocoding/suggestions?text=rue%20ober',
    shape: 'shop',
  },
  { limit: 'sign_in_code', method: 'POST', url: '/api/auth/phone/start', shape: 'shop' },
  { limit: 'sign_in', method: 'POST', url: '/api/auth/phone/confirm', shape: 'shop' },
  { limit: 'staff_sign_in', method: 'POST', url: '/api/staff/session', shape: 'shop' },
  // Counted over every client below (the client's own limit refuses first here).
  { limit: 'staff_sign_in_overall', method: 'POST', url: '/api/staff/session', shape: 'shop' },
];

const call = (
  shop: AuthTestApp,
  route: Pick<LimitedRoute, 'method' | 'url'>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  shop.app.inject({
    method: route.method,
    url: route.url,
    headers: options.headers ?? {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

/** Calls until the limit's count is used up (whatever the route answers), then once more. */
async function pastTheLimit(
  shop: AuthTestApp,
  route: Pick<LimitedRoute, 'method' | 'url'>,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  for (let index = 0; index < LIMIT; index++) {
    const within = await call(shop, route, options);
    expect(within.statusCode, within.body).not.toBe(429);
  }
  return call(shop, route, options);
}

let addressCounter = 1;
const newAddress = () => `198.51.100.${addressCounter++}`;

describe('request limits on the routes that need them', () => {
  let shop: AuthTestApp;
  beforeAll(async () => {
    // Per client here; the per-cart and shared counts (below) stay roomy, or another client's call
    // on the same order, or to the same route, would be refused by them.
    const perClient = REQUEST_LIMIT_NAMES.filter(
      (name) => name !== 'payments_per_cart' && name !== 'staff_sign_in_overall',
    );
    shop = await openAuthApp({ requestLimits: { overrides: low(perClient) } });
  });
  afterAll(() => shop.close());

  it('names every limit of the table on a route below', () => {
    expect(new Set(LIMITED_ROUTES.map((route) => route.limit))).toEqual(new Set(REQUEST_LIMIT_NAMES));
  });

  it.each(LIMITED_ROUTES)(
    'answers 429 too_many_requests with Retry-After past $limit on $method $url',
    async (route) => {
      const address = newAddress();
      const refused = await pastTheLimit(shop, route, { ip: address });
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const message =
        'Vous avez fait beaucoup de demandes en peu de temps. Patientez quelques minutes, puis réessayez.';
      if (route.shape === 'spree') {
        expect(refused.json()).toEqual({ error: message, code: 'too_many_requests' });
      } else if (route.shape === 'stripe') {
        // The sandbox answers as Stripe does: the SDK and Stripe's client libraries read it.
        expect(refused.json()).toMatchObject({
          error: { type: 'rate_limit_error', code: 'rate_limit', message },
        });
      } else {
        expect(refused.json()).toMatchObject({
          error: { code: 'too_many_requests', message, details: { seconds: retryAfter } },
        });
      }
      // Another client is not limited.
      expect((await call(shop, route, { ip: newAddress() })).statusCode).not.toBe(429);
    },
  );

  it('keeps the counts off the answers that pass (search answers are public and cached)', async () => {
    const answer = await call(shop, { method: 'GET', url: '/api/bff/search?s=pomme' }, { ip: newAddress() });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });

  it('limits a HEAD search like a GET one', async () => {
    const refused = await pastTheLimit(shop, { method: 'GET', url: '/api/bff/search?s=poire' });
    expect(refused.statusCode).toBe(429);
    const head = { method: 'HEAD' as const, url: '/api/bff/search?s=poire' };
    const address = newAddress();
    for (let index = 0; index < LIMIT; index++) await shop.app.inject({ ...head, remoteAddress: address });
    expect((await shop.app.inject({ ...head, remoteAddress: address })).statusCode).toBe(429);
  });
});

describe('payments counted per cart', () => {
  let shop: AuthTestApp;
  beforeAll(async () => {
    shop = await openAuthApp({ requestLimits: { overrides: low(['payments_per_cart']) } });
  });
  afterAll(() => shop.close());

  it("counts a cart's payment attempts whatever the addresses they come from (card testing)", async () => {
    const cart = { 'x-spree-order-token': 'one-cart-under-attack' };
    const attempts = [
      { method: 'PATCH', url: '/api/v2/storefront/checkout/complete' },
      { method: 'POST', url: '/api/v2/storefront/checkout/create_payment' },
    ] as const;
    for (let index = 0; index < LIMIT; index++) {
      const answer = await call(shop, attempts[index % 2]!, { ip: newAddress(), headers: cart });
      expect(answer.statusCode, answer.body).not.toBe(429);
    }
    const refused = await call(shop, attempts[0], { ip: newAddress(), headers: cart });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another cart, from the same address, is not limited.
    const other = await call(shop, attempts[0], {
      ip: newAddress(),
      headers: { 'x-spree-order-token': 'another-cart' },
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('counts the additions to one placed order together', async () => {
    const order = { method: 'POST', url: '/api/v2/storefront/account/orders/R111222333/add_items' } as const;
    for (let index = 0; index < LIMIT; index++) {
      expect((await call(shop, order, { ip: newAddress() })).statusCode).not.toBe(429);
    }
    expect((await call(shop, order, { ip: newAddress() })).statusCode).toBe(429);
  });
});

describe('staff sign-ins counted over every address together', () => {
  let shop: AuthTestApp;
  beforeAll(async () => {
    shop = await openAuthApp({ requestLimits: { overrides: low(['staff_sign_in_overall']) } });
  });
  afterAll(() => shop.close());

  it('refuses a password sprayed from many addresses once the shop-wide count is used up', async () => {
    const signIn = { method: 'POST', url: '/api/staff/session' } as const;
    const attempt = (ip: string) =>
      shop.app.inject({
        ...signIn,
        remoteAddress: ip,
        payload: { email: `membre${addressCounter}@sillon.test`, password: 'Printemps2026!' },
      });
    for (let index = 0; index < LIMIT; index++) {
      const answer = await attempt(newAddress());
      expect(answer.statusCode, answer.body).toBe(401);
    }
    const refused = await attempt(newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('who a limit counts', () => {
  let shop: AuthTestApp;
  let roomy: AuthTestApp;
  const complete = { method: 'PATCH', url: '/api/v2/storefront/checkout/complete' } as const;

  beforeAll(async () => {
    shop = await openAuthApp({ requestLimits: { overrides: low(['checkout_completion']) } });
    // Customers are signed in on a copy without low limits (same database, same keys).
    roomy = await openAuthApp({ database: shop.database, clock: shop.clock });
  });
  afterAll(async () => {
    await roomy.close();
    await shop.close();
  });

  it('counts a signed-in customer by account, whatever the address', async () => {
    const [first, second] = [await newCustomer(roomy.app), await newCustomer(roomy.app)];
    const address = newAddress();
    const refused = await pastTheLimit(shop, complete, { ip: address, headers: bearer(first.token) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    // Another customer at the same address (a family, an office) is not limited…
    const other = await call(shop, complete, { ip: address, headers: bearer(second.token) });
    expect(other.statusCode).not.toBe(429);
    // …and the first one is limited from another address too.
    const moved = await call(shop, complete, { ip: newAddress(), headers: bearer(first.token) });
    expect(moved.statusCode).toBe(429);
  });

  it('counts anonymous users by address, since anyone can make new ones', async () => {
    const address = newAddress();
    const first = await signInAnonymously(roomy.app);
    const refused = await pastTheLimit(shop, complete, { ip: address, headers: bearer(first.userToken) });
    expect(refused.statusCode).toBe(429);
    const second = await signInAnonymously(roomy.app);
    const another = await call(shop, complete, { ip: address, headers: bearer(second.userToken) });
    expect(another.statusCode).toBe(429);
  });

  it('counts the connection’s address when no proxy is trusted: a forged X-Forwarded-For changes nothing', async () => {
    const address = newAddress();
    const forged = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}` });
    for (let index = 0; index < LIMIT; index++)
      await call(shop, complete, { ip: address, headers: forged(index) });
    expect((await call(shop, complete, { ip: address, headers: forged(99) })).statusCode).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let shop: AuthTestApp;
  const search = { method: 'GET', url: '/api/bff/search?s=miel' } as const;
  const balancer = '10.0.0.5';

  beforeAll(async () => {
    shop = await openAuthApp({
      trustProxy: [balancer],
      requestLimits: { overrides: low(['search']) },
    });
  });
  afterAll(() => shop.close());

  it('counts the forwarded client, not the balancer', async () => {
    const from = (client: string) => ({ ip: balancer, headers: { 'x-forwarded-for': client } });
    expect((await pastTheLimit(shop, search, from('192.0.2.10'))).statusCode).toBe(429);
    expect((await call(shop, search, from('192.0.2.11'))).statusCode).toBe(200);
  });

  it('counts the clients of one IPv6 network (/64) together', async () => {
    const from = (client: string) => ({ ip: balancer, headers: { 'x-forwarded-for': client } });
    await call(shop, search, from('2001:db8:1:2::1'));
    await call(shop, search, from('2001:db8:1:2::2'));
    expect((await call(shop, search, from('2001:db8:1:2:ffff::3'))).statusCode).toBe(429);
    expect((await call(shop, search, from('2001:db8:1:3::1'))).statusCode).toBe(200);
  });
});

describe('a Redis that does not answer', () => {
  it('lets requests through (the limits are off) and says so in the logs', async () => {
    const shop = await openAuthApp({
      logLevel: 'info',
      requestLimits: {
        overrides: low(['search']),
        store: { kind: 'redis', url: 'redis://127.0.0.1:1', keyPrefix: 'sillon-test:unreachable:' },
      },
    });
    try {
      const search = { method: 'GET', url: '/api/bff/search?s=farine' } as const;
      const answers = [];
      for (let index = 0; index <= LIMIT + 1; index++) answers.push((await call(shop, search)).statusCode);
      expect(answers).toEqual(answers.map(() => 200));
      const warnings = shop.logs.filter((line) => line.includes('Redis does not answer'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
    } finally {
      await shop.close();
    }
  });
});

describe('REQUEST_LIMITS', () => {
  it('reads name=max/window entries, and * for every limit', () => {
    expect(parseRequestLimits('search=300/1m, sign_in_code=20/10m,staff_sign_in=5/1h')).toEqual({
      ok: true,
      overrides: {
        search: { max: 300, windowSeconds: 60 },
        sign_in_code: { max: 20, windowSeconds: 600 },
        staff_sign_in: { max: 5, windowSeconds: 3600 },
      },
    });
    const every = parseRequestLimits('*=1000/30s,search=5/1m');
    expect(every.ok && Object.keys(every.overrides).sort()).toEqual([...REQUEST_LIMIT_NAMES].sort());
    expect(every.ok && every.overrides.search).toEqual({ max: 5, windowSeconds: 60 });
    expect(every.ok && every.overrides.sign_in).toEqual({ max: 1000, windowSeconds: 30 });
  });

  it.each([
    ['serch=300/1m', 'is not a request limit'],
    ['search=300', 'is not name=max/window'],
    ['search=0/1m', 'at least 1 request'],
    ['search=10/25h', 'from 1 s to 24 h'],
  ])('refuses %s', (text, issue) => {
    const parsed = parseRequestLimits(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.issue).toContain(issue);
  });
});
