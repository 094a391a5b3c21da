/**
 * Stripe's refusals in the shop's words. Stripe (and the sandbox, which speaks its API) names a
 * refusal by `type` and `code` (`incorrect_number`, `card_declined`…) and the field by `param`
 * (`card[number]`); the customer reads the shop's French text for the field's code, as the card
 * form's own checks give it.
 */
import type { ProcessorPaymentMethod } from './card-processor';

export type StripeError = { type?: string; code?: string; param?: string; decline_code?: string };

const CODES: Readonly<Record<string, string>> = {
  incorrect_number: 'card_number_invalid',
  invalid_number: 'card_number_invalid',
  invalid_expiry_month: 'card_expiry_invalid',
  invalid_expiry_year: 'card_expiry_invalid',
  expired_card: 'card_expired',
  invalid_cvc: 'card_cryptogram_invalid',
  incorrect_cvc: 'card_cryptogram_invalid',
  processing_error: 'card_processing_error',
  rate_limit: 'too_many_requests',
};

/** The field a `param` names, by the code of its « … invalide » text. */
const INVALID_FIELD: Readonly<Record<string, string>> = {
  'card[number]': 'card_number_invalid',
  'card[exp_month]': 'card_expiry_invalid',
  'card[exp_year]': 'card_expiry_invalid',
  'card[cvc]': 'card_cryptogram_invalid',
  'billing_details[name]': 'card_holder_invalid',
};

const DECLINES: Readonly<Record<string, string>> = {
  insufficient_funds: 'card_insufficient_funds',
};

/** The shop's code for a Stripe error; `card_error` when Stripe's code says nothing we know. */
export function shopCodeOfStripeError(error: StripeError | undefined): string {
  if (!error) return 'card_error';
  if (error.type === 'rate_limit_error') return 'too_many_requests';
  if (error.type === 'api_connection_error') return 'network_error';
  if (error.code === 'card_declined') {
    return (error.decline_code && DECLINES[error.decline_code]) ?? 'card_declined';
  }
  if (error.code === 'parameter_missing' && error.param?.startsWith('card[')) return 'card_field_required';
  const byCode = error.code ? CODES[error.code] : undefined;
  const byField = error.param ? INVALID_FIELD[error.param] : undefined;
  return byCode ?? byField ?? 'card_error';
}

export const stripeRefusal = (error: StripeError | undefined): { ok: false; code: string } => ({
  ok: false,
  code: shopCodeOfStripeError(error),
});

/** Stripe's PaymentMethod (`card` in snake case), as the shop keeps it. */
export type StripePaymentMethod = {
  id: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
};

export const paymentMethodOf = ({ id, card }: StripePaymentMethod): ProcessorPaymentMethod => ({
  id,
  card: card
    ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
    : null,
});
