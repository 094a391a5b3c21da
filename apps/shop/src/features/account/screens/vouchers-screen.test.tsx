import type { AccountPromotionsDocument, AccountVoucher } from '@sillon/contract';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import type { AppStore } from '@/store/store';
import { customerStore } from '@/testing/customer-store';
import { voucherChosen } from '../state/voucher-actions';
import { VouchersScreen } from './vouchers-screen';

const mockPush = jest.fn();
jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  usePathname: () => '/my-account/vouchers',
  router: { push: (...args: unknown[]) => mockPush(...args) },
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const voucher = (code: string, dates: Partial<AccountVoucher> = {}): AccountVoucher => ({
  id: `v-${code}`,
  name: `Bon ${code}`,
  description: '5 € de réduction.',
  code,
  starts_at: '2025-01-01T00:00:00+01:00',
  expires_at: '2099-12-31T23:59:59+01:00',
  is_referrer: false,
  referrer_name: null,
  kind: 'fixed_amount',
  amount: '5.00',
  percent: null,
  minimum_subtotal: '30.00',
  first_order_only: false,
  ...dates,
});

const documentWith = (promotions: AccountVoucher[]): AccountPromotionsDocument => ({
  data: {
    id: 'customer-1',
    type: 'user',
    attributes: {
      promotions,
      referrer: null,
      referral: {
        referral_code: 'CAMILLE-7KQ2M',
        referrer_discount: '10.00',
        display_referrer_discount: '10,00 €',
        referrer_reward: '10.00',
        display_referrer_reward: '10,00 €',
      },
      completed_orders: 0,
    },
  },
});

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

/** The shop's store, signed in, its calls answered by `answers` (path → answer), each call kept. */
function renderScreen(
  answers: Record<string, Answer | ((body: unknown) => Answer)>,
  { keptCode }: { keptCode?: string } = {},
) {
  const calls: { path: string; body: unknown }[] = [];
  globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json();
    calls.push({ path, body });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return json(typeof answer === 'function' ? answer(body) : answer);
  };
  store = customerStore();
  // A referral link's code, kept as the cart's while the visitor signed up (issue 17).
  if (keptCode) store.dispatch(voucherChosen(keptCode));
  ({ unmount } = render(
    <Provider store={store}>
      <VouchersScreen />
    </Provider>,
  ));
  return { store, calls };
}

