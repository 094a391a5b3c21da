/**
 * What the delivery rounds (issue 42) need of the order: a slot's bike orders as a courier carries
 * them (who, where, what went in the bags), and what the customer's order shows on its day (the
 * rounds module's stop, the pickup code). Moving orders with a round is `moveTogetherByStaff`
 * (`order-statuses.ts`).
 */
import type { CartDocument, OrderDeliveryDay, StaffOrderStop } from '@sillon/contract';
import { isPaymentDropped, type OrderStatus } from '@sillon/domain';
import { randomInt } from 'node:crypto';
import type { Transaction } from '../../db/client';
import type { LoadedOrder, OrderRow } from './order-types';
import { createOrdersRepository, type OrdersRepository } from './orders.repository';

/** A bike order as its round carries it. */
export type RoundOrder = {
  id: string;
  number: string;
  userId: string | null;
  status: OrderStatus | null;
  slotId: string | null;
  customerName: string;
  address: {
    address1: string;
    address2: string | null;
    zipcode: string;
    city: string;
    instructions: string | null;
  };
  preparedAt: Date | null;
  /** The card's hold was dropped: nothing is paid, the order stays off the bikes (`isPaymentDropped`). */
  isPaymentDropped: boolean;
  /** What goes in the bags: each variant and how many (the preparers' counts once prepared, substitutes in). */
  contents: { variantId: string; quantity: number }[];
};

/**
 * The rounds module's side of a bike order's day: its stop on the order's slot, once planned;
 * null before (an order sent on another slot after a missed delivery, until that slot is planned).
 */
export type StopOfOrder = (
  orderId: string,
  slotId: string,
) => Promise<Omit<OrderDeliveryDay, 'pickup_code'> | null>;

/** The staff's side of an order's stops: the one on its slot, and its latest missed delivery. */
export type OrderStops = { stop: StaffOrderStop | null; missedStop: StaffOrderStop | null };

/**
 * What the orders read of the rounds: the customer's side of a stop, the staff's (the courier's
 * note included), and which slots have a round gone (`checkRebookingSlot`).
 */
export type RoundStops = {
  ofCustomer: StopOfOrder;
  ofStaff: (orderId: string, slotId: string | null) => Promise<OrderStops>;
  slotsWithRoundStarted: (slotIds: readonly string[], tx?: Transaction) => Promise<Set<string>>;
};

function roundOrder(order: OrderRow): RoundOrder {
  const address = order.shipAddress;
  const priced = order.snapshot?.priced;
  const counted = order.preparedAt ? (order.preparedQuantities ?? {}) : {};
  const lines = (priced?.lines ?? []).map((line) => ({
    variantId: line.variant.variantId,
    quantity: counted[line.id] ?? line.quantity,
  }));
  const gifts = (priced?.gifts ?? []).flatMap((gift) =>
    gift.active && gift.available && gift.variant
      ? [{ variantId: gift.variant.variantId, quantity: gift.quantity }]
      : [],
  );
  // A substitute travels in the bag until the customer refuses it (at the door, at the latest).
  const substitutes = Object.values(order.substitutions ?? {}).flatMap((proposal) =>
    // A substitute is a product, sold by its own unit: its id is its variant's.
    proposal.answer === 'refused' ? [] : [{ variantId: proposal.productId, quantity: proposal.quantity }],
  );
  return {
    id: order.id,
    number: order.number,
    userId: order.userId,
    status: order.status,
    slotId: order.deliverySlot?.id ?? null,
    customerName: address?.fullname || order.email || 'Client',
    address: {
      address1: address?.address1 ?? '',
      address2: address?.address2 || null,
      zipcode: address?.zipcode ?? '',
      city: address?.city ?? '',
      instructions: address?.deliveryInstructions ?? null,
    },
    preparedAt: order.preparedAt,
    isPaymentDropped: isPaymentDropped(order),
    contents: [...lines, ...gifts, ...substitutes].filter((content) => content.quantity > 0),
  };
}

/** Six digits, read aloud at the pickup point's counter. */
export const newPickupCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function createOrderRounds(deps: {
  repository: Pick<OrdersRepository, 'placedOrders' | 'placedOrdersWithIds'>;
  stopOf: () => StopOfOrder | undefined;
}) {
  return {
    /** The slot's bike orders still to deliver (placed, neither cancelled nor delivered). */
    async bikeOrdersOfSlot(slotId: string): Promise<RoundOrder[]> {
      const { rows } = await deps.repository.placedOrders({ slotId }, { offset: 0, limit: 10_000 });
      return rows
        .filter((order) => order.shippingMode === 'bag')
        .filter((order) => order.status === 'scheduled' || order.status === 'delivery')
        .map(roundOrder);
    },

    /**
     * Placed orders by id, as their rounds carry them (any status: a round keeps its history); on
     * `tx`, as the order's own transaction sees them (one being placed in it).
     */
    async roundOrders(ids: readonly string[], tx?: Transaction): Promise<RoundOrder[]> {
      const repository = tx ? createOrdersRepository(tx) : deps.repository;
      return (await repository.placedOrdersWithIds(ids)).map(roundOrder);
    },

    /**
     * The customer's order with its delivery day: a bike order's stop once its round is planned;
     * a pickup order's code once it is prepared (« Votre code de retrait »).
     */
    async withDeliveryDay(document: CartDocument, order: LoadedOrder | OrderRow): Promise<CartDocument> {
      const deliveryDay = await deliveryDayOf(order, deps.stopOf());
      return {
        ...document,
        data: { ...document.data, attributes: { ...document.data.attributes, delivery_day: deliveryDay } },
      };
    },
  };
}

async function deliveryDayOf(
  order: OrderRow,
  stopOf: StopOfOrder | undefined,
): Promise<OrderDeliveryDay | null> {
  if (order.shippingMode === 'pickup-point') {
    if (!order.preparedAt || !order.pickupCode) return null;
    return {
      arrival_window: null,
      stops_before: null,
      outcome: null,
      outcome_at: null,
      absence_reason: null,
      pickup_code: order.pickupCode,
    };
  }
  if (order.shippingMode !== 'bag' || !stopOf || !order.deliverySlot) return null;
  const stop = await stopOf(order.id, order.deliverySlot.id);
  return stop ? { ...stop, pickup_code: null } : null;
}

export type OrderRounds = ReturnType<typeof createOrderRounds>;
