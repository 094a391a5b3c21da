import { shopCodeOfStripeError, type StripeError } from './stripe-errors';

describe("Stripe's refusals in the shop's words", () => {
  it.each<[StripeError | undefined, string]>([
    [{ type: 'card_error', code: 'incorrect_number', param: 'card[number]' }, 'card_number_invalid'],
    [{ type: 'card_error', code: 'invalid_number', param: 'card[number]' }, 'card_number_invalid'],
    [{ type: 'card_error', code: 'invalid_expiry_month', param: 'card[exp_month]' }, 'card_expiry_invalid'],
    [{ type: 'card_error', code: 'invalid_expiry_year', param: 'card[exp_year]' }, 'card_expiry_invalid'],
    [{ type: 'card_error', code: 'expired_card' }, 'card_expired'],
    [{ type: 'card_error', code: 'invalid_cvc', param: 'card[cvc]' }, 'card_cryptogram_invalid'],
    [{ type: 'card_error', code: 'incorrect_cvc' }, 'card_cryptogram_invalid'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      'card_insufficient_funds',
    ],
    [{ type: 'card_error', code: 'processing_error' }, 'card_processing_error'],
    [{ type: 'invalid_request_error', code: 'parameter_missing', param: 'card[cvc]' }, 'card_field_required'],
    [
      { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'card[exp_month]' },
      'card_expiry_invalid',
    ],
    [
      { type: 'invalid_request_error', code: 'parameter_invalid_empty', param: 'billing_details[name]' },
      'card_holder_invalid',
    ],
    [{ type: 'rate_limit_error', code: 'rate_limit' }, 'too_many_requests'],
    [{ type: 'api_connection_error' }, 'network_error'],
    [{ type: 'api_error', code: 'something_new' }, 'card_error'],
    [undefined, 'card_error'],
  ])('%j → %s', (error, code) => {
    expect(shopCodeOfStripeError(error)).toBe(code);
  });
});
