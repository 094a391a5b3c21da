/**
 * The payment step in Stripe mode on iOS and Android (issue 37), `@stripe/stripe-react-native`
 * mocked at its boundary: the card in the SDK's `CardField` becomes a payment method the checkout
 * is given; Apple Pay (iOS) or Google Pay (Android) shows only when the SDK says the device can
 * pay with it; 3-D Secure goes through `handleNextAction`.
 */
import { fireEvent, screen, within } from '@testing-library/react-native';
import { router } from 'expo-router';
import type { ReactNode } from 'react';
import { Linking, Platform } from 'react-native';
import {
  acceptTerms,
  asksForChallenge,
  closePaymentStep,
  expectRefusal,
  paidOrder,
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

const mockSdk = {
  initStripe: jest.fn(async () => undefined),
  createPaymentMethod: jest.fn(),
  isPlatformPaySupported: jest.fn(),
  createPlatformPayPaymentMethod: jest.fn(),
  handleNextAction: jest.fn(),
  handleURLCallback: jest.fn(async () => true),
};
jest.mock('@stripe/stripe-react-native', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Pressable, View } = require('react-native');
  return {
    ...mockSdk,
    StripeProvider: ({ children }: { children: ReactNode }) => children,
    CardField: (props: { testID: string }) => <View testID={props.testID} />,
    PlatformPayButton: (props: { onPress(): void; accessibilityLabel: string; testID: string }) => (
      <Pressable
        role="button"
        accessibilityLabel={props.accessibilityLabel}
        testID={props.testID}
        onPress={props.onPress}
      />
    ),
    PlatformPay: { PaymentType: { Immediate: 'Immediate' }, ButtonType: { Order: 11 } },
    PlatformPayError: { Canceled: 'Canceled', Failed: 'Failed', Unknown: 'Unknown' },
  };
});

const CLIENT_SECRET = 'pi_7_secret_3';
const nativeCard = {
  id: 'pm_native_1',
  Card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
};
const [walletName, walletCode, walletMethodId] =
  Platform.OS === 'ios' ? ['Apple Pay', 'apple_pay', '2'] : ['Google Pay', 'google_pay', '3'];

const renderPayment = (completions: Parameters<typeof renderPaymentStep>[0]['completions'] = []) =>
  renderPaymentStep({ config: stripeConfig, completions });

async function payByCard() {
  await acceptTerms();
  fireEvent.changeText(await screen.findByLabelText('Titulaire de la carte'), 'Camille Martin');
  fireEvent.press(screen.getByRole('button', { name: /^Payer 18,00/ }));
  await settle();
}

beforeEach(() => {
  mockSdk.createPaymentMethod.mockResolvedValue({ paymentMethod: nativeCard });
  mockSdk.isPlatformPaySupported.mockResolvedValue(true);
  mockSdk.createPlatformPayPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_wallet_1' } });
  mockSdk.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'RequiresConfirmation' } });
});

