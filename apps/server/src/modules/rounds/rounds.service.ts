/**
 * The delivery rounds of a bike slot (issue 42): planned from the hub by the domain's solver over
 * the slot's orders (located, weighed from what was prepared), moved by hand, given to a courier,
 * and started, which sends every order « en livraison » through the order's own staff move. The
 * courier's marks are `courier-marks.ts`; what the shop learns, `rounds-report.ts`.
 */
import type {
  CourierRounds,
  DeliveryRound,
  OrderDeliveryDay,
  SlotRounds,
  StaffOrderStop,
} from '@sillon/contract';
import {
  arrivalWindowOf,
  BIKE_CAPACITY,
  earliestStaffMove,
  estimateArrivals,
  orderLoad,
  parisDayOf,
  planRounds,
  roundToJoin,
  staffMay,
  stopsToTellNear,
  type GeoPoint,
  type StaffRole,
} from '@sillon/domain';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { DeliveryService, ShopHub } from '../delivery';
import type { OrdersService, RoundOrder } from '../orders';
import { deliveryDayOfStop, estimatesOf, pointOf, roundView, withdrawnStops } from './round-views';
import type { RoundQueries, RoundRow, RoundsRepository, RoundWithStops, StopRow } from './rounds.repository';
import type { LocatedStop, StopLocator } from './stop-locations';

/** A member as the rounds need them: who may ride, and their names. */
export type RoundMember = { id: string; name: string; role: StaffRole; active: boolean };

/** Who asks: the staff gate's signed-in member. */
export type RoundActor = { id: string; role: StaffRole };

/** « Votre livreur arrive » for one stop, queued in the transaction that made it due. */
export type CourierNearPush = { number: string; userId: string; stopId: string; from: string; to: string };

