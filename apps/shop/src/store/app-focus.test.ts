/**
 * Spec §7: BFF data is asked again when the window regains focus: on a phone when the app comes
 * back to the foreground, in a browser when its window is focused again.
 */
import { AppState, Platform, type AppStateStatus } from 'react-native';
import { catalogApi } from '@/features/catalog/api/catalog-api';
import { shopApi } from '@/lib/api';
import { fakeServer } from '@/testing/fake-server';
import { silentReporter } from './error-reporting';
import { createStore, type AppStore } from './store';
import { silentTracker } from './tracking';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const SIDEBAR = 'GET /api/bff/sidebar';
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
let store: AppStore | undefined;

/** The menu (a BFF call) shown by a screen, its first answer in. */
async function menuOnScreen() {
  const server = fakeServer({ [SIDEBAR]: { body: { racks: [] } } });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  const subscription = store.dispatch(catalogApi.endpoints.sidebar.initiate());
  await subscription;
  expect(server.callsTo(SIDEBAR)).toHaveLength(1);
  return { server, subscription };
}

afterEach(async () => {
  store?.dispatch(shopApi.util.resetApiState());
  store = undefined;
  jest.restoreAllMocks();
  await settle();
});

describe('BFF data on focus', () => {
  it('is asked again when the app comes back to the foreground', async () => {
    const listeners: ((state: AppStateStatus) => void)[] = [];
    jest.spyOn(AppState, 'addEventListener').mockImplementation((_type, listener) => {
      listeners.push(listener);
      return { remove: () => undefined };
    });
    const { server, subscription } = await menuOnScreen();
    expect(listeners).toHaveLength(1);
    listeners.forEach((listener) => listener('background'));
    await settle();
    expect(server.callsTo(SIDEBAR)).toHaveLength(1);
    listeners.forEach((listener) => listener('active'));
    await settle();
    expect(server.callsTo(SIDEBAR)).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('is asked again when the browser window regains focus', async () => {
    jest.replaceProperty(Platform, 'OS', 'web');
    const browserWindow = new EventTarget();
    const globals = globalThis as unknown as { window: Record<string, unknown> };
    const original = { ...globals.window };
    Object.assign(globals.window, {
      addEventListener: browserWindow.addEventListener.bind(browserWindow),
      removeEventListener: browserWindow.removeEventListener.bind(browserWindow),
      document: { visibilityState: 'visible' },
    });
    try {
      const { server, subscription } = await menuOnScreen();
      browserWindow.dispatchEvent(new Event('focus'));
      await settle();
      expect(server.callsTo(SIDEBAR)).toHaveLength(2);
      subscription.unsubscribe();
    } finally {
      for (const key of ['addEventListener', 'removeEventListener', 'document'])
        if (!(key in original)) delete globals.window[key];
    }
  });
});
