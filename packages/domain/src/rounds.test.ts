import { describe, expect, it } from 'vitest';
import {
  BIKE_CAPACITY,
  RIDE_MODEL,
  arrivalWindowOf,
  checkDoorstepOutcome,
  distanceMatrix,
  estimateArrivals,
  heldKarpOrder,
  isStopWithdrawn,
  nearestNeighbourOrder,
  orderLoad,
  planRounds,
  rideKm,
  roundRideKm,
  roundToJoin,
  slotRoundsReport,
  stopsToTellNear,
  tourKm,
  twoOptOrder,
  type GeoPoint,
  type StopToPlan,
} from './rounds';

/** The hub, in Paris 11e. */
const hub: GeoPoint = { latitude: 48.8579, longitude: 2.3809 };

/** A small seeded generator (mulberry32): the same cases on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point within about `km` of the hub. */
function pointNear(random: () => number, km = 4): GeoPoint {
  return {
    latitude: hub.latitude + ((random() * 2 - 1) * km) / 111,
    longitude: hub.longitude + ((random() * 2 - 1) * km) / 73,
  };
}

function randomStops(random: () => number, count: number): StopToPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const bags = 1 + Math.floor(random() * 4);
    return {
      id: `s${index}`,
      point: pointNear(random),
      bags,
      weightGrams: Math.round(bags * 7_000 * (0.5 + random() * 0.6)),
    };
  });
}

/** The shortest tour by trying every order (Heap's permutations). */
function bruteForceKm(distances: number[][]): number {
  const order = Array.from({ length: distances.length - 1 }, (_, index) => index);
  let best = tourKm(distances, order);
  const counters = order.map(() => 0);
  let i = 0;
  while (i < order.length) {
    if (counters[i]! < i) {
      const j = i % 2 === 0 ? 0 : counters[i]!;
      [order[j], order[i]] = [order[i]!, order[j]!];
      best = Math.min(best, tourKm(distances, order));
      counters[i]! += 1;
      i = 0;
    } else {
      counters[i] = 0;
      i += 1;
    }
  }
  return best;
}

const pointsOf = (stops: StopToPlan[], ids: string[]) =>
  ids.map((id) => stops.find((stop) => stop.id === id)!.point);

describe('orderLoad', () => {
  it.each([
    { case: 'nothing prepared', lines: [], bags: 1, weightGrams: 0 },
    {
      case: 'weighed products',
      lines: [
        { quantity: 2, netQuantity: { amount: 1000, unit: 'g' as const } },
        { quantity: 3, netQuantity: { amount: 250, unit: 'g' as const } },
      ],
      bags: 1,
      weightGrams: 2_750,
    },
    {
      case: 'a millilitre weighs a gram',
      lines: [{ quantity: 6, netQuantity: { amount: 1000, unit: 'ml' as const } }],
      bags: 1,
      weightGrams: 6_000,
    },
    {
      case: 'a piece without net quantity weighs 400 g',
      lines: [{ quantity: 5, netQuantity: null }],
      bags: 1,
      weightGrams: 2_000,
    },
    {
      case: 'a full bag is 7 kg',
      lines: [{ quantity: 7, netQuantity: { amount: 1000, unit: 'g' as const } }],
      bags: 1,
      weightGrams: 7_000,
    },
    {
      case: 'one gram more takes a second bag',
      lines: [
        { quantity: 7, netQuantity: { amount: 1000, unit: 'g' as const } },
        { quantity: 1, netQuantity: { amount: 1, unit: 'g' as const } },
      ],
      bags: 2,
      weightGrams: 7_001,
    },
    {
      case: 'a short line prepared at zero',
      lines: [
        { quantity: 0, netQuantity: { amount: 1500, unit: 'ml' as const } },
        { quantity: 2, netQuantity: null },
      ],
      bags: 1,
      weightGrams: 800,
    },
  ])('weighs $case', ({ lines, bags, weightGrams }) => {
    expect(orderLoad(lines)).toEqual({ bags, weightGrams });
  });
});

