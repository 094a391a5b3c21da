import { configureStore } from '@reduxjs/toolkit';
import { accountForgotten, accountLoaded } from '@/features/account';
import {
  authRestored,
  authSlice,
  persistedAuth,
  sessionEnded,
  sessionOpened,
  storedUser,
  type SessionFollowUps,
} from '@/features/auth';
import {
  cartChangedElsewhere,
  cartForgotten,
  cartHydrated,
  cartSlice,
  persistedCart,
  preloadedProductsLoaded,
  voucherSelected,
} from '@/features/cart';
import { orderSlice } from '@/features/checkout';
import { ordersForgotten } from '@/features/orders';
import { sandboxProcessorApi } from '@/features/payments';
import { frontSlice } from '@/features/front';
import {
  listForgotten,
  listHydrated,
  listSent,
  persistedShoppingList,
  shoppingListSlice,
} from '@/features/shopping-list';
import { ownAppBuild, ownAppVersion } from '@/features/app-update';
import { config } from '@/config';
import { onSessionEvents, shopApi } from '@/lib/api';
import { setErrorReporter } from '@/lib/error-reports';
import { listenForFocus } from './app-focus';
import { errorReportingMiddleware, sentrySettingsOf, type ErrorReporter } from './error-reporting';
import { onSavedInAnotherTab } from './other-tabs';
import { readStored, readStoredText, STORAGE_KEYS, writeStored } from './persistence';
import { sentryReporter } from './sentry-reporter';
import { trackerFromConfig, type Tracker } from './tracking';

/**
 * The store, with its error reporter (Sentry's SDK, through the shop's tunnel) and its tracker
 * (silent while `isEOL`, spec §1) from the configuration unless a test gives its own.
 */
export function createStore({
  reporter = sentryReporter(sentrySettingsOf({ ...config, appVersion: ownAppVersion(), ...ownAppBuild() })),
  tracker = trackerFromConfig({ isEOL: config.isEOL, url: config.trackingUrl, writeKey: config.trackingKey }),
}: { reporter?: ErrorReporter; tracker?: Tracker } = {}) {
  // Spec §4: a new session brings its preloaded products into the cart (a visitor's list too) and
  // fetches a customer's account; an ended one forgets the account and the orders. Auth depends on
  // none of these features.
  const sessionFollowUps: SessionFollowUps = {
    opened: ({ userId, isCustomer }) => {
      void store.dispatch(preloadedProductsLoaded(isCustomer ? userId : null));
      if (isCustomer) void store.dispatch(accountLoaded());
      // Issue 17: the device's list joins the account's (the last change per product wins).
      if (isCustomer) void store.dispatch(listSent());
    },
    ended: ({ isAccountClosed }) => {
      store.dispatch(accountForgotten());
      // A customer's list stays on the server, not on a device someone else may use next.
      store.dispatch(listForgotten());
      // Spec §4: logout empties the order list.
      store.dispatch(ordersForgotten());
      // The next person on this device is a visitor (who cannot hold a voucher, spec §6): a code,
      // above all a referral code, is never carried to another account.
      store.dispatch(voucherSelected(null));
      // A closed account leaves nothing on the device: its cart (products, gifts, promotion) and
      // the order it was preparing go too (issue 36). A mere sign-out keeps the device's cart.
      if (isAccountClosed) store.dispatch(cartForgotten());
    },
  };
  const store = configureStore({
    reducer: {
      [shopApi.reducerPath]: shopApi.reducer,
      [sandboxProcessorApi.reducerPath]: sandboxProcessorApi.reducer,
      auth: authSlice.reducer,
      cart: cartSlice.reducer,
      front: frontSlice.reducer,
      order: orderSlice.reducer,
      shoppingList: shoppingListSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { warnAfter: 100 },
        thunk: { extraArgument: { tracker, sessionFollowUps } },
      }).concat(
        shopApi.middleware,
        sandboxProcessorApi.middleware,
        errorReportingMiddleware(reporter, (state) => (state as RootStateShape).auth.user?.id ?? null),
      ),
  });
  listenForFocus(store.dispatch);
  // Images and content queries report their failures outside Redux, with the same user id.
  setErrorReporter(reporter, () => store.getState().auth.user?.id ?? null);
  // Reports carry the user's token (the receiver names its user); a crash names the user too.
  let identified: string | null | undefined;
  store.subscribe(() => {
    const user = store.getState().auth.user;
    const token = user?.token ?? null;
    if (token === identified) return;
    identified = token;
    reporter.identify(user ? { id: user.id, token: user.token } : null);
  });
  onSessionEvents({
    refreshed: (result) => store.dispatch(sessionOpened(result)),
    lost: () => store.dispatch(sessionEnded()),
  });
  return store;
}

type RootStateShape = { auth: { user: { id: string; token: string } | null } };

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Reads the saved cart, shopping list and sign-in flag back, then saves them (and the session's
 * user) on change.
 */
export async function persistDeviceState(store: AppStore): Promise<void> {
  store.dispatch(cartHydrated(await readStored(STORAGE_KEYS.cart)));
  store.dispatch(authRestored(await readStored(STORAGE_KEYS.auth)));
  store.dispatch(listHydrated(await readStored(STORAGE_KEYS.shoppingList)));
  let savedList = persistedShoppingList(store.getState().shoppingList);
  let saved = persistedCart(store.getState().cart);
  let savedAuth = persistedAuth(store.getState().auth);
  let savedUser = storedUser(store.getState().auth);
  // What another tab saved is saved already: writing it back would bounce between the tabs.
  let isTakingAnotherTabsCart = false;
  store.subscribe(() => {
    const auth = persistedAuth(store.getState().auth);
    if (auth.hasPassedSignIn !== savedAuth.hasPassedSignIn) {
      savedAuth = auth;
      void writeStored(STORAGE_KEYS.auth, auth);
    }
    const user = storedUser(store.getState().auth);
    if (user?.id !== savedUser?.id && store.getState().auth.status !== 'unknown') {
      savedUser = user;
      void writeStored(STORAGE_KEYS.user, user);
    }
    const list = persistedShoppingList(store.getState().shoppingList);
    if (list.saved !== savedList.saved || list.unsent !== savedList.unsent) {
      savedList = list;
      void writeStored(STORAGE_KEYS.shoppingList, list);
    }
    const current = persistedCart(store.getState().cart);
    if (
      current.products === saved.products &&
      current.gifts === saved.gifts &&
      current.voucherCode === saved.voucherCode &&
      current.priceChanges === saved.priceChanges
    )
      return;
    saved = current;
    if (!isTakingAnotherTabsCart) void writeStored(STORAGE_KEYS.cart, current);
  });
  onSavedInAnotherTab(STORAGE_KEYS.cart, (text) => {
    isTakingAnotherTabsCart = true;
    try {
      store.dispatch(cartChangedElsewhere(readStoredText(STORAGE_KEYS.cart, text)));
    } finally {
      isTakingAnotherTabsCart = false;
    }
    // The store may tell its listeners later (batched): by then, this is what is saved.
    saved = persistedCart(store.getState().cart);
  });
}
