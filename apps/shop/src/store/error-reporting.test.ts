/**
 * Spec §8 (issues 19 and 35): a rejected action reaches the receiver once, through Sentry's SDK
 * and the shop's tunnel, with the user id, the action's name, its argument without tokens or
 * codes, and the trail that led there; condition errors, excluded actions, refusals the customer
 * is shown and a missing network are not reported. The SDK is the real one; the shop's server is
 * a stand-in that keeps the envelopes it receives.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import * as Sentry from '@sentry/react-native';
import { sessionStartedOnLaunch } from '@/features/auth';
import { phoneCodeConfirmed } from '@/features/auth/state/auth-thunks';
import { contentApi } from '@/features/content/api/content-api';
import { shopApi } from '@/lib/api';
import { leaveBreadcrumb, reportFailure } from '@/lib/error-reports';
import { fakeServer, type FakeCall, type FakeRoutes } from '@/testing/fake-server';
import { sentrySettingsOf } from './error-reporting';
import { sentryReporter } from './sentry-reporter';
import { createStore, type AppStore } from './store';
import { silentTracker } from './tracking';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const TUNNEL = 'POST /api/errors/envelope';
const BUILT_IN_DSN = 'http://sillon@localhost:3000/1';
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
/** Every event captured so far has left the SDK. */
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  await Sentry.flush();
};

type SentEvent = {
  event_id: string;
  release?: string;
  environment?: string;
  user?: { id?: string };
  tags?: Record<string, string>;
  extra?: { argument?: unknown };
  exception?: { values?: { type?: string; value?: string; stacktrace?: unknown }[] };
  fingerprint?: string[];
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
};

/** An envelope's header and its error events, as the shop's receiver reads them. */
function envelopeOf(call: FakeCall): { header: Record<string, unknown>; events: SentEvent[] } {
  const [header = '{}', ...lines] = String(call.body).split('\n');
  const events: SentEvent[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    if ((JSON.parse(lines[index]!) as { type?: string }).type === 'event')
      events.push(JSON.parse(lines[index + 1]!) as SentEvent);
  }
  return { header: JSON.parse(header) as Record<string, unknown>, events };
}

/** A sent event in the shape the staff see it. */
function reportOf(event: SentEvent) {
  const failure = event.exception?.values?.at(-1);
  return {
    kind: event.tags?.kind,
    action: event.tags?.action,
    userId: event.user?.id ?? null,
    argument: event.extra?.argument,
    error: `${failure?.type}: ${failure?.value}`,
    platform: event.tags?.platform,
    appVersion: event.tags?.app_version,
  };
}

const settings = (overrides: Partial<Parameters<typeof sentrySettingsOf>[0]> = {}) =>
  sentrySettingsOf({
    sentryDsn: BUILT_IN_DSN,
    isSentryConfigured: false,
    errorReportsTunnel: 'http://localhost:3000/api/errors/envelope',
    sentryEnvironment: 'test',
    appVersion: '1.0.0',
    buildNumber: '7',
    applicationId: 'fr.sillon.shop',
    ...overrides,
  });

