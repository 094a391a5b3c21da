/**
 * The delivery day (issue 42): what a bike carries, how a slot's bike orders are split into rounds
 * from the hub and ordered to shorten the ride, when the courier should reach each door, the
 * narrowed window the customer sees, when to tell them « votre livreur arrive », and what a slot's
 * rounds teach afterwards. Written here rather than taken from npm: the domain depends on nothing,
 * and no maintained pure-JS solver splits by a bike's load (the registry's are native, hosted or
 * annealing-only).
 */
import { ok, violation, type Result } from './result';
import type { NetQuantity } from './unit-price';

export type GeoPoint = { latitude: number; longitude: number };
export type Load = { bags: number; weightGrams: number };

/** A cargo bike: its bags and the weight it takes safely. */
export const BIKE_CAPACITY: Load = { bags: 8, weightGrams: 60_000 };
/** A full bag, as a preparer fills it. */
export const BAG_WEIGHT_GRAMS = 7_000;
/** A bike in Paris: mean speed, streets longer than the crow flies, the minutes spent at a door. */
export const RIDE_MODEL = { speedKmh: 15, roadFactor: 1.3, minutesAtDoor: 4 };
/** A piece sold without a net quantity (a lettuce, a pot of basil): what it weighs, about. */
const PIECE_WEIGHT_GRAMS = 400;
/** Up to this many stops a round's order is the exact optimum; beyond, a heuristic. */
const EXACT_ORDER_MAX_STOPS = 12;

const MINUTE_MS = 60_000;
const EARTH_RADIUS_KM = 6371;

/**
 * An order's load from its prepared lines: net quantity × units (a millilitre weighs a gram), a
 * piece without net quantity 400 g; bags = max(1, ceil(weight / BAG_WEIGHT_GRAMS)).
 */
export function orderLoad(lines: { quantity: number; netQuantity: NetQuantity | null }[]): Load {
  const weightGrams = Math.round(
    lines.reduce(
      (sum, line) => sum + Math.max(0, line.quantity) * (line.netQuantity?.amount ?? PIECE_WEIGHT_GRAMS),
      0,
    ),
  );
  return { bags: Math.max(1, Math.ceil(weightGrams / BAG_WEIGHT_GRAMS)), weightGrams };
}

/** Ride distance between two points: the great-circle distance × the streets' detour, km. */
export function rideKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * RIDE_MODEL.roadFactor;
}

/** The ride of stops in this order, hub to hub, km. */
export function roundRideKm(hub: GeoPoint, points: GeoPoint[]): number {
  const path = [hub, ...points, hub];
  let km = 0;
  for (let index = 1; index < path.length; index += 1) km += rideKm(path[index - 1]!, path[index]!);
  return km;
}

export type StopToPlan = { id: string; point: GeoPoint; bags: number; weightGrams: number };

/**
 * Rounds from the hub: stops split so no round exceeds `capacity` (a sweep by bearing from the hub,
 * started where it makes the fewest rounds, then the shortest ride; a stop heavier than one bike
 * alone gets its own round), each round's stops ordered to minimise the ride hub → stops → hub
 * (exact — Held–Karp — up to 12 stops, nearest neighbour + 2-opt beyond).
 * Returns stop ids per round, in riding order.
 */
export function planRounds(hub: GeoPoint, stops: StopToPlan[], capacity: Load = BIKE_CAPACITY): string[][] {
  const fits = (load: Load) => fitsOnBike(load, capacity);
  const oversized = stops.filter((stop) => !fits(stop));
  const swept = sweepGroups(hub, stops.filter(fits), fits);
  return [...swept, ...oversized.map((stop) => [stop])].map((group) => {
    const points = group.map((stop) => stop.point);
    return orderStops(hub, points).map((index) => group[index]!.id);
  });
}

/** A planned round as an order joining it sees it: its stops' points in riding order, its load. */
export type RoundToJoin = { points: GeoPoint[]; load: Load };

/** Whether a bike carries `load`. */
function fitsOnBike(load: Load, capacity: Load): boolean {
  return load.bags <= capacity.bags && load.weightGrams <= capacity.weightGrams;
}

/**
 * The round an order moved or placed onto a slot already planned joins, as its last stop (the stops before
 * keep the windows their customers were shown): of those its load still fits in, the one whose
 * ride it lengthens least (index into `rounds`); null when none has room, so that it rides a round
 * of its own, as `planRounds` sends an order no bike could add.
 */
