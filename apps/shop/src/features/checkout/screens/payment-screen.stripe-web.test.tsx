/**
 * The payment step in Stripe mode on the web (issue 37): Stripe.js and its React elements are
 * mocked at their boundary (`@stripe/stripe-js`, `@stripe/react-stripe-js`), and the platform's
 * files are the web ones. The card's payment method comes from Stripe and goes to the checkout
 * as the sandbox's does; wallets show only when Stripe's Express Checkout offers them; 3-D
 * Secure goes through `handleNextAction`.
 */
import { act, fireEvent, screen, within } from '@testing-library/react-native';
import { router } from 'expo-router';
import type { ReactNode } from 'react';
import {
  acceptTerms,
  asksForChallenge,
  closePaymentStep,
  expectRefusal,
  paidOrder,
  refusal,
  renderPaymentStep,
  settle,
  stripeConfig,
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
// The web's own files, as the web bundle takes them.
jest.mock('@/features/payments/components/stripe-card-fields', () =>
  jest.requireActual('@/features/payments/components/stripe-card-fields.web'),
);
jest.mock('@/features/payments/api/stripe-processor', () =>
  jest.requireActual('@/features/payments/api/stripe-processor.web'),
);

type ConfirmEvent = { expressPaymentType: string; paymentFailed: jest.Mock };
type ClickEvent = { expressPaymentType: string; resolve: jest.Mock; reject: jest.Mock };
const mockStripe = { createPaymentMethod: jest.fn(), handleNextAction: jest.fn() };
const mockElements = { submit: jest.fn() };
const mockExpress = {
  available: undefined as undefined | { applePay: boolean; googlePay: boolean },
  options: undefined as undefined | { paymentMethods: Record<string, string> },
  confirm: undefined as undefined | ((event: ConfirmEvent) => void),
  click: undefined as undefined | ((event: ClickEvent) => void),
};

jest.mock('@stripe/stripe-js', () => ({
  loadStripe: jest.fn(async (key: string) => {
    if (key === 'pk_test_unreachable') throw new Error('Failed to load Stripe.js');
    return mockStripe;
  }),
}));
jest.mock('@stripe/react-stripe-js', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { useEffect } = require('react');
  return {
    Elements: ({ children }: { children: ReactNode }) => children,
    PaymentElement: () => null,
    ExpressCheckoutElement: (props: {
      options: { paymentMethods: Record<string, string> };
      onReady(event: { availablePaymentMethods: unknown }): void;
      onConfirm(event: ConfirmEvent): void;
      onClick(event: ClickEvent): void;
    }) => {
      mockExpress.options = props.options;
      mockExpress.confirm = props.onConfirm;
      mockExpress.click = props.onClick;
      // Stripe's element is ready once, whatever its parent renders afterwards.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => props.onReady({ availablePaymentMethods: mockExpress.available }), []);
      return null;
    },
    useStripe: () => mockStripe,
    useElements: () => mockElements,
  };
});

const stripeCard = {
  id: 'pm_stripe_1',
  card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 },
};
const CLIENT_SECRET = 'pi_1_secret_2';
const renderPayment = (completions: Parameters<typeof renderPaymentStep>[0]['completions'] = []) =>
  renderPaymentStep({ config: stripeConfig, completions });

async function payByCard() {
  await acceptTerms();
  fireEvent.changeText(await screen.findByLabelText('Titulaire de la carte'), 'Camille Martin');
  fireEvent.press(screen.getByRole('button', { name: /^Payer 18,00/ }));
  await settle();
}

beforeEach(() => {
  mockExpress.available = undefined;
  mockElements.submit.mockResolvedValue({});
  mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: stripeCard });
  mockStripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'requires_confirmation' } });
});

