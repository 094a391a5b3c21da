/**
 * What the shop asks of its card processor, whichever it is (see `provider-from-config.ts`).
 * Amounts are cents, in euros only. Shaped like Stripe's PaymentIntents with manual capture: an
 * authorisation holds the amount, a capture takes all or part of it (the rest is released), a
 * refund gives back all or part of what was taken.
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
  /** The processor customer it is kept for, if any. */
  customerId: string | null;
};

export type IntentView = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: 'EUR';
  failure: PaymentFailure | null;
  /**
   * The customer must pass a 3-D Secure challenge before the intent can be captured; the client
   * secret is what the app's processor library (or the sandbox's bank page) takes.
   */
  nextAction: { type: 'three_d_secure'; clientSecret: string } | null;
  paymentMethod: PaymentMethodView;
  /** Held and still capturable (0 once captured, released or failed). */
  amountCapturableCents: number;
  /** Taken from the card by the capture (at most the amount authorised). */
  amountReceivedCents: number;
  /** Given back by refunds, at most what was taken. */
  amountRefundedCents: number;
  createdAt: Date;
  /** The order reference it was authorised for (`AuthorizeInput.reference`). */
  reference: string | null;
};

export type AuthorizeInput = {
  /** One key per payment attempt: the same key always answers the same intent. */
  idempotencyKey: string;
  amountCents: number;
  paymentMethodId: string;
  /** The order's reference (Spree's order number), for `chargesFor` and the processor's records. */
  reference: string;
  /**
   * The processor's customer (`createCustomer`) the payment method is kept for: a signed-in
   * customer's card can pay again (saved cards, additions to the order).
   */
  customerId?: string | null;
};

export type RefundInput = {
  /** One key per refund asked: the same key never gives back twice. */
  idempotencyKey: string;
  /** At most what was taken and not given back yet; the whole remainder when absent. */
  amountCents?: number;
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
   * Captures an authorised intent (requires_capture → succeeded): `amountCents` of it (at most the
   * amount held; the rest is released) or all of it. Idempotent (a captured one is answered as
   * is). An intent that cannot be captured is a 422 with the reason's code.
   */
  capture(intentId: string, amountCents?: number): Promise<IntentView>;
  /**
   * Voids an authorisation that will not be captured (order could not complete); idempotent. A
   * failed intent is answered as is (nothing to void); a captured one is a 409.
   */
  cancel(intentId: string): Promise<IntentView>;
  /**
   * Gives back all or part of what a captured intent took (`refunded` once all of it is given
   * back); idempotent by key. An intent never captured is a 409 `payment_not_captured`: void it
   * with `cancel`; more than what is left to give back is a 409 `payment_refund_too_large`.
   */
  refund(intentId: string, input: RefundInput): Promise<IntentView>;
  paymentMethod(id: string): Promise<PaymentMethodView | undefined>;
  /** A processor customer for a shop customer; idempotent by key (one per shop customer). */
  createCustomer(input: { idempotencyKey: string; reference: string }): Promise<string>;
  /** The account's erasure: the processor forgets the customer and its payment methods. */
  deleteCustomer(customerId: string): Promise<void>;
  /** Captured intents of an order reference (tests and operations: "was this order charged once?"). */
  chargesFor(reference: string): Promise<IntentView[]>;
}
