/**
 * Cancelling a placed order (spec §4 `canceled`). The customer may until the order's cut-off (a
 * home delivery until its slot's `bookableUntil`, a pickup order while it is not prepared); the
 * staff may cancel any order that has not left. One transaction takes the order back: its goods
 * return to stock, its slot place is released, its promotions are given back, its status becomes
 * `canceled` (recorded and told to the order's listeners). Then its payments are voided or
 * refunded at the card processor, outside the transaction (a network call), each once: a retried
 * cancellation changes nothing twice, and a durable job queued with the cancellation finishes
 * what a processor that did not answer left.
 */
import { checkOrderChangeable, checkStatusChange } from '@sillon/domain';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { StockLevels } from '../catalog';
import type { IntentView } from '../payments';
import type { OrderCore } from './order-core';
import type { OrderEvents } from './order-events';
import { stockItemsOf } from './order-pricing';
import { OrderChanged } from './order-store';
import { auditedOrder, type StatusActor } from './order-statuses';
import type { LoadedOrder, OrderRow, PaymentRow, PaymentWrite } from './order-types';
import type { OrdersDeps } from './orders-deps';
import { moveSubstituteStock } from './substitute-stock';
import { paymentChangesFrom } from './payment-record';

type CancellationDeps = Pick<
  OrdersDeps,
  'store' | 'catalog' | 'delivery' | 'promotions' | 'payments' | 'jobs' | 'now' | 'log'
>;

/** The durable job that gives a cancelled order's money back, should the first try fail. */
const PAYMENTS_RELEASE = 'order_payments_release';

