jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

import { sessionStarted } from '@/features/auth/state/auth-slice';
import { cartReinitialized, productAdded, voucherSelected } from '@/features/cart/state/cart-slice';
import { createStore } from '@/store/store';
import {
  deliverySlotChosen,
  initialOrderState,
  orderSlice,
  pickupPointChosen,
  shippingMethodChosen,
  type ChosenPickupPoint,
} from './order-slice';
import { orderInitialization } from './order-thunks';

const productId = '6f1c2b9e-1111-4222-8333-444455556666';
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

type Call = { method: string; path: string; token: string | null; body: unknown };

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
      body: text ? JSON.parse(text) : undefined,
    });
    const failure = failures[path];
    if (failure) return new Response(JSON.stringify(failure.body), { status: failure.status });
    return new Response(JSON.stringify(cartDocument('R123456789', 'order-token-1')), {
      status: path.endsWith('/cart') ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

function customerStore() {
  const store = createStore();
  store.dispatch(
    sessionStarted({
      userId: '0b7c2d0e-3f4a-4b5c-8d6e-7f8091a2b3c4',
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
      'POST /api/v2/storefront/cart',
      'PATCH /api/v2/storefront/cart/set_items',
      'PATCH /api/v2/storefront/cart/apply_coupon_code',
    ]);
    expect(calls[1]).toMatchObject({
      token: 'order-token-1',
      body: { line_items_attributes: [{ variant_id: productId, quantity: 2 }] },
    });
    expect(calls[2]).toMatchObject({ token: 'order-token-1', body: { coupon_code: 'BIENVENUE10' } });
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

  it('choosing a slot clears the pickup point', () => {
    let state = reduce(initialOrderState, pickupPointChosen(point));
    state = reduce(state, deliverySlotChosen(slot));
    expect(state.chosenPickupPoint).toBeNull();
    expect(state.shipmentInformations.deliverySlotId).toBe('slot-1');
  });
});