describe('rideKm', () => {
  it('is zero on the spot and the same both ways', () => {
    const bastille = { latitude: 48.8532, longitude: 2.3691 };
    expect(rideKm(hub, hub)).toBe(0);
    expect(rideKm(hub, bastille)).toBeCloseTo(rideKm(bastille, hub), 12);
  });

  it('rides the streets: the crow flies 1.3 times shorter', () => {
    // Place de la République to Place de la Bastille: about 1.85 km as the crow flies.
    const republique = { latitude: 48.8674, longitude: 2.3636 };
    const bastille = { latitude: 48.8532, longitude: 2.3691 };
    expect(rideKm(republique, bastille) / RIDE_MODEL.roadFactor).toBeCloseTo(1.63, 1);
  });

  it('adds up a round hub to hub', () => {
    const a = { latitude: 48.86, longitude: 2.39 };
    const b = { latitude: 48.865, longitude: 2.37 };
    expect(roundRideKm(hub, [])).toBe(0);
    expect(roundRideKm(hub, [a, b])).toBeCloseTo(rideKm(hub, a) + rideKm(a, b) + rideKm(b, hub), 12);
  });
});

describe('planRounds: what a bike carries', () => {
  it.each([
    { case: 'no order', stops: [], rounds: 0 },
    {
      case: 'eight one-bag orders: one bike',
      stops: Array(8).fill({ bags: 1, weightGrams: 5_000 }),
      rounds: 1,
    },
    {
      case: 'nine one-bag orders: two bikes',
      stops: Array(9).fill({ bags: 1, weightGrams: 5_000 }),
      rounds: 2,
    },
    { case: 'weight fills first', stops: Array(4).fill({ bags: 2, weightGrams: 16_000 }), rounds: 2 },
    {
      case: 'an order heavier than a bike rides alone',
      stops: [{ bags: 9, weightGrams: 62_000 }],
      rounds: 1,
    },
  ])('plans $case', ({ stops, rounds }) => {
    const random = seeded(7);
    const plan = planRounds(
      hub,
      stops.map((load: { bags: number; weightGrams: number }, index: number) => ({
        id: `s${index}`,
        point: pointNear(random),
        ...load,
      })),
    );
    expect(plan).toHaveLength(rounds);
  });

  it('never loads a bike beyond its bags or its weight, and plans every stop once (random cases)', () => {
    const random = seeded(42);
    for (let trial = 0; trial < 150; trial += 1) {
      const stops = randomStops(random, 1 + Math.floor(random() * 30));
      if (random() < 0.2)
        stops.push({ id: 'heavy', point: pointNear(random), bags: 10, weightGrams: 70_000 });
      const plan = planRounds(hub, stops);
      expect(plan.flat().sort()).toEqual(stops.map((stop) => stop.id).sort());
      for (const round of plan) {
        const load = round
          .map((id) => stops.find((stop) => stop.id === id)!)
          .reduce(
            (sum, stop) => ({ bags: sum.bags + stop.bags, weightGrams: sum.weightGrams + stop.weightGrams }),
            {
              bags: 0,
              weightGrams: 0,
            },
          );
        const alone = round.length === 1;
        if (!alone) {
          expect(load.bags).toBeLessThanOrEqual(BIKE_CAPACITY.bags);
          expect(load.weightGrams).toBeLessThanOrEqual(BIKE_CAPACITY.weightGrams);
        }
      }
      expect(plan.find((round) => round.includes('heavy')) ?? ['heavy']).toEqual(['heavy']);
    }
  });

  it('keeps neighbours together: two streets on either side of the hub make two rounds', () => {
    const east = [0, 1, 2, 3].map((index) => ({
      id: `east${index}`,
      point: { latitude: 48.8579 + index * 0.001, longitude: 2.4 },
      bags: 2,
      weightGrams: 10_000,
    }));
    const west = [0, 1, 2, 3].map((index) => ({
      id: `west${index}`,
      point: { latitude: 48.8579 + index * 0.001, longitude: 2.36 },
      bags: 2,
      weightGrams: 10_000,
    }));
    const plan = planRounds(hub, [...west.slice(0, 2), ...east, ...west.slice(2)]);
    expect(
      plan.map((round) => round.map((id) => id.slice(0, 4))).map((sides) => new Set(sides).size),
    ).toEqual([1, 1]);
  });
});

