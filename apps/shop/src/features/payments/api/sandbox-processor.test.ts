import { formEncoded, sandboxWalletToken } from './sandbox-processor';

describe("the sandbox's requests, as Stripe's client libraries write them", () => {
  it('form-encodes nested fields in bracket notation, escaping values but not brackets', () => {
    expect(
      formEncoded({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        billing_details: { name: 'Jeanne Dupont & fils' },
      }),
    ).toBe(
      'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2030&card[cvc]=123' +
        '&billing_details[name]=Jeanne%20Dupont%20%26%20fils',
    );
  });

  it("makes each wallet's token with Stripe's test-token prefix and random characters", () => {
    expect(sandboxWalletToken('apple_pay', () => 0.123456789)).toMatch(/^tok_applepay_[a-z0-9]{12}$/);
    expect(sandboxWalletToken('google_pay', () => 0.987654321)).toMatch(/^tok_googlepay_[a-z0-9]{12}$/);
    expect(sandboxWalletToken('google_pay')).not.toBe(sandboxWalletToken('google_pay'));
  });
});
