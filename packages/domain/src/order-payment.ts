/**
 * Where an order's money stands, as the staff's order list shows it (issue 37's deferred capture:
 * the card is authorised when the order is placed, charged once it is prepared, refunded in part
 * or whole afterwards).
 */

export const ORDER_PAYMENT_STAGES = ['authorized', 'captured', 'refunded', 'failed', 'canceled'] as const;
export type OrderPaymentStage = (typeof ORDER_PAYMENT_STAGES)[number];

/**
 * The latest stage the order's payments reached: money given back, then money taken, then the
 * order's own state (`paid` once authorised, `failed` when the charge was refused, `void` when
 * canceled before any charge); null for an order nothing was asked of.
 */
export function orderPaymentStage(
  order: { paymentState: string | null },
  payments: readonly { capturedCents: number | null; refundedCents: number | null }[],
): OrderPaymentStage | null {
  if (payments.some((payment) => (payment.refundedCents ?? 0) > 0)) return 'refunded';
  if (payments.some((payment) => (payment.capturedCents ?? 0) > 0)) return 'captured';
  switch (order.paymentState) {
    case 'paid':
      return 'authorized';
    case 'failed':
      return 'failed';
    case 'void':
      return 'canceled';
    default:
      return null;
  }
}

/**
 * The card's hold was dropped before the shop took the money (cancelled at the processor, or
 * lapsed): nothing is paid, so the order is neither prepared nor carried until the shop has sorted
 * it out with the customer (the order's status alone still says « En cours »).
 */
export function isPaymentDropped(order: { paymentState: string | null }): boolean {
  return order.paymentState === DROPPED_PAYMENT_STATE;
}

/** The order's payment state once its money was refused or its hold dropped (a query's filter too). */
export const DROPPED_PAYMENT_STATE = 'failed';