describe('VouchersScreen (spec §7, §8, §9)', () => {
  afterEach(async () => {
    unmount?.();
    // No cache timer outlives the test.
    store?.dispatch(shopApi.util.resetApiState());
    globalThis.__SILLON_SERVER_FETCH__ = undefined;
    mockPush.mockReset();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('adds a typed code uppercased, says so, and the cart selects it', async () => {
    const { store, calls } = renderScreen({
      '/api/v2/storefront/account/vouchers': { status: 200, body: documentWith([]) },
      '/api/v2/storefront/account/add_promotion_code': {
        status: 200,
        body: documentWith([voucher('PRINTEMPS5')]),
      },
    });
    expect(
      await screen.findByText('Aucun code à utiliser pour le moment. Ajoutez-en un ci-dessus.'),
    ).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Ajouter un code'), ' printemps5');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Le code PRINTEMPS5 est ajouté à votre compte.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/add_promotion_code'))?.body).toEqual({
      user: { promotion_code: 'PRINTEMPS5' },
    });
    expect(store.getState().cart.voucherCode).toBe('PRINTEMPS5');
  });

  it('says a code typed again is already on the account, not added, and the cart selects it', async () => {
    const held = documentWith([voucher('PRINTEMPS5')]);
    const { store } = renderScreen({
      '/api/v2/storefront/account/vouchers': { status: 200, body: held },
      '/api/v2/storefront/account/add_promotion_code': { status: 200, body: held },
    });
    expect(await screen.findByText('Code : PRINTEMPS5')).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText('Ajouter un code'), 'printemps5');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Le code PRINTEMPS5 est déjà sur votre compte.')).toBeTruthy();
    expect(screen.queryByText('Le code PRINTEMPS5 est ajouté à votre compte.')).toBeNull();
    expect(store.getState().cart.voucherCode).toBe('PRINTEMPS5');
  });

  it('adds a friend’s referral code through set_referrer, and the cart selects it too (spec §4)', async () => {
    const referred = documentWith([
      voucher('JULIE-AB12C', {
        is_referrer: true,
        referrer_name: 'Julie',
        kind: 'referral',
        starts_at: null,
        expires_at: null,
      }),
    ]);
    let isReferred = false;
    const { store, calls } = renderScreen({
      '/api/v2/storefront/account/vouchers': () => ({
        status: 200,
        body: isReferred ? referred : documentWith([]),
      }),
      '/api/v2/storefront/account/add_promotion_code': {
        status: 404,
        body: { error: 'Code invalide', code: 'voucher_invalid', reason: 'InvalidCode' },
      },
      '/api/v2/storefront/account/set_referrer': () => {
        isReferred = true;
        return { status: 200, body: referred };
      },
    });
    await screen.findByText('Aucun code à utiliser pour le moment. Ajoutez-en un ci-dessus.');
    fireEvent.changeText(screen.getByLabelText('Ajouter un code'), 'julie-ab12c');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Le code de parrainage JULIE-AB12C est enregistré.')).toBeTruthy();
    expect(store.getState().cart.voucherCode).toBe('JULIE-AB12C');
    // Selected by the cart, it is the account's already: not tried again as a kept code.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((call) => call.path.endsWith('/set_referrer'))).toHaveLength(1);
  });

  it('tries a referral code when no voucher has it, and shows §8’s conflict', async () => {
    const { calls } = renderScreen({
      '/api/v2/storefront/account/vouchers': { status: 200, body: documentWith([]) },
      '/api/v2/storefront/account/add_promotion_code': {
        status: 404,
        body: { error: 'Code invalide', code: 'voucher_invalid', reason: 'InvalidCode' },
      },
      '/api/v2/storefront/account/set_referrer': {
        status: 409,
        body: { error: 'Déjà parrainé', code: 'referrer_already_set', reason: 'UserAlreadyHasAreferrer' },
      },
    });
    await screen.findByText('Aucun code à utiliser pour le moment. Ajoutez-en un ci-dessus.');
    fireEvent.changeText(screen.getByLabelText('Ajouter un code'), 'JULIE-AB12C');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter' }));
    expect(
      await screen.findByText('Vous avez déjà un parrain : un seul code de parrainage est possible.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/set_referrer'))?.body).toEqual({
      user: { referral_code: 'JULIE-AB12C' },
    });
  });

  it('takes a referral link’s kept code for the account and lists its referral voucher (spec §9)', async () => {
    let referred = false;
    const referral = voucher('JULIE-AB12C', {
      name: 'Parrainage',
      is_referrer: true,
      referrer_name: 'Julie',
      kind: 'referral',
      starts_at: null,
      expires_at: null,
    });
    const withReferrer = (): AccountPromotionsDocument => {
      const document = documentWith([referral]);
      document.data.attributes.referrer = {
        referral_code: 'JULIE-AB12C',
        referrer_name: 'Julie',
        description: '10 € offerts sur votre première commande.',
      };
      return document;
    };
    const { store, calls } = renderScreen(
      {
        '/api/v2/storefront/account/vouchers': () => ({
          status: 200,
          body: referred ? withReferrer() : documentWith([]),
        }),
        '/api/v2/storefront/account/set_referrer': () => {
          referred = true;
          return { status: 200, body: withReferrer() };
        },
      },
      { keptCode: 'julie-ab12c' },
    );
    expect(await screen.findByText('Le code de parrainage JULIE-AB12C est enregistré.')).toBeTruthy();
    expect(await screen.findByText('Code : JULIE-AB12C')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/set_referrer'))).toEqual([
      { path: '/api/v2/storefront/account/set_referrer', body: { user: { referral_code: 'JULIE-AB12C' } } },
    ]);
    expect(store.getState().cart.voucherCode).toBe('JULIE-AB12C');
  });

  it('says why a kept referral code was refused (§8), and the cart drops it', async () => {
    const { store } = renderScreen(
      {
        '/api/v2/storefront/account/vouchers': { status: 200, body: documentWith([]) },
        '/api/v2/storefront/account/set_referrer': {
          status: 422,
          body: { error: { code: 'referral_code_own', message: 'Code personnel' } },
        },
      },
      { keptCode: 'CAMILLE-7KQ2M' },
    );
    expect(await screen.findByText('Code de parrainage CAMILLE-7KQ2M non enregistré')).toBeTruthy();
    expect(screen.getByText('Vous ne pouvez pas utiliser votre propre code de parrainage.')).toBeTruthy();
    expect(store.getState().cart.voucherCode).toBeNull();
  });

  it('leaves a kept code that is no referral code to the cart', async () => {
    const { store } = renderScreen(
      {
        '/api/v2/storefront/account/vouchers': { status: 200, body: documentWith([]) },
        '/api/v2/storefront/account/set_referrer': {
          status: 404,
          body: { error: { code: 'voucher_invalid', message: 'Code invalide' } },
        },
      },
      { keptCode: 'BIENVENUE5' },
    );
    await screen.findByText('Aucun code à utiliser pour le moment. Ajoutez-en un ci-dessus.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('kept-code')).toBeNull();
    expect(store.getState().cart.voucherCode).toBe('BIENVENUE5');
  });

  it('keeps a kept code when the shop fails to answer, for a later try', async () => {
    const { store } = renderScreen(
      {
        '/api/v2/storefront/account/vouchers': { status: 200, body: documentWith([]) },
        '/api/v2/storefront/account/set_referrer': {
          status: 500,
          body: { error: { code: 'internal_error', message: 'Erreur' } },
        },
      },
      { keptCode: 'JULIE-AB12C' },
    );
    await screen.findByText('Aucun code à utiliser pour le moment. Ajoutez-en un ci-dessus.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('kept-code')).toBeNull();
    expect(store.getState().cart.voucherCode).toBe('JULIE-AB12C');
  });

  it('refuses an empty code before asking, and a code missing after adding (§8 unknown error)', async () => {
    const { calls } = renderScreen({
      '/api/v2/storefront/account/vouchers': { status: 200, body: documentWith([]) },
      '/api/v2/storefront/account/add_promotion_code': { status: 200, body: documentWith([]) },
    });
    await screen.findByText('Aucun code à utiliser pour le moment. Ajoutez-en un ci-dessus.');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Saisissez un code.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/add_promotion_code'))).toBe(false);
    fireEvent.changeText(screen.getByLabelText('Ajouter un code'), 'NOEL');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter' }));
    expect(
      await screen.findByText(
        'Nous n’avons pas pu ajouter ce code. Réessayez ou contactez le service client.',
      ),
    ).toBeTruthy();
  });

  it('shows terms and dates; only a voucher valid today can go to the cart', async () => {
    const { store } = renderScreen({
      '/api/v2/storefront/account/vouchers': {
        status: 200,
        body: documentWith([
          voucher('PRINTEMPS5'),
          voucher('NOEL2023', { starts_at: null, expires_at: '2024-01-01T00:00:00+01:00' }),
          voucher('ETE2099', { starts_at: '2099-06-21T00:00:00+02:00', expires_at: null }),
        ]),
      },
    });
    expect(await screen.findByText('Valable du 1er janvier 2025 au 31 décembre 2099')).toBeTruthy();
    expect(screen.getAllByText('Dès 30,00 € d’achats')).toHaveLength(3);
    expect(screen.getByText('Expiré depuis le 1er janvier 2024')).toBeTruthy();
    expect(screen.getByText('Pas encore valable : à partir du 21 juin 2099')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Utiliser le code/ })).toHaveLength(1);
    fireEvent.press(screen.getByRole('button', { name: 'Utiliser le code PRINTEMPS5 dans mon panier' }));
    expect(store.getState().cart.voucherCode).toBe('PRINTEMPS5');
    expect(mockPush).toHaveBeenCalledWith('/cart');
    expect(await screen.findByText('Choisi pour votre panier')).toBeTruthy();
  });
});