describe('roundToJoin', () => {
  const east = { latitude: 48.8579, longitude: 2.4 };
  const west = { latitude: 48.8579, longitude: 2.36 };
  const eastRound = { points: [east], load: { bags: 2, weightGrams: 10_000 } };
  const westRound = { points: [west], load: { bags: 2, weightGrams: 10_000 } };
  const fullWest = { points: [west], load: { bags: 7, weightGrams: 20_000 } };
  const heavyWest = { points: [west], load: { bags: 2, weightGrams: 55_000 } };
  const nearWest = { point: { latitude: 48.8589, longitude: 2.361 }, bags: 2, weightGrams: 6_000 };

  it.each([
    { case: 'no round planned', rounds: [], joins: null },
    { case: 'the round it lengthens least', rounds: [eastRound, westRound], joins: 1 },
    { case: 'not one whose bags are full', rounds: [eastRound, fullWest], joins: 0 },
    { case: 'not one it would make too heavy', rounds: [eastRound, heavyWest], joins: 0 },
    { case: 'none when no bike has room', rounds: [fullWest, heavyWest], joins: null },
  ])('joins $case', ({ rounds, joins }) => {
    expect(roundToJoin(hub, rounds, nearWest)).toBe(joins);
  });

  it('joins a round filled to the bike’s exact capacity', () => {
    const almost = { points: [west], load: { bags: 6, weightGrams: 54_000 } };
    expect(roundToJoin(hub, [almost], nearWest)).toBe(0);
  });
});

describe('planRounds: the shortest ride', () => {
  it('rides within 1.1× of the optimum found by brute force, 1 to 9 stops (seeded random cases)', () => {
    const random = seeded(2026);
    for (let count = 1; count <= 9; count += 1) {
      const trials = count <= 7 ? 40 : count === 8 ? 12 : 4;
      for (let trial = 0; trial < trials; trial += 1) {
        const stops = randomStops(random, count);
        const plan = planRounds(hub, stops, { bags: 100, weightGrams: 1_000_000 });
        expect(plan).toHaveLength(1);
        const optimum = bruteForceKm(
          distanceMatrix(
            hub,
            stops.map((stop) => stop.point),
          ),
        );
        const ride = roundRideKm(hub, pointsOf(stops, plan[0]!));
        expect(ride).toBeLessThanOrEqual(optimum * 1.1);
        // Held–Karp is exact up to 12 stops.
        expect(ride).toBeCloseTo(optimum, 9);
      }
    }
  });

  it('finds with 2-opt a ride within 1.1× of the optimum on most small cases, never worse than nearest neighbour', () => {
    const random = seeded(99);
    let cases = 0;
    let within = 0;
    for (let count = 1; count <= 9; count += 1) {
      for (let trial = 0; trial < (count <= 8 ? 20 : 5); trial += 1) {
        const distances = distanceMatrix(
          hub,
          randomStops(random, count).map((stop) => stop.point),
        );
        const greedy = nearestNeighbourOrder(distances);
        const improved = twoOptOrder(distances, greedy);
        const optimum = bruteForceKm(distances);
        expect(tourKm(distances, improved)).toBeLessThanOrEqual(tourKm(distances, greedy) + 1e-9);
        expect(tourKm(distances, heldKarpOrder(distances))).toBeCloseTo(optimum, 9);
        cases += 1;
        if (tourKm(distances, improved) <= optimum * 1.1) within += 1;
      }
    }
    expect(within / cases).toBeGreaterThan(0.95);
  });

  it('orders a round of more than 12 stops by nearest neighbour + 2-opt, no worse than nearest neighbour alone', () => {
    const random = seeded(5);
    for (let trial = 0; trial < 20; trial += 1) {
      const stops = randomStops(random, 13 + Math.floor(random() * 28));
      const points = stops.map((stop) => stop.point);
      const distances = distanceMatrix(hub, points);
      const greedy = tourKm(distances, nearestNeighbourOrder(distances));
      const plan = planRounds(hub, stops, { bags: 1_000, weightGrams: 10_000_000 });
      expect(plan).toHaveLength(1);
      const ride = roundRideKm(hub, pointsOf(stops, plan[0]!));
      expect(ride).toBeLessThanOrEqual(greedy + 1e-9);
      expect(new Set(plan[0]).size).toBe(stops.length);
    }
  });

  it('rides a street away from the hub from one end to the other, not back and forth', () => {
    // Four doors along a street 2 km east of the hub, given out of order.
    const street = [3, 1, 4, 2].map((step) => ({
      id: `n${step}`,
      point: { latitude: hub.latitude + (step - 2.5) * 0.009, longitude: hub.longitude + 0.027 },
      bags: 1,
      weightGrams: 3_000,
    }));
    const [round] = planRounds(hub, street);
    expect([round, [...round!].reverse()]).toContainEqual(['n1', 'n2', 'n3', 'n4']);
  });
});

