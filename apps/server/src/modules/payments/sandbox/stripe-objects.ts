/**
 * The sandbox's records as Stripe's API shows them (PaymentMethod, PaymentIntent, Charge, Refund,
 * Customer, errors), for the official SDK to read as it reads Stripe's own answers. Only the
 * fields the shop and the SDK use; see ../shared/reference/stripe-api-subset.md.
 */
import { errorText, type ErrorCode } from '@sillon/domain';
import type { PaymentFailure } from '../payment-provider';
import type { IntentRecord, PaymentMethodRow } from './sandbox.repository';

const unix = (at: Date) => Math.floor(at.getTime() / 1000);

/** Where the sandbox's bank page is, for Stripe's `next_action.redirect_to_url`. */
export const challengePath = (clientSecret: string) =>
  `/api/payments/sandbox/challenges/${encodeURIComponent(clientSecret)}`;

export function paymentMethodObject(row: PaymentMethodRow) {
  const wallet = row.type === 'card' ? null : { type: row.type };
  return {
    id: row.id,
    object: 'payment_method' as const,
    type: 'card' as const,
    card: {
      // A wallet's device card is not shown to the shop in the sandbox.
      brand: row.brand ?? 'unknown',
      last4: row.last4 ?? '0000',
      exp_month: row.expMonth ?? 12,
      exp_year: row.expYear ?? 2099,
      country: 'FR',
      funding: 'credit',
      wallet,
    },
    billing_details: { name: null, email: null, phone: null, address: null },
    customer: row.customerId,
    created: unix(row.createdAt),
    livemode: false,
    metadata: {},
  };
}

/** Stripe's codes for each refusal: `code` and, for a declined card, `decline_code`. */
const STRIPE_FAILURES: Record<PaymentFailure, { code: string; decline_code?: string }> = {
  card_declined: { code: 'card_declined', decline_code: 'generic_decline' },
  card_insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds' },
  card_processing_error: { code: 'processing_error' },
  card_contact_support: { code: 'card_declined', decline_code: 'fraudulent' },
  authentication_failed: { code: 'payment_intent_authentication_failure' },
  authentication_canceled: { code: 'payment_intent_authentication_failure' },
  payment_method_not_found: { code: 'resource_missing' },
};

export function paymentErrorOf(failure: PaymentFailure) {
  const type = failure.startsWith('authentication') ? 'invalid_request_error' : 'card_error';
  return { type, ...STRIPE_FAILURES[failure], message: errorText(failure).content };
}

/** The sandbox's statuses as Stripe's: a failed intent waits for another payment method. */
function stripeStatus(record: IntentRecord): string {
  const { status } = record.intent;
  if (status === 'failed') return 'requires_payment_method';
  if (status === 'refunded') return 'succeeded';
  return status;
}

export function chargeObject(record: IntentRecord) {
  const { intent } = record;
  return {
    id: chargeIdOf(intent.id),
    object: 'charge' as const,
    amount: intent.amountCents,
    amount_captured: intent.amountReceivedCents,
    amount_refunded: intent.amountRefundedCents,
    captured: intent.amountReceivedCents > 0,
    refunded: intent.amountReceivedCents > 0 && intent.amountRefundedCents === intent.amountReceivedCents,
    currency: 'eur',
    payment_intent: intent.id,
    payment_method: intent.paymentMethodId,
    status: 'succeeded',
    created: unix(intent.createdAt),
    livemode: false,
    metadata: { reference: intent.reference },
  };
}

/** A charge exists once the bank authorised the payment (held, taken or released after). */
const hasCharge = (record: IntentRecord) =>
  record.intent.status !== 'failed' && record.intent.status !== 'requires_action';

/** `expand`: Stripe's expandable fields asked for (`latest_charge`, `payment_method`). */
export function paymentIntentObject(record: IntentRecord, expand: readonly string[] = []) {
  const { intent, method } = record;
  const charge = hasCharge(record) ? chargeObject(record) : null;
  const expandsMethod = expand.includes('payment_method') && method;
  return {
    id: intent.id,
    object: 'payment_intent' as const,
    amount: intent.amountCents,
    amount_capturable: intent.status === 'requires_capture' ? intent.amountCents : 0,
    amount_received: intent.amountReceivedCents,
    currency: 'eur',
    capture_method: 'manual',
    confirmation_method: 'automatic',
    status: stripeStatus(record),
    client_secret: intent.clientSecret,
    customer: intent.customerId,
    payment_method: expandsMethod ? paymentMethodObject(method) : intent.paymentMethodId,
    latest_charge: charge && (expand.includes('latest_charge') ? charge : charge.id),
    last_payment_error: intent.status === 'failed' && intent.failure ? paymentErrorOf(intent.failure) : null,
    // Without its challenge the intent waits for something the app cannot do (a test's case).
    next_action:
      intent.status === 'requires_action' && record.challenge
        ? {
            type: 'redirect_to_url',
            redirect_to_url: { url: challengePath(intent.clientSecret), return_url: null },
          }
        : null,
    canceled_at: intent.canceledAt ? unix(intent.canceledAt) : null,
    created: unix(intent.createdAt),
    livemode: false,
    metadata: { reference: intent.reference },
  };
}

export function chargeIdOf(intentId: string): string {
  return `ch_${intentId.slice('pi_'.length)}`;
}

export function refundObject(refund: { id: string; amountCents: number; createdAt: Date }, intentId: string) {
  return {
    id: refund.id,
    object: 'refund' as const,
    amount: refund.amountCents,
    currency: 'eur',
    status: 'succeeded',
    payment_intent: intentId,
    charge: chargeIdOf(intentId),
    reason: null,
    created: unix(refund.createdAt),
  };
}

/** Stripe's error body; the message is the shop's French text of the nearest code. */
export function stripeError(
  type: string,
  code: string | undefined,
  shopCode: ErrorCode | undefined,
  extra: Record<string, unknown> = {},
) {
  const message = shopCode ? errorText(shopCode).content : (code ?? type);
  return { error: { type, code, message, ...extra } };
}