afterEach(async () => {
  await closePaymentStep();
  jest.clearAllMocks();
});
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PaymentScreen with Stripe on the web (issue 37)', () => {
  it("pays with Stripe's payment method id where the sandbox's went, never showing the shop's card fields", async () => {
    const server = await renderPayment([{ body: paidOrder }]);
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
    await payByCard();
    expect(mockElements.submit).toHaveBeenCalled();
    expect(mockStripe.createPaymentMethod).toHaveBeenCalledWith({
      elements: mockElements,
      params: { billing_details: { name: 'Camille Martin' } },
    });
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')[0]?.body).toMatchObject({
      payment_method_id: '1',
      source_attributes: {
        gateway_payment_profile_id: 'pm_stripe_1',
        cc_type: 'master',
        last_digits: '4444',
      },
    });
    expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation');
  });

  it("shows Stripe's refusal in the shop's words and asks nothing of the checkout", async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined' },
    });
    const server = await renderPayment();
    await payByCard();
    await expectRefusal('card_declined');
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });

  it('offers wallets only when Express Checkout says this browser can pay with them', async () => {
    await renderPayment();
    // The iOS-flavoured test renderer's device offers Apple Pay only.
    expect(mockExpress.options?.paymentMethods).toMatchObject({ applePay: 'auto', googlePay: 'never' });
    expect(screen.queryByText('ou')).toBeNull();
    await closePaymentStep();

    mockExpress.available = { applePay: true, googlePay: false };
    await renderPayment();
    expect(await screen.findByText('ou')).toBeTruthy();
  });

  it("pays with the wallet's payment method, and tells the sheet when the payment failed", async () => {
    mockExpress.available = { applePay: true, googlePay: false };
    const server = await renderPayment([refusal('card_declined')]);
    const event = { expressPaymentType: 'apple_pay', paymentFailed: jest.fn() };
    await act(async () => mockExpress.confirm?.(event));
    await settle();
    expect(mockStripe.createPaymentMethod).toHaveBeenCalledWith({ elements: mockElements });
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')[0]?.body).toMatchObject({
      payment_method_id: '2',
      source_attributes: { gateway_payment_profile_id: 'pm_stripe_1' },
    });
    expect(event.paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    await expectRefusal('card_declined');
  });

  it("keeps the wallet's sheet closed until the CGV are ticked, saying so at the box as for a card", async () => {
    mockExpress.available = { applePay: true, googlePay: false };
    await renderPayment();
    const click = (): ClickEvent => ({
      expressPaymentType: 'apple_pay',
      resolve: jest.fn(),
      reject: jest.fn(),
    });
    const unticked = click();
    act(() => mockExpress.click?.(unticked));
    expect(unticked.reject).toHaveBeenCalled();
    expect(unticked.resolve).not.toHaveBeenCalled();
    await expectRefusal('terms_not_accepted');
    expect(within(screen.getByTestId('terms-acceptance')).getByTestId('terms-missing')).toHaveTextContent(
      'Cochez cette case pour valider votre commande.',
    );

    await acceptTerms();
    const ticked = click();
    act(() => mockExpress.click?.(ticked));
    expect(ticked.resolve).toHaveBeenCalled();
    expect(ticked.reject).not.toHaveBeenCalled();
  });

  it('says the payment cannot be prepared when Stripe.js cannot be fetched', async () => {
    await renderPaymentStep({ config: { ...stripeConfig, publishable_key: 'pk_test_unreachable' } });
    expect(await screen.findByTestId('payment-config-error')).toHaveTextContent('Paiement indisponible', {
      exact: false,
    });
    expect(screen.queryByRole('button', { name: /^Payer 18,00/ })).toBeNull();
  });

  it('authenticates 3-D Secure with handleNextAction, then completes again', async () => {
    const server = await renderPayment([asksForChallenge(CLIENT_SECRET), { body: paidOrder }]);
    await payByCard();
    expect(mockStripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: CLIENT_SECRET });
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(2);
    expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation');
  });

  it('says the authentication failed when handleNextAction fails, without completing again', async () => {
    mockStripe.handleNextAction.mockResolvedValue({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
    const server = await renderPayment([asksForChallenge(CLIENT_SECRET)]);
    await payByCard();
    await expectRefusal('card_action_failed');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(1);
  });
});