export function createOrderCancellation(core: OrderCore, deps: CancellationDeps, events: OrderEvents) {
  const { store, now } = deps;

  /** The order taken back in one transaction (the stock it gave back); null when it was already cancelled. */
  async function takeBack(
    orderId: string,
    actor: StatusActor,
    audit?: ChangeAudit,
  ): Promise<StockLevels | null> {
    return core.changeInTransaction(orderId, async (order, bound, tx) => {
      audit?.replacing(auditedOrder(order));
      if (order.status === 'canceled') {
        await audit?.record(tx, { after: auditedOrder(order) });
        return null;
      }
      const at = now();
      ensureCancellable(order, actor, at);
      // Saved first, over the version read: a concurrent change of the order undoes this one.
      await bound.save(
        order,
        {
          // Spree's state of a cancelled order's payments: given back (voided or refunded) below.
          order: { status: 'canceled', shipmentState: 'canceled', paymentState: 'void' },
          statusChange: {
            fromStatus: order.status,
            toStatus: 'canceled',
            actorKind: actor.kind,
            actorId: actor.id,
            changedAt: at,
          },
        },
        at,
      );
      const bagged = order.preparedAt ? (order.preparedQuantities ?? {}) : {};
      const levels = await deps.catalog.returnStock(tx, stockItemsOf(order.snapshot!.priced, bagged));
      // The substitutes put in its bags (issue 41) go back too.
      const substitutes = await moveSubstituteStock(deps.catalog, tx, order.substitutions, null);
      for (const [productId, level] of substitutes) levels.set(productId, level);
      await deps.delivery.releaseSlot(tx, { orderId: order.id });
      if (order.userId) await deps.promotions.releaseForOrder(tx, { id: order.id, userId: order.userId });
      // Given back at once after the commit; this job finishes it should the processor not answer.
      await deps.jobs.enqueue(tx, {
        kind: PAYMENTS_RELEASE,
        payload: { number: order.number },
        dedupeKey: `${PAYMENTS_RELEASE}:${order.number}`,
      });
      await events.emit(tx, {
        type: 'canceled',
        orderId: order.id,
        number: order.number,
        userId: order.userId,
        status: 'canceled',
        previousStatus: order.status,
        actor,
        at,
        slotId: order.deliverySlot?.id,
      });
      await audit?.record(tx, {
        after: auditedOrder({ ...order, status: 'canceled', paymentState: 'void' }),
      });
      return levels;
    });
  }

  /** A customer before the cut-off; the staff while the order has not left. */
  function ensureCancellable(order: OrderRow, actor: StatusActor, at: Date): void {
    if (actor.kind === 'customer') {
      const changeable = checkOrderChangeable(order, at);
      if (!changeable.ok) throw new AppError('unprocessable', changeable.code);
      return;
    }
    if (!order.status || !checkStatusChange(order.status, 'canceled').ok) {
      throw new AppError('conflict', 'order_status_change_refused', { from: order.status, to: 'canceled' });
    }
  }

  /**
   * Gives the money back: an authorisation not captured yet is voided, a captured payment refunded.
   * Both are idempotent at the processor, and a payment moves only from the state it was read in,
   * so concurrent or retried calls move each payment once. A processor that does not answer, or a
   * payment another request moved meanwhile (a late capture), answers false: the cancellation's
   * durable job tries again later.
   */
  async function releasePayments(order: LoadedOrder): Promise<boolean> {
    let isReleased = true;
    const moves: PaymentWrite[] = [];
    for (const payment of order.payments) {
      if (!payment.intentId) continue;
      try {
        const intent = await release(payment, payment.intentId);
        if (!intent) continue;
        // What was taken and given back is kept with the payment: the order's pages show it.
        const changes = paymentChangesFrom(payment, intent, now());
        if (Object.keys(changes).length > 0) moves.push({ kind: 'change', id: payment.id, changes });
      } catch (failure) {
        isReleased = false;
        deps.log.error(
          { err: failure, order: order.number, payment: payment.number },
          'payment not released',
        );
      }
    }
    if (moves.length === 0) return isReleased;
    try {
      await store.save(order, { payments: moves }, now());
    } catch (failure) {
      // Another change saved the order meanwhile (a late capture): the job looks again later.
      if (!(failure instanceof OrderChanged)) throw failure;
      return false;
    }
    return isReleased;
  }

  deps.jobs.register(PAYMENTS_RELEASE, {
    payload: z.object({ number: z.string() }),
    async run({ number }) {
      const order = await store.placedByNumber(number);
      if (order?.status !== 'canceled') return;
      if (!(await releasePayments(order))) throw new Error(`payments of ${number} not released yet`);
    },
  });

  /** The processor's answer once the payment is given back; undefined for one never taken. */
  async function release(payment: PaymentRow, intentId: string): Promise<IntentView | undefined> {
    // One key per payment: a retried release never gives back twice. The rest of what was taken
    // (a short preparation may have given part of it back already).
    const refund = { idempotencyKey: `cancel:${payment.number}` };
    if (payment.state === 'completed') return deps.payments.refund(intentId, refund);
    if (payment.state === 'processing' || payment.state === 'pending') {
      const intent = await deps.payments.cancel(intentId).catch(async (failure: unknown) => {
        // Captured meanwhile (the preparation's capture ran late): it is refunded instead.
        if (failure instanceof AppError && failure.code === 'payment_already_captured') {
          return deps.payments.refund(intentId, refund);
        }
        throw failure;
      });
      // Pending (3-D Secure never answered) is void too once released.
      return intent.status === 'canceled' || intent.status === 'failed'
        ? { ...intent, status: 'canceled' }
        : intent;
    }
    return undefined;
  }

  return {
    /** Cancels a placed order for the customer who placed it, or for the staff. */
    async cancelPlacedOrder(number: string, actor: StatusActor, audit?: ChangeAudit): Promise<LoadedOrder> {
      const found = await store.placedByNumber(number);
      // Another customer's order is "not found", never "forbidden": its existence is not told.
      if (!found || (actor.kind === 'customer' && found.userId !== actor.id)) {
        throw new AppError('not_found', 'order_not_found');
      }
      const returned = await takeBack(found.id, actor, audit);
      if (returned) deps.catalog.stockChanged(returned);
      const canceled = (await store.placedByNumber(number))!;
      if (!(await releasePayments(canceled))) return canceled;
      return (await store.placedByNumber(number))!;
    },
  };
}