export function roundToJoin(
  hub: GeoPoint,
  rounds: RoundToJoin[],
  stop: Omit<StopToPlan, 'id'>,
  capacity: Load = BIKE_CAPACITY,
): number | null {
  let best: { index: number; km: number } | null = null;
  for (const [index, round] of rounds.entries()) {
    const load = {
      bags: round.load.bags + stop.bags,
      weightGrams: round.load.weightGrams + stop.weightGrams,
    };
    if (!fitsOnBike(load, capacity)) continue;
    const km = roundRideKm(hub, [...round.points, stop.point]) - roundRideKm(hub, round.points);
    if (!best || km < best.km - 1e-9) best = { index, km };
  }
  return best?.index ?? null;
}

/**
 * The sweep: stops sorted by bearing from the hub, cut into rounds as a bike fills. Every starting
 * stop and both directions are tried; the fewest rounds win, then the shortest total ride.
 */
function sweepGroups(hub: GeoPoint, stops: StopToPlan[], fits: (load: Load) => boolean): StopToPlan[][] {
  if (stops.length === 0) return [];
  const byBearing = [...stops].sort(
    (a, b) => bearingOf(hub, a.point) - bearingOf(hub, b.point) || a.id.localeCompare(b.id),
  );
  // Rotations share many rounds: each round's ride is worked out once.
  const rides = new Map<string, number>();
  const rideOf = (group: StopToPlan[]) => {
    const key = group.map((stop) => stop.id).join('\n');
    let km = rides.get(key);
    if (km === undefined) {
      const points = group.map((stop) => stop.point);
      const distances = distanceMatrix(hub, points);
      km = tourKm(distances, quickOrder(distances));
      rides.set(key, km);
    }
    return km;
  };
  let best: { groups: StopToPlan[][]; km: number } | null = null;
  for (const sequence of [byBearing, [...byBearing].reverse()]) {
    for (let first = 0; first < sequence.length; first += 1) {
      const groups = cutAsBikesFill([...sequence.slice(first), ...sequence.slice(0, first)], fits);
      if (best && groups.length > best.groups.length) continue;
      const km = groups.reduce((sum, group) => sum + rideOf(group), 0);
      if (!best || groups.length < best.groups.length || km < best.km - 1e-9) best = { groups, km };
    }
  }
  return best!.groups;
}

/** To compare sweeps: exact for the usual bike of 8 stops at most, the heuristic beyond. */
function quickOrder(distances: number[][]): number[] {
  return distances.length - 1 <= 8
    ? heldKarpOrder(distances)
    : twoOptOrder(distances, nearestNeighbourOrder(distances));
}

