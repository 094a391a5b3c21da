/**
 * Stripe's fields in the browser (issue 37): the wallets offered are those Stripe says this
 * browser can pay with, among the order's; the card is Stripe's Payment Element (no wallet in it,
 * the holder's name asked by the shop); Stripe.js that cannot be fetched says « Paiement
 * indisponible » instead of fields. The payment step's journeys are in
 * `checkout/screens/payment-screen.stripe-web.test.tsx`.
 */
import { fireEvent, render, screen } from '@testing-library/react-native';
import type { AvailablePaymentMethods } from '@stripe/stripe-js';
import type { ReactNode } from 'react';
import type { WalletKind } from '../api/card-processor';
import type { PaymentConfig } from '../api/payment-config-api';
import StripeCardFields, { walletsOffered } from './stripe-card-fields.web';
import type { StripeCardFieldsProps } from './stripe-card-fields-props';

const mockElementOptions: Record<string, unknown> = {};
jest.mock('@stripe/stripe-js', () => ({
  loadStripe: async (key: string) => {
    if (key === 'pk_test_unreachable') throw new Error('Failed to load Stripe.js');
    return { createPaymentMethod: jest.fn() };
  },
}));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: ({ options }: { options: unknown }) => {
    mockElementOptions.card = options;
    return null;
  },
  ExpressCheckoutElement: ({ options }: { options: unknown }) => {
    mockElementOptions.express = options;
    return null;
  },
  useStripe: () => ({ createPaymentMethod: jest.fn() }),
  useElements: () => ({ submit: jest.fn() }),
}));

const config = (key: string): PaymentConfig => ({
  provider: 'stripe',
  publishable_key: key,
  apple_pay_merchant_id: null,
  country: 'FR',
});

function props(key: string): StripeCardFieldsProps {
  return {
    config: config(key),
    amountCents: 4590,
    wallets: ['apple_pay'],
    cardHeading: null,
    submitLabel: 'Payer 45,90 €',
    isBusy: false,
    mayOpenWallet: () => true,
    onPayPressed: jest.fn(),
    onCard: jest.fn(),
    onWallet: jest.fn(async () => false),
  };
}

/** What Stripe's Express Checkout says this browser can pay with. */
const browserOffers = (applePay: boolean, googlePay: boolean): AvailablePaymentMethods => ({
  applePay,
  googlePay,
  amazonPay: false,
  link: false,
  paypal: false,
  klarna: false,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the wallets offered', () => {
  it.each<[AvailablePaymentMethods | undefined, WalletKind[], WalletKind[]]>([
    [browserOffers(true, true), ['apple_pay', 'google_pay'], ['apple_pay', 'google_pay']],
    [browserOffers(true, true), ['google_pay'], ['google_pay']],
    [browserOffers(false, true), ['apple_pay'], []],
    [undefined, ['apple_pay', 'google_pay'], []],
  ])('Stripe offers %j, the order allows %j: %j', (available, allowed, offered) => {
    expect(walletsOffered(available, allowed)).toEqual(offered);
  });
});

describe('the card', () => {
  it('is Stripe’s element without wallets, the holder’s name asked by the shop before paying', async () => {
    const given = props('pk_test_fields');
    render(<StripeCardFields {...given} />);
    await settle();
    expect(mockElementOptions.card).toEqual({
      wallets: { applePay: 'never', googlePay: 'never' },
      fields: { billingDetails: { name: 'never' } },
    });
    expect(mockElementOptions.express).toMatchObject({
      paymentMethods: { applePay: 'auto', googlePay: 'never', link: 'never' },
    });
    fireEvent.press(screen.getByTestId('card-submit'));
    expect(screen.getByText('Ce champ est requis')).toBeOnTheScreen();
    expect(given.onCard).not.toHaveBeenCalled();
    fireEvent.changeText(screen.getByTestId('card-holder'), 'Camille Martin');
    fireEvent.press(screen.getByTestId('card-submit'));
    expect(given.onCard).toHaveBeenCalledWith(expect.any(Function), {
      holder: 'Camille Martin',
      saveCard: false,
    });
  });

  it('says « Paiement indisponible » when Stripe.js cannot be fetched', async () => {
    render(<StripeCardFields {...props('pk_test_unreachable')} />);
    expect(await screen.findByText('Paiement indisponible')).toBeOnTheScreen();
    expect(screen.getByTestId('payment-config-error')).toBeOnTheScreen();
    expect(screen.queryByTestId('card-submit')).toBeNull();
  });
});
