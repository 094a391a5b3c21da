import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { type Cart } from '@sillon/domain';
import { shopApi } from '@/features/catalog/api/shop-api';
import { cartHydrated, cartSlice, persistedCart } from '@/features/cart/state/cart-slice';
import { frontSlice } from '@/features/front/state/front-slice';
import { errorReportingMiddleware, silentReporter, type ErrorReporter } from './error-reporting';
import { readStored, STORAGE_KEYS, writeStored } from './persistence';

export function createStore(reporter: ErrorReporter = silentReporter) {
  const store = configureStore({
    reducer: {
      [shopApi.reducerPath]: shopApi.reducer,
      cart: cartSlice.reducer,
      front: frontSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 100 } }).concat(
        shopApi.middleware,
        errorReportingMiddleware(reporter),
      ),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Reads the saved cart back, then saves it after every change (only once it was read back). */
export async function persistCart(store: AppStore): Promise<void> {
  store.dispatch(cartHydrated(await readStored<Cart>(STORAGE_KEYS.cart)));
  let saved = persistedCart(store.getState().cart);
  store.subscribe(() => {
    const current = persistedCart(store.getState().cart);
    if (
      current.products === saved.products &&
      current.gifts === saved.gifts &&
      current.voucherCode === saved.voucherCode
    )
      return;
    saved = current;
    void writeStored(STORAGE_KEYS.cart, current);
  });
}
