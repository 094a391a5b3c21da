/**
 * Issue 43: signing in and the customer's own pages rendered on iOS and Android as the app routes
 * them (`src/app/pre-login.tsx`, `login.tsx`, `shopping-list.tsx`, `my-account/*`), each in its
 * loading, empty, error and filled states, and its main action pressed: the sign-in code asked and
 * entered, the list put in the cart, the account's details, newsletter, vouchers and referral
 * code saved or shared, the data exported and the account closed, the customer signed out.
 */
import { errorText, t } from '@sillon/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import type { ComponentType } from 'react';
import { Platform, Share } from 'react-native';
import LoginRoute from '@/app/login';
import CommunicationsRoute from '@/app/my-account/communications';
import AccountRoute from '@/app/my-account/index';
import MyInfoRoute from '@/app/my-account/my-info';
import PrivacyRoute from '@/app/my-account/privacy';
import ReferralRoute from '@/app/my-account/referral';
import VouchersRoute from '@/app/my-account/vouchers';
import PreLoginRoute from '@/app/pre-login';
import ShoppingListRoute from '@/app/shopping-list';
import { authSlice } from '@/features/auth';
import { listChanged } from '@/features/shopping-list/state/shopping-list-slice';
import { accountPromotions } from '@/testing/account-promotions';
import type { FakeAnswer, FakeRoutes } from '@/testing/fake-server';
import {
  account,
  accountNotFound,
  captcha,
  codeSent,
  favourites,
  loyaltyVoucher,
  storefrontAccount,
  welcomeVoucher,
} from '@/testing/fixtures/account';
import { carrotsTile, honeyTile, orderTiles } from '@/testing/fixtures/checkout';
import {
  failingOnce,
  notAnswered,
  renderRoute,
  router,
  serverError,
  settle,
  skeletonThenOffline,
} from '@/testing/render-route';

jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'));
jest.mock('expo-router/head', () => jest.requireActual('@/testing/expo-router-mock').head);
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('@/lib/api/refresh-token-store', () => ({
  readRefreshToken: async () => undefined,
  saveRefreshToken: async () => undefined,
}));

const ME = 'GET /api/users/me';
const STOREFRONT_ACCOUNT = 'GET /api/v2/storefront/account';
const VOUCHERS = 'GET /api/v2/storefront/account/vouchers';
const TILES = 'GET /api/bff/catalog/products';
const communes = {
  'GET /api/delivery/communes': {
    body: { postal_code: '75011', communes: [{ code: '75111', name: 'Paris' }] },
  },
};

/** A page of Léa's account, signed in. */
function renderAccountPage(Route: ComponentType, path: string, routes: FakeRoutes) {
  return renderRoute(Route, {
    pathname: path,
    session: 'customer',
    routes: { [TILES]: orderTiles, ...routes },
  });
}

/** The share sheet of the phone, answering that the text left. */
const shareSheet = () => jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction });

