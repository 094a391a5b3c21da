/**
 * Payments: the app's payment settings, the built-in sandbox's 3-D Secure page (its Stripe API
 * under `/v1/` speaks Stripe's own shapes, not ours) and the account's saved cards (Spree
 * Storefront API v2 `credit_card` documents).
 */
import { z } from 'zod';

export const walletKinds = ['apple_pay', 'google_pay'] as const;
export type WalletKind = (typeof walletKinds)[number];

export const sandboxChallengeParams = z.object({ id: z.string().min(1).max(100) });

/** A 3-D Secure challenge as the bank's page shows it. */
export const sandboxChallengeResponse = z.object({
  id: z.string(),
  status: z.enum(['pending', 'completed', 'failed', 'canceled']),
  /** In cents, as processors count amounts. */
  amount: z.number().int(),
  currency: z.literal('EUR'),
  merchant: z.string(),
});
export type SandboxChallengeResponse = z.infer<typeof sandboxChallengeResponse>;

/** The bank's test page, as a processor's test mode has it: complete, fail or cancel the challenge. */
export const challengeOutcomes = ['complete', 'fail', 'cancel'] as const;
export type ChallengeOutcome = (typeof challengeOutcomes)[number];
export const answerSandboxChallengeBody = z.object({ outcome: z.enum(challengeOutcomes) });
export type AnswerSandboxChallengeBody = z.infer<typeof answerSandboxChallengeBody>;

/**
 * Spree's `credit_card` (account/credit_cards): a saved card keeps its brand, last 4 digits and
 * expiry only (spec §3), so `name` is always null. `cc_type` uses Spree's names (`master`,
 * `american_express`...); `gateway_payment_profile_id` is the processor's payment method id.
 */
export const creditCardResource = z.object({
  id: z.string(),
  type: z.literal('credit_card'),
  attributes: z.object({
    cc_type: z.string(),
    last_digits: z.string(),
    month: z.number().int(),
    year: z.number().int(),
    name: z.string().nullable(),
    default: z.boolean(),
    gateway_payment_profile_id: z.string(),
  }),
  relationships: z.object({
    payment_method: z.object({ data: z.object({ id: z.string(), type: z.literal('payment_method') }) }),
  }),
});
export type CreditCardResource = z.infer<typeof creditCardResource>;

export const creditCardDocument = z.object({ data: creditCardResource });
export type CreditCardDocument = z.infer<typeof creditCardDocument>;
export const creditCardListDocument = z.object({ data: z.array(creditCardResource) });
export type CreditCardListDocument = z.infer<typeof creditCardListDocument>;

export const creditCardParams = z.object({ id: z.string().min(1).max(100) });

/**
 * How the app pays (`GET /api/payments/config`): the processor's publishable key and which client
 * it takes. `stripe`: card data goes into Stripe's own fields (Payment Element, the native SDK),
 * wallets through Stripe. `sandbox`: the built-in sandbox speaks Stripe's API on the shop's own
 * origin (`/v1/…`, this key as Bearer); the app keeps its own card form and simulated wallets.
 */
export const paymentConfigResponse = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishable_key: z.string(),
  /** Apple Pay's merchant identifier (native apps), when configured. */
  apple_pay_merchant_id: z.string().nullable(),
  country: z.literal('FR'),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponse>;
