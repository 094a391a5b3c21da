jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

import { accountApi, referralCodeAdded } from '@/features/account';
import { sessionStarted } from '@/features/auth/state/auth-slice';
import { cartReinitialized, productAdded, voucherSelected } from '@/features/cart/state/cart-slice';
import { shopApi } from '@/lib/api';
import type { ErrorReport, ErrorReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { accountPromotions, referralVoucher } from '@/testing/account-promotions';
import {
  addressSaved,
  deliverySlotChosen,
  initialOrderState,
  orderRestored,
  orderSlice,
  pickupPointChosen,
  shippingMethodChosen,
  type ChosenPickupPoint,
} from './order-slice';
import { checkoutApi } from '../api/checkout-api';
import { checkoutStepSaved } from './checkout-step-thunks';
import { orderInitialization } from './order-thunks';

const productId = '6f1c2b9e-1111-4222-8333-444455556666';
const CUSTOMER = '0b7c2d0e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const cartDocument = (number: string, token: string) => ({
  data: {
    id: number,
    type: 'cart',
    attributes: {
      number,
      token,
      state: 'cart',
      item_total: '18.00',
      adjustment_total: '0.00',
      tax_total: '0.94',
      ship_total: '0.00',
      total: '18.00',
      order_total_after_store_credit: '18.00',
      total_applied_store_credit: '0.00',
      subtotals: [{ code: 'items', label: 'Sous-total', amount: '18.00', display_amount: '18,00 €' }],
    },
    relationships: {},
  },
});

type Call = { method: string; path: string; token: string | null; bearer: string | null; body: unknown };

