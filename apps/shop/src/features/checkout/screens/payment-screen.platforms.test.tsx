/**
 * The payment step on iOS and Android (spec §8 "Payment"): what the customer reads when the card
 * processor or the confirmation refuses, each in its own words, and that nothing is asked of the
 * checkout after the processor's own refusal; once paid, the cart reinitialised (spec §4).
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { errorText, type ErrorCode } from '@sillon/domain';
import { router } from 'expo-router';
import { Platform } from 'react-native';
import { Provider } from 'react-redux';
import { productAdded } from '@/features/cart';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer, type FakeAnswer } from '@/testing/fake-server';
import { sandboxProcessorApi } from '../api/card-processor';
import { orderRestored } from '../state/order-slice';
import { PaymentScreen } from './payment-screen';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  router: { push: jest.fn(), replace: jest.fn() },
  useLocalSearchParams: () => ({ orderId: 'R123456789' }),
  usePathname: () => '/order-checkout/R123456789/payment',
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

const order = {
  data: {
    id: 'R123456789',
    type: 'cart',
    attributes: {
      number: 'R123456789',
      token: 'order-token-1',
      state: 'payment',
      item_total: '18.00',
      adjustment_total: '0.00',
      tax_total: '0.94',
      ship_total: '0.00',
      total: '18.00',
      order_total_after_store_credit: '18.00',
      total_applied_store_credit: '0.00',
      subtotals: [],
    },
    relationships: {},
  },
};
const method = (id: string, code: string) => ({
  id,
  type: 'payment_method',
  attributes: { type: code, name: code, description: '', preferences: {}, public_metadata: { code } },
});
const card = {
  id: 'pm_card',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  wallet: null,
};
const challenge = { id: 'chl_1', status: 'pending', amount: 1800, currency: 'EUR', merchant: 'Sillon' };
const refusal = (code: string): FakeAnswer => ({
  status: 422,
  body: { error: errorText(code).content, code, errors: {} },
});
const asksForChallenge: FakeAnswer = {
  status: 422,
  body: {
    error: errorText('payment_requires_action').content,
    code: 'payment_requires_action',
    action: { type: 'three_d_secure', challenge_id: 'chl_1' },
  },
};

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

/** The payment step of a restored order; each processor or checkout call answered as given. */
async function renderPayment(answers: {
  paymentMethod?: FakeAnswer;
  completions?: FakeAnswer[];
  challenge?: FakeAnswer;
  challengeAnswer?: FakeAnswer;
}) {
  const completions = [...(answers.completions ?? [])];
  const server = fakeServer({
    'GET /api/v2/storefront/cart': { body: order },
    'GET /api/v2/storefront/checkout/payment_methods': {
      body: { data: [method('1', 'credit_card'), method('2', 'apple_pay'), method('3', 'google_pay')] },
    },
    'GET /api/v2/storefront/account/credit_cards': { body: { data: [] } },
    'POST /api/payments/sandbox/payment_methods': answers.paymentMethod ?? { status: 201, body: card },
    'POST /api/v2/storefront/checkout/create_payment': { body: order },
    'PATCH /api/v2/storefront/checkout/complete': () => completions.shift() ?? refusal('payment_failed'),
    'GET /api/payments/sandbox/challenges/chl_1': answers.challenge ?? { body: challenge },
    'POST /api/payments/sandbox/challenges/chl_1': answers.challengeAnswer ?? { body: challenge },
  });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  store.dispatch(
    authSlice.actions.sessionStarted({
      userId: 'customer-1',
      userToken: 'access-token',
      isNew: false,
      status: 'authenticated',
      expiresInSeconds: 900,
    }),
  );
  store.dispatch(orderRestored({ id: 'R123456789', token: 'order-token-1' }));
  ({ unmount } = render(
    <Provider store={store}>
      <PaymentScreen />
    </Provider>,
  ));
  await screen.findByText('Montant à payer : 18,00 €');
  return server;
}

async function payByCard(number: string) {
  fireEvent.changeText(screen.getByLabelText('Titulaire de la carte'), 'Camille Martin');
  fireEvent.changeText(screen.getByLabelText('Numéro de carte'), number);
  fireEvent.changeText(screen.getByLabelText('Expiration (MM/AA)'), '1230');
  fireEvent.changeText(screen.getByLabelText('Cryptogramme'), '123');
  fireEvent.press(screen.getByRole('button', { name: /^Payer 18,00/ }));
}

