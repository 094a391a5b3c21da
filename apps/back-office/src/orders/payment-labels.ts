/** An order's payments as the staff read them: each attempt's state in French. */

const PAYMENT_STATES: Record<string, string> = {
  completed: 'prélevé',
  pending: '3-D Secure en attente',
  processing: 'autorisé',
  failed: 'refusé',
  void: 'annulé',
  voided: 'annulé',
  refunded: 'remboursé',
  checkout: 'en attente',
};

/** The hold the processor dropped on a placed order: cancelled, not refused (its own note says so). */
const HOLD_DROPPED = 'payment_confirmation_canceled';

/**
 * « refusé » for a card the bank declined, « annulé » for a payment given up or let go. The server
 * keeps a refusal `failed`; an older one was voided by the customer's next attempt, and its
 * refusal's code still tells it apart.
 */
export function paymentStateLabel(payment: { state: string; failureCode: string | null }): string {
  const isRefused =
    payment.state === 'void' && payment.failureCode !== null && payment.failureCode !== HOLD_DROPPED;
  return isRefused ? 'refusé' : (PAYMENT_STATES[payment.state] ?? payment.state);
}