/** Answers the app's requests the way the checkout server would (or as told to fail). */
function fakeServer(failures: Record<string, { status: number; body: unknown }> = {}) {
  const calls: Call[] = [];
  globalThis.__SILLON_SERVER_FETCH__ = (async (input: RequestInfo) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const text = await request.text();
    calls.push({
      method: request.method,
      path,
      token: request.headers.get('x-spree-order-token'),
      bearer: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
    const failure = failures[path];
    if (failure) return new Response(JSON.stringify(failure.body), { status: failure.status });
    if (path === '/api/v2/storefront/account/vouchers')
      return new Response(JSON.stringify(accountPromotions({ isReferred: false })), { status: 200 });
    return new Response(JSON.stringify(cartDocument('R123456789', 'order-token-1')), {
      status: path.endsWith('/cart') ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

const stores: ReturnType<typeof createStore>[] = [];

function customerStore(reporter?: ErrorReporter) {
  const store = createStore(reporter ? { reporter } : {});
  stores.push(store);
  store.dispatch(
    sessionStarted({
      userId: CUSTOMER,
      userToken: 'access-token',
      isNew: false,
      status: 'authenticated',
      expiresInSeconds: 900,
    }),
  );
  store.dispatch(
    productAdded({
      product: { id: productId, priceCents: 900, maxOrderable: null, available: true },
      quantity: 2,
    }),
  );
  return store;
}

afterEach(() => {
  globalThis.__SILLON_SERVER_FETCH__ = undefined;
  // Unsubscribed queries keep a removal timer running; resetting the API clears them.
  for (const store of stores.splice(0)) store.dispatch(shopApi.util.resetApiState());
});
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('order initialisation (spec §4)', () => {
  it('creates the cart, sets its items with the order token, applies the voucher, saves the order', async () => {
    const calls = fakeServer();
    const store = customerStore();
    store.dispatch(voucherSelected('bienvenue10'));
    const pending = store.dispatch(orderInitialization());
    expect(store.getState().order.isInitializing).toBe(true);
    await pending;

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      // Whether the code is a referral code (never sent as a coupon) is the account's to say.
      'GET /api/v2/storefront/account/vouchers',
      'POST /api/v2/storefront/cart',
      'PUT /api/v2/storefront/cart/set_items',
      'PATCH /api/v2/storefront/cart/apply_coupon_code',
    ]);
    expect(calls[2]).toMatchObject({
      token: 'order-token-1',
      body: { line_items_attributes: [{ variant_id: productId, quantity: 2 }] },
    });
    expect(calls[3]).toMatchObject({ token: 'order-token-1', body: { coupon_code: 'BIENVENUE10' } });
    const order = store.getState().order;
    expect(order).toMatchObject({
      id: 'R123456789',
      token: 'order-token-1',
      isInitializing: false,
      isInitialized: true,
      orderInitializationError: null,
    });
    expect(order.totals?.totalCents).toBe(1800);
  });

  it.each([
    ['its referral voucher', accountPromotions({ promotions: [referralVoucher] })],
    ['its referrer (no longer listed as a voucher)', accountPromotions({ completedOrders: 1 })],
  ])(
    'does not send the referral code the cart selected as a coupon: the account names it as %s',
    async (_case, account) => {
      const calls = fakeServer();
      const store = customerStore();
      await store.dispatch(accountApi.util.upsertQueryData('accountPromotions', account.data.id, account));
      store.dispatch(referralCodeAdded('camille-7kq2m'));
      expect(store.getState().cart.voucherCode).toBe('CAMILLE-7KQ2M');
      await store.dispatch(orderInitialization());
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /api/v2/storefront/cart',
        'PUT /api/v2/storefront/cart/set_items',
      ]);
      expect(store.getState().order).toMatchObject({ id: 'R123456789', isInitialized: true });
    },
  );

  it('asks for the account before deciding, when the cart screen had not loaded it yet', async () => {
    const calls = fakeServer({
      '/api/v2/storefront/account/vouchers': {
        status: 200,
        body: accountPromotions({ promotions: [referralVoucher] }),
      },
    });
    const store = customerStore();
    store.dispatch(referralCodeAdded('camille-7kq2m'));
    await store.dispatch(orderInitialization());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v2/storefront/account/vouchers',
      'POST /api/v2/storefront/cart',
      'PUT /api/v2/storefront/cart/set_items',
    ]);
    expect(store.getState().order).toMatchObject({ id: 'R123456789', isInitialized: true });
  });

  it('stores the failure: the unavailable products of a 422, the order timeout of a 503', async () => {
    fakeServer({
      '/api/v2/storefront/cart/set_items': {
        status: 422,
        body: {
          error: 'Produits indisponibles',
          code: 'unavailable_products',
          errors: { variant_ids: [productId] },
        },
      },
    });
    const store = customerStore();
    await store.dispatch(orderInitialization());
    expect(store.getState().order).toMatchObject({
      id: null,
      isInitializing: false,
      isInitialized: false,
      orderInitializationError: { code: 'unavailable_products', variantIds: [productId] },
    });

    fakeServer({ '/api/v2/storefront/cart/set_items': { status: 503, body: {} } });
    await store.dispatch(orderInitialization());
    expect(store.getState().order.orderInitializationError).toMatchObject({
      code: 'order_timeout',
      request: 'setItems',
    });
  });

  it('reports a 503 on set items as the order timeout, naming the request setItems', async () => {
    fakeServer({ '/api/v2/storefront/cart/set_items': { status: 503, body: {} } });
    const reports: ErrorReport[] = [];
    const store = customerStore({
      report: (report) => reports.push(report),
      leaveBreadcrumb: () => undefined,
      identify: () => undefined,
    });
    await store.dispatch(orderInitialization());
    expect(reports).toContainEqual({
      kind: 'action',
      action: 'order/initialize',
      userId: CUSTOMER,
      argument: undefined,
      error: expect.objectContaining({ code: 'order_timeout', request: 'setItems', status: 503 }),
    });
  });

  it("stores a voucher refused by apply_coupon_code as the unapplicable voucher, with the server's reason", async () => {
    const reason = 'Ce code n’est plus valable : sa date de validité est dépassée.';
    const calls = fakeServer({
      '/api/v2/storefront/cart/apply_coupon_code': {
        status: 422,
        body: { error: reason, code: 'voucher_expired' },
      },
    });
    const store = customerStore();
    store.dispatch(voucherSelected('noel2020'));
    await store.dispatch(orderInitialization());
    expect(calls.at(-1)).toMatchObject({ path: '/api/v2/storefront/cart/apply_coupon_code' });
    expect(store.getState().order).toMatchObject({
      id: null,
      isInitializing: false,
      isInitialized: false,
      orderInitializationError: { code: 'voucher_not_applicable', status: 422, message: reason },
    });
  });

  it('resets the order when the cart is reinitialised', async () => {
    fakeServer();
    const store = customerStore();
    await store.dispatch(orderInitialization());
    expect(store.getState().order.id).toBe('R123456789');
    store.dispatch(cartReinitialized());
    expect(store.getState().order).toEqual(initialOrderState);
    expect(store.getState().cart.products).toEqual([]);
  });
});

