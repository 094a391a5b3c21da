/**
 * The access sweep (issue 21): customer A has an account, a placed order paid by a saved card, an
 * open cart, a shopping list and a phone registered for pushes; V is an anonymous visitor with a
 * cart. Then another customer, a guest, another anonymous user and nobody call every route of the
 * OpenAPI document (read from it, so a new route is swept by itself) with A's and V's ids,
 * numbers and tokens where the route takes them. No answer may show A's data, and neither A's
 * nor V's state may change.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAnonymously, signInByPhone, TestClock } from '../testing/auth-test-app';
import {
  addCardPayment,
  authOf,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
  TEST_CARDS,
  type Buyer,
} from '../testing/checkout-flow';
import { aDeliveryMorning } from '../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../testing/shop-test-app';
import { operationsOf, type Operation } from './openapi-requests';

type Caller = { name: string; userId: string | null; token: string | null; orderToken: string | null };

/** Routes that are not the shop's in production: the dev outboxes list every SMS and e-mail. */
const NOT_IN_PRODUCTION = /^\/api\/dev\//;

const A_ADDRESS = {
  firstname: 'Zéphyrine',
  lastname: 'Aubépine-Quatrevents',
  fullname: 'Zéphyrine Aubépine-Quatrevents',
  address1: '7 impasse des Quatre-Vents',
  address2: '',
  city: 'Paris',
  zipcode: '75011',
  country_iso: 'FR',
  state_name: 'Île-de-France',
};

