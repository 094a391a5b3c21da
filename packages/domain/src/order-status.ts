/** Order history statuses and their French labels (spec §4 "Order history statuses"). */
import type { ShippingMode } from './delivery';
import type { MessageKey } from './messages/fr';
import { t, tCount } from './messages/translate';
import { needsDeliverySlot } from './shipping-methods';
import { ok, violation, type Result } from './result';

export const ORDER_STATUSES = ['scheduled', 'delivery', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const labelKeys: Record<OrderStatus, MessageKey> = {
  scheduled: 'orders.status.scheduled',
  delivery: 'orders.status.delivery',
  delivered: 'orders.status.delivered',
  canceled: 'orders.status.canceled',
};

export function isOrderStatus(status: unknown): status is OrderStatus {
  return typeof status === 'string' && (ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * Spec §4: scheduled 'En cours', delivery 'En livraison', delivered 'Livrée', canceled 'Annulée';
 * undefined (and any status the app does not know yet) 'Inconnu'.
 */
export function orderStatusLabel(status: string | null | undefined): string {
  return t(isOrderStatus(status) ? labelKeys[status] : 'orders.status.unknown');
}

/**
 * Spec §4 statuses as the shop moves an order: prepared and on its way (`delivery`), then
 * `delivered`; it can be cancelled only before it leaves. A status never comes back.
 */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  scheduled: ['delivery', 'canceled'],
  delivery: ['delivered'],
  delivered: [],
  canceled: [],
};

/** Whether an order may go from one status to another (the same status again is no change). */
export function checkStatusChange(
  from: OrderStatus,
  to: OrderStatus,
): Result<OrderStatus, 'order_status_change_refused'> {
  return NEXT_STATUSES[from].includes(to) ? ok(to) : violation('order_status_change_refused');
}

/**
 * The order's confirmation (« confirmée, nous la préparons ») is sent again only while it is true:
 * the order is `scheduled`. Once it left, arrived or was cancelled, it would tell the customer
 * otherwise than what happened.
 */
export function checkConfirmationResend(status: string | null): Result<true, 'order_confirmation_outdated'> {
  return status === 'scheduled' ? ok(true) : violation('order_confirmation_outdated');
}

export type ChangeableOrder = {
  status: OrderStatus | null;
  shippingMode: ShippingMode | null;
  deliverySlot: { bookableUntil: string } | null;
  /** When the staff prepared it (its bag made, its money taken); null before. */
  preparedAt?: Date | string | null;
};

/**
 * Until when the customer may cancel a placed order or add to it: a home delivery until its
 * slot's cut-off (`bookableUntil`, when the slot's rounds are planned), a pickup order while it
 * is not prepared yet (no time is set). Never once it is prepared (its bags packed, its money
 * taken for what is in them: a change would undo both), left or was cancelled.
 */
export function orderChangeWindow(
  order: ChangeableOrder,
  now: Date,
): { isOpen: boolean; until: string | null } {
  if (order.status !== 'scheduled' || !order.shippingMode || order.preparedAt)
    return { isOpen: false, until: null };
  if (!needsDeliverySlot(order.shippingMode)) return { isOpen: true, until: null };
  const until = changeDeadline(order);
  const isOpen = until !== null && now.getTime() < Date.parse(until);
  return { isOpen, until: isOpen ? until : null };
}

/**
 * The time the change window of an order delivered this way will close, said before it is paid
 * (« Vérifiez votre commande »): its slot's cut-off; null for a pickup order (until prepared).
 */
export function changeDeadline(order: Pick<ChangeableOrder, 'shippingMode' | 'deliverySlot'>): string | null {
  if (!order.shippingMode || !needsDeliverySlot(order.shippingMode)) return null;
  return order.deliverySlot?.bookableUntil ?? null;
}

/**
 * Whether the customer may still change or cancel the order now; a refusal says why in their
 * terms: a cancelled order is said cancelled, not « too late ».
 */
export function checkOrderChangeable(
  order: ChangeableOrder,
  now: Date,
): Result<true, 'order_already_canceled' | 'order_not_changeable'> {
  if (order.status === 'canceled') return violation('order_already_canceled');
  return orderChangeWindow(order, now).isOpen ? ok(true) : violation('order_not_changeable');
}

const MINUTE_MS = 60_000;
/** Below this many hours left, the time left is said to the minute. */
const TO_THE_MINUTE_BELOW_HOURS = 10;

/**
 * How long the customer still has to change a placed order (issue 14: « Ajouter des produits »
 * shows the time left): « plus que 2 jours », « plus que 12 heures », « plus que 1 h 55 », « plus que
 * 40 minutes » (rounded down, so it never promises more, but to the minute in the last hours, where
 * « plus que 1 heure » would hide most of a second one), « moins d’une minute » in the last one;
 * null once the time is up.
 */
export function timeLeftLabel(until: string, now: Date): string | null {
  const left = Date.parse(until) - now.getTime();
  if (!(left > 0)) return null;
  const minutes = Math.floor(left / MINUTE_MS);
  if (minutes < 1) return t('screens.order.time_left.under_a_minute');
  if (minutes < 60) return tCount('screens.order.time_left.minutes', minutes);
  const hours = Math.floor(minutes / 60);
  const pastTheHour = minutes % 60;
  if (hours < TO_THE_MINUTE_BELOW_HOURS && pastTheHour > 0) {
    return t('screens.order.time_left.hours_minutes', {
      hours,
      minutes: String(pastTheHour).padStart(2, '0'),
    });
  }
  if (hours < 48) return tCount('screens.order.time_left.hours', hours);
  return tCount('screens.order.time_left.days', Math.floor(hours / 24));
}
