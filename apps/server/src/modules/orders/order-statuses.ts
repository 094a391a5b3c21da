/**
 * A placed order's status (spec §4): the shop moves it (`delivery` when it leaves, `delivered`),
 * each change recorded with its time and who made it, and told to the order's listeners in the
 * same transaction. Cancelling is its own use case (`order-cancellation.ts`): it gives back what
 * the order took.
 */
import { checkStatusChange, type OrderStatus } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { OrderCore } from './order-core';
import type { OrderEvents } from './order-events';
import type { LoadedOrder } from './order-types';
import type { StatusActorKind } from './orders.tables';
import type { OrdersDeps } from './orders-deps';

export type StatusActor = { kind: StatusActorKind; id: string | null };

export function createOrderStatuses(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'store' | 'now'>,
  events: OrderEvents,
) {
  const { store, now } = deps;

  return {
    /**
     * Moves a placed order to `to` (not `canceled`: see the cancellation). The same status again
     * changes nothing and answers the order as it is, so a retried request is harmless.
     */
    async changeStatus(number: string, to: Exclude<OrderStatus, 'canceled'>, actor: StatusActor) {
      const found = await store.placedByNumber(number);
      if (!found) throw new AppError('not_found', 'order_not_found');
      return core.changeInTransaction(found.id, async (order, bound, tx): Promise<LoadedOrder> => {
        const from = order.status;
        if (from === to) return order;
        if (!from || !checkStatusChange(from, to).ok) {
          throw new AppError('conflict', 'order_status_change_refused', { from, to });
        }
        const at = now();
        const saved = await bound.save(
          order,
          {
            order: { status: to },
            statusChange: {
              fromStatus: from,
              toStatus: to,
              actorKind: actor.kind,
              actorId: actor.id,
              changedAt: at,
            },
          },
          at,
        );
        await events.emit(tx, {
          type: 'status_changed',
          orderId: order.id,
          number: order.number,
          userId: order.userId,
          status: to,
          previousStatus: from,
          actor,
          at,
        });
        return saved;
      });
    },
  };
}
