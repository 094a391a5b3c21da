import { render, screen, waitFor } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { createStore, type AppStore } from '@/store/store';
import { SeasonsScreen } from './seasons-screen';

let mockParams: Record<string, string> = {};
jest.mock('expo-router', () => ({
  // A link shows its text and says where it goes.
  Link: ({ children, href }: { children: string; href: string }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Text } = require('react-native') as typeof ReactNative;
    return <Text accessibilityHint={href}>{children}</Text>;
  },
  useLocalSearchParams: () => mockParams,
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

/** The calendar at an address, the shop's clock in `month`. */
function renderAt(params: Record<string, string>, month: number) {
  mockParams = params;
  globalThis.__SILLON_SERVER_FETCH__ = async () =>
    new Response(JSON.stringify({ month }), { headers: { 'content-type': 'application/json' } });
  store = createStore();
  ({ unmount } = render(
    <Provider store={store}>
      <SeasonsScreen />
    </Provider>,
  ));
}

describe('SeasonsScreen (issue 40)', () => {
  afterEach(() => {
    unmount?.();
    store?.dispatch(shopApi.util.resetApiState());
    globalThis.__SILLON_SERVER_FETCH__ = undefined;
  });

  it('shows the shop’s month: its fruit and vegetables, each with its whole season', async () => {
    renderAt({}, 11);
    expect(await screen.findByText('De saison en novembre (ce mois-ci)')).toBeTruthy();
    expect(screen.getByText('Kiwi')).toBeTruthy();
    expect(screen.getByText('de novembre à mars')).toBeTruthy();
    expect(screen.getByText('Poireau')).toBeTruthy();
    expect(screen.queryByText('Fraise')).toBeNull();
    expect(screen.getByText('juil.').props.accessibilityHint).toBe('/calendrier-des-saisons?mois=7');
  });

  it('shows the month the address names', async () => {
    renderAt({ mois: '7' }, 11);
    expect(await screen.findByText('De saison en juillet')).toBeTruthy();
    expect(screen.getByText('Fraise')).toBeTruthy();
    expect(screen.queryByText('Kiwi')).toBeNull();
  });

  it('falls back to the shop’s month for a month that does not exist', async () => {
    renderAt({ mois: '13' }, 2);
    await waitFor(() => expect(screen.getByText('De saison en février (ce mois-ci)')).toBeTruthy());
  });
});
