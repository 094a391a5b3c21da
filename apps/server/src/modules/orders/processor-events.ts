/**
 * What the card processor tells the shop after the fact (issue 37), called by its webhook handler:
 * a payment's intent moved (settled again from the processor's own word), or the customer's bank
 * disputed a payment (the order flagged for the staff). Both idempotent: an event delivered twice,
 * or late, changes nothing twice.
 */
import type { OrderCore } from './order-core';
import type { LoadedOrder, OrderWrite } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { paymentChangesFrom } from './payment-record';
import type { PaymentSettlement } from './payment-settlement';

type ProcessorEventsDeps = Pick<OrdersDeps, 'store' | 'repository' | 'payments' | 'now'>;

export function createProcessorEvents(
  core: OrderCore,
  deps: ProcessorEventsDeps,
  settlement: Pick<PaymentSettlement, 'settle'>,
) {
  const { store, now } = deps;

  return {
    /** Flags the order's payment as disputed (the first event's date is kept); false: no such order. */
    async recordDispute(orderNumber: string, at: Date): Promise<boolean> {
      const order = await store.placedByNumber(orderNumber);
      if (!order) return false;
      if (order.disputedAt) return true;
      await core.changeAny(order, (current) => (current.disputedAt ? {} : { order: { disputedAt: at } }));
      return true;
    },

    /**
     * The order's payment settled from what the processor says of `intentId` now: its capture and
     * refunds recorded, a hold the processor cancelled on a live order flagged for the staff, an
     * authorisation nothing uses voided. A hold an addition waits on (its 3-D Secure) is left to
     * the customer's confirmation, and an order still in checkout to its completion.
     */
    async reconcilePayment(orderNumber: string, intentId: string): Promise<void> {
      const order = await store.placedByNumber(orderNumber);
      if (!order) return;
      const payment = order.payments.find((row) => row.intentId === intentId);
      if (!payment) {
        const addition = await deps.repository.additionByIntent(intentId);
        if (addition?.state === 'pending') return;
        return settlement.settle({ orderId: order.id, intentId });
      }
      if (payment.state === 'void' || payment.state === 'failed') {
        return settlement.settle({ orderId: order.id, intentId });
      }
      const intent = await deps.payments.retrieve(intentId);
      if (!intent) return;
      const writeOf = (current: LoadedOrder): OrderWrite => {
        const row = current.payments.find((candidate) => candidate.id === payment.id);
        if (!row) return {};
        const changes = paymentChangesFrom(row, intent, now());
        // Nobody at the shop released it: the customer has not paid, the staff must know.
        const isDropped =
          row.state === 'processing' && intent.status === 'canceled' && current.status !== 'canceled';
        if (isDropped) changes.failureCode = 'payment_confirmation_canceled';
        if (Object.keys(changes).length === 0) return {};
        const payments = [{ kind: 'change' as const, id: row.id, changes }];
        return isDropped ? { order: { paymentState: 'failed' }, payments } : { payments };
      };
      // An event the order already reflects (delivered twice, or late) writes nothing.
      if (!writeOf(order).payments) return;
      await core.changeAny(order, writeOf);
    },
  };
}
