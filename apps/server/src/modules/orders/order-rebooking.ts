/**
 * The staff send a waiting bike order on another slot (« Changer de créneau », the domain's
 * `checkSlotRebooking`): a delivery the courier could not make, or a customer who called. In one
 * transaction the order takes a place on the new slot and gives back the old one, its slot
 * changes, and its listeners are told: the customer's e-mail, and the rounds (its old slot's stop
 * nothing was marked at taken off; the stop marked « Absent » kept, the missed delivery's record).
 */
import type { StaffRebookingSlots, StaffSlot } from '@sillon/contract';
import { checkSlotRebooking, type RebookingCode } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { OrderCore } from './order-core';
import type { OrderEvents } from './order-events';
import type { RoundStops } from './order-rounds';
import { auditedOrder, type StatusActor } from './order-statuses';
import type { OrdersDeps } from './orders-deps';

/** What the order or the slot is now refuses (409); what no waiting changes, 422. */
const REFUSAL_KINDS: Record<RebookingCode, 'conflict' | 'unprocessable'> = {
  order_not_rebookable: 'conflict',
  slot_started: 'conflict',
  slot_rounds_started: 'conflict',
  slot_full: 'conflict',
  order_slot_unchanged: 'unprocessable',
  slot_closed: 'unprocessable',
};

/** The slots offered: the bike calendar makes its slots up to 48 h ahead. */
const REBOOKING_HORIZON_MS = 72 * 3_600_000;

const rebookingSlotOf = (slot: StaffSlot, roundsStarted: ReadonlySet<string>) => ({
  ...slot,
  startsAt: new Date(slot.startsAt),
  roundsStarted: roundsStarted.has(slot.id),
});

export function createOrderRebooking(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'store' | 'delivery' | 'now'>,
  events: OrderEvents,
  rounds: Pick<RoundStops, 'slotsWithRoundStarted'>,
) {
  async function placedOrder(number: string) {
    const found = await deps.store.placedByNumber(number);
    if (!found) throw new AppError('not_found', 'order_not_found');
    return found;
  }

  return {
    /** The bike slots not started yet, each one the order may move to or not, and why not. */
    async slotChoices(number: string): Promise<StaffRebookingSlots> {
      const order = await placedOrder(number);
      const now = deps.now();
      const slots = await deps.delivery.slotsStarting(
        now,
        new Date(now.getTime() + REBOOKING_HORIZON_MS),
        'bag',
      );
      const roundsStarted = await rounds.slotsWithRoundStarted(slots.map((slot) => slot.id));
      return {
        items: slots.map((slot) => {
          const checked = checkSlotRebooking(order, rebookingSlotOf(slot, roundsStarted), now);
          return { ...slot, allowed: checked.ok, code: checked.ok ? null : checked.code };
        }),
      };
    },

    async rebookSlot(number: string, slotId: string, actor: StatusActor, audit?: ChangeAudit) {
      const found = await placedOrder(number);
      return core.changeInTransaction(found.id, async (order, bound, tx) => {
        // The order's audit view keeps no slot: the journal names the one the order leaves.
        audit?.replacing({ ...auditedOrder(order), deliverySlot: order.deliverySlot });
        const slot = await deps.delivery.staffSlot(slotId, tx);
        if (!slot) throw new AppError('not_found', 'slot_not_found');
        const at = deps.now();
        // Read again under the slots' locks by the rounds' listener, when the order has moved.
        const roundsStarted = await rounds.slotsWithRoundStarted([slot.id], tx);
        const checked = checkSlotRebooking(order, rebookingSlotOf(slot, roundsStarted), at);
        if (!checked.ok) throw new AppError(REFUSAL_KINDS[checked.code], checked.code);
        await deps.delivery.rebookSlot(tx, { slotId, orderId: order.id, now: at });
        const deliverySlot = {
          id: slot.id,
          start: slot.startsAt,
          end: slot.endsAt,
          bookableUntil: slot.bookableUntil,
        };
        const saved = await bound.save(order, { order: { deliverySlot } }, at);
        await events.emit(tx, {
          type: 'rebooked',
          orderId: order.id,
          number: order.number,
          userId: order.userId,
          status: order.status!,
          previousStatus: order.status,
          actor,
          at,
          rebookingKey: `${slot.id}-${at.getTime()}`,
          slotChange: { from: order.deliverySlot!.id, to: slot.id },
        });
        await audit?.record(tx, { after: { ...auditedOrder(saved), deliverySlot } });
        return saved;
      });
    },
  };
}
