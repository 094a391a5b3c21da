/**
 * A placed order's status (spec §4): the shop moves it (`delivery` when it leaves, `delivered`),
 * each change recorded with its time and who made it, and told to the order's listeners in the
 * same transaction. The staff's moves also follow the order's day and cut-off, and a departure
 * may be undone (issue 36, the domain's `checkStaffStatusMove`). Cancelling is its own use case
 * (`order-cancellation.ts`): it gives back what the order took. An order leaving with substitutes
 * still unanswered settles them by their preferences (issue 41): its money is taken then.
 */
import {
  checkStaffStatusMove,
  checkStatusChange,
  type OrderStatus,
  type StaffStatusMove,
} from '@sillon/domain';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { OrderCore } from './order-core';
import type { OrderEvents } from './order-events';
import { OrderChanged, type OrderWrites } from './order-store';
import type { LoadedOrder } from './order-types';
import type { StatusActorKind } from './orders.tables';
import type { OrdersDeps } from './orders-deps';
import type { PaymentCapture } from './payment-capture';

export type StatusActor = { kind: StatusActorKind; id: string | null };

/** Tries of a move made together when another change saved one of its orders first. */
const MAX_TOGETHER_ATTEMPTS = 5;

export function createOrderStatuses(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'store' | 'repository' | 'now'>,
  events: OrderEvents,
  capture: Pick<PaymentCapture, 'queueDeparture' | 'takeNow'>,
) {
  const { store, repository, now } = deps;

  /** Whether the move settles proposals: the order leaves, prepared with substitutes. */
  const settlesProposals = (order: LoadedOrder, to: OrderStatus) =>
    to === 'delivery' && order.preparedAt !== null && Object.keys(order.substitutions ?? {}).length > 0;

  /** The request's own try at the money once a departure settled the proposals (the job retries). */
  async function takeAfterDeparture(order: LoadedOrder, to: OrderStatus) {
    if (settlesProposals(order, to)) await capture.takeNow(order.id, order.number);
  }

  async function placedOrder(number: string) {
    const found = await store.placedByNumber(number);
    if (!found) throw new AppError('not_found', 'order_not_found');
    return found;
  }

  /**
   * How many times the order reached `to` before: a departure undone and made again is announced
   * again, so its messages need their own keys. Read before the change's transaction (one
   * connection may hold it), from a history that only grows.
   */
  async function earlierArrivals(orderId: string, to: OrderStatus): Promise<number> {
    return (await repository.statusChanges(orderId)).filter((change) => change.toStatus === to).length;
  }

  /** Saves the status with its history line and tells the listeners, in the change's transaction. */
  async function record(
    order: LoadedOrder,
    bound: OrderWrites,
    tx: Transaction,
    move: { from: OrderStatus; to: OrderStatus; actor: StatusActor; at: Date; repeat: number },
  ): Promise<LoadedOrder> {
    const { from, to, actor, at, repeat } = move;
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
    if (settlesProposals(order, to)) await capture.queueDeparture(tx, order.id, at);
    await events.emit(tx, {
      type: 'status_changed',
      orderId: order.id,
      number: order.number,
      userId: order.userId,
      status: to,
      previousStatus: from,
      actor,
      at,
      ...(repeat > 0 ? { repeat } : {}),
    });
    return saved;
  }

  /** The staff's rule for one order of a move made together; a refusal names the order. */
  function checkedMove(order: LoadedOrder, to: StaffStatusMove, at: Date): void {
    const checked = checkStaffStatusMove(order, to, at);
    if (order.status && checked.ok) return;
    const code = checked.ok ? 'order_status_change_refused' : checked.code;
    throw new AppError('conflict', code, {
      number: order.number,
      from: order.status,
      to,
      ...(checked.ok ? {} : checked.params),
    });
  }

  return {
    /**
     * Moves several orders by the staff's rules (`moveByStaff`) and runs `within` (the caller's own
     * writes: a round's departure, a stop's outcome) in the same transaction: all of it, or nothing
     * when one order refuses. An order already there is left as it is, and so is one no longer as
     * its move expects (`from`, `slotId`): each is checked as it is moved, its row held from then on.
     */
    async moveTogetherByStaff<T>(
      moves: readonly TogetherMove[],
      actor: StatusActor,
      within: (tx: Transaction) => Promise<T>,
    ): Promise<T> {
      const repeats = new Map<string, number>();
      for (const move of moves) repeats.set(move.orderId, await earlierArrivals(move.orderId, move.to));
      const moved: { order: LoadedOrder; to: StaffStatusMove }[] = [];
      for (let attempt = 1; ; attempt++) {
        const orders: LoadedOrder[] = [];
        for (const move of moves) {
          const order = await store.byId(move.orderId);
          if (!order?.status) throw new AppError('not_found', 'order_not_found');
          orders.push(order);
        }
        moved.length = 0;
        try {
          const answer = await store.transaction(async (writes, tx) => {
            const at = now();
            for (const [index, move] of moves.entries()) {
              const order = orders[index]!;
              if (order.status === move.to || !isAsExpected(order, move)) continue;
              checkedMove(order, move.to, at);
              const repeat = repeats.get(move.orderId) ?? 0;
              await record(order, writes, tx, { from: order.status!, to: move.to, actor, at, repeat });
              moved.push({ order, to: move.to });
            }
            return within(tx);
          });
          for (const { order, to } of moved) await takeAfterDeparture(order, to);
          return answer;
        } catch (failure) {
          if (!(failure instanceof OrderChanged)) throw failure;
          if (attempt === MAX_TOGETHER_ATTEMPTS) throw new AppError('conflict', 'order_changed');
        }
      }
    },

    /**
     * Moves a placed order to `to` (not `canceled`: see the cancellation). The same status again
     * changes nothing and answers the order as it is, so a retried request is harmless. The
     * scripts' route (`ADMIN_TOKEN`) uses it: no day is checked.
     */
    async changeStatus(
      number: string,
      to: Exclude<OrderStatus, 'canceled'>,
      actor: StatusActor,
      audit?: ChangeAudit,
    ) {
      const found = await placedOrder(number);
      const repeat = await earlierArrivals(found.id, to);
      const moved = await core.changeInTransaction(
        found.id,
        async (order, bound, tx): Promise<LoadedOrder> => {
          audit?.replacing(auditedOrder(order));
          const from = order.status;
          if (from === to) {
            await audit?.record(tx, { after: auditedOrder(order) });
            return order;
          }
          if (!from || !checkStatusChange(from, to).ok) {
            throw new AppError('conflict', 'order_status_change_refused', { from, to });
          }
          const saved = await record(order, bound, tx, { from, to, actor, at: now(), repeat });
          await audit?.record(tx, { after: auditedOrder(saved) });
          return saved;
        },
      );
      await takeAfterDeparture(moved, to);
      return moved;
    },

    /**
     * A staff member moves the order: on its way, delivered, or back to « En cours » from « En
     * livraison ». Refused before the order's day or cut-off, with the instant it becomes possible.
     */
    async moveByStaff(number: string, to: StaffStatusMove, actor: StatusActor, audit?: ChangeAudit) {
      const found = await placedOrder(number);
      const repeat = await earlierArrivals(found.id, to);
      const moved = await core.changeInTransaction(
        found.id,
        async (order, bound, tx): Promise<LoadedOrder> => {
          audit?.replacing(auditedOrder(order));
          const from = order.status;
          const at = now();
          if (from === to) {
            await audit?.record(tx, { after: auditedOrder(order) });
            return order;
          }
          const checked = checkStaffStatusMove(order, to, at);
          if (!from || !checked.ok) {
            const code = checked.ok ? 'order_status_change_refused' : checked.code;
            throw new AppError('conflict', code, { from, to, ...(checked.ok ? {} : checked.params) });
          }
          const saved = await record(order, bound, tx, { from, to, actor, at, repeat });
          await audit?.record(tx, { after: auditedOrder(saved) });
          return saved;
        },
      );
      await takeAfterDeparture(moved, to);
      return moved;
    },
  };
}