describe('no customer reaches another’s data', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let a: Buyer & { refreshToken: string; phone: string; email: string };
  let openCart: { number: string; orderToken: string; lineItemId: string };
  let savedCardId: string;
  let processorCardId: string;
  let pushTokenId: string;
  let victim: { userId: string; token: string; cartNumber: string };
  let callers: Caller[];
  let bread: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    bread = (await shop.productIds(['pain-de-campagne-au-levain']))['pain-de-campagne-au-levain']!;
    const phone = '06 71 72 73 74';
    const session = await signInByPhone(shop.app, phone);
    const email = 'zephyrine.quatrevents@exemple.fr';
    await shop.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      headers: bearer(session.userToken),
      payload: {
        firstName: 'Zéphyrine',
        email,
        deliveryAddress: {
          fullname: A_ADDRESS.fullname,
          address1: A_ADDRESS.address1,
          city: 'Paris',
          zipcode: '75011',
        },
        newsletter: false,
        notifications: true,
      },
    });
    // A's placed order, paid with a card A keeps.
    const created = await storefront(shop.app, 'POST', '/cart', { token: session.userToken });
    const placed: Buyer = {
      userId: session.userId,
      token: session.userToken,
      orderToken: created.json().data.attributes.token,
      number: created.json().data.id,
    };
    await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(placed), {
      line_items_attributes: [{ variant_id: bread, quantity: 4 }],
    });
    await giveAddress(shop.app, placed, A_ADDRESS);
    await chooseSlot(shop.app, placed);
    await addCardPayment(shop.app, placed, TEST_CARDS.success, { save_card: true });
    const done = await complete(shop.app, placed);
    expect(done.statusCode, done.body).toBe(200);
    const cards = await storefront(shop.app, 'GET', '/account/credit_cards', { token: session.userToken });
    savedCardId = cards.json().data[0].id;
    processorCardId = cards.json().data[0].attributes.gateway_payment_profile_id;
    // The checkout keeps the order's e-mail as the account's: A's e-mail is the one it holds now.
    const me = await shop.app.inject({ url: '/api/users/me', headers: bearer(session.userToken) });
    expect(me.json().email).not.toBe(email);
    a = { ...placed, refreshToken: session.refreshToken!, phone: '+33671727374', email: me.json().email };

    // A's open cart and list, and A's phone for pushes.
    const next = await storefront(shop.app, 'POST', '/cart', { token: a.token });
    const nextAuth = { token: a.token, orderToken: next.json().data.attributes.token as string };
    const filled = await storefront(shop.app, 'PATCH', '/cart/set_items', nextAuth, {
      line_items_attributes: [{ variant_id: bread, quantity: 3 }],
      include: 'line_items',
    });
    const lineItem = (filled.json().included as { type: string; id: string }[]).find(
      (item) => item.type === 'line_item',
    )!;
    openCart = { number: next.json().data.id, orderToken: nextAuth.orderToken, lineItemId: lineItem.id };
    await shop.app.inject({
      method: 'POST',
      url: '/api/shopping-list/changes',
      headers: bearer(a.token),
      payload: { changes: [{ product_id: bread, quantity: 2, changed_at: clock.now().toISOString() }] },
    });
    pushTokenId = 'ExponentPushToken[zephyrine-quatrevents]';
    await shop.app.inject({
      method: 'PUT',
      url: '/api/notification',
      headers: bearer(a.token),
      payload: { pushTokenID: pushTokenId, platform: 'ios', app: 'sillon' },
    });

    const anonymousVictim = await signInAnonymously(shop.app);
    const victimCart = await storefront(shop.app, 'POST', '/cart', { token: anonymousVictim.userToken });
    victim = {
      userId: anonymousVictim.userId,
      token: anonymousVictim.userToken,
      cartNumber: victimCart.json().data.id,
    };

    callers = await readyCallers();
  }, 120_000);
  afterAll(() => shop.close());

  /** The others, with carts ready to pay so that the checkout's routes reach their own checks. */
  async function readyCallers(): Promise<Caller[]> {
    const other = await buyerWithBasket(shop.app, [{ variantId: bread, quantity: 4 }]);
    await giveAddress(shop.app, other);
    await chooseSlot(shop.app, other);
    const anonymous = await signInAnonymously(shop.app);
    const guestCart = await storefront(shop.app, 'POST', '/cart', {});
    const guest: Buyer = {
      userId: 'guest-00',
      token: '',
      orderToken: guestCart.json().data.attributes.token,
      number: guestCart.json().data.id,
    };
    await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(guest), {
      line_items_attributes: [{ variant_id: bread, quantity: 4 }],
    });
    await giveAddress(shop.app, guest);
    await chooseSlot(shop.app, guest);
    return [
      { name: 'another customer', userId: other.userId, token: other.token, orderToken: other.orderToken },
      { name: 'an anonymous user', userId: anonymous.userId, token: anonymous.userToken, orderToken: null },
      { name: 'a guest', userId: null, token: null, orderToken: guest.orderToken },
      { name: 'nobody', userId: null, token: null, orderToken: null },
    ];
  }

  /** What only A may see: A's identity and A's secrets. */
  const secretsOfA = () => [
    a.email,
    a.phone,
    '06 71 72 73 74',
    '0671727374',
    'Zéphyrine',
    'Quatrevents',
    'Quatre-Vents',
    a.refreshToken,
    a.orderToken,
    openCart.orderToken,
    savedCardId,
    processorCardId,
    pushTokenId,
  ];

  /** A's and V's state, as they see it themselves. */
  async function stateOfVictims(app: FastifyInstance) {
    const read = async (url: string, token: string, orderToken?: string) => {
      const answer = await storefrontOrApi(app, url, token, orderToken);
      return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
    };
    const cart = await read('/api/v2/storefront/cart?include=line_items', a.token, openCart.orderToken);
    const order = await read(`/api/v2/storefront/account/orders/${a.number}`, a.token);
    const cards = await read('/api/v2/storefront/account/credit_cards', a.token);
    const me = await read('/api/users/me', a.token);
    const list = await read('/api/shopping-list', a.token);
    const victimCart = await read('/api/v2/storefront/cart', victim.token);
    const attributes = (body: Record<string, unknown>) =>
      (body['data'] as { attributes?: Record<string, unknown> } | undefined)?.attributes ?? {};
    return {
      cart: {
        status: cart.status,
        id: (cart.body['data'] as { id?: string })?.id,
        total: attributes(cart.body)['item_total'],
        items: attributes(cart.body)['item_count'],
        coupon: attributes(cart.body)['promo_total'],
      },
      order: {
        status: order.status,
        state: attributes(order.body)['status'],
        payment: attributes(order.body)['payment_state'],
        total: attributes(order.body)['total'],
      },
      cards: {
        status: cards.status,
        ids: (cards.body['data'] as { id: string }[] | undefined)?.map((card) => card.id),
      },
      me: { status: me.status, body: me.body },
      list: { status: list.status, body: list.body },
      victimCart: { status: victimCart.status, id: (victimCart.body['data'] as { id?: string })?.id },
    };
  }

  it(
    'sweeps every route of the OpenAPI document: no answer shows A, nothing of A or V changes',
    { timeout: 600_000 },
    async () => {
      const operations = operationsOf(
        (shop.app as FastifyInstance & { swagger(): unknown }).swagger(),
      ).filter((operation) => !NOT_IN_PRODUCTION.test(operation.path));
      const before = await stateOfVictims(shop.app);
      expect(before.cart.status).toBe(200);
      expect(before.cards.ids).toEqual([savedCardId]);
      const leaks: string[] = [];
      let attempts = 0;
      for (const operation of operations) {
        // Earlier routes may have emptied or completed the callers' own carts.
        if (operation.path.includes('/checkout')) callers = await readyCallers();
        for (const caller of callers) {
          for (const request of attemptsOn(operation, caller)) {
            const answer = await shop.app.inject({
              method: operation.method,
              url: request.url,
              headers: {
                ...headersOf(caller),
                ...(request.body ? { 'content-type': 'application/json' } : {}),
              },
              ...(request.body ? { payload: JSON.stringify(request.body) } : {}),
            });
            attempts += 1;
            const shown = secretsOfA().filter(
              (secret) => !request.sent.includes(secret) && answer.body.includes(secret),
            );
            if (shown.length > 0)
              leaks.push(`${operation.method} ${request.url} as ${caller.name} shows ${shown.join(', ')}`);
            // Paying with A's card is using A's data, whatever the answer shows.
            const paidWithA = [savedCardId, processorCardId].some((id) => request.sent.includes(id));
            if (paidWithA && answer.statusCode < 300 && operation.path.includes('payment')) {
              leaks.push(
                `${operation.method} ${request.url} as ${caller.name} accepted A's card (${answer.statusCode})`,
              );
            }
          }
        }
        const after = await stateOfVictims(shop.app);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          leaks.push(
            `${operation.method} ${operation.path} changed A's or V's state: ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
          );
          break;
        }
      }
      console.log(
        `access sweep: ${operations.length} operations, ${attempts} attempts, ${leaks.length} leaks`,
      );
      expect(leaks).toEqual([]);
      expect(attempts).toBeGreaterThan(operations.length * callers.length - 1);
    },
  );

  function headersOf(caller: Caller): Record<string, string> {
    return {
      ...(caller.token ? bearer(caller.token) : {}),
      ...(caller.orderToken ? { 'x-spree-order-token': caller.orderToken } : {}),
    };
  }

  /**
   * The requests a caller tries on an operation: its path parameters are A's (an order number, a
   * line, a card), its body names A's and V's things where its fields do, the rest plausible.
   */
  function attemptsOn(
    operation: Operation,
    caller: Caller,
  ): { url: string; body: unknown; sent: string[] }[] {
    const byParameter: Record<string, string[]> = {
      number: [a.number, openCart.number],
      id: [savedCardId, openCart.lineItemId, bread],
      line_item_id: [openCart.lineItemId],
      userId: [a.userId],
      code: ['BIENVENUE10'],
      audience: ['leads'],
    };
    const pathNames = [...operation.path.matchAll(/\{([^}*]+)\}/g)].map((match) => match[1]!);
    const choices =
      pathNames.length === 0
        ? [{}]
        : (byParameter[pathNames[0]!] ?? ['0']).map((value) => ({ [pathNames[0]!]: value }));
    const body = operation.method === 'GET' ? undefined : plausible(operation.body, caller);
    // A payment names a saved card or a processor's card: each is tried on its own.
    const bodies =
      body && typeof body === 'object' && 'source_id' in body
        ? [body, Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'source_id'))]
        : [body];
    return choices.flatMap((values) =>
      bodies.map((attempt) => {
        let url = operation.path.replace('{*}', 'products/inconnu.webp');
        for (const name of pathNames) {
          url = url.replace(`{${name}}`, encodeURIComponent((values as Record<string, string>)[name] ?? '0'));
        }
        const sent = [
          ...Object.values(values),
          ...(JSON.stringify(attempt ?? {}).match(/[\w\-[\]]{8,}/g) ?? []),
        ];
        return { url, body: attempt, sent: sent as string[] };
      }),
    );
  }

  /** A body of the schema's shape, naming A's and V's things in the fields that take them. */
  function plausible(schema: unknown, caller: Caller, depth = 0): unknown {
    const node = (schema ?? {}) as {
      type?: string;
      properties?: Record<string, unknown>;
      items?: unknown;
      enum?: unknown[];
      anyOf?: unknown[];
      nullable?: boolean;
      maxLength?: number;
    };
    if (depth > 5 || node.nullable) return null;
    if (node.anyOf?.length) return plausible(node.anyOf[0], caller, depth + 1);
    if (node.enum?.length) return node.enum[0];
    if (node.type === 'array') return [plausible(node.items, caller, depth + 1)];
    if (node.type === 'integer' || node.type === 'number') return 1;
    if (node.type === 'boolean') return false;
    if (node.type !== 'object' || !node.properties) {
      return node.type === 'string' ? 'essai'.slice(0, node.maxLength ?? 5) : null;
    }
    const fields: Record<string, unknown> = {
      line_item_id: Number(openCart.lineItemId),
      payment_method_id: '1',
      // Left out: Spree's options that only shape the answer.
      include: undefined,
      amount: undefined,
      source_id: savedCardId,
      gateway_payment_profile_id: processorCardId,
      anonymousUserId: victim.userId,
      authenticatedUserId: caller.userId ?? a.userId,
      anonymousUserToken: caller.token ?? 'aucun',
      // Not A's: a phone changing hands registers its token for its new user, by design.
      pushTokenID: 'ExponentPushToken[another-phone]',
      variant_id: bread,
      product_id: bread,
      order_token: openCart.orderToken,
    };
    return Object.fromEntries(
      Object.entries(node.properties)
        .map(([name, property]) => [
          name,
          name in fields ? fields[name] : plausible(property, caller, depth + 1),
        ])
        .filter(([, value]) => value !== undefined),
    );
  }
});

function storefrontOrApi(
  app: FastifyInstance,
  url: string,
  token: string,
  orderToken?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    url,
    headers: { ...bearer(token), ...(orderToken ? { 'x-spree-order-token': orderToken } : {}) },
  });
}