describe('estimateArrivals', () => {
  const start = new Date('2026-12-01T09:00:00Z');
  const a = { latitude: 48.8632, longitude: 2.3809 };
  const b = { latitude: 48.8685, longitude: 2.3809 };
  const c = { latitude: 48.8738, longitude: 2.3809 };
  const minutesOf = (from: GeoPoint, to: GeoPoint) => (rideKm(from, to) / RIDE_MODEL.speedKmh) * 60;
  const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);
  const undone = [a, b, c].map((point) => ({ point, doneAt: null as Date | null }));

  it('rides from the hub at the model speed and stops 4 minutes at each door', () => {
    const [first, second, third] = estimateArrivals({ hub, start, now: start, stops: undone });
    expect(first!.getTime()).toBeCloseTo(at(start, minutesOf(hub, a)).getTime(), -1);
    expect(second!.getTime()).toBeCloseTo(
      at(first!, RIDE_MODEL.minutesAtDoor + minutesOf(a, b)).getTime(),
      -1,
    );
    expect(third!.getTime()).toBeCloseTo(
      at(second!, RIDE_MODEL.minutesAtDoor + minutesOf(b, c)).getTime(),
      -1,
    );
  });

  it.each([
    { case: 'late', shiftMinutes: 12 },
    { case: 'early', shiftMinutes: -3 },
  ])('moves the following stops as a stop is done $case', ({ shiftMinutes }) => {
    const planned = estimateArrivals({ hub, start, now: start, stops: undone });
    const doneAt = at(planned[0]!, RIDE_MODEL.minutesAtDoor + shiftMinutes);
    const now = doneAt;
    const after = estimateArrivals({
      hub,
      start,
      now,
      stops: [{ point: a, doneAt }, ...undone.slice(1)],
    });
    expect(after[0]).toEqual(doneAt);
    expect((after[1]!.getTime() - planned[1]!.getTime()) / 60_000).toBeCloseTo(shiftMinutes, 3);
    expect((after[2]!.getTime() - planned[2]!.getTime()) / 60_000).toBeCloseTo(shiftMinutes, 3);
  });

  it('never estimates a stop not yet reached earlier than now', () => {
    const now = at(start, 45);
    const [first, second] = estimateArrivals({ hub, start, now, stops: undone });
    expect(first).toEqual(now);
    expect(second!.getTime()).toBeCloseTo(at(now, RIDE_MODEL.minutesAtDoor + minutesOf(a, b)).getTime(), -1);
  });

  it('rides on from where the latest stop was marked, a skipped stop included', () => {
    const doneAt = at(start, 20);
    const [first, second, third] = estimateArrivals({
      hub,
      start,
      now: doneAt,
      stops: [
        { point: a, doneAt: null },
        { point: b, doneAt },
        { point: c, doneAt: null },
      ],
    });
    expect(second).toEqual(doneAt);
    expect(first!.getTime()).toBeCloseTo(at(doneAt, minutesOf(b, a)).getTime(), -1);
    expect(third!.getTime()).toBeCloseTo(
      at(first!, RIDE_MODEL.minutesAtDoor + minutesOf(a, c)).getTime(),
      -1,
    );
  });
});

