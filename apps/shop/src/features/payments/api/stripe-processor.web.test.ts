/**
 * Stripe in the browser (issue 37): Stripe.js is fetched once per key, only when a payment needs
 * it, and again after a failed fetch; its 3-D Secure answers become the shop's refusal codes
 * (closing the frame is a failed authentication, Stripe.js has no « canceled »).
 */
import type { PaymentConfig } from './payment-config-api';
import { stripeCardProcessor, stripeFor } from './stripe-processor.web';

type NextAction = { error?: { type: string; code?: string } };
const mockStripe = { handleNextAction: jest.fn<Promise<NextAction>, [{ clientSecret: string }]>() };
const mockLoadStripe = jest.fn(async (key: string) => {
  if (key.startsWith('pk_test_offline')) throw new Error('Failed to load Stripe.js');
  return mockStripe;
});
jest.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => mockLoadStripe(key) }));

const config = (key: string): PaymentConfig => ({
  provider: 'stripe',
  publishable_key: key,
  apple_pay_merchant_id: null,
  country: 'FR',
});
const askNobody = () => Promise.reject(new Error('Stripe.js shows its own challenge'));

beforeEach(() => {
  mockLoadStripe.mockClear();
  mockStripe.handleNextAction.mockReset();
});

it('fetches Stripe.js once for a key, and again for another key', async () => {
  await Promise.all([stripeFor('pk_test_a'), stripeFor('pk_test_a')]);
  expect(await stripeFor('pk_test_a')).toBe(mockStripe);
  expect(mockLoadStripe.mock.calls).toEqual([['pk_test_a']]);
  await stripeFor('pk_test_b');
  expect(mockLoadStripe.mock.calls).toEqual([['pk_test_a'], ['pk_test_b']]);
});

it('fetches Stripe.js again after a failed fetch, and calls that a connection problem', async () => {
  const processor = stripeCardProcessor(config('pk_test_offline'));
  expect(await processor.authenticate('pi_1_secret_2', askNobody)).toEqual({
    ok: false,
    code: 'network_error',
  });
  await expect(stripeFor('pk_test_offline')).rejects.toThrow('Failed to load Stripe.js');
  expect(mockLoadStripe).toHaveBeenCalledTimes(2);
});

it('passes the bank’s challenge to Stripe.js and lets the checkout complete once answered', async () => {
  mockStripe.handleNextAction.mockResolvedValue({});
  const processor = stripeCardProcessor(config('pk_test_a'));
  expect(processor.provider).toBe('stripe');
  expect(await processor.authenticate('pi_1_secret_2', askNobody)).toEqual({ ok: true, value: undefined });
  expect(mockStripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
});

it.each([
  [{ type: 'card_error', code: 'payment_intent_authentication_failure' }, 'card_action_failed'],
  [{ type: 'api_connection_error' }, 'network_error'],
  [{ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' }, 'card_action_unknown'],
])('answers Stripe’s %j with the shop’s %s', async (error, code) => {
  mockStripe.handleNextAction.mockResolvedValue({ error });
  const processor = stripeCardProcessor(config('pk_test_a'));
  expect(await processor.authenticate('pi_1_secret_2', askNobody)).toEqual({ ok: false, code });
});