describe("the customer's bearer (spec §6: checkout and account calls carry the user's bearer token)", () => {
  it('goes with every checkout call: account, cart, items, voucher, steps, shipping rates', async () => {
    const calls = fakeServer();
    const store = customerStore();
    store.dispatch(voucherSelected('bienvenue10'));
    await store.dispatch(orderInitialization());
    await store.dispatch(
      checkoutStepSaved({ body: { order: { email: 'camille@exemple.fr' } }, advance: true }),
    );
    const rates = store.dispatch(
      checkoutApi.endpoints.shippingRates.initiate({ token: 'order-token-1', orderId: 'R123456789' }),
    );
    await rates;
    rates.unsubscribe();
    expect(calls.map((call) => `${call.method} ${call.path} ${call.bearer}`)).toEqual([
      'GET /api/v2/storefront/account/vouchers Bearer access-token',
      'POST /api/v2/storefront/cart Bearer access-token',
      'PUT /api/v2/storefront/cart/set_items Bearer access-token',
      'PATCH /api/v2/storefront/cart/apply_coupon_code Bearer access-token',
      'PATCH /api/v2/storefront/checkout Bearer access-token',
      'PATCH /api/v2/storefront/checkout/next Bearer access-token',
      'GET /api/v2/storefront/checkout/shipping_rates Bearer access-token',
    ]);
  });
});

describe('delivery choice (spec §4: a slot clears the pickup point and the other way round)', () => {
  const reduce = orderSlice.reducer;
  const slot = {
    id: 'slot-1',
    start: '2025-11-25T09:00:00Z',
    end: '2025-11-25T11:00:00Z',
    bookableUntil: '2025-11-24T18:00:00Z',
  };
  const point: ChosenPickupPoint = {
    id: 'pp-1',
    providerName: 'relais-colis',
    providerPointId: 'RC-75011-01',
    address: {
      company: 'Épicerie Oberkampf',
      countryId: 'FR',
      address1: '100 rue Oberkampf',
      zipcode: '75011',
      city: 'Paris',
    },
  };

  it('choosing a pickup point clears the slot', () => {
    let state = reduce(
      initialOrderState,
      shippingMethodChosen({ code: 'sillon-bag-delivery', shipmentId: 's1', shippingRateId: 'r1' }),
    );
    state = reduce(state, deliverySlotChosen(slot));
    expect(state.shipmentInformations.deliverySlotId).toBe('slot-1');
    expect(state.deliverySlot).toEqual(slot);
    state = reduce(state, pickupPointChosen(point));
    expect(state.chosenPickupPoint).toEqual(point);
    expect(state.shipmentInformations.deliverySlotId).toBeNull();
    expect(state.deliverySlot).toBeNull();
  });

  it('keeps the method of an order restored after a reload, so its steps name its own third one', () => {
    const state = reduce(
      initialOrderState,
      orderRestored({ id: 'R1', token: 't1', shippingMethodCode: 'sillon-pickup-point-delivery' }),
    );
    expect(state.shippingMethodRestored).toBe('sillon-pickup-point-delivery');
    // The shipping step still asks for a choice: nothing is chosen on this page yet.
    expect(state.shippingMethodSelected).toBeNull();
    expect(
      reduce(initialOrderState, orderRestored({ id: 'R2', token: 't2' })).shippingMethodRestored,
    ).toBeNull();
  });

  it('forgets the delivery chosen when a new address emptied it on the server, and keeps it otherwise', () => {
    let chosen = reduce(
      initialOrderState,
      shippingMethodChosen({ code: 'sillon-bag-delivery', shipmentId: 's1', shippingRateId: 'r1' }),
    );
    chosen = reduce(chosen, deliverySlotChosen(slot));
    const address = {
      fullname: 'Inès Martin',
      address1: '10 rue Mercière',
      address2: '',
      stateName: '',
      city: 'Lyon',
      zipcode: '69002',
      countryISO: 'FR',
    };
    const kept = reduce(chosen, addressSaved({ email: 'ines@exemple.fr', address, hasDelivery: true }));
    expect(kept.shippingMethodSelected).toBe('sillon-bag-delivery');
    const moved = reduce(chosen, addressSaved({ email: 'ines@exemple.fr', address, hasDelivery: false }));
    expect(moved).toMatchObject({
      shippingMethodSelected: null,
      deliverySlot: null,
      shipmentInformations: { deliverySlotId: null },
      // Nothing to warn about: the customer changed the address and goes on to the shipping step.
      isDeliveryDropped: false,
    });
  });

  it('choosing a slot clears the pickup point', () => {
    let state = reduce(initialOrderState, pickupPointChosen(point));
    state = reduce(state, deliverySlotChosen(slot));
    expect(state.chosenPickupPoint).toBeNull();
    expect(state.shipmentInformations.deliverySlotId).toBe('slot-1');
  });
});

