/**
 * The payment step on iOS and Android (spec §8 "Payment") with the built-in sandbox processor:
 * what the customer reads when the card processor or the confirmation refuses, each in its own
 * words, and that nothing is asked of the checkout after the processor's own refusal; once paid,
 * the cart reinitialised (spec §4).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import { errorText, type ErrorCode } from '@sillon/domain';
import { router } from 'expo-router';
import { Platform } from 'react-native';
import { productAdded } from '@/features/cart';
import type { FakeAnswer } from '@/testing/fake-server';
import {
  acceptTerms,
  asksForChallenge,
  closePaymentStep,
  orderInPayment,
  paidOrder,
  paymentStepStore,
  refusal,
  renderPaymentStep,
  TERMS_VERSION,
} from '@/testing/payment-step';

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

const sandboxConfig = {
  provider: 'sandbox',
  publishable_key: 'pk_test_sandbox',
  apple_pay_merchant_id: null,
  country: 'FR',
};
const card = {
  id: 'pm_card',
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, wallet: null },
  billing_details: { name: 'Camille Martin' },
};
const stripeError = (status: number, error: Record<string, string>): FakeAnswer => ({
  status,
  body: { error: { message: '…', ...error } },
});
const CLIENT_SECRET = 'pi_1_secret_2';
const CHALLENGE_PATH = `/api/payments/sandbox/challenges/${CLIENT_SECRET}`;
const challenge = { id: 'chl_1', status: 'pending', amount: 1800, currency: 'EUR', merchant: 'Sillon' };
/** The payment step of a restored order; each processor or checkout call answered as given. */
function renderPayment(answers: {
  config?: FakeAnswer;
  paymentMethod?: FakeAnswer;
  completions?: FakeAnswer[];
  challenge?: FakeAnswer;
  challengeAnswer?: FakeAnswer;
}) {
  return renderPaymentStep({
    config: sandboxConfig,
    ...(answers.config ? { configAnswer: answers.config } : {}),
    completions: answers.completions,
    routes: {
      'POST /v1/payment_methods': answers.paymentMethod ?? { body: card },
      [`GET ${CHALLENGE_PATH}`]: answers.challenge ?? { body: challenge },
      [`POST ${CHALLENGE_PATH}`]: answers.challengeAnswer ?? { body: challenge },
    },
  });
}

