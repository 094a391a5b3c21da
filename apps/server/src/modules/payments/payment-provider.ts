/**
 * What the checkout asks of a card processor, whichever it is: the built-in sandbox
 * (`sandbox/sandbox-processor.ts`) or a real one added as another adapter implementing
 * `PaymentProvider` (see `provider-from-config.ts`). Amounts are cents, in euros only.
 */
import type { WalletKind } from '@sillon/contract';

export type IntentStatus =
  | 'requires_action'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled'
  | 'failed'
  /** Captured, then given back in full (an order cancelled after its payment was taken). */
  | 'refunded';

/** Why an intent failed; each is an error code with its French text in the domain's catalogue. */
export type PaymentFailure =
  | 'card_declined'
  | 'card_insufficient_funds'
  | 'card_processing_error'
  /** Blocked by the processor's fraud screening: the customer contacts the shop to pay. */
  | 'card_contact_support'
  | 'authentication_failed'
  | 'authentication_canceled'
  | 'payment_method_not_found';

export type PaymentMethodView = {
  id: string;
  /** The network as processors name it (`visa`, `mastercard`...); null for a wallet. */
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  wallet: WalletKind | null;
};

export type IntentView = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: 'EUR';
  failure: PaymentFailure | null;
  /** The customer must pass a 3-D Secure challenge before the intent can be captured. */
  nextAction: { type: 'three_d_secure'; challengeId: string } | null;
  paymentMethod: PaymentMethodView;
  capturedAt: Date | null;
};

export type AuthorizeInput = {
  /** One key per payment attempt: the same key always answers the same intent. */
  idempotencyKey: string;
  amountCents: number;
  paymentMethodId: string;
  /** The order's reference (Spree's order number), for `chargesFor` and the processor's records. */
  reference: string;
};

export interface PaymentProvider {
  /**
   * Authorises (manual capture) the amount on the payment method. Idempotent by key: the same key
   * answers the same intent and never authorises or charges twice, even when called concurrently
   * from several server copies. A refused card is an intent with status `failed` and its
   * `failure`, not an exception; the same key with another amount, method or reference is a 409
   * `payment_idempotency_key_reused`.
   */
  authorize(input: AuthorizeInput): Promise<IntentView>;
  retrieve(intentId: string): Promise<IntentView | undefined>;
  /**
   * Captures an authorised intent (requires_capture → succeeded); idempotent (a captured one is
   * answered as is). An intent that cannot be captured is a 422 with the reason's code.
   */
  capture(intentId: string): Promise<IntentView>;
  /**
   * Voids an authorisation that will not be captured (order could not complete); idempotent. A
   * failed intent is answered as is (nothing to void); a captured one is a 409.
   */
  cancel(intentId: string): Promise<IntentView>;
  /**
   * Gives a captured intent's amount back to the card in full (succeeded → refunded); idempotent
   * (a refunded one is answered as is). An intent never captured is a 409
   * `payment_not_captured`: void it with `cancel`.
   */
  refund(intentId: string): Promise<IntentView>;
  paymentMethod(id: string): Promise<PaymentMethodView | undefined>;
  /** Captured intents of an order reference (tests and operations: "was this order charged once?"). */
  chargesFor(reference: string): Promise<IntentView[]>;
}