/** Every order's move, or none: the first refusal undoes the others (issue 42, a round leaving). */
export type TogetherMove = {
  orderId: string;
  to: StaffStatusMove;
  /** Moved only from this status (a round leaves with its orders « en cours »). */
  from?: OrderStatus;
  /** Moved only while on this slot (a round's orders: not one moved to another slot meanwhile). */
  slotId?: string;
};

const isAsExpected = (order: LoadedOrder, move: TogetherMove) =>
  (move.from === undefined || order.status === move.from) &&
  (move.slotId === undefined || order.deliverySlot?.id === move.slotId);

/** An order as its audit entries keep it (the scripts' and the staff's status changes). */
export function auditedOrder(
  order: Pick<LoadedOrder, 'status' | 'preparedAt' | 'paymentState'> &
    Partial<Pick<LoadedOrder, 'substitutions' | 'preparedQuantities' | 'snapshot'>>,
) {
  return {
    status: order.status,
    preparedAt: order.preparedAt?.toISOString() ?? null,
    paymentState: order.paymentState,
    // What the bag lacks, by product: the journal says which lines were short, not only that the
    // order was prepared.
    shortLines: shortLinesOf(order),
    // Issue 41: which substitute the preparer put in the bag for which line, by name for the journal.
    substitutes: order.substitutions
      ? Object.fromEntries(
          Object.entries(order.substitutions).map(([lineId, proposal]) => [
            lineId,
            {
              productId: proposal.productId,
              name: proposal.name,
              quantity: proposal.quantity,
              replaces: lineNameOf(order, lineId),
            },
          ]),
        )
      : null,
  };
}

const lineNameOf = (order: Partial<Pick<LoadedOrder, 'snapshot'>>, lineId: string) =>
  order.snapshot?.priced.lines.find((line) => line.id === lineId)?.variant.name ?? null;

function shortLinesOf(
  order: Partial<Pick<LoadedOrder, 'preparedAt' | 'substitutions' | 'preparedQuantities' | 'snapshot'>>,
) {
  const counts = order.preparedAt ? order.preparedQuantities : null;
  const lines = order.snapshot?.priced.lines;
  if (!counts || !lines) return null;
  return lines.flatMap((line) => {
    const prepared = counts[line.id] ?? line.quantity;
    if (prepared >= line.quantity) return [];
    const substitute = order.substitutions?.[line.id]?.name ?? null;
    return [{ name: line.variant.name, prepared, ordered: line.quantity, substitute }];
  });
}
