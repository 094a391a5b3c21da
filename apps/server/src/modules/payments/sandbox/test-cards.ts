/**
 * The sandbox's test numbers, like a processor's test mode (Stripe's numbers): the number typed
 * decides what happens when the card is authorised. Any other Luhn-valid number succeeds, and so
 * do wallets. A 3-D Secure challenge is answered on the bank's test page: complete, fail or cancel.
 */
import type { PaymentFailure } from '../payment-provider';

export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'processing_error'
  /** The processor's fraud screening blocks the payment: only the shop can clear it. */
  | 'blocked'
  | 'requires_three_d_secure'
  /** Paid, then disputed by the cardholder once captured (`charge.dispute.created`). */
  | 'disputed';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
  '4100000000000019': 'blocked',
  '4000002760003184': 'requires_three_d_secure',
  '4000000000000259': 'disputed',
};

/** `digits`: the number without spaces, already checked by the domain's card rules. */
export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'succeeds';
}

export type AuthorisationOutcome =
  | { status: 'requires_capture' }
  | { status: 'requires_action' }
  | { status: 'failed'; failure: PaymentFailure };

const FAILURES: Partial<Record<CardBehaviour, PaymentFailure>> = {
  declined: 'card_declined',
  insufficient_funds: 'card_insufficient_funds',
  processing_error: 'card_processing_error',
  blocked: 'card_contact_support',
};

/** What authorising a payment method with this behaviour (undefined: no such method) comes to. */
export function authorisationOutcome(behaviour: CardBehaviour | undefined): AuthorisationOutcome {
  if (behaviour === undefined) return { status: 'failed', failure: 'payment_method_not_found' };
  if (behaviour === 'requires_three_d_secure') return { status: 'requires_action' };
  const failure = FAILURES[behaviour];
  return failure ? { status: 'failed', failure } : { status: 'requires_capture' };
}
