import { authSlice } from '@/features/auth';
import { silentReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';

/** What a signed-in screen's test starts from: a store with a customer's session, reports and tracking silent. */
export function customerStore(): AppStore {
  const store = createStore({ reporter: silentReporter, tracker: silentTracker });
  store.dispatch(
    authSlice.actions.sessionStarted({
      userId: 'customer-1',
      userToken: 'token',
      isNew: false,
      expiresInSeconds: 900,
      status: 'authenticated',
    }),
  );
  return store;
}
