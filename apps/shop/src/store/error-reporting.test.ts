/**
 * Spec §8 (issue 19): a rejected action reaches the receiver once, with the user id, the action's
 * name and its argument without tokens or codes; condition errors, excluded actions, refusals the
 * customer is shown and a missing network are not reported.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { sessionStartedOnLaunch } from '@/features/auth';
import { phoneCodeConfirmed } from '@/features/auth/state/auth-thunks';
import { contentApi } from '@/features/content/api/content-api';
import { shopApi } from '@/lib/api';
import { reportFailure } from '@/lib/error-reports';
import { fakeServer, type FakeRoutes } from '@/testing/fake-server';
import { httpReporter, reporterFromConfig } from './error-reporting';
import { createStore, type AppStore } from './store';
import { silentTracker } from './tracking';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const RECEIVER = 'http://localhost:3000/api/client-errors';
const ANONYMOUS = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const anonymousSession = {
  body: {
    userId: ANONYMOUS,
    userToken: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
    isNew: true,
    status: 'anonymous',
    expiresInSeconds: 900,
  },
};

/** A thunk that fails with secrets in its argument, as a checkout or sign-in step could. */
const cardSaved = createAsyncThunk('checkout/cardSaved', async (_card: Record<string, unknown>) => {
  throw new Error('the card processor did not answer');
});

const echo = shopApi.injectEndpoints({
  endpoints: (build) => ({
    testFailure: build.query<unknown, string>({ query: (path) => path }),
  }),
});

const stores: AppStore[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function storeReportingTo(routes: FakeRoutes) {
  const server = fakeServer({ 'POST /api/client-errors': { status: 202 }, ...routes });
  const store = createStore({
    reporter: httpReporter({ url: RECEIVER, appVersion: '1.0.0' }),
    tracker: silentTracker,
  });
  stores.push(store);
  return { server, store, reports: () => server.callsTo('POST /api/client-errors').map((call) => call.body) };
}

afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(shopApi.util.resetApiState());
  await settle();
});
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('reports of rejected actions', () => {
  it('sends one report with the action’s name, the user and the argument, without its secrets', async () => {
    const { store, server, reports } = storeReportingTo({ 'POST /api/auth/anonymous': anonymousSession });
    await store.dispatch(sessionStartedOnLaunch());
    await store.dispatch(
      cardSaved({
        number: '4242424242424242',
        cvc: '123',
        refreshToken: 'refresh-secret',
        note: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
        holder: 'Camille Martin',
      }),
    );
    await settle();
    expect(reports()).toEqual([
      {
        kind: 'action',
        action: 'checkout/cardSaved',
        userId: ANONYMOUS,
        argument: {
          number: '[filtré]',
          cvc: '[filtré]',
          refreshToken: '[filtré]',
          note: '[filtré]',
          holder: 'Camille Martin',
        },
        error: 'Error: the card processor did not answer',
        platform: 'ios',
        appVersion: '1.0.0',
      },
    ]);
    const sent = JSON.stringify(server.callsTo('POST /api/client-errors'));
    for (const secret of ['4242424242424242', 'refresh-secret', 'eyJhbGciOiJFUzI1NiJ9'])
      expect(sent).not.toContain(secret);
  });

  it('reports an app thunk that failed on the server (the session’s start)', async () => {
    const { store, reports } = storeReportingTo({
      'POST /api/auth/anonymous': { status: 503, body: { error: { code: 'unavailable' } } },
    });
    await store.dispatch(sessionStartedOnLaunch());
    await settle();
    expect(reports()).toEqual([
      expect.objectContaining({
        kind: 'query',
        action: 'shopApi/anonymousSignIn',
        error: 'HTTP 503 unavailable',
      }),
      expect.objectContaining({ kind: 'action', action: 'auth/startOnLaunch', userId: null }),
    ]);
  });

  it('reports neither a thunk that chose not to run nor a refusal shown to the customer', async () => {
    const { store, reports } = storeReportingTo({
      'POST /api/auth/anonymous': anonymousSession,
      'GET /refused': { status: 404, body: { error: { code: 'product_not_found' } } },
    });
    await Promise.all([store.dispatch(sessionStartedOnLaunch()), store.dispatch(sessionStartedOnLaunch())]);
    await store.dispatch(echo.endpoints.testFailure.initiate('/refused'));
    await settle();
    expect(reports()).toEqual([]);
  });

  it('reports a server call that failed (5xx) and an image that did not load, with the user', async () => {
    const { store, reports } = storeReportingTo({
      'POST /api/auth/anonymous': anonymousSession,
      'GET /broken': { status: 500, body: { error: { code: 'internal_error' } } },
    });
    await store.dispatch(sessionStartedOnLaunch());
    await store.dispatch(echo.endpoints.testFailure.initiate('/broken'));
    reportFailure({
      kind: 'image',
      action: '/images/products/pommes.webp?w=340',
      argument: null,
      error: 'the image did not load',
    });
    await settle();
    expect(reports()).toEqual([
      expect.objectContaining({
        kind: 'query',
        action: 'shopApi/testFailure',
        argument: '/broken',
        error: 'HTTP 500 internal_error',
        userId: ANONYMOUS,
      }),
      expect.objectContaining({
        kind: 'image',
        action: '/images/products/pommes.webp?w=340',
        userId: ANONYMOUS,
      }),
    ]);
  });
});

