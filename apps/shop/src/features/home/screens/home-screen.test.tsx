/** Spec §1, §2: Home says that direct selling stops and the app closes, while the shop is at its end of life. */
import type { HomePageResponse } from '@sillon/contract';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { frontSlice } from '@/features/front';
import { shopApi } from '@/lib/api';
import { fakeServer } from '@/testing/fake-server';
import { HomeScreen } from './home-screen';

jest.mock('expo-router', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Text } = require('react-native') as typeof ReactNative;
  return {
    // A text link renders its text; an `asChild` link its child.
    Link: ({ children }: { children: React.ReactNode }) =>
      typeof children === 'string' ? <Text>{children}</Text> : children,
  };
});
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const closing: HomePageResponse['banner'] = {
  title: 'Sillon tire sa révérence',
  message: "Nous arrêtons la vente directe et l'application va bientôt fermer.",
  href: '/nos-articles/merci-et-au-revoir',
};

const home: HomePageResponse = {
  kind: 'home',
  banner: closing,
  headerSlider: [],
  blocks: [
    {
      kind: 'racks',
      title: 'Nos rayons',
      racks: [{ id: '1', title: 'Crèmerie', path: '/p/cremerie-1', imageUrl: '/images/racks/cremerie' }],
    },
    {
      kind: 'editorial',
      title: 'Nouveau chez Sillon ?',
      text: 'Des cadeaux dès 40 € d’achats.',
      href: '/bienvenue',
      imageUrl: '/images/emoji/wrapped-gift',
      backgroundColor: '#F3E6F7',
    },
  ],
  updatedAt: '2026-11-01T08:00:00.000Z',
};

let store: ReturnType<typeof homeStore> | undefined;

function homeStore(isEOL: boolean) {
  return configureStore({
    reducer: {
      [shopApi.reducerPath]: shopApi.reducer,
      auth: authSlice.reducer,
      front: frontSlice.reducer,
    },
    preloadedState: { front: { toasts: [], toastsOnDisplay: [], isEOL } },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
}

async function renderHome(isEOL: boolean) {
  fakeServer({ 'GET /api/bff/page': { body: home } });
  store = homeStore(isEOL);
  render(
    <Provider store={store}>
      <HomeScreen />
    </Provider>,
  );
  // The page has loaded once the skeleton gave way to its blocks.
  expect(await screen.findByRole('heading', { name: 'Nos rayons' })).toBeTruthy();
}

afterEach(async () => {
  store?.dispatch(shopApi.util.resetApiState());
  store = undefined;
  await new Promise((resolve) => setTimeout(resolve, 30));
});

describe('HomeScreen', () => {
  it('shows the closing message while the shop is at its end of life (isEOL)', async () => {
    await renderHome(true);
    expect(screen.getByText('Sillon tire sa révérence')).toBeTruthy();
    expect(
      screen.getByText("Nous arrêtons la vente directe et l'application va bientôt fermer."),
    ).toBeTruthy();
    expect(screen.getByText('En savoir plus')).toBeTruthy();
  });

  it('keeps a sign with its word and an amount with its unit in the staff’s texts (no « ? » alone on a line)', async () => {
    await renderHome(false);
    expect(screen.getByText('Nouveau chez Sillon\u00a0?')).toBeTruthy();
    expect(screen.getByText('Des cadeaux dès 40\u00a0€ d’achats.')).toBeTruthy();
  });

  it('hides the closing message when the shop is not closing', async () => {
    await renderHome(false);
    expect(screen.queryByText('Sillon tire sa révérence')).toBeNull();
    expect(screen.queryByText(/vente directe/)).toBeNull();
  });
});