function storeReportingTo(routes: FakeRoutes) {
  const server = fakeServer({ [TUNNEL]: { body: { id: null } }, ...routes });
  const store = createStore({ reporter: sentryReporter(settings()), tracker: silentTracker });
  stores.push(store);
  const events = () => server.callsTo(TUNNEL).flatMap((call) => envelopeOf(call).events);
  return { server, store, events, reports: () => events().map(reportOf) };
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
    const [envelope] = server.callsTo(TUNNEL).map(envelopeOf);
    // The built-in receiver's project, and the release Sentry's build steps upload the maps under.
    expect(envelope!.header).toMatchObject({ dsn: BUILT_IN_DSN });
    expect(envelope!.events[0]).toMatchObject({ release: 'fr.sillon.shop@1.0.0+7', environment: 'test' });
    const sent = JSON.stringify(server.callsTo(TUNNEL).map((call) => call.body));
    for (const secret of ['4242424242424242', 'refresh-secret', 'eyJhbGciOiJFUzI1NiJ9'])
      expect(sent).not.toContain(secret);
  });

  it('reports an app thunk that failed on the server (the session’s start)', async () => {
    const { store, reports, events } = storeReportingTo({
      'POST /api/auth/anonymous': { status: 503, body: { error: { code: 'unavailable' } } },
    });
    await store.dispatch(sessionStartedOnLaunch());
    await settle();
    expect(reports()).toEqual([
      expect.objectContaining({
        kind: 'query',
        action: 'shopApi/anonymousSignIn',
        error: 'QueryFailure: HTTP 503 unavailable',
      }),
      expect.objectContaining({ kind: 'action', action: 'auth/startOnLaunch', userId: null }),
    ]);
    // A server's answer has no stack of its own: none rather than the reporter's, one issue per failure.
    const [query] = events();
    expect(query!.exception?.values?.[0]?.stacktrace).toBeUndefined();
    expect(query!.fingerprint).toEqual(['query', 'shopApi/anonymousSignIn', 'HTTP 503 unavailable']);
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
        error: 'QueryFailure: HTTP 500 internal_error',
        userId: ANONYMOUS,
      }),
      expect.objectContaining({
        kind: 'image',
        action: '/images/products/pommes.webp?w=340',
        error: 'ImageFailure: the image did not load',
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
        error: 'QueryFailure: HTTP 500 internal_error',
        userId: CUSTOMER,
      }),
    ]);
    expect(store.getState().front.toasts).toEqual([]);
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('sends each report with the user’s access token, from which the receiver names the user', async () => {
    const { store, server, reports } = storeReportingTo({
      ...signInRoutes,
      'POST /api/auth/phone/confirm': customerSession,
      'GET /api/bff/customer': { status: 500, body: { error: { code: 'internal_error' } } },
    });
    await store.dispatch(sessionStartedOnLaunch());
    await store.dispatch(phoneCodeConfirmed({ verificationId: 'v-1', code: '123456' }));
    await settle();
    expect(reports()).toHaveLength(1);
    expect(server.callsTo(TUNNEL).map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer customer-access',
    ]);
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
        error: 'ContentFailure: HTTP 503 unavailable',
      }),
    ]);
    // Then the failure goes on to whoever asked (the screen shows its error).
    expect(page.error).toMatchObject({ status: 503 });
    request.unsubscribe();
  });
});

describe('the trail of a report, and a real Sentry project', () => {
  it('carries the screens shown and the actions before the failure, without their payloads', async () => {
    const { store, events } = storeReportingTo({ 'POST /api/auth/anonymous': anonymousSession });
    // The earlier tests' trail is the same SDK's.
    Sentry.getIsolationScope().clearBreadcrumbs();
    Sentry.getCurrentScope().clearBreadcrumbs();
    leaveBreadcrumb({ category: 'navigation', data: { from: null, to: '/' } });
    leaveBreadcrumb({ category: 'navigation', data: { from: '/', to: '/panier' } });
    await store.dispatch(sessionStartedOnLaunch());
    await store.dispatch(cardSaved({ cvc: '123' }));
    await settle();
    const [event] = events();
    const trail = (event?.breadcrumbs ?? []).map(
      (crumb) => crumb.message ?? `${crumb.data?.from} → ${crumb.data?.to}`,
    );
    expect(trail).toEqual(
      expect.arrayContaining(['null → /', '/ → /panier', 'auth/startOnLaunch/fulfilled']),
    );
    expect(trail.indexOf('/ → /panier')).toBeLessThan(trail.indexOf('auth/startOnLaunch/fulfilled'));
    expect(trail.some((step) => step.endsWith('/pending'))).toBe(false);
    expect(JSON.stringify(event?.breadcrumbs)).not.toContain('eyJhbGciOiJFUzI1NiJ9');
  });

  it('sends through the shop’s tunnel even with a real Sentry project, naming that project', async () => {
    const server = fakeServer({ [TUNNEL]: { body: { id: null } } });
    const reporter = sentryReporter(
      settings({ sentryDsn: 'https://publickey@o1.ingest.sentry.io/42', isSentryConfigured: true }),
    );
    reporter.report({
      kind: 'action',
      action: 'checkout/cardSaved',
      userId: 'u-1',
      argument: { cvc: '123' },
      error: new Error('boom'),
    });
    await settle();
    expect(server.calls.every((call) => call.url === 'http://localhost:3000/api/errors/envelope')).toBe(true);
    const sent = server.callsTo(TUNNEL).map(envelopeOf);
    expect(sent.map((envelope) => envelope.header['dsn'])).toContain(
      'https://publickey@o1.ingest.sentry.io/42',
    );
    expect(sent.flatMap((envelope) => envelope.events).map(reportOf)).toEqual([
      expect.objectContaining({ action: 'checkout/cardSaved', userId: 'u-1', argument: { cvc: '[filtré]' } }),
    ]);
  });
});
