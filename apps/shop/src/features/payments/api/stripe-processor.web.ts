/**
 * Stripe in the browser: Stripe.js, fetched only when a payment needs it (the payment step or a
 * 3-D Secure challenge in Stripe mode), so no other page carries it. One instance per key.
 */
import type { Stripe, StripeError } from '@stripe/stripe-js';
import type { CardProcessor } from './card-processor';
import type { PaymentConfig } from './payment-config-api';

let loaded: { key: string; stripe: Promise<Stripe | null> } | undefined;

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.key !== publishableKey) {
    const stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    // A failed fetch is not kept: the next payment fetches again.
    stripe.catch(() => {
      if (loaded?.stripe === stripe) loaded = undefined;
    });
    loaded = { key: publishableKey, stripe };
  }
  return loaded.stripe;
}

/** Stripe.js has no "canceled": closing its 3-D Secure frame is a failed authentication too. */
function actionFailure(error: StripeError): string {
  if (error.type === 'api_connection_error') return 'network_error';
  if (error.code === 'payment_intent_authentication_failure') return 'card_action_failed';
  return 'card_action_unknown';
}

export function stripeCardProcessor(config: PaymentConfig): CardProcessor {
  return {
    provider: 'stripe',
    async authenticate(clientSecret) {
      // Stripe.js that cannot be fetched is a connection problem: the customer may try again.
      const stripe = await stripeFor(config.publishable_key).catch(() => null);
      if (!stripe) return { ok: false, code: 'network_error' };
      const { error } = await stripe.handleNextAction({ clientSecret });
      return error ? { ok: false, code: actionFailure(error) } : { ok: true, value: undefined };
    },
  };
}
