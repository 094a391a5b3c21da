/**
 * Tests reach the built-in sandbox as the shop does: through the official Stripe SDK (the shop's
 * own adapter, or a bare `Stripe` client), in-process (`inject`), with any test key.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { injectFetch } from '../http/inject-fetch';
import { createStripeProvider } from '../modules/payments/stripe/stripe-provider';

const SECRET_KEY = 'sk_test_sillon_tests';

const connection = (app: FastifyInstance) => ({
  host: 'sandbox.invalid',
  port: 80,
  protocol: 'http' as const,
  httpClient: Stripe.createFetchHttpClient(injectFetch(() => app)),
});

/** The shop's Stripe adapter on the app's sandbox: what another server copy would call. */
export function sandboxProvider(app: FastifyInstance, secretKey = SECRET_KEY) {
  return createStripeProvider({ secretKey, ...connection(app) });
}

/** A bare SDK client on the app's sandbox (Stripe's own calls, as a test's "Stripe dashboard"). */
export function sandboxStripe(app: FastifyInstance, key = SECRET_KEY): Stripe {
  return new Stripe(key, { ...connection(app), maxNetworkRetries: 2 });
}

export async function publishableKey(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ url: '/api/payments/config' });
  return (answer.json() as { publishable_key: string }).publishable_key;
}

/** Form-encoded as Stripe's client libraries send it (bracket notation). */
export function formOf(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();
}

/** POSTs a payment method with the publishable key, as the app does; answers the raw response. */
export async function postPaymentMethod(app: FastifyInstance, fields: Record<string, string | number>) {
  return app.inject({
    method: 'POST',
    url: '/v1/payment_methods',
    headers: {
      authorization: `Bearer ${await publishableKey(app)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: formOf(fields),
  });
}

export function cardFields(number: string, overrides: Record<string, string | number> = {}) {
  return {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': 12,
    'card[exp_year]': new Date().getFullYear() + 2,
    'card[cvc]': '123',
    'billing_details[name]': 'Camille Martin',
    ...overrides,
  };
}
