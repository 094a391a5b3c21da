/**
 * Spec §8 (issue 19): with the versions the server publishes, an app below the minimum shows
 * « Mise à jour obligatoire » over every screen with the store's link; below the recommended
 * version a notice the customer may dismiss; the policy is read again when the app comes back.
 */
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { AppState, Linking, Text } from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { fakeServer } from '@/testing/fake-server';
import { AppUpdateGate } from './app-update-gate';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('expo-application', () => ({ nativeApplicationVersion: '1.2.0', applicationId: 'fr.sillon.shop' }));

const STORE_URL = 'https://apps.apple.com/fr/app/sillon/id0000000000';
const noPolicy = { minimum: null, recommended: null, storeUrl: null };

let store: ReturnType<typeof makeStore> | undefined;
let unmount: (() => void) | undefined;
const makeStore = () =>
  configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });

function renderGate(ios: { minimum: string | null; recommended: string | null; storeUrl: string | null }) {
  const policies = { ios, android: noPolicy };
  const server = fakeServer({ 'GET /api/app/versions': () => ({ body: policies }) });
  store = makeStore();
  ({ unmount } = render(
    <Provider store={store}>
      <AppUpdateGate>
        <Text>La boutique</Text>
      </AppUpdateGate>
    </Provider>,
  ));
  return { server, policies };
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  jest.restoreAllMocks();
});

describe('AppUpdateGate', () => {
  it('blocks the app below the minimum version, with the store’s link', async () => {
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    renderGate({ minimum: '1.3.0', recommended: '1.4.0', storeUrl: STORE_URL });
    expect(await screen.findByRole('heading', { name: 'Mise à jour obligatoire' })).toBeOnTheScreen();
    expect(screen.queryByText('Plus tard')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(openURL).toHaveBeenCalledWith(STORE_URL);
  });

  it('suggests the update below the recommended version, and lets the customer dismiss it', async () => {
    renderGate({ minimum: '1.0.0', recommended: '1.2.1', storeUrl: STORE_URL });
    expect(await screen.findByText('Mise à jour disponible')).toBeOnTheScreen();
    expect(screen.queryByText('Mise à jour obligatoire')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByText('Mise à jour disponible')).toBeNull();
    expect(screen.getByText('La boutique')).toBeOnTheScreen();
  });

  it('asks nothing of an app that is up to date, and reads the policy again on return', async () => {
    const listeners: ((state: string) => void)[] = [];
    jest.spyOn(AppState, 'addEventListener').mockImplementation((_type, listener) => {
      listeners.push(listener as (state: string) => void);
      return { remove: jest.fn() } as never;
    });
    const { server, policies } = renderGate({ minimum: '1.0.0', recommended: '1.2.0', storeUrl: STORE_URL });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByText('Mise à jour disponible')).toBeNull();
    expect(screen.queryByText('Mise à jour obligatoire')).toBeNull();

    policies.ios = { minimum: '2.0.0', recommended: '2.0.0', storeUrl: STORE_URL };
    await act(async () => listeners.forEach((listener) => listener('active')));
    expect(await screen.findByText('Mise à jour obligatoire')).toBeOnTheScreen();
    expect(server.callsTo('GET /api/app/versions')).toHaveLength(2);
  });
});
