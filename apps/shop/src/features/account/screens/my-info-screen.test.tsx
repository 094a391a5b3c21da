import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { errorText, t } from '@sillon/domain';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { createStore, type AppStore } from '@/store/store';
import { router } from 'expo-router';
import { MyInfoScreen } from './my-info-screen';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  router: { replace: jest.fn(), push: jest.fn() },
  usePathname: () => '/my-account/my-info',
  useLocalSearchParams: () => ({}),
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

const account = {
  id: '0b7c2d0e-3f4a-4b5c-8d6e-7f8091a2b3c4',
  phoneNumber: '+33612345678',
  firstName: 'Camille',
  email: 'camille@exemple.fr',
  deliveryAddress: {
    fullname: 'Camille Martin',
    address1: '12 rue Oberkampf',
    address2: '',
    city: 'Paris',
    zipcode: '75011',
    countryISO: 'FR',
    stateName: '',
  },
  newsletter: 'none',
  newsletterOptedIn: false,
  notificationsOptIn: false,
  minimumOrderValue: '15.00',
  createdAt: '2025-11-01T09:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

/** « Mes informations » of a signed-in customer, the server as the test set it. */
function renderSignedIn() {
  store = createStore();
  store.dispatch(
    authSlice.actions.sessionStarted({
      userId: account.id,
      userToken: 'token',
      isNew: false,
      status: 'authenticated',
      expiresInSeconds: 900,
    }),
  );
  ({ unmount } = render(
    <Provider store={store}>
      <MyInfoScreen />
    </Provider>,
  ));
}

/** The signed-in customer's « Mes informations », the profile's update answered by `refusal`. */
async function renderScreen(refusal: { status: number; body: unknown }) {
  globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/users/me' && request.method === 'PATCH') return json(refusal.status, refusal.body);
    if (path === '/api/users/me') return json(200, account);
    return json(200, {});
  };
  renderSignedIn();
  fireEvent.changeText(await screen.findByLabelText('E-mail'), 'camille.martin@exemple.fr');
  fireEvent.press(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('MyInfoScreen, before the account is made', () => {
  afterEach(async () => {
    unmount?.();
    store?.dispatch(shopApi.util.resetApiState());
    globalThis.__SILLON_SERVER_FETCH__ = undefined;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('keeps what was typed when the server refuses the sign-up, its message under the field', async () => {
    globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/users/me')
        return json(404, { error: { code: 'account_not_found', message: 'Aucun compte' } });
      if (path === '/api/users/sign-up')
        return json(422, {
          error: {
            code: 'address_not_found',
            message: 'Ville introuvable',
            details: { fields: { city: 'address_not_found' } },
          },
        });
      return json(200, {});
    };
    renderSignedIn();
    const typed = {
      firstName: 'Jeanne',
      email: 'jeanne@exemple.fr',
      fullname: 'Jeanne Tour',
      address1: '12 rue Oberkampf',
      zipcode: '75011',
      city: 'Lyon',
    };
    for (const [name, text] of Object.entries(typed))
      fireEvent.changeText(await screen.findByTestId(`sign-up-${name}`), text);
    fireEvent.press(screen.getByRole('button', { name: t('screens.sign_in.sign_up') }));

    expect((await screen.findAllByText(errorText('address_not_found').content)).length).toBeGreaterThan(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    for (const [name, text] of Object.entries(typed))
      expect(screen.getByTestId(`sign-up-${name}`).props.value).toBe(text);
  });

  it('goes on with the newsletter and the notifications once the account is made, then to the account', async () => {
    let made = false;
    globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/users/sign-up') {
        made = true;
        return json(200, account);
      }
      if (path === '/api/users/me' && request.method === 'PATCH')
        return json(200, { ...account, newsletter: 'weekly' });
      if (path === '/api/users/me')
        return made
          ? json(200, account)
          : json(404, { error: { code: 'account_not_found', message: 'Aucun compte' } });
      return json(200, {});
    };
    renderSignedIn();
    const typed = {
      firstName: 'Jeanne',
      email: 'jeanne@exemple.fr',
      fullname: 'Jeanne Tour',
      address1: '12 rue Oberkampf',
      zipcode: '75011',
      city: 'Paris',
    };
    for (const [name, text] of Object.entries(typed))
      fireEvent.changeText(await screen.findByTestId(`sign-up-${name}`), text);
    fireEvent.press(screen.getByRole('button', { name: t('screens.sign_in.sign_up') }));

    await screen.findByText(t('screens.sign_in.newsletter_heading'));
    // The account made is read again meanwhile: the steps stay.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText(t('screens.sign_in.newsletter_heading'))).toBeTruthy();
    expect(router.replace).not.toHaveBeenCalled();
    fireEvent.press(screen.getByText(t('screens.sign_in.newsletter_weekly')));
    // On a phone, the notifications next (the web has none to offer).
    fireEvent.press(await screen.findByText(t('screens.sign_in.notifications_no')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.replace).toHaveBeenCalledWith('/my-account');
  });
});

describe('MyInfoScreen (spec §8 "Email")', () => {
  afterEach(async () => {
    unmount?.();
    store?.dispatch(shopApi.util.resetApiState());
    globalThis.__SILLON_SERVER_FETCH__ = undefined;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('says the email could not be saved when the server refuses it for another reason', async () => {
    await renderScreen({
      status: 400,
      body: { error: { code: 'validation_failed', details: { fields: { email: 'too_long' } } } },
    });
    expect(
      await screen.findByText('Nous n’avons pas pu enregistrer votre adresse e-mail. Réessayez.'),
    ).toBeTruthy();
    expect(screen.queryByText('Vos informations sont enregistrées.')).toBeNull();
  });

  it('says a first name is too long under its field, asking nothing of the server', async () => {
    const patches: string[] = [];
    await renderScreen({ status: 200, body: account });
    await screen.findByText('Vos informations sont enregistrées.');
    const sent = globalThis.__SILLON_SERVER_FETCH__!;
    globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
      if (init?.method === 'PATCH') patches.push(String(init.body));
      return sent(input, init);
    };
    fireEvent.changeText(screen.getByLabelText('Prénom'), 'a'.repeat(150));
    fireEvent.press(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le prénom fait au plus 100 caractères.')).toBeTruthy();
    expect(screen.getByLabelText('Prénom')).toHaveProp('maxLength', 100);
    expect(patches).toEqual([]);
  });

  it('tells an email another account has apart', async () => {
    await renderScreen({ status: 409, body: { error: { code: 'email_already_used' } } });
    expect(
      await screen.findByText('Cette adresse e-mail est déjà utilisée par un autre compte.'),
    ).toBeTruthy();
  });
});
