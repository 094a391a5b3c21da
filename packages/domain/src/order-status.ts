/** Order history statuses and their French labels (spec §4 "Order history statuses"). */
import type { MessageKey } from './messages/fr';
import { t } from './messages/translate';

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

// Wired by issue 14 (order statuses).
/**
 * Spec §4: scheduled 'En cours', delivery 'En livraison', delivered 'Livrée', canceled 'Annulée';
 * undefined (and any status the app does not know yet) 'Inconnu'.
 */
export function orderStatusLabel(status: string | null | undefined): string {
  return t(isOrderStatus(status) ? labelKeys[status] : 'orders.status.unknown');
}
