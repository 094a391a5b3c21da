/**
 * Spec §8: a content query that fails is reported, then goes on to its screen, which shows the
 * error (the query is rethrown, not swallowed by the report).
 */
import { render, screen } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { silentReporter, type ErrorReport } from '@/lib/error-reports';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { EditorialScreen } from '../screens/editorial-screen';

jest.mock('expo-router', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Text } = require('react-native') as typeof ReactNative;
  return {
    Link: ({ children }: { children: React.ReactNode }) =>
      typeof children === 'string' ? <Text>{children}</Text> : children,
    useLocalSearchParams: () => ({}),
  };
});
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

let store: AppStore | undefined;

afterEach(async () => {
  store?.dispatch(shopApi.util.resetApiState());
  store = undefined;
  await new Promise((resolve) => setTimeout(resolve, 30));
});

describe('useContentPage', () => {
  it('reports a failed content query, then hands the failure to its screen', async () => {
    fakeServer({ 'GET /api/bff/page': { status: 500, body: { error: { code: 'internal_error' } } } });
    const reports: ErrorReport[] = [];
    store = createStore({
      reporter: { ...silentReporter, report: (report) => reports.push(report) },
      tracker: silentTracker,
    });
    render(
      <Provider store={store}>
        <EditorialScreen path="/nos-articles/le-comte" />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Un problème est survenu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(reports).toEqual([
      expect.objectContaining({
        kind: 'content',
        action: 'shopApi/contentPage',
        argument: { path: '/nos-articles/le-comte' },
      }),
    ]);
  });
});
