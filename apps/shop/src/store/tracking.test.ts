/**
 * Spec §1, §4 (issue 19): the tracking events of a visitor who signs in, deletes the account and
 * logs out. At the end of life (`isEOL`, the default when the build does not set it) not one
 * tracking call leaves the app, even with a tracking service configured; with it off, the events
 * reach the configured adapter.
 */
import { accountDeletionTracked, sessionStartedOnLaunch, signedOut } from '@/features/auth';
import { phoneCodeConfirmed } from '@/features/auth/state/auth-thunks';
import { config } from '@/config';
import { shopApi } from '@/lib/api';
import { fakeServer } from '@/testing/fake-server';
import { silentReporter } from './error-reporting';
import { createStore, type AppStore } from './store';
import { trackerFromConfig, type Tracker } from './tracking';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
// A tracking service is configured, and `isEOL` is left to the configuration's own default: no
// `EXPO_PUBLIC_IS_EOL` in the build's environment, as in a build that does not set it.
jest.mock('@/config', () => {
  delete process.env.EXPO_PUBLIC_IS_EOL;
  const actual = jest.requireActual<{ config: object }>('@/config');
  return {
    ...actual,
    config: { ...actual.config, trackingUrl: 'https://tracking.test/v1/batch', trackingKey: 'write-key' },
  };
});

const ANONYMOUS = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const stores: AppStore[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function shopServer({ isNew = false } = {}) {
  return fakeServer({
    'POST /api/auth/anonymous': {
      body: { userId: ANONYMOUS, userToken: 'a', isNew: true, status: 'anonymous', expiresInSeconds: 900 },
    },
    'POST /api/auth/phone/confirm': {
      body: {
        userId: CUSTOMER,
        userToken: 'c',
        isNew,
        status: 'authenticated',
        expiresInSeconds: 900,
        accountExists: true,
      },
    },
    'POST /api/users/merge': { status: 204 },
    'POST /api/auth/sign-out': { status: 204 },
    'GET /api/shopping-list': { body: { items: [] } },
    'POST /api/shopping-list': { body: { items: [] } },
  });
}

/** A visitor signs in by phone, starts deleting the account, and logs out. */
async function customerJourney(store: AppStore) {
  await store.dispatch(sessionStartedOnLaunch());
  await store.dispatch(phoneCodeConfirmed({ verificationId: 'v', code: '123456' }));
  await store.dispatch(accountDeletionTracked());
  await store.dispatch(signedOut());
  await settle();
}

afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(shopApi.util.resetApiState());
  await settle();
});
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('tracking at the end of life (isEOL, the default)', () => {
  it('sends not one tracking call, though a tracking service is configured', async () => {
    expect(config.isEOL).toBe(true);
    const server = shopServer();
    // The store's own tracker, the one the configuration asks for.
    const store = createStore({ reporter: silentReporter });
    stores.push(store);
    await customerJourney(store);
    expect(server.calls.length).toBeGreaterThan(3);
    expect(server.calls.filter((call) => call.url.startsWith('https://tracking.test'))).toEqual([]);
  });
});

describe('tracking with isEOL off', () => {
  it('sends « Signed Up » when the sign-in result says the user is new', async () => {
    const server = shopServer({ isNew: true });
    const tracker = trackerFromConfig({
      isEOL: false,
      url: 'https://tracking.test/v1/batch',
      writeKey: 'write-key',
    });
    const store = createStore({ reporter: silentReporter, tracker });
    stores.push(store);
    await store.dispatch(sessionStartedOnLaunch());
    await store.dispatch(phoneCodeConfirmed({ verificationId: 'v', code: '123456' }));
    await tracker.flush();
    const batches = server.calls.filter((call) => call.url === 'https://tracking.test/v1/batch');
    const sent = batches.flatMap(
      (call) => (call.body as { batch: { type: string; event?: string }[] }).batch,
    );
    expect(sent.map((message) => message.event ?? message.type)).toEqual(['alias', 'Signed Up']);
  });

  it('flushes, merges the anonymous user into the customer, then sends the events; logout resets', async () => {
    const server = shopServer();
    const tracker = trackerFromConfig({
      isEOL: false,
      url: 'https://tracking.test/v1/batch',
      writeKey: 'write-key',
    });
    const spied: Tracker = {
      flush: jest.fn(() => tracker.flush()),
      track: jest.fn((event) => tracker.track(event)),
      merge: jest.fn((from, to) => tracker.merge(from, to)),
      reset: jest.fn(() => tracker.reset()),
    };
    const store = createStore({ reporter: silentReporter, tracker: spied });
    stores.push(store);
    await customerJourney(store);

    expect(spied.merge).toHaveBeenCalledWith(ANONYMOUS, CUSTOMER);
    expect(spied.reset).toHaveBeenCalledTimes(1);
    const batches = server.calls.filter((call) => call.url === 'https://tracking.test/v1/batch');
    expect(batches).toHaveLength(1);
    expect(batches[0]!.headers.get('authorization')).toBe(`Basic ${btoa('write-key:')}`);
    const sent = (batches[0]!.body as { batch: { type: string; event?: string; userId?: string }[] }).batch;
    expect(sent.map((message) => message.event ?? message.type)).toEqual([
      'alias',
      'Signed In',
      'Account Deleted',
    ]);
    expect(sent.every((message) => message.userId === CUSTOMER)).toBe(true);
    // Names only: nothing personal travels with the events.
    expect(JSON.stringify(sent)).not.toMatch(/123456|phone|email/);
  });
});
