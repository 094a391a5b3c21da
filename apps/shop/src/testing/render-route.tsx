/**
 * A route of `src/app` rendered as the app renders it on a phone, for the native render tests
 * (`*.platforms.test.tsx`): the route's own default export at an address, in a real store (silent
 * reporter and tracker), against the fake server. Importing this module unmounts the route and
 * forgets its queries after each test. A test file uses it so:
 *
 *   jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'));
 *   jest.mock('expo-router/head', () => jest.requireActual('@/testing/expo-router-mock').head);
 *   jest.mock('@react-native-async-storage/async-storage', () =>
 *     jest.requireActual('@react-native-async-storage/async-storage/jest/async-storage-mock'));
 *   import ProductRoute from '@/app/pp/[id]/index';
 *
 *   const { server, store } = renderRoute(ProductRoute, {
 *     pathname: '/pp/miel-abc', params: { id: 'miel-abc' }, routes: { 'GET /api/bff/…': { body } },
 *   });
 *   await screen.findByText('Miel de lavande');
 *   fireEvent.press(screen.getByText('Voir les avis'));
 *   expect(router.push).toHaveBeenCalledWith('/pp/miel-abc/reviews');
 *
 * Server states: `notAnswered` (loading, `expectSkeleton()`), `serverError` (a 500), `networkDown`
 * (no answer), `failingOnce(answer)` (the network is down until « Réessayer » asks again: one
 * render shows the skeleton with `expectSkeletonNow()`, the error, then the page).
 */
import { act, configure, fireEvent, render, screen } from '@testing-library/react-native';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { cartHydrated } from '@/features/cart';
import { sandboxProcessorApi } from '@/features/payments';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { Skeleton } from '@/ui';
import { routeAddress, router } from './expo-router-mock';
import { fakeServer, type FakeAnswer, type FakeRoutes } from './fake-server';

export { router } from './expo-router-mock';

/** A server that has not answered yet: the screen stays in its loading state. */
export const notAnswered = () => new Promise<FakeAnswer>(() => undefined);
/** The server failed (its generic error, spec §8). */
export const serverError: FakeAnswer = {
  status: 500,
  body: { error: 'Erreur interne', code: 'internal_error' },
};
/** No answer at all: the phone is offline. */
export const networkDown = (): FakeAnswer => {
  throw new TypeError('Network request failed');
};

/** Lets the answers already given reach the screen (a debounce, a refetch). */
export const settle = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The network is down for the first call, then the server answers: the error's retry is pressed. */
export function failingOnce(answer: FakeAnswer) {
  let calls = 0;
  return (): FakeAnswer => (calls++ === 0 ? networkDown() : answer);
}

/** The screen shows its grey placeholders, and no error: as it is before any answer came. */
export function expectSkeletonNow() {
  expect(screen.UNSAFE_queryAllByType(Skeleton).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
}

/** One render's first states (`failingOnce`): the skeleton, then offline, then « Réessayer » pressed. */
export async function skeletonThenOffline() {
  expectSkeletonNow();
  expect(await screen.findByText('Pas de connexion')).toBeOnTheScreen();
  fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
}

/** Once every other answer came, the screen still shows its grey placeholders. */
export async function expectSkeleton() {
  await settle();
  expectSkeletonNow();
}

type Session = 'none' | 'visitor' | 'customer';

export type RouteOptions = {
  /** The address's path (`/pp/miel-abc`), what `usePathname` answers. */
  pathname?: string;
  /** What `useLocalSearchParams` answers: the route's segments and query. */
  params?: Record<string, string | string[] | undefined>;
  /** The server's answers by `METHOD /path`; any other call gets 200 `{}`, which few screens can read. */
  routes?: FakeRoutes;
  /** No session yet (as at launch), a visitor's anonymous one, or a signed-in customer's. */
  session?: Session;
};

let store: AppStore | undefined;

// A loaded machine (two suites at once, CI) can take more than the default second to show an answer.
configure({ asyncUtilTimeout: 5000 });

/** Renders the route and answers its server and store, for what left the app and what it holds. */
export function renderRoute(Route: ComponentType, options: RouteOptions = {}) {
  routeAddress({ pathname: options.pathname ?? '/', params: options.params ?? {} });
  const server = fakeServer(options.routes);
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  // The device's saved cart read back (none), as shortly after any start.
  store.dispatch(cartHydrated(null));
  startSession(store, options.session ?? 'visitor');
  const view = render(
    <Provider store={store}>
      <Route />
    </Provider>,
  );
  return { server, store, view };
}

function startSession(target: AppStore, session: Session) {
  if (session === 'none') return;
  target.dispatch(
    authSlice.actions.sessionStarted({
      userId: session === 'customer' ? 'customer-1' : 'visitor-1',
      userToken: `${session}-token`,
      isNew: false,
      expiresInSeconds: 900,
      status: session === 'customer' ? 'authenticated' : 'anonymous',
    }),
  );
}

afterEach(async () => {
  store?.dispatch(shopApi.util.resetApiState());
  store?.dispatch(sandboxProcessorApi.util.resetApiState());
  store = undefined;
  Object.values(router).forEach((move) => move.mockClear());
  await settle(10);
});
