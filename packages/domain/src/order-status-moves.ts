/**
 * When the shop's staff may move a placed order's status (issue 36): the order follows the day
 * and the cut-off the customer was promised, so no one tells a customer « en route » days early
 * nor takes their last hours of changes away. Moving an order on is done by the staff; the
 * customer's own change window is `orderChangeWindow`.
 */
import type { ShippingMode } from './delivery';
import type { OrderStatus } from './order-status';
import { parisDateOf, parisInstant } from './paris-time';
import { isPaymentDropped } from './order-payment';
import { ok, violation, type Result } from './result';
import { needsDeliverySlot } from './shipping-methods';

/** The statuses the staff move an order to (cancelling is its own use case). */
export const STAFF_STATUS_MOVES = ['delivery', 'delivered', 'scheduled'] as const;
export type StaffStatusMove = (typeof STAFF_STATUS_MOVES)[number];

/**
 * What follows each status. « En livraison » may come back to « En cours »: leaving only sent a
 * message (nothing was charged, given back or handed over), so a wrong click is undone.
 * « Livrée » is final: the customer has their bags.
 */
const STAFF_NEXT: Record<OrderStatus, readonly StaffStatusMove[]> = {
  scheduled: ['delivery'],
  delivery: ['delivered', 'scheduled'],
  delivered: [],
  canceled: [],
};

export type MovableOrder = {
  status: OrderStatus | null;
  shippingMode: ShippingMode | null;
  deliverySlot: { start: string; bookableUntil: string } | null;
  preparedAt: Date | string | null;
  paymentState: string | null;
};

export type StaffMoveCode =
  | 'order_status_change_refused'
  | 'order_departure_too_early'
  | 'order_delivery_too_early'
  | 'order_pickup_not_prepared'
  | 'order_not_prepared'
  | 'order_payment_failed';

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The first instant the order's dates allow `to`; null when no date holds it (a pickup order,
 * going back). A bike leaves on its slot's day; a parcel goes to the carrier once its
 * appointments are closed (the cut-off, the working day before); neither leaves before its
 * cut-off, while the customer may still change it. Either is delivered on its slot's day.
 */
export function earliestStaffMove(order: MovableOrder, to: StaffStatusMove): Date | null {
  const slot = order.deliverySlot;
  if (to === 'scheduled' || !slot || !order.shippingMode || !needsDeliverySlot(order.shippingMode)) {
    return null;
  }
  const slotDay = parisInstant(parisDateOf(new Date(slot.start)), 0);
  const cutoff = new Date(slot.bookableUntil);
  if (to === 'delivery' && order.shippingMode !== 'bag') return cutoff;
  return later(slotDay, cutoff);
}

/**
 * Whether the staff may move the order to `to` at `now`; a refusal too early names the instant
 * it becomes possible (`params.notBefore`, ISO). The same status again is no change. An order
 * leaves once prepared: its bags are packed and counted, and its money taken for what is in them
 * (a round of bikes leaves only with all its orders so). A pickup order has no day of its own:
 * until it is prepared its customer may still change it (« Modifiable ou annulable jusqu'à sa
 * préparation »). An order whose card hold was dropped does not leave: nothing is paid.
 */
export function checkStaffStatusMove(
  order: MovableOrder,
  to: StaffStatusMove,
  now: Date,
): Result<StaffStatusMove, StaffMoveCode> {
  if (order.status === to) return ok(to);
  if (!order.status || !STAFF_NEXT[order.status].includes(to)) {
    return violation('order_status_change_refused');
  }
  // Before its dates: waiting will not make it leave.
  if (to === 'delivery' && isPaymentDropped(order)) return violation('order_payment_failed');
  const earliest = earliestStaffMove(order, to);
  if (earliest && now < earliest) {
    return violation(to === 'delivery' ? 'order_departure_too_early' : 'order_delivery_too_early', {
      params: { notBefore: earliest.toISOString() },
    });
  }
  if (to === 'delivery' && !order.preparedAt) {
    return violation(
      order.shippingMode === 'pickup-point' ? 'order_pickup_not_prepared' : 'order_not_prepared',
    );
  }
  return ok(to);
}

export type StaffMoveOption = {
  to: StaffStatusMove;
  allowed: boolean;
  /** Why not (a code of the catalogue), null when allowed. */
  code: StaffMoveCode | null;
  /** When a move refused as too early becomes possible (ISO), else null. */
  notBefore: string | null;
};

/** The moves that follow the order's status, each allowed now or not and why (the back office's buttons). */
export function staffStatusMoves(order: MovableOrder, now: Date): StaffMoveOption[] {
  const next = order.status ? STAFF_NEXT[order.status] : [];
  return next.map((to) => {
    const checked = checkStaffStatusMove(order, to, now);
    if (checked.ok) return { to, allowed: true, code: null, notBefore: null };
    const notBefore = checked.params?.['notBefore'];
    return {
      to,
      allowed: false,
      code: checked.code,
      notBefore: typeof notBefore === 'string' ? notBefore : null,
    };
  });
}
