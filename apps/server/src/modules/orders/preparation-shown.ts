import type { OrderStatus } from '@sillon/domain';

/**
 * Whether a placed order is shown with what its preparation made of it (its lines' counts, the
 * delivered total, the ticket's « après préparation »): once prepared, and never once cancelled,
 * since a cancelled order delivers nothing (its money was given back, none of it « offert »).
 */
export function isPreparationShown(order: { preparedAt: Date | null; status: OrderStatus | null }): boolean {
  return order.preparedAt !== null && order.status !== 'canceled';
}
