/**
 * Spec §4 sign-in transitions through the shop's store: the auth status before and after the
 * session starts, what logout forgets (the sign-in flag when asked, the order list; the cart only
 * when the account was closed), the token the preloaded list is asked with, and the customer
 * init call's tip turned into a toast.
 */
import { referralCodeAdded } from '@/features/account';
import { productAdded } from '@/features/cart';
import { ordersApi } from '@/features/orders';
import { shopApi } from '@/lib/api';
import { silentReporter } from './error-reporting';
import { createStore, type AppStore } from './store';
import { silentTracker } from './tracking';
import { fakeServer, type FakeRoutes } from '@/testing/fake-server';
import { phoneCodeConfirmed, sessionStartedOnLaunch, signedOut } from '@/features/auth';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const ANONYMOUS = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const PRELOADED = 'GET /api/catalog/cart/preloaded-products';

const stores: AppStore[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function shop(routes: FakeRoutes = {}) {
  const server = fakeServer({
    'POST /api/auth/anonymous': {
      body: {
        userId: ANONYMOUS,
        userToken: 'anonymous-access',
        isNew: true,
        status: 'anonymous',
        expiresInSeconds: 900,
      },
    },
    'POST /api/auth/phone/confirm': {
      body: {
        userId: CUSTOMER,
        userToken: 'customer-access',
        isNew: false,
        status: 'authenticated',
        expiresInSeconds: 900,
        accountExists: true,
      },
    },
    'POST /api/users/merge': { status: 204 },
    'POST /api/auth/sign-out': { status: 204 },
    'GET /api/shopping-list': { body: { items: [] } },
    'POST /api/shopping-list': { body: { items: [] } },
    ...routes,
  });
  const store = createStore({ reporter: silentReporter, tracker: silentTracker });
  stores.push(store);
  return { server, store };
}

async function signIn(store: AppStore) {
  await store.dispatch(sessionStartedOnLaunch());
  await store.dispatch(phoneCodeConfirmed({ verificationId: 'v-1', code: '123456' }));
  await settle();
}

afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(shopApi.util.resetApiState());
  await settle();
});
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the auth status', () => {
  it('is unknown before the session starts, anonymous once it has', async () => {
    const { store } = shop();
    expect(store.getState().auth).toMatchObject({ status: 'unknown', user: null });
    await store.dispatch(sessionStartedOnLaunch());
    expect(store.getState().auth).toMatchObject({
      status: 'anonymous',
      user: { id: ANONYMOUS, status: 'anonymous', isNew: true },
    });
  });
});

describe('logout', () => {
  it('sets « unauthenticated » and resets the user to a visitor, before the next anonymous session', async () => {
    const { store } = shop();
    await signIn(store);
    // Every status the store goes through, each once in a row, with its user.
    const now = () => ({
      status: store.getState().auth.status,
      userId: store.getState().auth.user?.id ?? null,
    });
    const seen = [now()];
    const stop = store.subscribe(() => {
      const last = seen.at(-1);
      const current = now();
      if (last?.status !== current.status || last.userId !== current.userId) seen.push(current);
    });
    await store.dispatch(signedOut());
    stop();
    expect(seen).toEqual([
      { status: 'authenticated', userId: CUSTOMER },
      { status: 'unauthenticated', userId: null },
      // Spec §4: with no user, the anonymous sign-in starts by itself.
      { status: 'anonymous', userId: ANONYMOUS },
    ]);
  });

  it('forgets that the device passed sign-in when asked to (forgetSignIn)', async () => {
    const { store } = shop();
    await signIn(store);
    expect(store.getState().auth.hasPassedSignIn).toBe(true);
    await store.dispatch(signedOut({ forgetSignIn: true }));
    expect(store.getState().auth.hasPassedSignIn).toBe(false);
  });

  it('keeps that the device passed sign-in on a plain logout', async () => {
    const { store } = shop();
    await signIn(store);
    await store.dispatch(signedOut());
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', hasPassedSignIn: true });
  });

  it('empties the order list', async () => {
    const { store } = shop({
      'GET /api/v2/storefront/account/orders': {
        body: {
          data: [{ id: '1', type: 'cart', attributes: { number: 'R100' } }],
          meta: { count: 1, total_count: 1, total_pages: 1 },
          links: {},
        },
      },
    });
    await signIn(store);
    await store.dispatch(ordersApi.endpoints.accountOrders.initiate(CUSTOMER, { subscribe: false }));
    // The shop's store is typed without the injected endpoints' tags.
    const orders = () => ordersApi.endpoints.accountOrders.select(CUSTOMER)(store.getState() as never).data;
    expect(orders()?.pages[0]?.data).toHaveLength(1);
    await store.dispatch(signedOut());
    expect(orders()).toBeUndefined();
  });
  it("forgets the cart's code, so a referral code never reaches the next person's account", async () => {
    const { store } = shop();
    await signIn(store);
    store.dispatch(referralCodeAdded('lea-wa32b'));
    expect(store.getState().cart.voucherCode).toBe('LEA-WA32B');
    await store.dispatch(signedOut());
    expect(store.getState().cart.voucherCode).toBeNull();
  });
});

describe('closing the account (spec §4 "Account deletion", issue 36)', () => {
  it('leaves no cart on the device, where a plain logout keeps it', async () => {
    const { store } = shop();
    await signIn(store);
    const honey = { id: '6f1c2b9e-1111-4222-8333-444455556666', priceCents: 890 };
    store.dispatch(productAdded({ product: honey, quantity: 3 }));
    await store.dispatch(signedOut());
    expect(store.getState().cart.products).toHaveLength(1);

    await signIn(store);
    await store.dispatch(signedOut({ forgetSignIn: true, isAccountClosed: true }));
    expect(store.getState().cart).toMatchObject({ products: [], gifts: [], voucherCode: null });
    expect(store.getState().order.id).toBeNull();
  });
});

describe('the preloaded list', () => {
  it('is asked without a token for a visitor and after logout, with the bearer for a customer', async () => {
    const { server, store } = shop();
    await signIn(store);
    await store.dispatch(signedOut());
    await settle();
    expect(server.callsTo(PRELOADED).map((call) => call.headers.get('authorization'))).toEqual([
      null,
      'Bearer customer-access',
      null,
    ]);
  });
});

describe('the customer init call', () => {
  it('turns its tip into an info toast with the subtitle and the link', async () => {
    const { server, store } = shop({
      'GET /api/bff/customer': {
        body: {
          tip: {
            title: 'Finissez votre inscription',
            subtitle: 'Il ne manque que votre prénom et votre e-mail.',
            linkTo: '/my-account/my-info',
          },
        },
      },
    });
    await signIn(store);
    const init = server.callsTo('GET /api/bff/customer');
    expect(init).toHaveLength(1);
    expect(init[0]!.headers.get('authorization')).toBe('Bearer customer-access');
    expect(store.getState().front.toasts).toEqual([
      {
        id: expect.any(String),
        type: 'info',
        message: 'Finissez votre inscription. Il ne manque que votre prénom et votre e-mail.',
        link: '/my-account/my-info',
      },
    ]);
  });

  it('adds no toast when the answer has no tip', async () => {
    const { store } = shop({ 'GET /api/bff/customer': { body: {} } });
    await signIn(store);
    expect(store.getState().front.toasts).toEqual([]);
  });
});
