/**
 * A phone's session (issue 19): the device is registered for the customer's pushes when they sign
 * in and forgotten at logout, before the session ends; the refresh token lives in the secure
 * store (Keychain, Keystore) and never in AsyncStorage.
 */
import AsyncStorage from '@react-native-async-storage/async-storage';
import * as Notifications from 'expo-notifications';
import * as SecureStore from 'expo-secure-store';
import { shopApi } from '@/lib/api';
import { createStore, persistDeviceState, type AppStore } from '@/store/store';
import { silentReporter } from '@/store/error-reporting';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { phoneCodeConfirmed, sessionStartedOnLaunch, signedOut } from './auth-thunks';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('expo-secure-store', () => {
  const kept = new Map<string, string>();
  return {
    kept,
    getItemAsync: jest.fn(async (key: string) => kept.get(key) ?? null),
    setItemAsync: jest.fn(async (key: string, value: string) => void kept.set(key, value)),
    deleteItemAsync: jest.fn(async (key: string) => void kept.delete(key)),
  };
});
jest.mock('expo-notifications', () => ({
  AndroidImportance: { DEFAULT: 3 },
  setNotificationChannelAsync: jest.fn(async () => null),
  getPermissionsAsync: jest.fn(async () => ({ status: 'granted', granted: true })),
  requestPermissionsAsync: jest.fn(async () => ({ status: 'granted', granted: true })),
  getExpoPushTokenAsync: jest.fn(async () => ({ type: 'expo', data: 'ExponentPushToken[phone-1]' })),
  addNotificationResponseReceivedListener: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.mock('expo-application', () => ({ applicationId: 'fr.sillon.shop', nativeApplicationVersion: '1.0.0' }));

const ANONYMOUS = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';

function server() {
  let anonymousCount = 0;
  return fakeServer({
    'POST /api/auth/anonymous': () => ({
      body: {
        userId: anonymousCount++ === 0 ? ANONYMOUS : '33333333-3333-4333-8333-333333333333',
        userToken: 'anonymous-access',
        isNew: true,
        status: 'anonymous',
        expiresInSeconds: 900,
        refreshToken: 'anonymous-refresh',
      },
    }),
    'POST /api/auth/phone/confirm': {
      body: {
        userId: CUSTOMER,
        userToken: 'customer-access',
        isNew: false,
        status: 'authenticated',
        expiresInSeconds: 900,
        refreshToken: 'customer-refresh-secret',
        accountExists: true,
      },
    },
    'POST /api/users/merge': { status: 204 },
    'PUT /api/notification': { status: 204 },
    'DELETE /api/notification': { status: 204 },
    'POST /api/auth/sign-out': { status: 204 },
    'GET /api/shopping-list': { body: { items: [] } },
    'POST /api/shopping-list': { body: { items: [] } },
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const stores: AppStore[] = [];

afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(shopApi.util.resetApiState());
  await settle();
});
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function signedInCustomer() {
  const calls = server();
  const store = createStore({ reporter: silentReporter, tracker: silentTracker });
  stores.push(store);
  await persistDeviceState(store);
  await store.dispatch(sessionStartedOnLaunch());
  await store.dispatch(phoneCodeConfirmed({ verificationId: 'v-1', code: '123456' }));
  await settle();
  return { store, calls };
}

beforeEach(async () => {
  await AsyncStorage.clear();
  (SecureStore as unknown as { kept: Map<string, string> }).kept.clear();
  jest
    .mocked(Notifications.getPermissionsAsync)
    .mockResolvedValue({ status: 'granted', granted: true } as never);
});

describe('push registration of a phone', () => {
  it('registers the phone for the customer at sign-in, never for the anonymous user before', async () => {
    const { store, calls } = await signedInCustomer();
    const registrations = calls.callsTo('PUT /api/notification');
    expect(registrations).toHaveLength(1);
    expect(registrations[0]!.body).toEqual({
      pushTokenID: 'ExponentPushToken[phone-1]',
      platform: 'ios',
      app: 'fr.sillon.shop',
    });
    expect(registrations[0]!.headers.get('authorization')).toBe('Bearer customer-access');
    expect(store.getState().auth.deviceToken).toBe('ExponentPushToken[phone-1]');
  });

  it('forgets the phone at logout, while the customer’s session still speaks for it', async () => {
    const { store, calls } = await signedInCustomer();
    await store.dispatch(signedOut());
    await settle();
    const forgotten = calls.callsTo('DELETE /api/notification');
    expect(forgotten).toHaveLength(1);
    expect(forgotten[0]!.body).toEqual({ pushTokenID: 'ExponentPushToken[phone-1]' });
    expect(forgotten[0]!.headers.get('authorization')).toBe('Bearer customer-access');
    const order = calls.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
    expect(order.indexOf('DELETE /api/notification')).toBeLessThan(order.indexOf('POST /api/auth/sign-out'));
  });

  it('registers nothing at sign-in while notifications are not allowed on the phone', async () => {
    jest
      .mocked(Notifications.getPermissionsAsync)
      .mockResolvedValue({ status: 'undetermined', granted: false } as never);
    const { store, calls } = await signedInCustomer();
    expect(calls.callsTo('PUT /api/notification')).toEqual([]);
    expect(Notifications.requestPermissionsAsync).not.toHaveBeenCalled();
    expect(store.getState().auth.deviceToken).toBeNull();
  });
});

describe('the refresh token on a phone', () => {
  it('is kept in the secure store, and nothing in AsyncStorage holds it', async () => {
    const { store } = await signedInCustomer();
    expect(SecureStore.setItemAsync).toHaveBeenCalledWith('sillon.refreshToken', 'customer-refresh-secret');
    const saved = await AsyncStorage.multiGet(await AsyncStorage.getAllKeys());
    expect(saved.length).toBeGreaterThan(0);
    for (const [, value] of saved) {
      expect(value).not.toContain('customer-refresh-secret');
      expect(value).not.toContain('customer-access');
    }
    await store.dispatch(signedOut());
    await settle();
    expect((SecureStore as unknown as { kept: Map<string, string> }).kept.get('sillon.refreshToken')).toBe(
      'anonymous-refresh',
    );
  });
});
