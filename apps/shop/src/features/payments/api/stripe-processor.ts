/**
 * Stripe on iOS and Android: the native SDK (`@stripe/stripe-react-native`), set up with the
 * shop's publishable key and Apple Pay merchant, loaded when a payment first needs it. A bank's
 * page that leaves the app comes back through the app's own scheme.
 */
import type * as StripeSdk from '@stripe/stripe-react-native';
import type { CardActionError } from '@stripe/stripe-react-native';
import { Linking } from 'react-native';
import type { CardProcessor } from './card-processor';
import type { PaymentConfig } from './payment-config-api';

const URL_SCHEME = 'sillon';
const RETURN_URL = `${URL_SCHEME}://stripe-redirect`;

/** What `StripeProvider` and `initStripe` take. */
export const stripeSettings = (config: PaymentConfig) => ({
  publishableKey: config.publishable_key,
  merchantIdentifier: config.apple_pay_merchant_id ?? undefined,
  urlScheme: URL_SCHEME,
});

const ACTION_FAILURES: Readonly<Record<`${CardActionError}`, string>> = {
  Canceled: 'card_action_canceled',
  Failed: 'card_action_failed',
  Unknown: 'card_action_unknown',
};

export function stripeCardProcessor(config: PaymentConfig): CardProcessor {
  let ready: Promise<typeof StripeSdk> | undefined;
  const sdk = () => {
    ready ??= import('@stripe/stripe-react-native').then(async (stripe) => {
      await stripe.initStripe(stripeSettings(config));
      // A bank's page that left the app comes back on `sillon://stripe-redirect`: Stripe's SDK
      // finishes the authentication from that address.
      Linking.addEventListener('url', ({ url }) => void stripe.handleURLCallback(url));
      return stripe;
    });
    return ready;
  };
  return {
    provider: 'stripe',
    async authenticate(clientSecret) {
      const { handleNextAction } = await sdk();
      const { error } = await handleNextAction(clientSecret, RETURN_URL);
      if (!error) return { ok: true, value: undefined };
      return {
        ok: false,
        code: ACTION_FAILURES[error.code as `${CardActionError}`] ?? 'card_action_unknown',
      };
    },
  };
}