async function payByCard(number: string) {
  await acceptTerms();
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

afterEach(closePaymentStep);
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PaymentScreen (spec §8 "Payment")', () => {
  it('keeps its placeholder until the saved cards are known, then shows the step with them, « Payer » in place', async () => {
    let answerCards: () => void = () => undefined;
    const cardsKnown = new Promise<void>((resolve) => (answerCards = resolve));
    const savedCard = {
      id: '7',
      type: 'credit_card',
      attributes: {
        cc_type: 'visa',
        last_digits: '4242',
        month: 4,
        year: 2031,
        name: null,
        default: true,
        gateway_payment_profile_id: 'pm_saved',
      },
      relationships: { payment_method: { data: { id: '1', type: 'payment_method' } } },
    };
    await renderPaymentStep({
      config: sandboxConfig,
      configAnswer: { body: sandboxConfig },
      routes: {
        'GET /api/v2/storefront/account/credit_cards': async () => {
          await cardsKnown;
          return { body: { data: [savedCard] } };
        },
      },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('payment-amount')).toBeNull();
    act(() => answerCards());
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('Montant à payer : 18,00 €');
    expect(screen.getByTestId('saved-cards')).toHaveTextContent(/Visa •••• 4242, expire le 04\/2031/);
  });

  it('shows the generic card error when the processor refuses the card without a code', async () => {
    const server = await renderPayment({ paymentMethod: { status: 502, body: {} } });
    await payByCard('4242 4242 4242 4242');
    await expectRefusal('card_error');
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });

  it('sends nothing while the CGV are unticked: the box and « Payer » say so, and the card goes once they are ticked', async () => {
    const server = await renderPayment({ completions: [{ body: paidOrder }] });
    expect(screen.queryByTestId('terms-missing')).toBeNull();
    fireEvent.changeText(screen.getByLabelText('Titulaire de la carte'), 'Camille Martin');
    fireEvent.changeText(screen.getByLabelText('Numéro de carte'), '4242 4242 4242 4242');
    fireEvent.changeText(screen.getByLabelText('Expiration (MM/AA)'), '1230');
    fireEvent.changeText(screen.getByLabelText('Cryptogramme'), '123');
    fireEvent.press(screen.getByRole('button', { name: /^Payer 18,00/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expectRefusal('terms_not_accepted');
    expect(within(screen.getByTestId('terms-acceptance')).getByTestId('terms-missing')).toHaveTextContent(
      'Cochez cette case pour valider votre commande.',
    );
    expect(server.callsTo('POST /v1/payment_methods')).toEqual([]);
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
    await acceptTerms();
    expect(screen.queryByTestId('terms-missing')).toBeNull();
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: /^Payer 18,00/ }));
    await waitFor(() => expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(1));
  });

  it('says the CGV box is to tick in the same round as the card fields left empty', async () => {
    const server = await renderPayment({ completions: [{ body: paidOrder }] });
    fireEvent.press(screen.getByRole('button', { name: /^Payer 18,00/ }));
    expect(within(screen.getByTestId('terms-acceptance')).getByTestId('terms-missing')).toHaveTextContent(
      'Cochez cette case pour valider votre commande.',
    );
    expect(screen.getAllByText(errorText('card_field_required').content).length).toBeGreaterThan(0);
    expect(server.callsTo('POST /v1/payment_methods')).toEqual([]);
    await acceptTerms();
    expect(screen.queryByTestId('terms-missing')).toBeNull();
  });

  it("sends the card to the sandbox's /v1/payment_methods as Stripe's libraries do", async () => {
    const server = await renderPayment({ completions: [refusal('card_declined')] });
    await payByCard('4242 4242 4242 4242');
    await expectRefusal('card_declined');
    const [sent] = server.callsTo('POST /v1/payment_methods');
    expect(sent?.body).toBe(
      'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2030&card[cvc]=123' +
        '&billing_details[name]=Camille%20Martin',
    );
    expect(sent?.headers.get('authorization')).toBe('Bearer pk_test_sandbox');
    expect(sent?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')[0]?.body).toMatchObject({
      source_attributes: { gateway_payment_profile_id: 'pm_card', last_digits: '4242', cc_type: 'visa' },
    });
  });

  it.each<[string, FakeAnswer, ErrorCode]>([
    ['a declined card', stripeError(402, { type: 'card_error', code: 'card_declined' }), 'card_declined'],
    [
      'insufficient funds',
      stripeError(402, { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }),
      'card_insufficient_funds',
    ],
    [
      'a wrong number',
      stripeError(402, { type: 'card_error', code: 'incorrect_number', param: 'card[number]' }),
      'card_number_invalid',
    ],
    [
      'an expired card',
      stripeError(402, { type: 'card_error', code: 'expired_card', param: 'card[exp_year]' }),
      'card_expired',
    ],
    [
      'a wrong CVC',
      stripeError(402, { type: 'card_error', code: 'incorrect_cvc', param: 'card[cvc]' }),
      'card_cryptogram_invalid',
    ],
    [
      'a missing number',
      stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'card[number]' }),
      'card_field_required',
    ],
    [
      'too many tries',
      stripeError(429, { type: 'rate_limit_error', code: 'rate_limit' }),
      'too_many_requests',
    ],
  ])("shows the sandbox's refusal of %s in the shop's words", async (_case, answer, code) => {
    const server = await renderPayment({ paymentMethod: answer });
    await payByCard('4242 4242 4242 4242');
    await expectRefusal(code);
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });

  it("says the payment cannot be prepared when the shop's payment config fails, and asks again", async () => {
    let configs = 0;
    const server = await renderPayment({
      config: { status: 500, body: { error: { code: 'internal_error', message: '…' } } },
    });
    expect(await screen.findByTestId('payment-config-error')).toHaveTextContent('Paiement indisponible', {
      exact: false,
    });
    expect(screen.queryByTestId('card-form')).toBeNull();
    configs = server.callsTo('GET /api/payments/config').length;
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(server.callsTo('GET /api/payments/config').length).toBe(configs + 1));
  });

  it("passes the sandbox bank's challenge, then completes again with the intent's client secret", async () => {
    const server = await renderPayment({
      completions: [asksForChallenge(CLIENT_SECRET), { body: paidOrder }],
    });
    await payByCard('4000 0027 6000 3184');
    expect(await screen.findByText('Confirmez le paiement de 18,00 € à Sillon.')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation'),
    );
    expect(server.callsTo(`POST ${CHALLENGE_PATH}`)[0]?.body).toEqual({ outcome: 'complete' });
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(2);
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
      completions: [asksForChallenge(CLIENT_SECRET)],
      challenge: { status: 404, body: { error: { code: 'challenge_not_found', message: '…' } } },
    });
    await payByCard('4000 0027 6000 3184');
    await expectRefusal('card_action_unknown');
    expect(screen.queryByText('Authentification de votre banque')).toBeNull();
  });

  it("gives the bank's refusal of a failed challenge, and card_action_failed when the answer is refused", async () => {
    const server = await renderPayment({
      completions: [asksForChallenge(CLIENT_SECRET), refusal('authentication_failed')],
    });
    await payByCard('4000 0027 6000 3184');
    fireEvent.press(await screen.findByRole('button', { name: 'Simuler un échec (test)' }));
    await expectRefusal('authentication_failed');
    expect(server.callsTo(`POST ${CHALLENGE_PATH}`)[0]?.body).toEqual({
      outcome: 'fail',
    });
    await closePaymentStep();

    const refused = await renderPayment({
      completions: [asksForChallenge(CLIENT_SECRET)],
      challengeAnswer: { status: 404, body: { error: { code: 'challenge_not_found', message: '…' } } },
    });
    await payByCard('4000 0027 6000 3184');
    fireEvent.press(await screen.findByRole('button', { name: 'Simuler un échec (test)' }));
    await expectRefusal('card_action_failed');
    // Not completed again: the challenge is gone, the customer pays afresh.
    expect(refused.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(1);
  });

  it('says the order is kept when the card processor is out of service (503), and pays on the next « Payer »', async () => {
    const processorOut: FakeAnswer = {
      status: 503,
      body: { error: errorText('payment_unavailable').content, code: 'payment_unavailable' },
    };
    const server = await renderPayment({ completions: [processorOut, { body: paidOrder }] });
    await payByCard('4242 4242 4242 4242');
    // Not spec §8's order timeout, which every other 503 of the checkout is.
    await expectRefusal('payment_unavailable');
    fireEvent.press(screen.getByRole('button', { name: /^Payer 18,00/ }));
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation'),
    );
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(2);
  });

  it('asks for the amount it shows; a price changed meanwhile is refused, then the step shows and pays the new total', async () => {
    let total = '18.00';
    const priced = () => ({
      body: {
        data: {
          ...orderInPayment.data,
          attributes: { ...orderInPayment.data.attributes, total, order_total_after_store_credit: total },
        },
      },
    });
    const server = await renderPaymentStep({
      config: sandboxConfig,
      completions: [{ body: paidOrder }],
      routes: {
        'POST /v1/payment_methods': { body: card },
        'GET /api/v2/storefront/cart': priced,
        'POST /api/v2/storefront/checkout/create_payment': (call) =>
          (call.body as { amount?: string }).amount === total ? priced() : refusal('payment_amount_changed'),
      },
    });
    total = '19.50';
    await payByCard('4242 4242 4242 4242');
    await expectRefusal('payment_amount_changed');
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('Montant à payer : 19,50 €');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toEqual([]);

    fireEvent.press(screen.getByRole('button', { name: /^Payer 19,50/ }));
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation'),
    );
    const asked = server.callsTo('POST /api/v2/storefront/checkout/create_payment').map((call) => call.body);
    expect(asked).toEqual([
      expect.objectContaining({ amount: '18.00' }),
      expect.objectContaining({ amount: '19.50' }),
    ]);
  });

  it('once paid, reinitialises the cart, which resets the order, asks for the account again, then opens the confirmation', async () => {
    const server = await renderPayment({ completions: [{ body: paidOrder }] });
    const accountReads = () => server.callsTo('GET /api/users/me').length;
    const readBefore = accountReads();
    paymentStepStore().dispatch(
      productAdded({ product: { id: '6f1c2b9e-1111-4222-8333-444455556666', priceCents: 1800 } }),
    );
    await payByCard('4242 4242 4242 4242');
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation'),
    );
    expect(paymentStepStore().getState().cart).toMatchObject({ products: [], generation: 1 });
    // The order's address became the account's: the next checkout starts from it.
    await waitFor(() => expect(accountReads()).toBe(readBefore + 1));
    expect(paymentStepStore().getState().order).toMatchObject({
      id: null,
      token: null,
      isInitialized: false,
    });
  });

  it("shows the wallet's own failure when the processor cannot make its payment method", async () => {
    const [wallet, code] =
      Platform.OS === 'ios'
        ? ['Apple Pay', 'apple_pay_failed' as const]
        : ['Google Pay', 'google_pay_failed' as const];
    const server = await renderPayment({
      paymentMethod: stripeError(400, { type: 'invalid_request_error', code: 'token_already_used' }),
    });
    await acceptTerms();
    fireEvent.press(screen.getByRole('button', { name: `Payer avec ${wallet}` }));
    fireEvent.press(await screen.findByRole('button', { name: `Payer avec ${wallet} (test)` }));
    await expectRefusal(code);
    const token = Platform.OS === 'ios' ? 'tok_applepay_' : 'tok_googlepay_';
    const sent = String(server.callsTo('POST /v1/payment_methods')[0]?.body);
    expect(sent).toMatch(new RegExp(`^type=card&card\\[token\\]=${token}[a-z0-9]{12}$`));
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });

  it("keeps the wallet's sheet closed until the CGV are ticked, saying so at the box as for a card", async () => {
    const wallet = Platform.OS === 'ios' ? 'Apple Pay' : 'Google Pay';
    const server = await renderPayment({ completions: [{ body: paidOrder }] });
    fireEvent.press(screen.getByRole('button', { name: `Payer avec ${wallet}` }));
    await expectRefusal('terms_not_accepted');
    expect(within(screen.getByTestId('terms-acceptance')).getByTestId('terms-missing')).toHaveTextContent(
      'Cochez cette case pour valider votre commande.',
    );
    expect(screen.queryByRole('button', { name: `Payer avec ${wallet} (test)` })).toBeNull();
    expect(server.callsTo('POST /v1/payment_methods')).toEqual([]);

    await acceptTerms();
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: `Payer avec ${wallet}` }));
    fireEvent.press(await screen.findByRole('button', { name: `Payer avec ${wallet} (test)` }));
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation'),
    );
  });

  it('opens the wallet at once for an order that kept the CGV ticked (a reload of the step)', async () => {
    const wallet = Platform.OS === 'ios' ? 'Apple Pay' : 'Google Pay';
    const accepted = {
      ...orderInPayment.data.attributes,
      terms_accepted: true,
      terms_version: TERMS_VERSION,
    };
    await renderPaymentStep({
      config: sandboxConfig,
      routes: {
        'GET /api/v2/storefront/cart': { body: { data: { ...orderInPayment.data, attributes: accepted } } },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /^J’ai lu et j’accepte/ })).toBeChecked(),
    );
    fireEvent.press(screen.getByRole('button', { name: `Payer avec ${wallet}` }));
    expect(await screen.findByRole('button', { name: `Payer avec ${wallet} (test)` })).toBeTruthy();
    expect(screen.queryByTestId('terms-missing')).toBeNull();
  });
});