function cutAsBikesFill(sequence: StopToPlan[], fits: (load: Load) => boolean): StopToPlan[][] {
  const groups: StopToPlan[][] = [];
  let current: StopToPlan[] = [];
  let load: Load = { bags: 0, weightGrams: 0 };
  for (const stop of sequence) {
    const next = { bags: load.bags + stop.bags, weightGrams: load.weightGrams + stop.weightGrams };
    if (current.length > 0 && !fits(next)) {
      groups.push(current);
      current = [stop];
      load = { bags: stop.bags, weightGrams: stop.weightGrams };
    } else {
      current.push(stop);
      load = next;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** The bearing of a point seen from the hub, radians in (−π, π], east of north positive. */
function bearingOf(hub: GeoPoint, point: GeoPoint): number {
  const east = (point.longitude - hub.longitude) * Math.cos((hub.latitude * Math.PI) / 180);
  const north = point.latitude - hub.latitude;
  return Math.atan2(east, north);
}

/** The riding order of a round's points (indices into `points`), shortest hub to hub found. */
export function orderStops(hub: GeoPoint, points: GeoPoint[]): number[] {
  const distances = distanceMatrix(hub, points);
  if (points.length <= EXACT_ORDER_MAX_STOPS) return heldKarpOrder(distances);
  return twoOptOrder(distances, nearestNeighbourOrder(distances));
}

/** Distances between the hub (index 0) and the points (1…n), km. */
export function distanceMatrix(hub: GeoPoint, points: GeoPoint[]): number[][] {
  const all = [hub, ...points];
  return all.map((from) => all.map((to) => rideKm(from, to)));
}

/** The length of hub → stops in `order` (0-based stop indices) → hub, from a distance matrix. */
export function tourKm(distances: number[][], order: number[]): number {
  let km = 0;
  let from = 0;
  for (const stop of order) {
    km += distances[from]![stop + 1]!;
    from = stop + 1;
  }
  return km + distances[from]![0]!;
}

/** The exact shortest tour (dynamic programming over the subsets of stops visited). */
export function heldKarpOrder(distances: number[][]): number[] {
  const count = distances.length - 1;
  if (count <= 1) return count === 1 ? [0] : [];
  const full = (1 << count) - 1;
  const cost = new Float64Array((full + 1) * count).fill(Infinity);
  const previous = new Int8Array((full + 1) * count).fill(-1);
  for (let stop = 0; stop < count; stop += 1) cost[(1 << stop) * count + stop] = distances[0]![stop + 1]!;
  for (let visited = 1; visited <= full; visited += 1) {
    for (let last = 0; last < count; last += 1) {
      const here = cost[visited * count + last]!;
      if (!(visited & (1 << last)) || here === Infinity) continue;
      for (let next = 0; next < count; next += 1) {
        if (visited & (1 << next)) continue;
        const slot = (visited | (1 << next)) * count + next;
        const through = here + distances[last + 1]![next + 1]!;
        if (through < cost[slot]!) {
          cost[slot] = through;
          previous[slot] = last;
        }
      }
    }
  }
  let last = 0;
  for (let stop = 1; stop < count; stop += 1) {
    if (
      cost[full * count + stop]! + distances[stop + 1]![0]! <
      cost[full * count + last]! + distances[last + 1]![0]!
    ) {
      last = stop;
    }
  }
  const order: number[] = [];
  let visited = full;
  while (last >= 0) {
    order.unshift(last);
    const before = previous[visited * count + last]!;
    visited &= ~(1 << last);
    last = before;
  }
  return order;
}

/** From the hub, always to the closest stop not yet visited. */
export function nearestNeighbourOrder(distances: number[][]): number[] {
  const count = distances.length - 1;
  const left = new Set(Array.from({ length: count }, (_, index) => index));
  const order: number[] = [];
  let from = 0;
  while (left.size > 0) {
    let closest = -1;
    for (const stop of left) {
      if (closest < 0 || distances[from]![stop + 1]! < distances[from]![closest + 1]!) closest = stop;
    }
    order.push(closest);
    left.delete(closest);
    from = closest + 1;
  }
  return order;
}

/** 2-opt: reverse a stretch of the tour while that shortens it (the hub stays at both ends). */
export function twoOptOrder(distances: number[][], start: number[]): number[] {
  // Nodes of the matrix: 0 the hub, stop s is s + 1; the tour is hub, order…, hub.
  const tour = [0, ...start.map((stop) => stop + 1), 0];
  const at = (i: number, j: number) => distances[tour[i]!]![tour[j]!]!;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < tour.length - 2; i += 1) {
      for (let j = i + 1; j < tour.length - 1; j += 1) {
        const gain = at(i - 1, i) + at(j, j + 1) - at(i - 1, j) - at(i, j + 1);
        if (gain > 1e-9) {
          tour.splice(i, j - i + 1, ...tour.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return tour.slice(1, -1).map((node) => node - 1);
}

/**
 * Estimated arrival at each stop (in riding order): from `start` (the round's departure, or its
 * planned start), riding at the model's speed, `minutesAtDoor` at each door. Once stops are done,
 * the courier is where the latest one was marked: the stops left are estimated from there and
 * then, in their order, never earlier than `now` (the courier has not reached them yet). A stop
 * done is « estimated » at its `doneAt`.
 */
export function estimateArrivals(input: {
  hub: GeoPoint;
  start: Date;
  now: Date;
  stops: { point: GeoPoint; doneAt: Date | null }[];
}): Date[] {
  const { hub, start, now, stops } = input;
  let latestDone: { point: GeoPoint; doneAt: Date } | null = null;
  for (const stop of stops) {
    if (stop.doneAt && (!latestDone || stop.doneAt.getTime() > latestDone.doneAt.getTime())) {
      latestDone = { point: stop.point, doneAt: stop.doneAt };
    }
  }
  let from = latestDone?.point ?? hub;
  let leavesAt = latestDone?.doneAt.getTime() ?? start.getTime();
  return stops.map((stop) => {
    if (stop.doneAt) return stop.doneAt;
    const rideMs = (rideKm(from, stop.point) / RIDE_MODEL.speedKmh) * 60 * MINUTE_MS;
    const arrival = Math.max(leavesAt + rideMs, now.getTime());
    from = stop.point;
    leavesAt = arrival + RIDE_MODEL.minutesAtDoor * MINUTE_MS;
    return new Date(arrival);
  });
}

/**
 * The window shown to the customer around an estimate: 10 min when theirs is the next stop, 5 min
 * wider for each stop before theirs, 30 min at most; so it narrows at every stop the courier
 * makes. Edges on 5-minute marks (Paris is a whole number of hours from UTC), the estimate
 * inside, about its middle; moved later to start with the slot when it would start before.
 */
export function arrivalWindowOf(
  estimate: Date,
  stopsBefore: number,
  slotStart?: Date,
): { from: Date; to: Date } {
  const widthMinutes = Math.min(30, 10 + 5 * Math.max(0, stopsBefore));
  const mark = 5 * MINUTE_MS;
  const centred = Math.round((estimate.getTime() - (widthMinutes / 2) * MINUTE_MS) / mark) * mark;
  // Never earlier than the slot the customer booked: they may be out until it starts.
  const from = slotStart ? Math.max(centred, slotStart.getTime()) : centred;
  return { from: new Date(from), to: new Date(from + widthMinutes * MINUTE_MS) };
}

/**
 * A stop the courier no longer goes to, though it stays on the round that left with it: its order
 * was brought back from the bike, cancelled, or moved to another slot meanwhile. The courier brings
 * its bags back; the round is over without it; nobody waits for it (estimates, « N arrêts avant le
 * vôtre », « votre livreur arrive »). Sent on its way again on this slot, it is back.
 */
export function isStopWithdrawn(
  stop: { marked: boolean },
  round: { left: boolean; slotId: string },
  order: { status: string | null; slotId: string | null } | undefined,
): boolean {
  if (!round.left || stop.marked || !order) return false;
  if (order.slotId !== round.slotId) return true;
  return order.status !== 'delivery' && order.status !== 'delivered';
}

/** Undone stops before theirs from which a customer is told « votre livreur arrive ». */
const NEAR_STOPS_BEFORE = 2;

/**
 * The stops (indices, riding order) to tell « votre livreur arrive » now: in a started round, not
 * done, not yet told, with at most 2 undone stops before them.
 */
export function stopsToTellNear(stops: { done: boolean; told: boolean }[], started: boolean): number[] {
  if (!started) return [];
  const near: number[] = [];
  let undoneBefore = 0;
  stops.forEach((stop, index) => {
    if (stop.done) return;
    if (undoneBefore <= NEAR_STOPS_BEFORE && !stop.told) near.push(index);
    undoneBefore += 1;
  });
  return near;
}

export type DoorstepOutcome = 'delivered' | 'absent';

/**
 * Whether the courier may mark a stop `outcome` at `at` (the mark's time): « Absent » not before
 * the customer's slot starts, since they need not be home before it and would be told the courier
 * came; « Livrée » as soon as the round is out, as the order may be delivered on its slot's day
 * (`checkStaffStatusMove`): a customer home early has their bags. Refused early, it names the
 * instant it becomes possible (`params.notBefore`, ISO).
 */
export function checkDoorstepOutcome(
  outcome: DoorstepOutcome,
  at: Date,
  slotStart: Date,
): Result<true, 'stop_absent_before_slot'> {
  if (outcome === 'absent' && at < slotStart) {
    return violation('stop_absent_before_slot', { params: { notBefore: slotStart.toISOString() } });
  }
  return ok(true);
}

export type SlotRoundsReport = {
  stops: number;
  delivered: number;
  absent: number;
  late: number;
  meanDelayMinutes: number | null;
};

/**
 * What a slot's stops teach: how many, delivered, absent, late (the courier came after the
 * window's end, whether or not the customer was there), and the mean delay of the stops done
 * against their planned arrival (minutes, one decimal; negative when early; null when none done).
 */
export function slotRoundsReport(
  stops: {
    outcome: 'delivered' | 'absent' | null;
    plannedArrival: Date;
    windowTo: Date;
    outcomeAt: Date | null;
  }[],
): SlotRoundsReport {
  const done = stops.filter((stop) => stop.outcome !== null && stop.outcomeAt !== null);
  const delays = done.map((stop) => (stop.outcomeAt!.getTime() - stop.plannedArrival.getTime()) / MINUTE_MS);
  return {
    stops: stops.length,
    delivered: stops.filter((stop) => stop.outcome === 'delivered').length,
    absent: stops.filter((stop) => stop.outcome === 'absent').length,
    late: done.filter((stop) => stop.outcomeAt!.getTime() > stop.windowTo.getTime()).length,
    meanDelayMinutes:
      delays.length === 0
        ? null
        : Math.round((delays.reduce((sum, delay) => sum + delay, 0) / delays.length) * 10) / 10,
  };
}
