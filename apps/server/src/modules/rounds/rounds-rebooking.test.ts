/**
 * A bike order sent on another slot (« Changer de créneau ») and the rounds, through the real app:
 * its stop leaves its old slot's rounds, a plan or a departure at the same instant does not take
 * it along, it joins its new slot's planned round as the last stop, a slot whose round left takes
 * no more orders, and the order's pages read the stop of the slot it is on; an order cancelled
 * while its slot is planned keeps no stop. Races are played in a set order: a transaction holds
 * the slot's rounds lock (or their table) while the others line up behind it.
 */
import type {
  CartDocument,
  DeliveryRound,
  MissedDeliveries,
  SlotRounds,
  StaffRebookingSlots,
  StaffSlot,
} from '@sillon/contract';
import { BIKE_CAPACITY, parisDayOf } from '@sillon/domain';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { bikeRounds, stopsOf } from '../../testing/bike-rounds';
import type { Buyer } from '../../testing/checkout-flow';
import { heldTransaction, untilWaitingOn } from '../../testing/held-transaction';
import { prepareOrder } from '../../testing/preparation';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { deliveryRounds, roundStops } from './rounds.tables';

describe('a bike order sent on another slot, and the rounds', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let admin: string;
  let preparer: string;
  /** The first bike slot open (tomorrow noon), then two later ones the same day. */
  let slotA: StaffSlot;
  let slotB: StaffSlot;
  let slotC: StaffSlot;
  const onA: Buyer[] = [];
  let onB: Buyer;
  /** Orders on slot C's round, which nothing moves. */
  const onC: Buyer[] = [];

  const { call, staffOrder, roundsOf, plan, numbersOn, bikeOrder, slotAndLaterOnes, holdRoundsOf } =
    bikeRounds(() => ({
      shop,
      admin,
      preparer,
    }));
  const rebook = (buyer: Buyer, slot: StaffSlot) =>
    call(preparer, 'POST', `/api/staff/orders/${buyer.number}/delivery-slot`, { slotId: slot.id });
  const cancel = (buyer: Buyer) => call(admin, 'POST', `/api/staff/orders/${buyer.number}/cancel`);
  const customerDay = async (buyer: Buyer) => {
    const answer = await storefront(shop.app, 'GET', `/order_status/${buyer.number}`, {
      orderToken: buyer.orderToken,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as CartDocument).data.attributes.delivery_day;
  };

  /** The shop's clock moved to `at`; members sign in again (a session lasts a working day). */
  async function moveClockTo(at: Date) {
    clock.advanceSeconds((at.getTime() - clock.now().getTime()) / 1000);
    admin = (await staffSession(shop, 'admin')).cookie;
    preparer = (await staffSession(shop, 'preparer')).cookie;
  }

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    admin = (await staffSession(shop, 'admin')).cookie;
    preparer = (await staffSession(shop, 'preparer')).cookie;
    onA.push(await bikeOrder(undefined, '30 rue Oberkampf'));
    [slotA, slotB, slotC] = (await slotAndLaterOnes(onA[0]!)) as [StaffSlot, StaffSlot, StaffSlot];
    const streets = [
      '12 rue de Charonne',
      '8 rue Keller',
      '40 rue de la Roquette',
      '9 rue Ternaux',
      '3 rue Moret',
    ];
    for (const street of streets) {
      onA.push(await bikeOrder(slotA, street));
    }
    expect(slotC).toBeDefined();
    onB = await bikeOrder(slotB, '5 rue Saint-Maur');
  });
  afterAll(() => shop.close());

  it('takes the stop of an order moved off a round still at the hub, the others renumbered', async () => {
    expect((await plan(slotA)).statusCode).toBe(200);
    const [leaving] = onA.splice(5, 1) as [Buyer];
    expect(await numbersOn(slotA)).toContain(leaving.number);
    const moved = await rebook(leaving, slotB);
    expect(moved.statusCode, moved.body).toBe(200);
    const [round] = (await roundsOf(slotA)).rounds;
    expect(round!.stops.map((stop) => stop.orderNumber)).not.toContain(leaving.number);
    expect(round!.stops.map((stop) => stop.position)).toEqual([1, 2, 3, 4, 5]);
    // Nothing planned on the new slot yet: no window for the customer, no round for the staff.
    expect(await customerDay(leaving)).toBeNull();
    expect(moved.json()).toMatchObject({ stop: null, missedStop: null });
  });

  it('keeps an order moved while the slot is planned out of its rounds, whichever goes first', async () => {
    // Each reads the slot's orders, then waits for the slot's lock, held here; the other comes meanwhile.
    const race = async (first: 'plan' | 'move') => {
      const moving = onA.pop()!;
      const held = await holdRoundsOf(slotA);
      const start = first === 'plan' ? () => plan(slotA) : () => rebook(moving, slotB);
      const then = first === 'plan' ? () => rebook(moving, slotB) : () => plan(slotA);
      const firstOne = start();
      await untilWaitingOn(shop.database.db, held.pid, 1);
      const secondOne = then();
      await untilWaitingOn(shop.database.db, held.pid, 2);
      await held.commit();
      for (const answer of await Promise.all([firstOne, secondOne])) {
        expect(answer.statusCode, answer.body).toBe(200);
      }
      expect((await numbersOn(slotA)).sort()).toEqual(onA.map((buyer) => buyer.number).sort());
    };
    await race('plan');
    await race('move');
  });

  it('leaves no stop for an order cancelled while its slot is planned, whether it had one or not', async () => {
    onC.push(await bikeOrder(slotC, '14 rue Amelot'));
    // The plan has read the slot's orders under its lock and waits here to write its rounds.
    const race = async (cancelled: Buyer) => {
      const held = await heldTransaction(shop.database.db, async (tx) => {
        await tx.execute(sql`lock table ${deliveryRounds} in share mode`);
      });
      const planning = plan(slotC);
      await untilWaitingOn(shop.database.db, held.pid, 1);
      const cancelling = cancel(cancelled);
      // It must wait behind the plan; let through, it ends before the plan's stop is on.
      await Promise.race([cancelling, untilWaitingOn(shop.database.db, held.pid, 2).catch(() => undefined)]);
      await held.commit();
      for (const answer of await Promise.all([planning, cancelling])) {
        expect(answer.statusCode, answer.body).toBe(200);
      }
      expect((await staffOrder(cancelled)).status).toBe('canceled');
      const [round] = (await roundsOf(slotC)).rounds;
      expect(round!.stops.map((stop) => [stop.orderNumber, stop.position])).toEqual([[onC[0]!.number, 1]]);
    };
    await race(await bikeOrder(slotC, '2 rue du Pasteur-Wagner'));
    const planned = await bikeOrder(slotC, '22 rue Jean-Pierre-Timbaud');
    expect((await plan(slotC)).statusCode).toBe(200);
    expect(await numbersOn(slotC)).toContain(planned.number);
    await race(planned);
  });

  it('puts an order moved onto a planned slot at the end of its round, the stops before unchanged', async () => {
    const placesOf = (rounds: SlotRounds) =>
      stopsOf(rounds).map((stop) => [stop.orderNumber, stop.position, stop.plannedArrival]);
    const before = placesOf(await roundsOf(slotC));
    const joining = await bikeOrder(slotB, '6 rue Paul Bert');
    const moved = await rebook(joining, slotC);
    expect(moved.statusCode, moved.body).toBe(200);
    onC.push(joining);
    const after = await roundsOf(slotC);
    expect(placesOf(after).slice(0, -1)).toEqual(before);
    // Never on a round before, it is placed at its postal code's centre, said to be rough.
    expect(stopsOf(after).at(-1)).toMatchObject({
      orderNumber: joining.number,
      position: before.length + 1,
      pointPrecision: 'postal_code',
    });
    expect(moved.json()).toMatchObject({ stop: { slotId: slotC.id, position: before.length + 1 } });
    expect((await customerDay(joining))?.arrival_window).not.toBeNull();
    // Once the move committed, a job asks the geocoder: the street's own point, its place kept.
    await shop.app.jobs.runDue();
    const located = await roundsOf(slotC);
    expect(placesOf(located)).toEqual(placesOf(after));
    const [rough, exact] = [stopsOf(after).at(-1)!, stopsOf(located).at(-1)!];
    expect(exact).toMatchObject({ orderNumber: joining.number, pointPrecision: 'address' });
    expect(exact.point).not.toEqual(rough.point);
    // Rue Paul Bert's point, as the offline geocoder knows it.
    expect(exact.point.latitude).toBeCloseTo(48.8523, 2);
    expect(exact.point.longitude).toBeCloseTo(2.3838, 2);
  });

  it('gives an order moved onto a planned slot a round of its own when no bike has room for it', async () => {
    const [round] = (await roundsOf(slotC)).rounds;
    // Its bags filled, as heavy orders fill them.
    await shop.database.db
      .update(roundStops)
      .set({ bags: BIKE_CAPACITY.bags })
      .where(eq(roundStops.roundId, round!.id));
    const joining = await bikeOrder(slotB, '18 rue Oberkampf');
    expect((await rebook(joining, slotC)).statusCode).toBe(200);
    onC.push(joining);
    const rounds = (await roundsOf(slotC)).rounds;
    expect(rounds.map((planned) => planned.stops.length)).toEqual([round!.stops.length, 1]);
    expect(rounds[1]).toMatchObject({
      number: 2,
      courier: null,
      startedAt: null,
      stops: [{ orderNumber: joining.number, position: 1 }],
    });
  });

  it('keeps an order moved onto a planned slot on its rounds when they are planned again at that instant', async () => {
    const joining = await bikeOrder(slotB, '10 rue Saint-Sabin');
    onC.push(joining);
    const held = await holdRoundsOf(slotC);
    // The move waits for the lock, its order written; the plan reads the slot without it, then waits.
    const moving = rebook(joining, slotC);
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const planning = plan(slotC);
    await untilWaitingOn(shop.database.db, held.pid, 2);
    await held.commit();
    for (const answer of await Promise.all([moving, planning])) {
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await numbersOn(slotC)).sort()).toEqual(onC.map((buyer) => buyer.number).sort());
  });

  it('leaves an order moved at the instant its round leaves at the hub, « en cours » on its new slot', async () => {
    // The slot's day, half an hour before it opens: its bikes may leave.
    await moveClockTo(new Date(Date.parse(slotA.startsAt) - 30 * 60_000));
    for (const buyer of [...onA, onB]) expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    const [round] = (await roundsOf(slotA)).rounds;
    const moving = onA.pop()!;
    const held = await holdRoundsOf(slotA);
    // The move waits for the lock, its order written; the departure waits for that order.
    const rebooking = rebook(moving, slotB);
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const starting = call(preparer, 'POST', `/api/staff/rounds/${round!.id}/start`);
    await untilWaitingOn(shop.database.db, held.pid, 2);
    await held.commit();
    const [moved, started] = await Promise.all([rebooking, starting]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(started.statusCode, started.body).toBe(200);
    expect(await staffOrder(moving)).toMatchObject({ status: 'scheduled', slot: { id: slotB.id } });
    for (const buyer of onA) expect((await staffOrder(buyer)).status).toBe('delivery');
    expect((started.json() as DeliveryRound).stops.map((stop) => stop.orderNumber).sort()).toEqual(
      onA.map((buyer) => buyer.number).sort(),
    );
  });

  it('refuses a slot whose round has left, though the slot has not started', async () => {
    const choices = await call(preparer, 'GET', `/api/staff/orders/${onB.number}/delivery-slots`);
    const offered = (choices.json() as StaffRebookingSlots).items.find((slot) => slot.id === slotA.id);
    expect(offered).toMatchObject({ allowed: false, code: 'slot_rounds_started' });
    const refused = await rebook(onB, slotA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'slot_rounds_started', message: expect.stringContaining('déjà partie') as unknown },
    });
    expect((await staffOrder(onB)).slot?.id).toBe(slotB.id);
  });

  it('takes off the bike a stop whose departure was undone by hand, so nobody marks it', async () => {
    const [undone, kept] = onA as [Buyer, Buyer];
    const back = await call(preparer, 'POST', `/api/staff/orders/${undone.number}/status`, {
      status: 'scheduled',
    });
    expect(back.statusCode, back.body).toBe(200);
    const stop = stopsOf(await roundsOf(slotA)).find((candidate) => candidate.orderNumber === undone.number)!;
    // Brought back from the bike: the courier is told not to deliver it, and the round ends without it.
    expect(stop).toMatchObject({ outcome: null, withdrawn: true });
    const keptStop = stopsOf(await roundsOf(slotA)).find(
      (candidate) => candidate.orderNumber === kept.number,
    )!;
    expect(keptStop.withdrawn).toBe(false);
    // Nobody waits for it: its customer is shown no window, and the stop after it does not count it.
    expect(stop.position).toBeLessThan(keptStop.position);
    expect(await customerDay(undone)).toBeNull();
    expect(await customerDay(kept)).toMatchObject({ stops_before: 0, outcome: null });
    // Sent on its way again, it is back on the round.
    const again = await call(preparer, 'POST', `/api/staff/orders/${undone.number}/status`, {
      status: 'delivery',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      stopsOf(await roundsOf(slotA)).find((candidate) => candidate.orderNumber === undone.number)!.withdrawn,
    ).toBe(false);
    const backAgain = await call(preparer, 'POST', `/api/staff/orders/${undone.number}/status`, {
      status: 'scheduled',
    });
    expect(backAgain.statusCode, backAgain.body).toBe(200);
    expect((await rebook(undone, slotB)).statusCode).toBe(200);
    const [round] = (await roundsOf(slotA)).rounds;
    expect(round!.stops.map((candidate) => [candidate.orderNumber, candidate.position])).toEqual([
      [kept.number, 1],
    ]);
    const marked = await call(admin, 'POST', `/api/staff/courier/stops/${stop.stopId}`, {
      key: randomUUID(),
      outcome: 'absent',
      absenceReason: 'absent',
      at: clock.now().toISOString(),
    });
    expect(marked.statusCode).toBe(404);
    expect(marked.json()).toMatchObject({ error: { code: 'stop_not_found' } });
    onA.splice(0, 1);
  });

  it('shows a missed delivery moved to a new slot as such, on « Aujourd’hui » and on the order', async () => {
    const [missed] = onA as [Buyer];
    await moveClockTo(new Date(Date.parse(slotA.startsAt) + 5 * 60_000));
    const stop = stopsOf(await roundsOf(slotA)).find((candidate) => candidate.orderNumber === missed.number)!;
    const absent = await call(admin, 'POST', `/api/staff/courier/stops/${stop.stopId}`, {
      key: randomUUID(),
      outcome: 'absent',
      absenceReason: 'absent',
      at: clock.now().toISOString(),
    });
    expect(absent.statusCode, absent.body).toBe(200);
    const listed = async () =>
      (
        (
          await call(admin, 'GET', `/api/staff/rounds/missed?day=${parisDayOf(clock.now())}`)
        ).json() as MissedDeliveries
      ).items.find((item) => item.orderNumber === missed.number);
    expect(await listed()).toMatchObject({ status: 'scheduled', newSlot: null });
    expect((await rebook(missed, slotB)).statusCode).toBe(200);
    expect(await listed()).toMatchObject({
      status: 'scheduled',
      slot: { id: slotA.id },
      newSlot: { id: slotB.id, start: slotB.startsAt, end: slotB.endsAt },
    });
    // The order's page: no round yet on its new slot, the missed one kept for the notice.
    expect(await staffOrder(missed)).toMatchObject({
      stop: null,
      missedStop: { slotId: slotA.id, outcome: 'absent' },
    });
  });

  it('reads the stop of the order’s slot, not the one planned latest, and moves that one', async () => {
    const [missed] = onA as [Buyer];
    expect((await plan(slotB)).statusCode).toBe(200);
    // The missed round's stop planned later than the new one (a long round).
    await shop.database.db
      .update(roundStops)
      .set({ plannedArrival: new Date(Date.parse(slotC.endsAt) + 3_600_000) })
      .where(eq(roundStops.outcome, 'absent'));
    expect(await staffOrder(missed)).toMatchObject({
      stop: { slotId: slotB.id, outcome: null },
      missedStop: { slotId: slotA.id, outcome: 'absent' },
    });
    expect(await customerDay(missed)).toMatchObject({ outcome: null });
    expect((await customerDay(missed))?.arrival_window).not.toBeNull();
    // Moved again, it leaves the new slot's round, still at the hub, for the end of slot C's,
    // where its stop on slot B lay.
    const onB = stopsOf(await roundsOf(slotB)).find((stop) => stop.orderNumber === missed.number)!;
    expect((await rebook(missed, slotC)).statusCode).toBe(200);
    expect(await numbersOn(slotB)).not.toContain(missed.number);
    expect(await numbersOn(slotA)).toContain(missed.number);
    expect(stopsOf(await roundsOf(slotC)).at(-1)).toMatchObject({
      orderNumber: missed.number,
      point: onB.point,
      pointPrecision: onB.pointPrecision,
    });
    onC.push(missed);
  });

  it('takes along an order moved onto its slot at the instant a round leaves', async () => {
    for (const buyer of [...onC, onB]) expect((await prepareOrder(shop, buyer.number)).statusCode).toBe(200);
    const [round] = (await roundsOf(slotC)).rounds;
    const held = await holdRoundsOf(slotC);
    // The move waits for the lock, its order written; the departure reads the round without it,
    // moves the others, then waits.
    const moving = rebook(onB, slotC);
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const starting = call(preparer, 'POST', `/api/staff/rounds/${round!.id}/start`);
    await untilWaitingOn(shop.database.db, held.pid, 2);
    await held.commit();
    const [moved, started] = await Promise.all([moving, starting]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(started.statusCode, started.body).toBe(200);
    for (const buyer of [...onC, onB]) expect((await staffOrder(buyer)).status).toBe('delivery');
    expect((started.json() as DeliveryRound).stops.map((stop) => stop.orderNumber).sort()).toEqual(
      [...onC, onB].map((buyer) => buyer.number).sort(),
    );
  });
});