export type RoundsDeps = {
  repository: RoundsRepository;
  hub: ShopHub;
  now: () => Date;
  slots: Pick<DeliveryService, 'staffSlot' | 'holdPlaces'>;
  orders: Pick<OrdersService, 'bikeOrdersOfSlot' | 'roundOrders' | 'moveTogetherByStaff'>;
  locate: StopLocator;
  /** Each variant's net quantity (`orderLoad`), null for one sold by the piece. */
  netQuantities: (
    variantIds: readonly string[],
  ) => Promise<Map<string, { amount: number; unit: 'g' | 'ml' } | null>>;
  members: () => Promise<RoundMember[]>;
  phoneOf: (userId: string) => Promise<string | null>;
  tellNear: (tx: Transaction, push: CourierNearPush) => Promise<void>;
  /** The customer's e-mail that the courier could not deliver (a customer's order, not a guest's). */
  tellMissed: (tx: Transaction, missed: { number: string; stopId: string }) => Promise<void>;
  /**
   * A stop put at its postal code's centre under a slot's lock, located by the geocoder once the
   * transaction committed (`locateRoughStop`, a job queued in it).
   */
  locateLater: (tx: Transaction, stopId: string) => Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How many times a plan or a departure starts again when an order joined its slot while it worked
 * (moved onto it, placed): each time, another one came in that very instant.
 */
const MAX_REREADS = 3;

/** A stop put on the round between its reading and its departure: the round is read again. */
class RoundChanged extends Error {}

/** A stop not marked yet, at its place in its round. */
function newStop(input: {
  roundId: string;
  orderId: string;
  position: number;
  located: LocatedStop;
  load: { bags: number; weightGrams: number };
  plannedArrival: Date;
}): StopRow {
  const { located, load } = input;
  return {
    id: randomUUID(),
    roundId: input.roundId,
    orderId: input.orderId,
    position: input.position,
    latitude: located.point.latitude,
    longitude: located.point.longitude,
    pointPrecision: located.precision,
    bags: load.bags,
    weightGrams: load.weightGrams,
    plannedArrival: input.plannedArrival,
    outcome: null,
    absenceReason: null,
    absenceNote: null,
    outcomeAt: null,
    outcomeKey: null,
    recordedAt: null,
    toldNearAt: null,
  };
}

export function createRoundsService(deps: RoundsDeps) {
  const { repository, now } = deps;
  const hub: GeoPoint = { latitude: deps.hub.latitude, longitude: deps.hub.longitude };

  async function bikeSlot(slotId: string, day?: string) {
    const slot = await deps.slots.staffSlot(slotId);
    if (!slot || (day !== undefined && parisDayOf(new Date(slot.startsAt)) !== day)) {
      throw new AppError('not_found', 'slot_not_found');
    }
    if (slot.mode !== 'bag') throw new AppError('invalid_input', 'slot_not_bike');
    return { ...slot, day: parisDayOf(new Date(slot.startsAt)), start: new Date(slot.startsAt) };
  }

  /**
   * A stop's window as « Tournées » shows it now (`roundView`): the staff's order page gives the
   * same time as the rounds' screen and the courier's phone.
   */
  async function windowOfStop({ stop, round }: { stop: StopRow; round: RoundRow }) {
    const [whole, slot] = await Promise.all([repository.round(round.id), deps.slots.staffSlot(round.slotId)]);
    const slotStart = slot ? new Date(slot.startsAt) : stop.plannedArrival;
    const index = whole?.stops.findIndex((each) => each.id === stop.id) ?? -1;
    const found =
      whole && index >= 0
        ? estimatesOf(whole, { hub, slotStart, now: now(), withdrawn: await withdrawnOf(whole) })[index]
        : undefined;
    const window = arrivalWindowOf(
      found?.estimate ?? stop.plannedArrival,
      found?.stopsBefore ?? 0,
      slotStart,
    );
    return { from: window.from.toISOString(), to: window.to.toISOString() };
  }

  /**
   * The stops of `round` the courier no longer goes to (`isStopWithdrawn`); on `tx`, as the
   * change's transaction sees their orders (a departure sends them « en livraison » in it).
   */
  async function withdrawnOf(round: RoundWithStops, tx?: Transaction): Promise<ReadonlySet<string>> {
    if (!round.startedAt) return new Set();
    const orders = await deps.orders.roundOrders(
      round.stops.map((stop) => stop.orderId),
      tx,
    );
    return withdrawnStops(round, new Map(orders.map((order) => [order.id, order])));
  }

  async function roundOrFail(roundId: string, queries: RoundQueries = repository): Promise<RoundWithStops> {
    const round = UUID.test(roundId) ? await queries.round(roundId) : undefined;
    if (!round) throw new AppError('not_found', 'round_not_found');
    return round;
  }

  /**
   * The number of a stop's order, by which the journal names the stop: the team reads it on the
   * bags. Read outside a change's transaction (the orders' module): a stop's order stays its own.
   */
  async function orderNumberOf(stop: StopRow): Promise<string | null> {
    return (await deps.orders.roundOrders([stop.orderId]))[0]?.number ?? null;
  }

  /** A stop's place as its audit entries keep it, on its round. */
  function auditedStop(stop: StopRow, round: RoundRow | undefined, orderNumber: string | null) {
    return {
      orderId: stop.orderId,
      orderNumber,
      roundNumber: round?.number ?? null,
      position: stop.position,
      plannedArrival: stop.plannedArrival.toISOString(),
      outcome: stop.outcome,
      absenceReason: stop.absenceReason,
      outcomeAt: stop.outcomeAt?.toISOString() ?? null,
    };
  }

  async function stopOrFail(stopId: string, queries: RoundQueries = repository): Promise<StopRow> {
    const stop = UUID.test(stopId) ? await queries.stop(stopId) : undefined;
    if (!stop) throw new AppError('not_found', 'stop_not_found');
    return stop;
  }

  /** Everything a round's view needs beyond its rows: the orders, phones, couriers' names. */
  async function viewsOf(rounds: readonly RoundWithStops[], slotStart: Date) {
    const orderIds = rounds.flatMap((round) => round.stops.map((stop) => stop.orderId));
    const [orders, members] = await Promise.all([deps.orders.roundOrders(orderIds), deps.members()]);
    const userIds = [...new Set(orders.flatMap((order) => (order.userId ? [order.userId] : [])))];
    const phones = new Map(
      await Promise.all(userIds.map(async (userId) => [userId, await deps.phoneOf(userId)] as const)),
    );
    const names = new Map(members.map((member) => [member.id, member.name]));
    const context = {
      hub,
      slotStart,
      now: now(),
      orders: new Map(orders.map((order) => [order.id, order])),
      phones,
      courierName: (id: string) => names.get(id) ?? null,
    };
    return { views: rounds.map((round) => roundView(round, context)), members };
  }

  async function slotRounds(day: string, slotId: string): Promise<SlotRounds> {
    const slot = await bikeSlot(slotId, day);
    const [rounds, orders] = await Promise.all([
      repository.roundsOfSlot(slotId, day),
      deps.orders.bikeOrdersOfSlot(slotId),
    ]);
    const { views, members } = await viewsOf(rounds, slot.start);
    const planned = new Set(rounds.flatMap((round) => round.stops.map((stop) => stop.orderId)));
    // The rule each of its orders is moved by (`checkStaffStatusMove`): a bike order's own dates.
    const leavesFrom = earliestStaffMove(
      {
        status: 'scheduled',
        shippingMode: 'bag',
        deliverySlot: { start: slot.startsAt, bookableUntil: slot.bookableUntil },
        preparedAt: null,
        paymentState: null,
      },
      'delivery',
    )!;
    return {
      day,
      slot: { id: slot.id, start: slot.startsAt, end: slot.endsAt },
      departure: { from: leavesFrom.toISOString(), open: now() >= leavesFrom },
      hub: { label: deps.hub.label, point: hub },
      capacity: { ...BIKE_CAPACITY },
      rounds: views,
      unplanned: orders
        .filter((order) => !planned.has(order.id))
        .map((order) => ({
          orderNumber: order.number,
          customerName: order.customerName,
          zipcode: order.address.zipcode,
          paymentFailed: order.isPaymentDropped,
        })),
      couriers: members
        .filter((member) => member.active && member.role === 'courier')
        .map((member) => ({ id: member.id, name: member.name })),
    };
  }

  /** An order's load from what goes in its bags. */
  async function loadsOf(orders: readonly RoundOrder[]) {
    const variantIds = [...new Set(orders.flatMap((order) => order.contents.map((item) => item.variantId)))];
    const net = await deps.netQuantities(variantIds);
    return new Map(
      orders.map((order) => [
        order.id,
        orderLoad(
          order.contents.map((item) => ({
            quantity: item.quantity,
            netQuantity: net.get(item.variantId) ?? null,
          })),
        ),
      ]),
    );
  }

  /** The planned arrival of each stop of a round, in this order, from the slot's start. */
  function plannedArrivals(points: readonly GeoPoint[], slotStart: Date): Date[] {
    return estimateArrivals({
      hub,
      start: slotStart,
      now: slotStart,
      stops: points.map((point) => ({ point, doneAt: null })),
    });
  }

  function refuseStarted(rounds: readonly RoundWithStops[]): void {
    if (rounds.some((round) => round.startedAt !== null)) {
      throw new AppError('conflict', 'rounds_already_started');
    }
  }

  /** Positions 1…n again, and planned arrivals worked out again, for the stops of one round. */
  async function replace(
    queries: RoundQueries,
    roundId: string,
    stops: readonly StopRow[],
    slotStart: Date,
  ): Promise<void> {
    const arrivals = plannedArrivals(stops.map(pointOf), slotStart);
    for (const [index, stop] of stops.entries()) {
      await queries.placeStop(stop.id, {
        roundId,
        position: index + 1,
        plannedArrival: arrivals[index] ?? slotStart,
      });
    }
  }

  /**
   * The « courier near » pushes due now in a started round (at most two undone stops before
   * theirs), each told once; in the transaction of the change that made them due.
   */
  async function tellNear(
    queries: RoundQueries,
    tx: Transaction,
    round: RoundWithStops,
    slotStart: Date,
  ): Promise<void> {
    if (!round.startedAt) return;
    const orders = new Map(
      // Read in the transaction: a departure sends its orders « en livraison » in it.
      (
        await deps.orders.roundOrders(
          round.stops.map((stop) => stop.orderId),
          tx,
        )
      ).map((order) => [order.id, order]),
    );
    const withdrawn = withdrawnStops(round, orders);
    // A withdrawn stop is not coming; one the staff marked « Livrée » by hand has come.
    const due = stopsDueNear(round, withdrawn).filter(
      (stop) => orders.get(stop.orderId)?.status === 'delivery',
    );
    if (due.length === 0) return;
    const estimates = estimatesOf(round, { hub, slotStart, now: now(), withdrawn });
    for (const stop of due) {
      const order = orders.get(stop.orderId);
      const index = round.stops.indexOf(stop);
      const { estimate, stopsBefore } = estimates[index]!;
      if (!order?.userId) continue;
      const window = arrivalWindowOf(estimate, stopsBefore, slotStart);
      await deps.tellNear(tx, {
        number: order.number,
        userId: order.userId,
        stopId: stop.id,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
      });
    }
    await queries.markToldNear(
      due.map((stop) => stop.id),
      now(),
    );
  }

  /** The slot's orders a bike carries: an unpaid one waits « hors tournée » until the shop sorts it out. */
  async function carriedOrdersOfSlot(slotId: string): Promise<RoundOrder[]> {
    return (await deps.orders.bikeOrdersOfSlot(slotId)).filter((order) => !order.isPaymentDropped);
  }

  /**
   * Takes a stop off its round, under the slot's lock (the round read again), the others
   * renumbered: a round at the hub has its arrivals worked out again; one that left keeps those it
   * left with, which its report measures the courier against.
   */
  async function takeOff(queries: RoundQueries, tx: Transaction, roundId: string, stopId: string) {
    const round = await queries.round(roundId);
    if (!round) return;
    await queries.removeStop(stopId);
    const remaining = round.stops.filter((stop) => stop.id !== stopId);
    if (!round.startedAt) {
      const slot = await deps.slots.staffSlot(round.slotId, tx);
      if (slot) await replace(queries, round.id, remaining, new Date(slot.startsAt));
      return;
    }
    for (const [index, stop] of remaining.entries()) {
      await queries.placeStop(stop.id, { roundId, position: index + 1, plannedArrival: stop.plannedArrival });
    }
  }

  /**
   * A cancelled order leaves the rounds still at the hub; once one left, the courier's list keeps
   * what is on the bike. Its slot's lock is taken (in slot id order with those of its stops, as a
   * move takes its two) before its stops are read, stop or not: a plan under way read the order
   * before it was cancelled, and its stop, put on as the plan commits, is read here and taken off.
   */
  async function leaveRoundsAtHub(
    queries: RoundQueries,
    tx: Transaction,
    orderId: string,
    slotId: string | undefined,
  ): Promise<void> {
    const slots = new Set((await queries.openStopsOf(orderId)).map(({ round }) => round.slotId));
    if (slotId) slots.add(slotId);
    for (const id of [...slots].sort()) await queries.lockSlot(id);
    for (const { stop, round } of await queries.openStopsOf(orderId)) {
      if (!round.startedAt) await takeOff(queries, tx, round.id, stop.id);
    }
  }

  /**
   * An order moved or placed onto a slot whose rounds are planned, all at the hub, joins one as
   * its last stop (`roundToJoin`; a round of its own when no bike has room), so that the courier's
   * list has it without the slot being planned again; the stops before keep the windows their
   * customers were shown. One whose card hold was dropped stays « hors tournée », as a plan
   * leaves it. Its point is its earlier stop's (an order's address never changes once placed),
   * else its postal code's centre, shown as rough until a job asks the geocoder after the commit
   * (`locateRoughStop`): no outside service is called while the slots are locked. Under the
   * slot's lock.
   */
  async function joinPlannedRound(
    queries: RoundQueries,
    tx: Transaction,
    orderId: string,
    slotId: string,
    earlierStop: StopRow | undefined,
  ): Promise<void> {
    const slot = await deps.slots.staffSlot(slotId, tx);
    if (!slot) return;
    const slotStart = new Date(slot.startsAt);
    const day = parisDayOf(slotStart);
    const rounds = await queries.roundsOfSlot(slotId, day);
    if (rounds.length === 0) return;
    // No order joins a slot whose round left: a move there is refused (`slot_rounds_started`); a
    // customer books a slot only before its cut-off, when no bike may leave yet, so only an order
    // placed at the very instant its round leaves meets one. It stays « hors tournée », on the
    // staff's screen, for them to send on another slot.
    if (rounds.some((round) => round.startedAt !== null)) return;
    if (rounds.some((round) => round.stops.some((stop) => stop.orderId === orderId))) return;
    // Read in the transaction: an order being placed is placed only there.
    const [order] = await deps.orders.roundOrders([orderId], tx);
    if (!order || order.isPaymentDropped) return;
    const load = (await loadsOf([order])).get(orderId)!;
    const located: LocatedStop = earlierStop
      ? { point: pointOf(earlierStop), precision: earlierStop.pointPrecision }
      : await deps.locate(order.address, { askGeocoder: false });
    const joined = roundToJoin(
      hub,
      rounds.map((round) => ({
        points: round.stops.map(pointOf),
        load: {
          bags: round.stops.reduce((sum, stop) => sum + stop.bags, 0),
          weightGrams: round.stops.reduce((sum, stop) => sum + stop.weightGrams, 0),
        },
      })),
      { point: located.point, ...load },
    );
    let round = joined === null ? undefined : rounds[joined];
    if (!round) {
      const row: RoundRow = {
        id: randomUUID(),
        day,
        slotId,
        number: Math.max(...rounds.map((other) => other.number)) + 1,
        courierId: null,
        plannedAt: now(),
        startedAt: null,
      };
      await queries.insertRound(row);
      round = { ...row, stops: [] };
    }
    const arrivals = plannedArrivals([...round.stops.map(pointOf), located.point], slotStart);
    const stop = newStop({
      roundId: round.id,
      orderId,
      position: round.stops.length + 1,
      located,
      load,
      plannedArrival: arrivals.at(-1) ?? slotStart,
    });
    await queries.insertStops([stop]);
    if (located.precision === 'postal_code') await deps.locateLater(tx, stop.id);
  }

  /**
   * An order moved to another slot (« Changer de créneau »), under both slots' locks (taken in slot
   * id order, as two moves the other way round take them): refused when a round of the new slot
   * left meanwhile (`checkRebookingSlot`'s `slot_rounds_started`, read again under the lock). The
   * order waits at the shop (`isRebookable`), so a stop of its old slot that nothing was marked at
   * is a visit that will not be made, even on a round that left (a departure undone by hand): it
   * is taken off, so that the courier cannot mark it and tell the customer they came. Refusing the
   * move instead would keep the order until someone marks a stop nobody will ride to. A stop
   * marked « Absent » stays: the missed delivery's record. The order then joins a planned round of
   * its new slot (`joinPlannedRound`).
   */
  async function leaveSlot(
    queries: RoundQueries,
    tx: Transaction,
    orderId: string,
    slots: { from: string; to: string },
  ): Promise<void> {
    for (const slotId of [slots.from, slots.to].sort()) await queries.lockSlot(slotId);
    if ((await queries.slotsWithRoundStarted([slots.to])).size > 0) {
      throw new AppError('conflict', 'slot_rounds_started');
    }
    const earlierStop = await queries.latestStopOf(orderId);
    for (const { stop, round } of await queries.openStopsOf(orderId, slots.from)) {
      await takeOff(queries, tx, round.id, stop.id);
    }
    await joinPlannedRound(queries, tx, orderId, slots.to, earlierStop);
  }

  /**
   * An order placed on a bike slot whose rounds are planned joins one (`joinPlannedRound`), in the
   * placing transaction, the slot's place already taken: its rounds lock comes after, as for a
   * move and a cancellation. Placing is the shop's busiest write: a slot with no round costs one
   * look in an index and no lock. A plan at that instant holds the slot's places before its
   * rounds (`plan`): it waits for such an order and reads it, or has its rounds seen here.
   */
  async function joinOnPlacing(queries: RoundQueries, tx: Transaction, orderId: string, slotId: string) {
    if (!(await queries.hasRounds(slotId))) return;
    await queries.lockSlot(slotId);
    await joinPlannedRound(queries, tx, orderId, slotId, undefined);
  }

  /**
   * The round as read leaves the hub: its orders « en livraison » through the order's staff move
   * (all of them or none), the first customers told their courier is near. False, and nothing
   * changed, when a stop was put on it since it was read: its order would ride « en cours ».
   */
  async function leaveHub(
    read: RoundWithStops,
    actor: RoundActor,
    slotStart: Date,
    audit: ChangeAudit | undefined,
  ): Promise<boolean> {
    // Only those « en cours » on the round's slot leave, as each is when moved (its row then held
    // to the end): one cancelled or moved to another slot meanwhile stays off the bike, one
    // already « en livraison » stays so. In the round's order, so that a refusal names the first
    // stop that cannot leave.
    const leaving = read.stops.map((stop) => ({
      orderId: stop.orderId,
      to: 'delivery' as const,
      from: 'scheduled' as const,
      slotId: read.slotId,
    }));
    const leavingIds = new Set(leaving.map((move) => move.orderId));
    try {
      await deps.orders.moveTogetherByStaff(leaving, { kind: 'staff', id: actor.id }, async (tx) => {
        const queries = repository.within(tx);
        await queries.lockSlot(read.slotId);
        const round = await roundOrFail(read.id, queries);
        audit?.replacing(auditedRound(round));
        if (round.startedAt) return;
        // An order moved onto the slot, a stop moved here by hand: its order did not leave.
        if (round.stops.some((stop) => !leavingIds.has(stop.orderId))) throw new RoundChanged();
        const startedAt = now();
        await queries.setStarted(round.id, startedAt);
        await tellNear(queries, tx, { ...round, startedAt }, slotStart);
        await audit?.record(tx);
      });
      return true;
    } catch (failure) {
      if (failure instanceof RoundChanged) return false;
      throw failure;
    }
  }

  return {
    slotRounds,
    bikeSlot,
    roundOrFail,
    stopOrFail,
    viewsOf,
    tellNear,
    hub,

    /**
     * Builds the slot's rounds again from its bike orders: each located and weighed, split by what
     * a bike carries and ordered to ride the least. Refused once a round left; each round keeps
     * its courier by number.
     */
    async plan(day: string, slotId: string, audit?: ChangeAudit): Promise<SlotRounds> {
      const slot = await bikeSlot(slotId, day);
      refuseStarted(await repository.roundsOfSlot(slotId, day));
      for (let attempt = 1; ; attempt += 1) {
        const orders = await carriedOrdersOfSlot(slotId);
        const loads = await loadsOf(orders);
        const located = new Map(
          await Promise.all(
            orders.map(async (order) => [order.id, await deps.locate(order.address)] as const),
          ),
        );
        const planned = planRounds(
          hub,
          orders.map((order) => ({
            id: order.id,
            point: located.get(order.id)!.point,
            ...loads.get(order.id)!,
          })),
          BIKE_CAPACITY,
        );
        const at = now();
        const isSaved = await repository.transaction(async (queries, tx) => {
          // The slot's places first, then its rounds, as every path takes them: an order being
          // placed on the slot, which found no round, is waited for and read below.
          await deps.slots.holdPlaces(tx, slotId);
          await queries.lockSlot(slotId);
          const before = await queries.roundsOfSlot(slotId, day);
          audit?.replacing(before.map(auditedRound));
          refuseStarted(before);
          // The slot's orders read again under its lock, which a move, a cancellation and a
          // placing take too: one that left it since (moved, cancelled) is left out; for one
          // that joined it (moved onto it, placed; its stop on a round these replace) the plan
          // starts again, and leaves it « hors tournée », on the screen, only after
          // `MAX_REREADS` tries.
          const carried = new Set((await carriedOrdersOfSlot(slotId)).map((order) => order.id));
          const isJoined = [...carried].some((id) => !located.has(id));
          if (isJoined && attempt < MAX_REREADS) return false;
          const rounds = planned
            .map((ids) => ids.filter((id) => carried.has(id)))
            .filter((ids) => ids.length > 0);
          const courierOf = new Map(before.map((round) => [round.number, round.courierId]));
          await queries.removeRoundsOfSlot(slotId, day);
          for (const [index, orderIds] of rounds.entries()) {
            const roundId = randomUUID();
            const number = index + 1;
            await queries.insertRound({
              id: roundId,
              day,
              slotId,
              number,
              courierId: courierOf.get(number) ?? null,
              plannedAt: at,
              startedAt: null,
            });
            const arrivals = plannedArrivals(
              orderIds.map((id) => located.get(id)!.point),
              slot.start,
            );
            await queries.insertStops(
              orderIds.map((orderId, position) =>
                newStop({
                  roundId,
                  orderId,
                  position: position + 1,
                  located: located.get(orderId)!,
                  load: loads.get(orderId)!,
                  plannedArrival: arrivals[position] ?? slot.start,
                }),
              ),
            );
          }
          await audit?.record(tx);
          return true;
        });
        if (isSaved) return slotRounds(day, slotId);
      }
    },

    /** A stop moved by hand to a round of the same slot, at a place in it (the last when beyond). */
    async moveStop(
      stopId: string,
      target: { roundId: string; position: number },
      audit?: ChangeAudit,
    ): Promise<SlotRounds> {
      const found = await stopOrFail(stopId);
      const from = await roundOrFail(found.roundId);
      const slot = await bikeSlot(from.slotId);
      const orderNumber = audit ? await orderNumberOf(found) : null;
      await repository.transaction(async (queries, tx) => {
        await queries.lockSlot(from.slotId);
        const stop = await stopOrFail(stopId, queries);
        const source = await roundOrFail(stop.roundId, queries);
        audit?.replacing(auditedStop(stop, source, orderNumber));
        const destination = await roundOrFail(target.roundId, queries);
        if (destination.slotId !== source.slotId || destination.day !== source.day) {
          throw new AppError('not_found', 'round_not_found');
        }
        if (source.startedAt || destination.startedAt) throw new AppError('conflict', 'round_started');
        const remaining = source.stops.filter((other) => other.id !== stop.id);
        const others = destination.id === source.id ? remaining : destination.stops;
        const place = Math.min(Math.max(target.position, 1), others.length + 1) - 1;
        const arranged = [...others.slice(0, place), stop, ...others.slice(place)];
        if (destination.id !== source.id) await replace(queries, source.id, remaining, slot.start);
        await replace(queries, destination.id, arranged, slot.start);
        await audit?.record(tx);
      });
      return slotRounds(slot.day, slot.id);
    },

    /** Who rides the round: an active member who may ride, or nobody yet. */
    async assignCourier(roundId: string, courierId: string | null, audit?: ChangeAudit): Promise<SlotRounds> {
      const found = await roundOrFail(roundId);
      if (courierId !== null) {
        const member = (await deps.members()).find((candidate) => candidate.id === courierId);
        if (!member?.active || !staffMay(member.role, 'rounds.ride')) {
          throw new AppError('invalid_input', 'staff_member_not_found', { fields: { courierId: 'unknown' } });
        }
      }
      await repository.transaction(async (queries, tx) => {
        await roundOrFail(roundId, queries);
        await queries.setCourier(roundId, courierId);
        await audit?.record(tx);
      });
      return slotRounds(found.day, found.slotId);
    },

    /**
     * The round leaves the hub: its orders « en livraison » through the order's staff move (the
     * slot's day, the messages, the money's rules), all of them or none; the first customers told
     * their courier is near; read again when a stop was put on it meanwhile. Started again, it
     * answers the round as it is.
     */
    async start(roundId: string, actor: RoundActor, audit?: ChangeAudit): Promise<DeliveryRound> {
      const found = await roundOrFail(roundId);
      mayStart(found, actor);
      const slot = await bikeSlot(found.slotId);
      let read = found;
      for (let attempt = 1; !read.startedAt; attempt += 1) {
        if (await leaveHub(read, actor, slot.start, audit)) break;
        if (attempt === MAX_REREADS) throw new AppError('conflict', 'round_changed_meanwhile');
        read = await roundOrFail(roundId);
        mayStart(read, actor);
      }
      const round = await roundOrFail(roundId);
      return (await viewsOf([round], slot.start)).views[0]!;
    },

    /**
     * The order's listener, in the order's transaction: an order placed joins its slot's planned
     * rounds (`joinOnPlacing`; a confirmation sent again names no slot), one cancelled leaves the
     * rounds at the hub, one moved to another slot leaves its old slot's and joins its new slot's
     * (`leaveSlot`).
     */
    async onOrderEvent(
      tx: Transaction,
      event: {
        type: string;
        orderId: string;
        slotId?: string | undefined;
        slotChange?: { from: string; to: string } | undefined;
      },
    ): Promise<void> {
      const queries = repository.within(tx);
      if (event.type === 'placed' && event.slotId) {
        await joinOnPlacing(queries, tx, event.orderId, event.slotId);
      }
      if (event.type === 'canceled') await leaveRoundsAtHub(queries, tx, event.orderId, event.slotId);
      if (event.type === 'rebooked' && event.slotChange) {
        await leaveSlot(queries, tx, event.orderId, event.slotChange);
      }
    },

    /**
     * A stop that joined its round at its postal code's centre (`joinPlannedRound`) gets its
     * address's own point, when the geocoder knows it. Its planned arrival stays: the customer
     * may have read its window already, and the courier's map is what the point is for.
     */
    async locateRoughStop(stopId: string): Promise<void> {
      const stop = await repository.stop(stopId);
      if (!stop || stop.pointPrecision !== 'postal_code' || stop.outcome) return;
      const [order] = await deps.orders.roundOrders([stop.orderId]);
      if (!order) return;
      // A geocoder that fails fails the job, which the queue tries again later.
      const located = await deps.locate(order.address, { failures: 'throw' });
      if (located.precision === 'address') await repository.locateRoughStop(stopId, located.point);
    },

    /** Those of `slotIds` of which a round has left the hub (no order joins them any more). */
    async slotsWithRoundStarted(slotIds: readonly string[], tx?: Transaction): Promise<Set<string>> {
      return (tx ? repository.within(tx) : repository).slotsWithRoundStarted(slotIds);
    },

    /**
     * The customer's side of their order's stop (the storefront's `delivery_day`) on the order's
     * slot `slotId`; null when unplanned (a missed delivery's stop is another slot's).
     */
    async stopOfOrder(
      orderId: string,
      slotId: string,
    ): Promise<Omit<OrderDeliveryDay, 'pickup_code'> | null> {
      const found = await repository.stopOnSlot(orderId, slotId);
      const slot = found ? await deps.slots.staffSlot(slotId) : undefined;
      if (!found || !slot) return null;
      const round = await repository.round(found.round.id);
      if (!round) return null;
      return deliveryDayOfStop(round, found.stop.id, {
        hub,
        slotStart: new Date(slot.startsAt),
        now: now(),
        withdrawn: await withdrawnOf(round),
      });
    },

    /**
     * The staff's side of an order's stops (the order's page): the one on its slot `slotId` (none
     * until that slot's round is planned), and the latest the courier marked « Absent », whichever
     * slot it was (the order may have moved since).
     */
    async staffStopsOfOrder(
      orderId: string,
      slotId: string | null,
    ): Promise<{ stop: StaffOrderStop | null; missedStop: StaffOrderStop | null }> {
      const [onSlot, missed, members] = await Promise.all([
        slotId ? repository.stopOnSlot(orderId, slotId) : undefined,
        repository.lastAbsentStop(orderId),
        deps.members(),
      ]);
      const names = new Map(members.map((member) => [member.id, member.name]));
      const viewOf = async (found: { stop: StopRow; round: RoundRow }) =>
        staffStopView(found, names, await windowOfStop(found));
      return {
        stop: onSlot ? await viewOf(onSlot) : null,
        missedStop: missed ? await viewOf(missed) : null,
      };
    },

    /** The signed-in courier's rounds of the shop's day, in riding order. */
    async courierRounds(courierId: string): Promise<CourierRounds> {
      const day = parisDayOf(now());
      const rounds = await repository.roundsOfCourier(courierId, day);
      const slots = new Map<string, Awaited<ReturnType<typeof bikeSlot>>>();
      for (const round of rounds) {
        if (!slots.has(round.slotId)) slots.set(round.slotId, await bikeSlot(round.slotId));
      }
      const views: CourierRounds['rounds'] = [];
      for (const round of rounds) {
        const slot = slots.get(round.slotId)!;
        const [view] = (await viewsOf([round], slot.start)).views;
        views.push({ ...view!, slot: { id: slot.id, start: slot.startsAt, end: slot.endsAt } });
      }
      views.sort((a, b) => a.slot.start.localeCompare(b.slot.start) || a.number - b.number);
      return { day, now: now().toISOString(), rounds: views };
    },

    /** The round as its audit entries keep it. */
    async auditedRound(roundId: string, tx?: Transaction) {
      const round = await (tx ? repository.within(tx) : repository).round(roundId);
      return round ? auditedRound(round) : null;
    },

    /** A stop's place as its audit entries keep it (a move by hand, a mark). */
    async auditedStop(stopId: string, tx?: Transaction) {
      const queries = tx ? repository.within(tx) : repository;
      const stop = UUID.test(stopId) ? await queries.stop(stopId) : undefined;
      return stop ? auditedStop(stop, await queries.round(stop.roundId), await orderNumberOf(stop)) : null;
    },

    /** The slot's rounds as their audit entries keep them (`day slotId`). */
    async auditedSlot(subject: string, tx?: Transaction) {
      const [day = '', slotId = ''] = subject.split(' ');
      if (!UUID.test(slotId)) return null;
      const rounds = await (tx ? repository.within(tx) : repository).roundsOfSlot(slotId, day);
      return rounds.map(auditedRound);
    },
  };
}

/** A stop as the order's page shows it: its round, courier and doorstep. */
function staffStopView(
  { stop, round }: { stop: StopRow; round: RoundRow },
  names: ReadonlyMap<string, string>,
  window: StaffOrderStop['window'],
): StaffOrderStop {
  return {
    day: round.day,
    slotId: round.slotId,
    roundNumber: round.number,
    courierName: round.courierId ? (names.get(round.courierId) ?? null) : null,
    position: stop.position,
    plannedArrival: stop.plannedArrival.toISOString(),
    window,
    startedAt: round.startedAt?.toISOString() ?? null,
    outcome: stop.outcome,
    outcomeAt: stop.outcomeAt?.toISOString() ?? null,
    absenceReason: stop.absenceReason,
    absenceNote: stop.absenceNote,
  };
}

/** A preparer or an admin starts any round; a courier only their own; nobody else any. */
function mayStart(round: RoundWithStops, actor: RoundActor): void {
  if (staffMay(actor.role, 'rounds.write')) return;
  if (!staffMay(actor.role, 'rounds.ride')) throw new AppError('forbidden', 'staff_forbidden');
  if (round.courierId !== actor.id) throw new AppError('forbidden', 'round_not_yours');
}

/** The stops to tell now: the domain's rule over the round's stops. */
function stopsDueNear(round: RoundWithStops, withdrawn: ReadonlySet<string>): StopRow[] {
  const indexes = stopsToTellNear(
    round.stops.map((stop) => ({
      done: stop.outcome !== null || withdrawn.has(stop.id),
      told: stop.toldNearAt !== null,
    })),
    round.startedAt !== null,
  );
  return indexes.flatMap((index) => round.stops[index] ?? []);
}

function auditedRound(round: RoundWithStops) {
  return {
    // The journal names the round as the team does: « Tournée 2 du jeudi 3 décembre ».
    day: round.day,
    number: round.number,
    courierId: round.courierId,
    startedAt: round.startedAt?.toISOString() ?? null,
    stops: round.stops.map((stop) => ({
      orderId: stop.orderId,
      position: stop.position,
      outcome: stop.outcome,
      absenceReason: stop.absenceReason,
    })),
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
