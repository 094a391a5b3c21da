/**
 * A payment row as the processor's view of its intent says it is now (issue 37): taken, given
 * back, or released. The row keeps what was captured and refunded, and when, so the customer's
 * order and the back office show the money that actually moved.
 */
import { preparedCharge, type PreparedCharge } from '@sillon/domain';
import type { IntentView } from '../payments';
import type { OrderRow, PaymentChanges, PaymentRow } from './order-types';

/** Payments whose authorisation the order uses: held (`processing`) or taken (`completed`). */
export const LIVE_PAYMENT_STATES: ReadonlySet<string> = new Set(['processing', 'completed']);

export function livePayments<P extends Pick<PaymentRow, 'state' | 'intentId'>>(payments: readonly P[]): P[] {
  return payments.filter((payment) => payment.intentId && LIVE_PAYMENT_STATES.has(payment.state));
}

/** The row's changes once the processor answered `intent`; nothing when it says what the row says. */
export function paymentChangesFrom(payment: PaymentRow, intent: IntentView, at: Date): PaymentChanges {
  const state = stateOf(payment, intent);
  const capturedCents = intent.amountReceivedCents > 0 ? intent.amountReceivedCents : null;
  const refundedCents = intent.amountRefundedCents > 0 ? intent.amountRefundedCents : null;
  const changes: PaymentChanges = {};
  if (state !== payment.state) changes.state = state;
  if (capturedCents !== payment.capturedCents) {
    changes.capturedCents = capturedCents;
    changes.capturedAt = payment.capturedAt ?? at;
  }
  if (refundedCents !== payment.refundedCents) {
    changes.refundedCents = refundedCents;
    changes.refundedAt = at;
  }
  return Object.keys(changes).length === 0 ? {} : { ...changes, updatedAt: at };
}

function stateOf(payment: PaymentRow, intent: IntentView): string {
  switch (intent.status) {
    case 'succeeded':
      return 'completed';
    case 'refunded':
      return 'refunded';
    case 'canceled':
      return payment.state === 'processing' || payment.state === 'pending' ? 'void' : payment.state;
    default:
      return payment.state;
  }
}

/**
 * What the prepared order is charged (the domain's rule on its priced snapshot and the preparers'
 * counts; a line they did not count, such as one added after they prepared, in full), within what
 * its live authorisations hold.
 */
export function chargeOfOrder(order: OrderRow, payments: readonly PaymentRow[]): PreparedCharge {
  const { priced } = order.snapshot!;
  const counted = order.preparedQuantities ?? {};
  return preparedCharge({
    totalCents: priced.totals.totalAfterStoreCreditCents,
    lines: priced.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      totalCents: line.totalCents,
      discountCents: line.discountCents,
      preparedQuantity: counted[line.id] ?? line.quantity,
    })),
    authorisedCents: livePayments(payments).reduce((sum, payment) => sum + payment.amountCents, 0),
  });
}
