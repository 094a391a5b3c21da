/**
 * The web's store is made before React takes over the server-rendered page, already holding the
 * data the page was rendered with: the first screen the browser renders matches the HTML, without
 * a request. The first providers take it; any later one makes its own (phones never prepare one).
 */
import type { AppVersionsResponse } from '@sillon/contract';
import { appVersionsApi } from '@/features/app-update/api/app-versions-api';
import { shopApi } from '@/lib/api';
import type { PrerenderedPage } from './prerendered';
import { prepareStore, takePreparedStore } from './prepared-store.web';

// The browser's reporter waits for an idle page this test never has.
jest.mock('./sentry-reporter', () => ({
  sentryReporter: () => jest.requireActual('@/lib/error-reports').silentReporter,
}));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const versions: AppVersionsResponse = {
  ios: { minimum: '1.2.0', recommended: '1.4.0', storeUrl: 'https://apps.apple.com/fr/app/sillon/id1' },
  android: { minimum: null, recommended: null, storeUrl: null },
};
/** What Expo Router embeds in the page: each route's loader data, by route. */
const page: PrerenderedPage = {
  entries: [{ endpointName: 'appVersions', arg: undefined, value: versions }],
};

afterEach(() => {
  globalThis.__EXPO_ROUTER_LOADER_DATA__ = undefined;
});
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('has no store to give before the entry prepared one', () => {
  expect(takePreparedStore()).toBeUndefined();
});

it('starts from the data the page was rendered with, and is taken once', () => {
  globalThis.__EXPO_ROUTER_LOADER_DATA__ = { '/': page };
  const fetchSpy = jest.spyOn(global, 'fetch');
  prepareStore();
  const store = takePreparedStore();
  if (!store) throw new Error('no store prepared');
  expect(appVersionsApi.endpoints.appVersions.select()(store.getState()).data).toEqual(versions);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(takePreparedStore()).toBeUndefined();
  store.dispatch(shopApi.util.resetApiState());
  fetchSpy.mockRestore();
});