afterEach(() => jest.restoreAllMocks());
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe(`before signing in (pre-login) on ${Platform.OS} (nothing to load: no loading, empty or error state)`, () => {
  it('says why to sign in and starts with the number, keeping where the customer was going', () => {
    renderRoute(PreLoginRoute, { pathname: '/pre-login', params: { next: '/cart' }, session: 'visitor' });
    expect(screen.getByText('Commandez en quelques secondes')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Continuer avec mon numéro' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/login', params: { next: '/cart' } });
  });

  it('sends a customer already signed in where they were going', async () => {
    renderRoute(PreLoginRoute, { pathname: '/pre-login', params: { next: '/cart' }, session: 'customer' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/cart'));
  });
});

describe(`signing in (login) on ${Platform.OS} (no empty state)`, () => {
  function renderLogin(phoneStart: FakeRoutes[string], accountExists = true) {
    return renderRoute(LoginRoute, {
      pathname: '/login',
      params: { next: '/cart' },
      session: 'visitor',
      routes: {
        'GET /api/auth/captcha': { body: captcha },
        'POST /api/auth/phone/start': phoneStart,
        'POST /api/auth/phone/confirm': {
          body: {
            userId: account.id,
            userToken: 'customer-access',
            isNew: false,
            status: 'authenticated',
            expiresInSeconds: 900,
            accountExists,
          },
        },
        'GET /api/shopping-list': { body: { items: [] } },
        'POST /api/shopping-list': { body: { items: [] } },
      },
    });
  }

  async function askCode(phone: string) {
    fireEvent.changeText(await screen.findByTestId('phone-input'), phone);
    await settle();
    fireEvent.press(screen.getByRole('button', { name: 'Recevoir le code' }));
    await settle();
  }

  it('sends a customer already signed in to the account, asking for no number', async () => {
    renderRoute(LoginRoute, { pathname: '/login', session: 'customer' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/my-account'));
  });

  it('takes a customer whose sign-up a reload interrupted on to finishing it, then where they were going', async () => {
    renderRoute(LoginRoute, {
      pathname: '/login',
      params: { next: '/cart', step: 'sign-up' },
      session: 'customer',
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({
        pathname: '/my-account/my-info',
        params: { next: '/cart' },
      }),
    );
  });

  it('asks a visitor for the number and goes nowhere by itself', async () => {
    renderLogin({ body: codeSent });
    expect(await screen.findByTestId('phone-input')).toBeOnTheScreen();
    await settle();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('reads a number typed key by key with +33 as the local one, and asks its code', async () => {
    const { server } = renderLogin({ body: codeSent });
    const field = await screen.findByTestId('phone-input');
    for (const key of '+33 612345601') fireEvent.changeText(field, `${field.props.value}${key}`);
    expect(field.props.value).toBe('06 12 34 56 01');
    fireEvent.press(screen.getByRole('button', { name: 'Recevoir le code' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/auth/phone/start')[0]?.body).toMatchObject({ phone: '+33612345601' }),
    );
  });

  it('refuses a number that is not a mobile one, asking nothing', async () => {
    const { server } = renderLogin({ body: codeSent });
    await askCode('01 23');
    expect(screen.getByText(errorText('invalid_phone').content)).toBeOnTheScreen();
    expect(server.callsTo('POST /api/auth/phone/start')).toEqual([]);
  });

  it('asks for a number when the field is left empty, asking no code', async () => {
    const { server } = renderLogin({ body: codeSent });
    await screen.findByTestId('phone-input');
    fireEvent.press(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(await screen.findByText(errorText('field_required').content)).toBeOnTheScreen();
    expect(screen.queryByText(errorText('invalid_phone').title)).toBeNull();
    expect(server.callsTo('POST /api/auth/phone/start')).toEqual([]);
  });

  it('says the code is on its way while the server has not answered', async () => {
    renderLogin(notAnswered);
    await askCode('06 12 34 56 78');
    // Busy, not disabled: it keeps the focus, and a second press asks no second code.
    const sending = screen.getByRole('button', { name: 'Envoi du code…' });
    expect(sending).toBeBusy();
    expect(sending).toBeEnabled();
  });

  it('shows the server’s refusal of too many codes', async () => {
    renderLogin({
      status: 429,
      body: { error: { code: 'too_many_requests', message: errorText('too_many_requests').content } },
    });
    await askCode('06 12 34 56 78');
    expect(await screen.findByText(errorText('too_many_requests').content)).toBeOnTheScreen();
    expect(screen.queryByText(/Code envoyé par SMS/)).toBeNull();
  });

  it('sends the number with the solved captcha, then signs in with the code and goes where it was going', async () => {
    const { server, store } = renderLogin({ body: codeSent });
    await askCode('06 12 34 56 78');
    expect(await screen.findByText(/Code envoyé par SMS au 06 12 34 56 78/)).toBeOnTheScreen();
    const [sent] = server.callsTo('POST /api/auth/phone/start');
    expect(sent?.body).toMatchObject({ phone: '+33612345678', captcha: expect.any(String) });
    const solution = JSON.parse(atob((sent?.body as { captcha: string }).captcha)) as { number: number };
    expect(solution).toMatchObject({ number: 0, salt: captcha.salt, signature: captcha.signature });
    fireEvent.changeText(screen.getByTestId('code-box-1'), '123456');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/cart'));
    expect(server.callsTo('POST /api/auth/phone/confirm')[0]?.body).toMatchObject({
      verificationId: codeSent.verificationId,
      code: '123456',
    });
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('shows the sign-up form after the code, the step in the address so that a reload finishes it', async () => {
    renderLogin({ body: codeSent }, false);
    await askCode('06 12 34 56 78');
    fireEvent.changeText(await screen.findByTestId('code-box-1'), '123456');
    expect(await screen.findByText('Créez votre compte')).toBeOnTheScreen();
    expect(router.setParams).toHaveBeenCalledWith({ step: 'sign-up' });
    await settle();
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe(`the shopping list on ${Platform.OS}`, () => {
  /** A visitor's list on the device, honey (2) and carrots, their tiles answered by `tiles`. */
  function renderList(tiles: FakeRoutes[string]) {
    const rendered = renderRoute(ShoppingListRoute, {
      pathname: '/shopping-list',
      session: 'visitor',
      routes: { [TILES]: tiles },
    });
    const changedAt = '2026-11-24T10:00:00.000Z';
    act(() => {
      rendered.store.dispatch(listChanged({ productId: honeyTile.id, quantity: 2, changedAt }));
      rendered.store.dispatch(listChanged({ productId: carrotsTile.id, quantity: 1, changedAt }));
    });
    return rendered;
  }

  it('says an empty list is empty, and a visitor how to keep it', () => {
    renderRoute(ShoppingListRoute, { pathname: '/shopping-list', session: 'visitor' });
    expect(screen.getByText(/^Votre liste est vide\./)).toBeOnTheScreen();
    expect(screen.getByText('Se connecter')).toHaveProp(
      'accessibilityHint',
      `/pre-login?next=${encodeURIComponent('/shopping-list')}`,
    );
  });

  it('shows its skeleton, then offline, then puts the available products in the cart and names the sold-out ones', async () => {
    const { store } = renderList(
      failingOnce({ body: { products: [honeyTile, { ...carrotsTile, available: false }] } }),
    );
    await skeletonThenOffline();
    expect(await screen.findByTestId('list-line-miel-de-lavande')).toHaveTextContent(
      /Miel de lavande.*250 g/,
    );
    expect(
      within(screen.getByTestId('list-line-carottes-des-sables')).getByText('Indisponible'),
    ).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    expect(store.getState().cart.products).toEqual([
      expect.objectContaining({ id: honeyTile.id, quantity: 2 }),
    ]);
    expect(screen.getByTestId('list-report')).toHaveTextContent(/Carottes des sables/);
  });
});

describe(`my account (my-account) on ${Platform.OS}`, () => {
  const hubRoutes: FakeRoutes = {
    [ME]: { body: account },
    'GET /api/v2/storefront/account/favorites': { body: favourites },
  };

  it('says the network is missing when the session could not start at launch, and starts it on « Réessayer »', async () => {
    const { server, store } = renderRoute(AccountRoute, {
      pathname: '/my-account',
      session: 'none',
      routes: {
        'POST /api/auth/anonymous': {
          body: {
            userId: 'visitor-2',
            userToken: 'visitor-token',
            isNew: true,
            expiresInSeconds: 900,
            status: 'anonymous',
          },
        },
      },
    });
    act(() => {
      store.dispatch(authSlice.actions.sessionStartFailed());
    });
    expect(await screen.findByText(t('screens.network_error.title'))).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: t('screens.network_error.retry') }));
    await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
    expect(server.callsTo('POST /api/auth/anonymous')).toHaveLength(1);
    expect(screen.queryByText(t('screens.network_error.title'))).toBeNull();
  });

  it('offers to finish the sign-up to a number without an account', async () => {
    renderAccountPage(AccountRoute, '/my-account', {
      [ME]: accountNotFound,
      [STOREFRONT_ACCOUNT]: { body: storefrontAccount() },
      'GET /api/v2/storefront/account/favorites': { body: { data: [] } },
    });
    expect(await screen.findByText('Finaliser mon inscription')).toHaveProp(
      'accessibilityHint',
      '/my-account/my-info',
    );
    expect(screen.queryByTestId('account-orders')).toBeNull();
  });

  it('shows its skeleton, then offline, then who is signed in, the banner, the sections and the favourites; signs out', async () => {
    const { server, store } = renderAccountPage(AccountRoute, '/my-account', {
      ...hubRoutes,
      [STOREFRONT_ACCOUNT]: failingOnce({ body: storefrontAccount() }),
    });
    expect(screen.getByText('Conditions générales de vente')).toBeOnTheScreen();
    await skeletonThenOffline();
    expect(await screen.findByText('Téléphone : 06 45 36 36 01')).toBeOnTheScreen();
    expect(screen.getByTestId('account-banner')).toHaveTextContent(/Parrainez vos proches/);
    expect(screen.getByTestId('account-referral')).toHaveTextContent(/10,00 € offerts à vos proches/);
    expect(await screen.findByTestId('favourites-shelf')).toHaveTextContent(/Miel de lavande/);
    fireEvent.press(screen.getByTestId('account-orders'));
    expect(router.push).toHaveBeenCalledWith('/my-account/orders');
    fireEvent.press(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(server.callsTo('POST /api/auth/sign-out')).toHaveLength(1));
    expect(store.getState().auth.status).not.toBe('authenticated');
  });
});

describe(`my details (my-account/my-info) on ${Platform.OS}`, () => {
  it('offers the sign-up form to a number without an account', async () => {
    renderAccountPage(MyInfoRoute, '/my-account/my-info', { [ME]: accountNotFound });
    expect(await screen.findByText('Créez votre compte')).toBeOnTheScreen();
  });

  it('says an empty sign-up e-mail is missing, not invalid, and sends nothing', async () => {
    const { server } = renderAccountPage(MyInfoRoute, '/my-account/my-info', { [ME]: accountNotFound });
    await screen.findByText('Créez votre compte');
    fireEvent.changeText(screen.getByTestId('sign-up-firstName'), 'Léa');
    fireEvent.press(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(0);
    expect(screen.queryByText(errorText('invalid_email').content)).toBeNull();
    expect(server.callsTo('POST /api/users/sign-up')).toEqual([]);
  });

  it('goes on with the newsletter and the notifications once the account is made, then back where the customer was going (the cart’s « Commander »)', async () => {
    const { server } = renderRoute(MyInfoRoute, {
      pathname: '/my-account/my-info',
      params: { next: '/cart' },
      session: 'customer',
      routes: {
        [TILES]: orderTiles,
        [ME]: accountNotFound,
        'POST /api/users/sign-up': { body: account },
        'PATCH /api/users/me': { body: account },
        ...communes,
      },
    });
    await screen.findByText('Créez votre compte');
    const type = (field: string, text: string) =>
      fireEvent.changeText(screen.getByTestId(`sign-up-${field}`), text);
    type('firstName', 'Léa');
    type('email', 'lea@example.fr');
    type('fullname', 'Léa Martin');
    type('address1', '3 rue Oberkampf');
    type('zipcode', '75011');
    await waitFor(() => expect(screen.getByTestId('sign-up-city')).toHaveDisplayValue('Paris'));
    fireEvent.press(screen.getByRole('button', { name: 'Créer mon compte' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Non merci' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Plus tard' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/cart'));
    expect(server.callsTo('POST /api/users/sign-up')[0]?.body).toMatchObject({
      firstName: 'Léa',
      deliveryAddress: { zipcode: '75011', city: 'Paris' },
    });
  });

  it('says once, under its fields, why the sign-up’s address was refused', async () => {
    const notFound = errorText('address_not_found').content;
    renderAccountPage(MyInfoRoute, '/my-account/my-info', {
      [ME]: accountNotFound,
      'POST /api/users/sign-up': {
        status: 422,
        body: {
          error: {
            code: 'address_not_found',
            message: notFound,
            details: { fields: { zipcode: 'address_not_found', city: 'address_not_found' } },
          },
        },
      },
      ...communes,
    });
    await screen.findByText('Créez votre compte');
    const type = (field: string, text: string) =>
      fireEvent.changeText(screen.getByTestId(`sign-up-${field}`), text);
    type('firstName', 'Léa');
    type('email', 'lea@example.fr');
    type('fullname', 'Léa Martin');
    type('address1', '3 rue Oberkampf');
    type('zipcode', '75011');
    // As in the checkout, the postal code's commune fills the city in.
    await waitFor(() => expect(screen.getByTestId('sign-up-city')).toHaveDisplayValue('Paris'));
    fireEvent.press(screen.getByRole('button', { name: 'Créer mon compte' }));
    // Under the postal code and the city, not a third time above the button.
    await waitFor(() => expect(screen.getAllByText(notFound)).toHaveLength(2));
  });

  it('shows its skeleton, then offline, then saves the details changed; an e-mail refused under its field', async () => {
    let answer: FakeAnswer = { body: { ...account, firstName: 'Léa-Rose' } };
    const { server } = renderAccountPage(MyInfoRoute, '/my-account/my-info', {
      [ME]: failingOnce({ body: account }),
      'PATCH /api/users/me': () => answer,
      ...communes,
    });
    expect(screen.getByText('Mes informations')).toBeOnTheScreen();
    await skeletonThenOffline();
    expect(await screen.findByDisplayValue('lea@example.fr')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByTestId('my-info-firstName'), 'Léa-Rose');
    fireEvent.press(screen.getByTestId('my-info-save'));
    expect(await screen.findByTestId('my-info-saved')).toHaveTextContent(
      'Vos informations sont enregistrées.',
    );
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toMatchObject({
      firstName: 'Léa-Rose',
      email: 'lea@example.fr',
      deliveryAddress: { address1: '3 rue Oberkampf', zipcode: '75011', city: 'Paris' },
    });
    answer = { status: 409, body: { error: { code: 'email_already_used', message: '…' } } };
    fireEvent.changeText(screen.getByTestId('my-info-email'), 'hugo@example.fr');
    fireEvent.press(screen.getByTestId('my-info-save'));
    expect(await screen.findByText(errorText('email_already_used').content)).toBeOnTheScreen();
  });
});

describe(`my vouchers (my-account/vouchers) on ${Platform.OS}`, () => {
  it('says an account has no code yet', async () => {
    renderAccountPage(VouchersRoute, '/my-account/vouchers', {
      [VOUCHERS]: { body: accountPromotions({ isReferred: false }) },
    });
    expect(await screen.findByTestId('vouchers-empty')).toHaveTextContent(/Aucun code à utiliser/);
  });

  it('shows its skeleton, then offline, then the codes; adds one typed in lower case, takes one to the cart', async () => {
    const { server, store } = renderAccountPage(VouchersRoute, '/my-account/vouchers', {
      [VOUCHERS]: failingOnce({
        body: accountPromotions({ promotions: [loyaltyVoucher], isReferred: false }),
      }),
      'PATCH /api/v2/storefront/account/add_promotion_code': {
        body: accountPromotions({ promotions: [loyaltyVoucher, welcomeVoucher], isReferred: false }),
      },
    });
    expect(screen.getByText('Mes codes')).toBeOnTheScreen();
    await skeletonThenOffline();
    const card = await screen.findByTestId('voucher-FIDELE5');
    expect(card).toHaveTextContent(/Bon de fidélité.*Code : FIDELE5.*Dès 30,00\s€ d’achats/);
    fireEvent.changeText(screen.getByTestId('voucher-code'), 'bienvenue10');
    fireEvent.press(screen.getByTestId('voucher-add'));
    expect(await screen.findByTestId('voucher-added')).toHaveTextContent(
      'Le code BIENVENUE10 est ajouté à votre compte.',
    );
    expect(server.callsTo('PATCH /api/v2/storefront/account/add_promotion_code')[0]?.body).toEqual({
      user: { promotion_code: 'BIENVENUE10' },
    });
    fireEvent.press(screen.getByRole('button', { name: 'Utiliser le code FIDELE5 dans mon panier' }));
    expect(store.getState().cart.voucherCode).toBe('FIDELE5');
    expect(router.push).toHaveBeenCalledWith('/cart');
  });
});

describe(`my referral code (my-account/referral) on ${Platform.OS}`, () => {
  it('says nobody used the code yet', async () => {
    renderAccountPage(ReferralRoute, '/my-account/referral', {
      [STOREFRONT_ACCOUNT]: { body: storefrontAccount({ refereesCount: 0, rewardsCount: 0 }) },
    });
    expect(await screen.findByTestId('referral-none')).toHaveTextContent(
      /Personne n’a encore utilisé votre code/,
    );
  });

  it('shows its skeleton, then offline, then the code and what it brought; shares it from the phone’s sheet', async () => {
    const share = shareSheet();
    renderAccountPage(ReferralRoute, '/my-account/referral', {
      [STOREFRONT_ACCOUNT]: failingOnce({ body: storefrontAccount() }),
    });
    expect(screen.getByText('Parrainage')).toBeOnTheScreen();
    await skeletonThenOffline();
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('LEA-4XR8T');
    expect(screen.getByTestId('referral-results')).toHaveTextContent(
      /2 amis parrainés.*1 bon de réduction gagné/,
    );
    expect(screen.getByText('Vous avez été parrainé par Camille.')).toBeOnTheScreen();
    // A phone shares (the sheet copies too): no copy button of its own.
    expect(screen.queryByTestId('referral-copy')).toBeNull();
    await act(async () => {
      fireEvent.press(screen.getByTestId('referral-share'));
    });
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Mon code Sillon',
        // The welcome page's link first, the code for a friend who types it.
        message: expect.stringMatching(
          /: https?:\/\/[^ ]+\/parrainage\/LEA-4XR8T \(ou saisissez mon code LEA-4XR8T/,
        ),
      }),
    );
  });
});

describe(`communications (my-account/communications) on ${Platform.OS} (no empty state: every account has its choices)`, () => {
  it('shows its skeleton, then offline, then saves the newsletter’s frequency at once; the phone offers notifications', async () => {
    const { server } = renderAccountPage(CommunicationsRoute, '/my-account/communications', {
      [ME]: failingOnce({ body: account }),
      'PATCH /api/users/me': { body: { ...account, newsletter: 'monthly', newsletterOptedIn: true } },
    });
    expect(screen.getByText('Communications')).toBeOnTheScreen();
    await skeletonThenOffline();
    expect(await screen.findByTestId('newsletter-none')).toBeChecked();
    expect(screen.getByTestId('notifications-opt-in')).toBeOnTheScreen();
    expect(screen.queryByTestId('notifications-apps-only')).toBeNull();
    fireEvent.press(screen.getByTestId('newsletter-monthly'));
    expect(await screen.findByTestId('communications-saved')).toHaveTextContent(
      'C’est noté : la newsletter vous arrivera chaque mois.',
    );
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({ newsletter: 'monthly' });
  });

  it('says a choice the server refused was not saved', async () => {
    renderAccountPage(CommunicationsRoute, '/my-account/communications', {
      [ME]: { body: account },
      'PATCH /api/users/me': serverError,
    });
    fireEvent.press(await screen.findByTestId('newsletter-weekly'));
    expect(await screen.findByText(errorText('internal_error').content)).toBeOnTheScreen();
    expect(screen.queryByTestId('communications-saved')).toBeNull();
  });
});

describe(`my data (my-account/privacy) on ${Platform.OS} (nothing to load: no loading or empty state)`, () => {
  it('says the export failed in the shop’s words, not as a failed sign-in', async () => {
    renderAccountPage(PrivacyRoute, '/my-account/privacy', { 'GET /api/users/me/export': serverError });
    fireEvent.press(screen.getByTestId('privacy-export'));
    expect(await screen.findByText(errorText('internal_error').content)).toBeOnTheScreen();
    expect(screen.queryByText(errorText('auth_unknown_error').title)).toBeNull();
    expect(screen.queryByTestId('privacy-exported')).toBeNull();
  });

  it('hands the data to the phone’s share sheet, then closes the account once confirmed', async () => {
    const share = shareSheet();
    const { server, store } = renderAccountPage(PrivacyRoute, '/my-account/privacy', {
      'GET /api/users/me/export': { body: { account: { firstName: 'Léa' } } },
      'POST /api/users/me/deletion': { body: { erase_after: '2026-12-29T09:00:00.000Z' } },
    });
    fireEvent.press(screen.getByTestId('privacy-export'));
    expect(await screen.findByTestId('privacy-exported')).toHaveTextContent(
      'Vos données sont prêtes à être enregistrées ou envoyées.',
    );
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Léa') }));
    fireEvent.press(screen.getByTestId('privacy-delete'));
    fireEvent.press(await screen.findByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Votre compte est fermé')).toBeOnTheScreen();
    expect(server.callsTo('POST /api/users/me/deletion')).toHaveLength(1);
    expect(store.getState().auth.status).not.toBe('authenticated');
  });
});