/** The refusal's title and sentence, as the catalogue gives them for `code`. */
async function expectRefusal(code: ErrorCode) {
  const shown = await screen.findByTestId('checkout-error');
  expect(shown).toHaveTextContent(errorText(code).title, { exact: false });
  expect(shown).toHaveTextContent(errorText(code).content, { exact: false });
}

/** Unmounts the screen and forgets its store's queries (no cache timer left running). */
async function closeScreen() {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  store?.dispatch(sandboxProcessorApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

afterEach(closeScreen);
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PaymentScreen (spec §8 "Payment")', () => {
  it('shows the generic card error when the processor refuses the card without a code', async () => {
    const server = await renderPayment({ paymentMethod: { status: 502, body: {} } });
    await payByCard('4242 4242 4242 4242');
    await expectRefusal('card_error');
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });

  it.each<ErrorCode>([
    'card_contact_support',
    'authentication_failed',
    'payment_confirmation_failed',
    'payment_confirmation_unknown',
  ])('shows the confirmation refused with %s in its own words', async (code) => {
    const server = await renderPayment({ completions: [refusal(code)] });
    await payByCard('4100 0000 0000 0019');
    await expectRefusal(code);
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(1);
  });

  it('shows card_action_unknown when the 3-D Secure challenge cannot be looked up', async () => {
    await renderPayment({
      completions: [asksForChallenge],
      challenge: { status: 404, body: { error: { code: 'challenge_not_found', message: '…' } } },
    });
    await payByCard('4000 0027 6000 3184');
    await expectRefusal('card_action_unknown');
    expect(screen.queryByText('Authentification de votre banque')).toBeNull();
  });

  it("gives the bank's refusal of a failed challenge, and card_action_failed when the answer is refused", async () => {
    const server = await renderPayment({
      completions: [asksForChallenge, refusal('authentication_failed')],
    });
    await payByCard('4000 0027 6000 3184');
    fireEvent.press(await screen.findByRole('button', { name: 'Simuler un échec (test)' }));
    await expectRefusal('authentication_failed');
    expect(server.callsTo('POST /api/payments/sandbox/challenges/chl_1')[0]?.body).toEqual({
      outcome: 'fail',
    });
    await closeScreen();

    const refused = await renderPayment({
      completions: [asksForChallenge],
      challengeAnswer: { status: 404, body: { error: { code: 'challenge_not_found', message: '…' } } },
    });
    await payByCard('4000 0027 6000 3184');
    fireEvent.press(await screen.findByRole('button', { name: 'Simuler un échec (test)' }));
    await expectRefusal('card_action_failed');
    // Not completed again: the challenge is gone, the customer pays afresh.
    expect(refused.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(1);
  });

  it('once paid, reinitialises the cart, which resets the order, then opens the confirmation', async () => {
    const paid = {
      ...order,
      data: { ...order.data, attributes: { ...order.data.attributes, state: 'complete' } },
    };
    await renderPayment({ completions: [{ body: paid }] });
    store!.dispatch(
      productAdded({ product: { id: '6f1c2b9e-1111-4222-8333-444455556666', priceCents: 1800 } }),
    );
    await payByCard('4242 4242 4242 4242');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation');
    expect(store!.getState().cart).toMatchObject({ products: [], generation: 1 });
    expect(store!.getState().order).toMatchObject({ id: null, token: null, isInitialized: false });
  });

  it("shows the wallet's own failure when the processor cannot make its payment method", async () => {
    const [wallet, code] =
      Platform.OS === 'ios'
        ? ['Apple Pay', 'apple_pay_failed' as const]
        : ['Google Pay', 'google_pay_failed' as const];
    const server = await renderPayment({
      paymentMethod: { status: 400, body: { error: { code: 'wallet_payment_unavailable', message: '…' } } },
    });
    fireEvent.press(screen.getByRole('button', { name: `Payer avec ${wallet}` }));
    fireEvent.press(await screen.findByRole('button', { name: `Payer avec ${wallet} (test)` }));
    await expectRefusal(code);
    expect(server.callsTo('POST /api/payments/sandbox/payment_methods')[0]?.body).toMatchObject({
      type: Platform.OS === 'ios' ? 'apple_pay' : 'google_pay',
    });
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });
});
