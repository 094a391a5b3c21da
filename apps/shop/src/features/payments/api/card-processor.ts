/**
 * The card processor, behind a small interface: card data goes to the processor (never to the
 * checkout), which answers a payment method id (`pm_…`) the checkout is given instead; a
 * 3-D Secure challenge is the processor's too. Which processor: `GET /api/payments/config` says
 * (`processor-choice.ts`).
 */
import type { ChallengeOutcome } from '@sillon/contract';

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string; holder: string };
export type WalletKind = 'apple_pay' | 'google_pay';

export type ProcessorPaymentMethod = {
  id: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
};

/** The bank's page as the sandbox plays it: the amount and the merchant it asks about. */
export type ThreeDSecureChallenge = { id: string; amountCents: number; merchant: string };

/** A processor answer: its value, or the shop's code of the refusal (`network_error` without one). */
export type ProcessorResult<T> = { ok: true; value: T } | { ok: false; code: string };

/** Makes a payment method (from the shop's own card form, Stripe's fields, a wallet's sheet). */
export type CreatePaymentMethod = () => Promise<ProcessorResult<ProcessorPaymentMethod>>;

/** Shows the sandbox's bank page and answers what the customer pressed. */
export type AskCustomer = (challenge: ThreeDSecureChallenge) => Promise<ChallengeOutcome>;

export type CardProcessor = {
  provider: 'sandbox' | 'stripe';
  /**
   * 3-D Secure for the intent of `clientSecret`. `ok` once the customer answered: the caller then
   * completes again, and the server says whether the bank accepted. A refusal's code is the
   * shop's (`card_action_failed`, `card_action_canceled`, `card_action_unknown`, `network_error`).
   */
  authenticate(clientSecret: string, ask: AskCustomer): Promise<ProcessorResult<void>>;
};

/** The built-in sandbox: the shop's own card form and its simulated wallet sheets make methods. */
export type SandboxCardProcessor = CardProcessor & {
  provider: 'sandbox';
  createCardPaymentMethod(card: CardDetails): Promise<ProcessorResult<ProcessorPaymentMethod>>;
  /** A wallet's token (`tok_applepay_…`, `tok_googlepay_…`) turned into a payment method. */
  createWalletPaymentMethod(walletToken: string): Promise<ProcessorResult<ProcessorPaymentMethod>>;
};

export const isSandbox = (processor: CardProcessor): processor is SandboxCardProcessor =>
  processor.provider === 'sandbox';