describe('arrivalWindowOf', () => {
  const estimate = new Date('2026-12-01T09:31:00Z');
  it.each([
    { stopsBefore: 7, from: '09:15', to: '09:45' },
    { stopsBefore: 4, from: '09:15', to: '09:45' },
    { stopsBefore: 3, from: '09:20', to: '09:45' },
    { stopsBefore: 2, from: '09:20', to: '09:40' },
    { stopsBefore: 1, from: '09:25', to: '09:40' },
    { stopsBefore: 0, from: '09:25', to: '09:35' },
  ])('narrows to $from–$to with $stopsBefore stops before', ({ stopsBefore, from, to }) => {
    const window = arrivalWindowOf(estimate, stopsBefore);
    expect(window.from.toISOString().slice(11, 16)).toBe(from);
    expect(window.to.toISOString().slice(11, 16)).toBe(to);
  });

  it('starts no earlier than the slot the customer booked', () => {
    const slotStart = new Date('2026-12-01T09:30:00Z');
    const window = arrivalWindowOf(new Date('2026-12-01T09:31:00Z'), 2, slotStart);
    expect(window.from.toISOString().slice(11, 16)).toBe('09:30');
    expect(window.to.toISOString().slice(11, 16)).toBe('09:50');
    // A window already inside the slot is left as it is.
    expect(
      arrivalWindowOf(estimate, 2, new Date('2026-12-01T09:00:00Z')).from.toISOString().slice(11, 16),
    ).toBe('09:20');
  });

  it('puts its edges on 5-minute marks with the estimate inside (random estimates)', () => {
    const random = seeded(3);
    for (let trial = 0; trial < 500; trial += 1) {
      const at = new Date(Date.UTC(2026, 11, 1, 8) + Math.floor(random() * 4 * 3_600_000));
      const stopsBefore = Math.floor(random() * 6);
      const window = arrivalWindowOf(at, stopsBefore);
      expect(window.from.getTime() % 300_000).toBe(0);
      expect(window.to.getTime() % 300_000).toBe(0);
      expect(window.from.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(window.to.getTime()).toBeGreaterThanOrEqual(at.getTime());
    }
  });
});

describe('stopsToTellNear', () => {
  const stop = (mark: string) => ({ done: mark.includes('d'), told: mark.includes('t') });
  it.each([
    { case: 'a round not started tells nobody', marks: ['', '', ''], started: false, near: [] },
    { case: 'the start tells the first three', marks: ['', '', '', '', ''], started: true, near: [0, 1, 2] },
    { case: 'once, not twice', marks: ['t', 't', 't', '', ''], started: true, near: [] },
    { case: 'each stop done tells the next one', marks: ['d', 't', 't', '', ''], started: true, near: [3] },
    {
      case: 'a skipped stop still counts before',
      marks: ['', 'd', 'd', '', '', ''],
      started: true,
      near: [0, 3, 4],
    },
    { case: 'nobody left', marks: ['d', 'd'], started: true, near: [] },
  ])('$case', ({ marks, started, near }) => {
    expect(stopsToTellNear(marks.map(stop), started)).toEqual(near);
  });
});

describe('slotRoundsReport', () => {
  const planned = new Date('2026-12-01T09:30:00Z');
  const windowTo = new Date('2026-12-01T09:45:00Z');
  const at = (minutes: number) => new Date(planned.getTime() + minutes * 60_000);

  it('counts nothing on a slot without stops', () => {
    expect(slotRoundsReport([])).toEqual({
      stops: 0,
      delivered: 0,
      absent: 0,
      late: 0,
      meanDelayMinutes: null,
    });
  });

  it('counts outcomes, late arrivals and the mean delay of the stops done', () => {
    expect(
      slotRoundsReport([
        { outcome: 'delivered', plannedArrival: planned, windowTo, outcomeAt: at(-5) },
        { outcome: 'delivered', plannedArrival: planned, windowTo, outcomeAt: at(20) },
        { outcome: 'absent', plannedArrival: planned, windowTo, outcomeAt: at(16) },
        { outcome: 'delivered', plannedArrival: planned, windowTo, outcomeAt: at(15) },
        { outcome: null, plannedArrival: planned, windowTo, outcomeAt: null },
      ]),
    ).toEqual({ stops: 5, delivered: 3, absent: 1, late: 2, meanDelayMinutes: 11.5 });
  });
});

describe('checkDoorstepOutcome', () => {
  const slotStart = new Date('2026-12-01T09:00:00Z');
  const at = (minutes: number) => new Date(slotStart.getTime() + minutes * 60_000);
  const codeOf = (outcome: 'delivered' | 'absent', minutes: number) => {
    const checked = checkDoorstepOutcome(outcome, at(minutes), slotStart);
    return checked.ok ? 'ok' : checked.code;
  };

  it.each([
    ['absent', -137, 'stop_absent_before_slot'],
    ['absent', -1, 'stop_absent_before_slot'],
    ['absent', 0, 'ok'],
    ['absent', 40, 'ok'],
    ['delivered', -137, 'ok'],
    ['delivered', 40, 'ok'],
  ] as const)('marks %s %i min from the slot’s start: %s', (outcome, minutes, code) => {
    expect(codeOf(outcome, minutes)).toBe(code);
  });

  it('says from when « Absent » may be marked', () => {
    expect(checkDoorstepOutcome('absent', at(-137), slotStart)).toMatchObject({
      params: { notBefore: '2026-12-01T09:00:00.000Z' },
    });
  });
});

describe('isStopWithdrawn', () => {
  const left = { left: true, slotId: 's1' };
  const onTheBike = { status: 'delivery', slotId: 's1' };
  it.each<
    [string, boolean, typeof left, { status: string | null; slotId: string | null } | undefined, boolean]
  >([
    ['an order on its way', false, left, onTheBike, false],
    [
      'an order delivered (marked by hand in the back office)',
      false,
      left,
      { status: 'delivered', slotId: 's1' },
      false,
    ],
    ['an order brought back from the bike', false, left, { status: 'scheduled', slotId: 's1' }, true],
    ['an order cancelled', false, left, { status: 'canceled', slotId: 's1' }, true],
    ['an order moved to another slot', false, left, { status: 'delivery', slotId: 's2' }, true],
    [
      'a stop the courier marked, whatever became of its order',
      true,
      left,
      { status: 'scheduled', slotId: 's1' },
      false,
    ],
    [
      'a round still at the hub',
      false,
      { left: false, slotId: 's1' },
      { status: 'scheduled', slotId: 's1' },
      false,
    ],
    ['an order the shop no longer has', false, left, undefined, false],
  ])('%s', (_case, marked, round, order, withdrawn) => {
    expect(isStopWithdrawn({ marked }, round, order)).toBe(withdrawn);
  });
});
