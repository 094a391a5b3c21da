jest.mock('./other-tabs', () => ({
  // What another tab saves reaches the test through `mockAnotherTab` (web only, `other-tabs.web.ts`).
  onSavedInAnotherTab: (key: string, listener: (text: string | null) => void) => {
    mockAnotherTab.set(key, listener);
    return () => mockAnotherTab.delete(key);
  },
}));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

import AsyncStorage from '@react-native-async-storage/async-storage';
import { EMPTY_CART } from '@sillon/domain';
import { bannerDismissed, deviceTokenSet, sessionStarted } from '@/features/auth/state/auth-slice';
import {
  cartHydrated,
  cartRefreshed,
  priceChangesConfirmed,
  productAdded,
} from '@/features/cart/state/cart-slice';
import { STORAGE_KEYS } from './persistence';
import { createStore, persistDeviceState } from './store';

const productId = '6f1c2b9e-1111-4222-8333-444455556666';
// Read lazily by the mock above (jest hoists it above this line).
const mockAnotherTab = new Map<string, (text: string | null) => void>();

beforeEach(() => AsyncStorage.clear());

describe('persistDeviceState', () => {
  it('starts from the defaults when the saved values are corrupt', async () => {
    await AsyncStorage.setItem(STORAGE_KEYS.cart, 'not json');
    await AsyncStorage.setItem(STORAGE_KEYS.auth, '[true]');
    const store = createStore();
    await persistDeviceState(store);
    const { cart, auth } = store.getState();
    expect(cart).toMatchObject({ ...EMPTY_CART, isHydrated: true });
    expect(auth.hasPassedSignIn).toBe(false);
  });

  it("keeps an older cart's valid lines, with the defaults for the rest", async () => {
    await AsyncStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        products: [
          { id: productId, priceCents: 900, quantity: 2 },
          { id: 'x', price: 1 },
        ],
      }),
    );
    await AsyncStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ hasPassedSignIn: true }));
    const store = createStore();
    await persistDeviceState(store);
    const { cart, auth } = store.getState();
    expect(cart.products).toEqual([
      { id: productId, priceCents: 900, quantity: 2, maxOrderable: null, available: true, promotionId: null },
    ]);
    expect(cart).toMatchObject({ gifts: [], preloadedPromotion: null, voucherCode: null, isHydrated: true });
    expect(auth.hasPassedSignIn).toBe(true);
  });
});

describe('a price the customer has not confirmed', () => {
  it('is asked again after a reload: the lines already hold the new price', async () => {
    const first = createStore();
    await persistDeviceState(first);
    first.dispatch(cartHydrated({ ...EMPTY_CART, products: [] }));
    first.dispatch(productAdded({ product: { id: productId, priceCents: 900 }, quantity: 2 }));
    first.dispatch(cartRefreshed({ [productId]: { publicPriceCents: 990, available: true } }));
    expect(first.getState().cart.priceChanges).toEqual([
      { productId, previousCents: 900, currentCents: 990 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));

    const reloaded = createStore();
    await persistDeviceState(reloaded);
    expect(reloaded.getState().cart.priceChanges).toEqual([
      { productId, previousCents: 900, currentCents: 990 },
    ]);
    reloaded.dispatch(priceChangesConfirmed());
    await new Promise((resolve) => setTimeout(resolve, 10));
    const again = createStore();
    await persistDeviceState(again);
    expect(again.getState().cart.priceChanges).toEqual([]);
  });
});

describe('a cart changed in another tab of the browser', () => {
  const line = {
    id: productId,
    priceCents: 900,
    quantity: 2,
    maxOrderable: null,
    available: true,
    promotionId: null,
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('shows the other tab’s cart, and does not write it back', async () => {
    await AsyncStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ products: [line] }));
    const store = createStore();
    await persistDeviceState(store);
    expect(store.getState().cart.products).toHaveLength(1);
    const writes = jest.mocked(AsyncStorage.setItem);
    writes.mockClear();
    // The other tab placed the order: its cart started again, empty.
    mockAnotherTab.get(STORAGE_KEYS.cart)!(JSON.stringify({ products: [], gifts: [], voucherCode: null }));
    await settle();
    expect(store.getState().cart.products).toEqual([]);
    expect(writes).not.toHaveBeenCalled();
  });

  it('takes a line added there, and empties the cart when the key is gone or unreadable', async () => {
    const store = createStore();
    await persistDeviceState(store);
    mockAnotherTab.get(STORAGE_KEYS.cart)!(JSON.stringify({ products: [{ ...line, quantity: 3 }] }));
    expect(store.getState().cart.products).toEqual([{ ...line, quantity: 3 }]);
    mockAnotherTab.get(STORAGE_KEYS.cart)!('not json');
    expect(store.getState().cart.products).toEqual([]);
    mockAnotherTab.get(STORAGE_KEYS.cart)!(JSON.stringify({ products: [line] }));
    mockAnotherTab.get(STORAGE_KEYS.cart)!(null);
    expect(store.getState().cart.products).toEqual([]);
  });
});

describe('the auth key (spec §3: only hasPassedSignIn is persisted in auth state)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('saves hasPassedSignIn alone: no user, token, status, banner or device token', async () => {
    const store = createStore();
    await persistDeviceState(store);
    store.dispatch(
      sessionStarted({
        userId: '22222222-2222-4222-8222-222222222222',
        userToken: 'customer-access',
        isNew: false,
        status: 'authenticated',
        expiresInSeconds: 900,
      }),
    );
    store.dispatch(deviceTokenSet('ExponentPushToken[phone]'));
    store.dispatch(bannerDismissed());
    await settle();
    expect(JSON.parse((await AsyncStorage.getItem(STORAGE_KEYS.auth)) ?? 'null')).toEqual({
      hasPassedSignIn: true,
    });
  });

  it('reads hasPassedSignIn alone back: the rest of a saved auth state is left out', async () => {
    await AsyncStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({
        hasPassedSignIn: true,
        status: 'authenticated',
        user: { id: 'u-1', token: 'stolen-token', isNew: false, status: 'authenticated' },
        shouldDisplayBanner: false,
        deviceToken: 'ExponentPushToken[phone]',
        loading: true,
      }),
    );
    const store = createStore();
    await persistDeviceState(store);
    expect(store.getState().auth).toEqual({
      status: 'unknown',
      user: null,
      hasPassedSignIn: true,
      shouldDisplayBanner: true,
      deviceToken: null,
      loading: false,
      startFailed: false,
    });
  });
});

describe('the immutable state check (development)', () => {
  /** Dispatches one action while every reading of the clock moves it on by `stepMs`. */
  function dispatchWithClockSteps(stepMs: number): string[] {
    const store = createStore();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += stepMs));
    try {
      store.dispatch({ type: 'test/nothing' });
      return warn.mock.calls
        .map(([message]) => String(message))
        .filter((message) => message.startsWith('ImmutableStateInvariantMiddleware'));
    } finally {
      clock.mockRestore();
      warn.mockRestore();
    }
  }

  // The check measures itself twice a dispatch (before and after the reducers): two steps.
  it('warns when it takes more than 100 ms', () => {
    expect(dispatchWithClockSteps(60)).toEqual([
      expect.stringContaining('took 120ms, which is more than the warning threshold of 100ms'),
    ]);
  });

  it('stays silent under 100 ms', () => {
    expect(dispatchWithClockSteps(45)).toEqual([]);
  });
});