afterEach(async () => {
  await closePaymentStep();
  jest.clearAllMocks();
});
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PaymentScreen with Stripe on phones (issue 37)', () => {
  it("pays with the CardField's payment method where the sandbox's went", async () => {
    const server = await renderPayment([{ body: paidOrder }]);
    expect(await screen.findByTestId('stripe-card-field')).toBeTruthy();
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
    await payByCard();
    expect(mockSdk.createPaymentMethod).toHaveBeenCalledWith({
      paymentMethodType: 'Card',
      paymentMethodData: { billingDetails: { name: 'Camille Martin' } },
    });
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')[0]?.body).toMatchObject({
      payment_method_id: '1',
      source_attributes: { gateway_payment_profile_id: 'pm_native_1', cc_type: 'visa', last_digits: '4242' },
    });
    expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation');
  });

  it("shows the SDK's refusal in the shop's words and asks nothing of the checkout", async () => {
    mockSdk.createPaymentMethod.mockResolvedValue({
      error: { code: 'Failed', stripeErrorCode: 'incorrect_number', message: '…' },
    });
    const server = await renderPayment();
    await payByCard();
    await expectRefusal('card_number_invalid');
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });

  it(`pays with ${walletName} when the device supports it`, async () => {
    const server = await renderPayment([{ body: paidOrder }]);
    await acceptTerms();
    const button = await screen.findByRole('button', { name: `Payer avec ${walletName}` });
    expect(button.props.testID).toBe(`pay-${walletCode}`);
    fireEvent.press(button);
    await settle();
    expect(mockSdk.isPlatformPaySupported).toHaveBeenCalledWith({ googlePay: { testEnv: true } });
    expect(mockSdk.createPlatformPayPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({
        applePay: expect.objectContaining({ cartItems: [expect.objectContaining({ amount: '18.00' })] }),
        googlePay: expect.objectContaining({ amount: 1800, currencyCode: 'EUR', testEnv: true }),
      }),
    );
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')[0]?.body).toMatchObject({
      payment_method_id: walletMethodId,
      source_attributes: { gateway_payment_profile_id: 'pm_wallet_1' },
    });
  });

  it(`opens no ${walletName} sheet until the CGV are ticked, saying so at the box as for a card`, async () => {
    const server = await renderPayment([{ body: paidOrder }]);
    fireEvent.press(await screen.findByRole('button', { name: `Payer avec ${walletName}` }));
    await expectRefusal('terms_not_accepted');
    expect(within(screen.getByTestId('terms-acceptance')).getByTestId('terms-missing')).toHaveTextContent(
      'Cochez cette case pour valider votre commande.',
    );
    expect(mockSdk.createPlatformPayPaymentMethod).not.toHaveBeenCalled();

    await acceptTerms();
    fireEvent.press(screen.getByRole('button', { name: `Payer avec ${walletName}` }));
    await settle();
    expect(mockSdk.createPlatformPayPaymentMethod).toHaveBeenCalledTimes(1);
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toHaveLength(1);
  });

  it(`offers no ${walletName} button when the device cannot pay with it`, async () => {
    mockSdk.isPlatformPaySupported.mockResolvedValue(false);
    await renderPayment();
    await screen.findByTestId('stripe-card-field');
    await settle();
    expect(mockSdk.isPlatformPaySupported).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: `Payer avec ${walletName}` })).toBeNull();
  });

  it("says nothing when the customer closes the wallet's sheet", async () => {
    mockSdk.createPlatformPayPaymentMethod.mockResolvedValue({ error: { code: 'Canceled', message: '…' } });
    const server = await renderPayment();
    await acceptTerms();
    fireEvent.press(await screen.findByRole('button', { name: `Payer avec ${walletName}` }));
    await settle();
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')).toEqual([]);
  });

  it('authenticates 3-D Secure with handleNextAction, then completes again', async () => {
    const server = await renderPayment([asksForChallenge(CLIENT_SECRET), { body: paidOrder }]);
    await payByCard();
    expect(mockSdk.handleNextAction).toHaveBeenCalledWith(CLIENT_SECRET, 'sillon://stripe-redirect');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(2);
    expect(router.replace).toHaveBeenCalledWith('/order-checkout/R123456789/confirmation');
  });

  it("hands the bank's return to the app (its own scheme) to Stripe's SDK", async () => {
    await renderPayment([asksForChallenge(CLIENT_SECRET), { body: paidOrder }]);
    await payByCard();
    const calls = (Linking.addEventListener as jest.Mock).mock.calls as [
      string,
      (event: { url: string }) => void,
    ][];
    const onUrl = calls.find(([type]) => type === 'url')?.[1];
    onUrl?.({ url: 'sillon://stripe-redirect?payment_intent=pi_7' });
    expect(mockSdk.handleURLCallback).toHaveBeenCalledWith('sillon://stripe-redirect?payment_intent=pi_7');
  });

  it('says the customer canceled the authentication, without completing again', async () => {
    mockSdk.handleNextAction.mockResolvedValue({ error: { code: 'Canceled', message: '…' } });
    const server = await renderPayment([asksForChallenge(CLIENT_SECRET)]);
    await payByCard();
    await expectRefusal('card_action_canceled');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout/complete')).toHaveLength(1);
  });
});
