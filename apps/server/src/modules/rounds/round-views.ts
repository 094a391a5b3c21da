/**
 * A round as the staff and the courier see it (issue 42): its stops in riding order with the
 * order's address, door code and phone, each stop's planned and current estimate and the window
 * told to the customer, and what happened at the door.
 */
import type { DeliveryRound, OrderDeliveryDay, RoundStop } from '@sillon/contract';
import {
  arrivalWindowOf,
  estimateArrivals,
  isStopWithdrawn,
  roundRideKm,
  type GeoPoint,
} from '@sillon/domain';
import type { RoundOrder } from '../orders';
import type { RoundWithStops, StopRow } from './rounds.repository';

export const pointOf = (stop: Pick<StopRow, 'latitude' | 'longitude'>): GeoPoint => ({
  latitude: stop.latitude,
  longitude: stop.longitude,
});

/** The round's stops the courier no longer goes to (`isStopWithdrawn`), by the orders they carry. */
export function withdrawnStops(
  round: RoundWithStops,
  orders: ReadonlyMap<string, Pick<RoundOrder, 'status' | 'slotId'>>,
): ReadonlySet<string> {
  const left = { left: round.startedAt !== null, slotId: round.slotId };
  return new Set(
    round.stops
      .filter((stop) => isStopWithdrawn({ marked: stop.outcome !== null }, left, orders.get(stop.orderId)))
      .map((stop) => stop.id),
  );
}

/** Undone stops the courier makes before each stop (the customer's « N arrêts avant le vôtre »). */
function undoneBefore(stops: readonly Pick<StopRow, 'outcome'>[]): number[] {
  let undone = 0;
  return stops.map((stop) => {
    const before = undone;
    if (stop.outcome === null) undone += 1;
    return before;
  });
}

/**
 * Each stop's estimate now: from the round's departure once it left (the stops done move the
 * following ones), else from the slot's start; and how many undone stops come before it. The
 * courier rides past a withdrawn stop: it neither delays nor counts before the others.
 */
export function estimatesOf(
  round: RoundWithStops,
  context: { hub: GeoPoint; slotStart: Date; now: Date; withdrawn: ReadonlySet<string> },
): { estimate: Date; stopsBefore: number }[] {
  const ridden = round.stops.filter((stop) => !context.withdrawn.has(stop.id));
  const arrivals = estimateArrivals({
    hub: context.hub,
    start: round.startedAt ?? context.slotStart,
    now: context.now,
    stops: ridden.map((stop) => ({
      point: pointOf(stop),
      doneAt: stop.outcomeAt ?? (stop.outcome ? stop.recordedAt : null),
    })),
  });
  const before = round.startedAt ? undoneBefore(ridden) : ridden.map((stop) => stop.position - 1);
  return round.stops.map((stop) => {
    const index = ridden.indexOf(stop);
    return index < 0
      ? { estimate: stop.plannedArrival, stopsBefore: 0 }
      : { estimate: arrivals[index] ?? stop.plannedArrival, stopsBefore: before[index] ?? 0 };
  });
}

/**
 * The window the customer was told when the round was planned: what a stop done is measured
 * against (the staff's rounds, the report's « en retard »), not an estimate worked out again
 * around the visit itself.
 */
export function plannedWindowOf(stop: Pick<StopRow, 'plannedArrival' | 'position'>, slotStart: Date) {
  return arrivalWindowOf(stop.plannedArrival, stop.position - 1, slotStart);
}

const isoWindow = (window: { from: Date; to: Date }) => ({
  from: window.from.toISOString(),
  to: window.to.toISOString(),
});

export type RoundContext = {
  hub: GeoPoint;
  slotStart: Date;
  now: Date;
  orders: ReadonlyMap<string, RoundOrder>;
  phones: ReadonlyMap<string, string | null>;
  courierName: (courierId: string) => string | null;
};

export function roundView(round: RoundWithStops, context: RoundContext): DeliveryRound {
  const withdrawn = withdrawnStops(round, context.orders);
  const estimates = estimatesOf(round, { ...context, withdrawn });
  const stops = round.stops.map((stop, index): RoundStop => {
    const order = context.orders.get(stop.orderId);
    const { estimate, stopsBefore } = estimates[index]!;
    return {
      stopId: stop.id,
      position: stop.position,
      orderNumber: order?.number ?? '',
      customerName: order?.customerName ?? '',
      phone: order?.userId ? (context.phones.get(order.userId) ?? null) : null,
      address1: order?.address.address1 ?? '',
      address2: order?.address.address2 ?? null,
      zipcode: order?.address.zipcode ?? '',
      city: order?.address.city ?? '',
      instructions: order?.address.instructions ?? null,
      bags: stop.bags,
      weightGrams: stop.weightGrams,
      point: pointOf(stop),
      pointPrecision: stop.pointPrecision,
      plannedArrival: stop.plannedArrival.toISOString(),
      estimatedArrival: estimate.toISOString(),
      window: isoWindow(
        stop.outcome || withdrawn.has(stop.id)
          ? plannedWindowOf(stop, context.slotStart)
          : arrivalWindowOf(estimate, stopsBefore, context.slotStart),
      ),
      outcome: stop.outcome,
      absenceReason: stop.absenceReason,
      absenceNote: stop.absenceNote,
      outcomeAt: stop.outcomeAt?.toISOString() ?? null,
      withdrawn: withdrawn.has(stop.id),
    };
  });
  const courierName = round.courierId ? context.courierName(round.courierId) : null;
  return {
    id: round.id,
    number: round.number,
    courier: round.courierId && courierName !== null ? { id: round.courierId, name: courierName } : null,
    startedAt: round.startedAt?.toISOString() ?? null,
    bags: round.stops.reduce((sum, stop) => sum + stop.bags, 0),
    weightGrams: round.stops.reduce((sum, stop) => sum + stop.weightGrams, 0),
    rideKm: Math.round(roundRideKm(context.hub, round.stops.map(pointOf)) * 10) / 10,
    stops,
  };
}

/**
 * The customer's side of their stop: the window while the courier has not been (the planned one,
 * then the current estimate once the round left), and what happened at the door; nothing once
 * the stop is withdrawn (the order is not coming with this round).
 */
export function deliveryDayOfStop(
  round: RoundWithStops,
  stopId: string,
  context: { hub: GeoPoint; slotStart: Date; now: Date; withdrawn: ReadonlySet<string> },
): Omit<OrderDeliveryDay, 'pickup_code'> | null {
  const index = round.stops.findIndex((stop) => stop.id === stopId);
  const stop = round.stops[index];
  if (!stop || context.withdrawn.has(stopId)) return null;
  if (stop.outcome) {
    return {
      arrival_window: null,
      stops_before: null,
      outcome: stop.outcome,
      outcome_at: stop.outcomeAt?.toISOString() ?? null,
      absence_reason: stop.absenceReason,
    };
  }
  const { estimate, stopsBefore } = estimatesOf(round, context)[index]!;
  return {
    arrival_window: isoWindow(arrivalWindowOf(estimate, stopsBefore, context.slotStart)),
    stops_before: stopsBefore,
    outcome: null,
    outcome_at: null,
    absence_reason: null,
  };
}
