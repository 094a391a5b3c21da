import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { createStore, type AppStore } from '@/store/store';
import { saveDataExport } from '../save-data-export';
import { PrivacyScreen } from './privacy-screen';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  usePathname: () => '/my-account/privacy',
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('@/lib/api/refresh-token-store', () => ({
  readRefreshToken: async () => undefined,
  saveRefreshToken: async () => undefined,
}));
jest.mock('../save-data-export', () => ({ saveDataExport: jest.fn(async () => 'shared') }));

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

/** The shop's store, signed in, each call answered by `answer` and kept. */
function renderScreen(answer: (path: string) => Response) {
  const calls: string[] = [];
  globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    return answer(path);
  };
  store = createStore();
  store.dispatch(
    authSlice.actions.sessionStarted({
      userId: 'customer-1',
      userToken: 'token',
      isNew: false,
      status: 'authenticated',
      expiresInSeconds: 900,
    }),
  );
  ({ unmount } = render(
    <Provider store={store}>
      <PrivacyScreen />
    </Provider>,
  ));
  return { store, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('PrivacyScreen (spec §4, §9; GDPR)', () => {
  afterEach(async () => {
    unmount?.();
    store?.dispatch(shopApi.util.resetApiState());
    globalThis.__SILLON_SERVER_FETCH__ = undefined;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('hands the export to the device under the name the server gave it', async () => {
    renderScreen(() =>
      json(
        200,
        { orders: [{ number: 'R123456789' }] },
        {
          'content-disposition': 'attachment; filename="sillon-mes-donnees-2026-11-24.json"',
        },
      ),
    );
    fireEvent.press(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByText('Vos données sont prêtes à être enregistrées ou envoyées.')).toBeTruthy();
    expect(saveDataExport).toHaveBeenCalledWith({
      fileName: 'sillon-mes-donnees-2026-11-24.json',
      text: JSON.stringify({ orders: [{ number: 'R123456789' }] }),
    });
  });

  it('says what deletion does and when before it, then signs out and gives the erasure date', async () => {
    const { calls } = renderScreen((path) => {
      if (path === '/api/users/me/deletion') return json(200, { erase_after: '2026-12-24T09:00:00.000Z' });
      if (path === '/api/auth/anonymous')
        return json(200, {
          userId: 'visitor-2',
          userToken: 't2',
          isNew: true,
          status: 'anonymous',
          expiresInSeconds: 900,
        });
      return json(200, {});
    });
    fireEvent.press(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(
      screen.getByText('Sous 30 jours : vos données personnelles sont effacées ou rendues anonymes.'),
    ).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Votre compte est fermé')).toBeTruthy();
    expect(screen.getByText(/Vos données personnelles seront effacées le 24 décembre 2026\./)).toBeTruthy();
    // The visitor's session follows the sign-out: on a loaded machine it may come later than the screen.
    await waitFor(() => expect(store?.getState().auth.user?.id).toBe('visitor-2'));
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/users/me/deletion',
        'POST /api/auth/sign-out',
        'POST /api/auth/anonymous',
      ]),
    );
  });

  it('keeps the account and says why when the deletion is refused', async () => {
    renderScreen(() => json(500, { error: { code: 'internal_error', message: '…' } }));
    fireEvent.press(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    fireEvent.press(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Problème technique')).toBeTruthy();
    expect(screen.queryByText('Votre compte est fermé')).toBeNull();
    expect(store?.getState().auth.status).toBe('authenticated');
  });
});
