/**
 * The checkout's payment step in a store of its own, for tests of its processors (sandbox, Stripe
 * on the web, Stripe on phones): an order of 18,00 € in its payment state, its Spree payment
 * methods, and the completion's answers in turn. A test mocks `expo-router` itself.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import { errorText, type ErrorCode } from '@sillon/domain';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { orderSlice } from '@/features/checkout';
import { PaymentScreen } from '@/features/checkout/screens/payment-screen';
import { sandboxProcessorApi } from '@/features/payments';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer, type FakeAnswer, type FakeRoutes } from './fake-server';

const attributes = {
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
};
export const orderInPayment = { data: { id: 'R123456789', type: 'cart', attributes, relationships: {} } };
export const paidOrder = {
  data: { ...orderInPayment.data, attributes: { ...attributes, state: 'complete' } },
};

const method = (id: string, code: string) => ({
  id,
  type: 'payment_method',
  attributes: { type: code, name: code, description: '', preferences: {}, public_metadata: { code } },
});

/** The CGV in force (issue 38): their version is what the step sends back with the acceptance. */
export const TERMS_VERSION = '2026-11-01T08:00:00.000Z';
export const termsOfSale = {
  kind: 'legal',
  path: '/cgv',
  title: 'Conditions générales de vente',
  description: '',
  blocks: [],
  version: TERMS_VERSION,
  updatedAt: TERMS_VERSION,
};

export const stripeConfig = {
  provider: 'stripe',
  publishable_key: 'pk_test_1',
  apple_pay_merchant_id: 'merchant.fr.sillon.shop',
  country: 'FR',
};

export const refusal = (code: string): FakeAnswer => ({
  status: 422,
  body: { error: errorText(code).content, code, errors: {} },
});
export const asksForChallenge = (clientSecret: string): FakeAnswer => ({
  status: 422,
  body: {
    error: errorText('payment_requires_action').content,
    code: 'payment_requires_action',
    action: { type: 'three_d_secure', client_secret: clientSecret },
  },
});

let unmount: (() => void) | undefined;
let store: ReturnType<typeof createStore> | undefined;

/** The payment step, its config and completions as given (credit card 1, Apple Pay 2, Google Pay 3). */
export async function renderPaymentStep(options: {
  config: object;
  /** The config's answer when it is not the config itself (a failure): the step is then not awaited. */
  configAnswer?: FakeAnswer;
  completions?: FakeAnswer[] | undefined;
  routes?: FakeRoutes;
}) {
  const completions = [...(options.completions ?? [])];
  const server = fakeServer({
    'GET /api/payments/config': options.configAnswer ?? { body: options.config },
    'GET /api/v2/storefront/cart': { body: orderInPayment },
    'GET /api/v2/storefront/checkout/payment_methods': {
      body: { data: [method('1', 'credit_card'), method('2', 'apple_pay'), method('3', 'google_pay')] },
    },
    'GET /api/v2/storefront/account/credit_cards': { body: { data: [] } },
    'POST /api/v2/storefront/checkout/create_payment': { body: orderInPayment },
    'GET /api/bff/page': { body: termsOfSale },
    'PATCH /api/v2/storefront/checkout': { body: orderInPayment },
    'PATCH /api/v2/storefront/checkout/complete': () => completions.shift() ?? refusal('payment_failed'),
    ...options.routes,
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
  store.dispatch(orderSlice.actions.orderRestored({ id: 'R123456789', token: 'order-token-1' }));
  ({ unmount } = render(
    <Provider store={store}>
      <PaymentScreen />
    </Provider>,
  ));
  if (!options.configAnswer) await screen.findByText('Montant à payer : 18,00 €', {}, { timeout: 5000 });
  return server;
}

/** The store of the step on screen (a test dispatches to it, or reads it). */
export function paymentStepStore(): ReturnType<typeof createStore> {
  if (!store) throw new Error('no payment step on screen');
  return store;
}

/** Unmounts the step and forgets its queries (no cache timer left running). */
export async function closePaymentStep() {
  unmount?.();
  unmount = undefined;
  store?.dispatch(shopApi.util.resetApiState());
  store?.dispatch(sandboxProcessorApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

/** Ticks the CGV (issue 38), once the order keeps them; a box already ticked stays so. */
export async function acceptTerms() {
  const box = await screen.findByRole('checkbox', { name: /^J’ai lu et j’accepte/ });
  if (box.props.accessibilityState?.checked === true) return;
  fireEvent.press(box);
  await waitFor(() => expect(box).toBeChecked());
}

/** Lets the step's pending answers arrive. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The refusal shown, in the catalogue's words for `code`. */
export async function expectRefusal(code: ErrorCode) {
  const shown = await screen.findByTestId('checkout-error');
  expect(shown).toHaveTextContent(errorText(code).content, { exact: false });
}