describe('deliverySlotsLoading (spec §4: true while the shipping methods and slots load)', () => {
  const order = { token: 'order-token-1', orderId: 'R123456789' };

  it('is true while the shipping rates load, and false once they answered or failed', async () => {
    fakeServer();
    const store = customerStore();
    expect(store.getState().order.deliverySlotsLoading).toBe(false);
    const answered = store.dispatch(checkoutApi.endpoints.shippingRates.initiate(order));
    expect(store.getState().order.deliverySlotsLoading).toBe(true);
    await answered;
    expect(store.getState().order.deliverySlotsLoading).toBe(false);
    answered.unsubscribe();

    fakeServer({ '/api/v2/storefront/checkout/shipping_rates': { status: 500, body: {} } });
    const failed = store.dispatch(
      checkoutApi.endpoints.shippingRates.initiate(order, { forceRefetch: true }),
    );
    expect(store.getState().order.deliverySlotsLoading).toBe(true);
    expect((await failed).isError).toBe(true);
    expect(store.getState().order.deliverySlotsLoading).toBe(false);
    failed.unsubscribe();
  });
});

describe('saving a checkout step (spec §5: order id required for saving info or slot)', () => {
  const information = { order: { email: 'camille@exemple.fr' } };
  const slot = {
    order: { shipments_attributes: [{ id: 'H1', selected_shipping_rate_id: 'r1', delivery_slot_id: 's1' }] },
  };
  const checkoutCalls = (calls: Call[]) => calls.filter((call) => call.path.includes('/checkout'));

  it('gives order_id_required and calls nothing when the store holds no order', async () => {
    const calls = fakeServer();
    const store = customerStore();
    const refused = { ok: false, failure: { code: 'order_id_required' } };
    expect(await store.dispatch(checkoutStepSaved({ body: information })).unwrap()).toEqual(refused);
    expect(await store.dispatch(checkoutStepSaved({ body: slot, advance: true })).unwrap()).toEqual(refused);
    expect(checkoutCalls(calls)).toEqual([]);
  });

  it("saves on the store's order with its token, then moves it on", async () => {
    const calls = fakeServer();
    const store = customerStore();
    await store.dispatch(orderInitialization());
    const saved = await store.dispatch(checkoutStepSaved({ body: slot, advance: true })).unwrap();
    expect(saved).toMatchObject({ ok: true, document: { data: { id: 'R123456789' } } });
    expect(checkoutCalls(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/v2/storefront/checkout',
        token: 'order-token-1',
        body: slot,
      }),
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/v2/storefront/checkout/next',
        token: 'order-token-1',
      }),
    ]);
  });
});
