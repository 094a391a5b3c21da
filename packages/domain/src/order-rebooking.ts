/**
 * When the staff may send a bike order on another slot (« Changer de créneau »): a delivery the
 * courier could not make (« Absent »), or a customer who called to move theirs. The order waits
 * at the shop (« En cours »): not on a bike, not delivered, not cancelled. The slot is a bike slot
 * that has not started, open, with a place, and none of whose rounds has left the hub (its rounds
 * are not planned again once one left, so the order would wait there on no bike). Unlike a
 * customer, the staff may book it after its cut-off: its bags may be ready, and its rounds are
 * theirs to plan.
 */
import type { ShippingMode } from './delivery';
import { isSlotFull, type SlotOccupancy } from './delivery-slots';
import type { OrderStatus } from './order-status';
import { ok, violation, type Result } from './result';

export type RebookableOrder = {
  status: OrderStatus | null;
  shippingMode: ShippingMode | null;
  deliverySlot: { id: string } | null;
};

export type RebookingSlot = Pick<SlotOccupancy, 'mode' | 'capacity' | 'booked'> & {
  id: string;
  startsAt: Date;
  /** Closed by the shop (`isSlotClosedByShop`). */
  closed: boolean;
  /** A round of the slot has left the hub. */
  roundsStarted: boolean;
};

export type RebookingCode = 'order_not_rebookable' | 'order_slot_unchanged' | RebookingSlotCode;
export type RebookingSlotCode = 'slot_started' | 'slot_closed' | 'slot_rounds_started' | 'slot_full';

/** Whether the order may be moved to another slot at all: a bike order waiting at the shop. */
export function isRebookable(order: RebookableOrder): boolean {
  return order.shippingMode === 'bag' && order.status === 'scheduled' && order.deliverySlot !== null;
}

/**
 * Whether the staff may book `slot` for an order at `now`: a bike slot not started, open, whose
 * rounds are all at the hub, not full.
 */
export function checkRebookingSlot(slot: RebookingSlot, now: Date): Result<true, RebookingSlotCode> {
  if (slot.mode !== 'bag' || slot.closed) return violation('slot_closed');
  if (now >= slot.startsAt) return violation('slot_started');
  if (slot.roundsStarted) return violation('slot_rounds_started');
  return isSlotFull(slot) ? violation('slot_full') : ok(true);
}

/** Whether the staff may move `order` to `slot` at `now`. */
export function checkSlotRebooking(
  order: RebookableOrder,
  slot: RebookingSlot,
  now: Date,
): Result<true, RebookingCode> {
  if (!isRebookable(order)) return violation('order_not_rebookable');
  if (order.deliverySlot?.id === slot.id) return violation('order_slot_unchanged');
  return checkRebookingSlot(slot, now);
}
