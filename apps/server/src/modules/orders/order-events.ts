/**
 * What happens to a placed order, told to whoever registered (e-mails now, push notifications
 * later). A listener runs inside the transaction that made the change, so what it records (a job
 * in the durable queue) commits or rolls back with the change: nothing is announced that did not
 * happen, nothing that happened goes unannounced. A listener does no network call: it queues work.
 */
import type { OrderStatus } from '@sillon/domain';
import type { Transaction } from '../../db/client';
import type { StatusActorKind } from './orders.tables';

export type OrderEvent = {
  type: 'placed' | 'status_changed' | 'canceled' | 'items_added' | 'substitutions_proposed' | 'rebooked';
  orderId: string;
  /** Spree's order number, as the customer knows it. */
  number: string;
  /** The customer; null for a guest order. */
  userId: string | null;
  /** The order's status after the event. */
  status: OrderStatus;
  /** The status before a change; null when the order was just placed. */
  previousStatus: OrderStatus | null;
  actor: { kind: StatusActorKind; id: string | null };
  at: Date;
  /** For `items_added`: the addition's own key, so one addition is announced once. */
  additionKey?: string;
  /** A copy the staff asked for (the confirmation sent again): its own key, so each request sends one. */
  copyKey?: string;
  /**
   * For `status_changed`: how many times the order reached this status before (a departure
   * undone, then made again); absent the first time. The new announcement gets its own key.
   */
  repeat?: number;
  /** For `substitutions_proposed` (issue 41): the preparation's own key, so one is announced once. */
  proposalKey?: string;
  /** For `rebooked`: the new slot and the instant, so each move of the order is announced once. */
  rebookingKey?: string;
  /**
   * For `placed` (not a copy) and `canceled`: the slot the order is booked on, its place already
   * taken or given back (it joins that slot's planned rounds, or leaves them).
   */
  slotId?: string;
  /** For `rebooked`: the slot the order left and the one it took. */
  slotChange?: { from: string; to: string };
  /** For `substitutions_proposed`: the lines whose substitute the customer is asked about. */
  lineIds?: string[];
};

export type OrderEventListener = (tx: Transaction, event: OrderEvent) => Promise<void>;

export function createOrderEvents() {
  const listeners: OrderEventListener[] = [];
  return {
    on(listener: OrderEventListener): void {
      listeners.push(listener);
    },
    async emit(tx: Transaction, event: OrderEvent): Promise<void> {
      for (const listener of listeners) await listener(tx, event);
    },
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