describe('reports of the sign-in and the content', () => {
  const signInRoutes: FakeRoutes = {
    'POST /api/auth/anonymous': anonymousSession,
    'POST /api/users/merge': { status: 204 },
    'GET /api/shopping-list': { body: { items: [] } },
    'POST /api/shopping-list': { body: { items: [] } },
  };
  const customerSession = {
    body: {
      userId: CUSTOMER,
      userToken: 'customer-access',
      isNew: false,
      status: 'authenticated',
      expiresInSeconds: 900,
      accountExists: true,
    },
  };

  it('reports a failed customer init call, and shows the customer nothing', async () => {
    const { store, reports } = storeReportingTo({
      ...signInRoutes,
      'POST /api/auth/phone/confirm': customerSession,
      'GET /api/bff/customer': { status: 500, body: { error: { code: 'internal_error' } } },
    });
    await store.dispatch(sessionStartedOnLaunch());
    const signedIn = await store.dispatch(phoneCodeConfirmed({ verificationId: 'v-1', code: '123456' }));
    await settle();
    expect(signedIn.meta.requestStatus).toBe('fulfilled');
    expect(reports()).toEqual([
      expect.objectContaining({
        kind: 'query',
        action: 'shopApi/customerInit',
        error: 'HTTP 500 internal_error',
        userId: CUSTOMER,
      }),
    ]);
    expect(store.getState().front.toasts).toEqual([]);
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('does not report an excluded action (a refused sign-in code, auth/phoneCodeConfirmed)', async () => {
    const { store, reports } = storeReportingTo({
      ...signInRoutes,
      'POST /api/auth/phone/confirm': { status: 400, body: { error: { code: 'invalid_code' } } },
    });
    await store.dispatch(sessionStartedOnLaunch());
    const refused = await store.dispatch(phoneCodeConfirmed({ verificationId: 'v-1', code: '000000' }));
    await settle();
    expect(refused.meta.requestStatus).toBe('rejected');
    expect(reports()).toEqual([]);
  });

  it('reports a failed content query as a content failure', async () => {
    const { store, reports } = storeReportingTo({
      'GET /api/bff/page': { status: 503, body: { error: { code: 'unavailable' } } },
    });
    const request = store.dispatch(
      contentApi.endpoints.contentPage.initiate({ path: '/nos-articles/le-comte' }),
    );
    const page = await request;
    await settle();
    expect(reports()).toEqual([
      expect.objectContaining({
        kind: 'content',
        action: 'shopApi/contentPage',
        argument: { path: '/nos-articles/le-comte' },
        error: 'HTTP 503 unavailable',
      }),
    ]);
    // Then the failure goes on to whoever asked (the screen shows its error).
    expect(page.error).toMatchObject({ status: 503 });
    request.unsubscribe();
  });
});

describe('reports to Sentry', () => {
  it('posts an envelope to the DSN’s project with its public key, and no secret', async () => {
    const server = fakeServer();
    const reporter = reporterFromConfig({
      apiUrl: 'http://localhost:3000',
      sentryDsn: 'https://publickey@o1.ingest.sentry.io/42',
      appVersion: '1.0.0',
    });
    reporter.report({
      kind: 'action',
      action: 'checkout/cardSaved',
      userId: 'u-1',
      argument: { cvc: '123' },
      error: new Error('boom'),
    });
    await settle();
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call!.url).toBe('https://o1.ingest.sentry.io/api/42/envelope/');
    expect(call!.headers.get('x-sentry-auth')).toContain('sentry_key=publickey');
    const [, item, event] = String(call!.body)
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      transaction: 'checkout/cardSaved',
      user: { id: 'u-1' },
      extra: { argument: { cvc: '[filtré]' } },
    });
  });
});
