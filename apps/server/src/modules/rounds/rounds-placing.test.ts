/**
 * A bike order placed by its customer on a slot whose rounds are planned, through the real app:
 * it rides last on one of them, the stops before unchanged; on a slot with no round nothing is
 * added, not even a wait for the slot's rounds lock, which it takes only once its place on the
 * slot is taken (the lock order of every path); a plan at the instant it is placed keeps it on one
 * stop, whether the slot had rounds or not. Races are played in a set order: a transaction holds a
 * lock (the slot's rounds or row, the product's stock row) while the others line up behind it.
 */
import type { CartDocument, SlotRounds, StaffSlot } from '@sillon/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { bikeRounds, stopsOf } from '../../testing/bike-rounds';
import type { Buyer } from '../../testing/checkout-flow';
import { heldTransaction, untilWaitingOn } from '../../testing/held-transaction';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { products } from '../catalog/catalog.tables';
import { deliverySlots } from '../delivery/delivery.tables';
import { createRoundsRepository } from './rounds.repository';

describe('a bike order placed on a slot whose rounds are planned', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let admin: string;
  let preparer: string;
  let beef: string;
  /** The first bike slot open, planned; then two later ones the same day, with no round. */
  let slotA: StaffSlot;
  let slotB: StaffSlot;
  let slotC: StaffSlot;
  const onA: Buyer[] = [];

  const { staffOrder, roundsOf, plan, numbersOn, bikeOrder, slotAndLaterOnes, holdRoundsOf } = bikeRounds(
    () => ({
      shop,
      admin,
      preparer,
    }),
  );
  const numbersOf = (buyers: readonly Buyer[]) => buyers.map((buyer) => buyer.number).sort();

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
    admin = (await staffSession(shop, 'admin')).cookie;
    preparer = (await staffSession(shop, 'preparer')).cookie;
    onA.push(await bikeOrder(undefined, '30 rue Oberkampf'));
    [slotA, slotB, slotC] = (await slotAndLaterOnes(onA[0]!)) as [StaffSlot, StaffSlot, StaffSlot];
    expect(slotC).toBeDefined();
    for (const street of ['12 rue de Charonne', '8 rue Keller']) onA.push(await bikeOrder(slotA, street));
    expect((await plan(slotA)).statusCode).toBe(200);
  });
  afterAll(() => shop.close());

  it('puts the order at the end of a round, the stops before unchanged', async () => {
    const placesOf = (rounds: SlotRounds) =>
      stopsOf(rounds).map((stop) => [stop.orderNumber, stop.position, stop.plannedArrival]);
    const before = placesOf(await roundsOf(slotA));
    expect(before).toHaveLength(onA.length);
    const placed = await bikeOrder(slotA, '6 rue Popincourt');
    onA.push(placed);
    const after = await roundsOf(slotA);
    expect(placesOf(after).slice(0, -1)).toEqual(before);
    // Its point is its postal code's centre, said to be rough: no geocoder in the placing.
    expect(stopsOf(after).at(-1)).toMatchObject({
      orderNumber: placed.number,
      position: before.length + 1,
      pointPrecision: 'postal_code',
    });
    expect(after.unplanned).toEqual([]);
    const customer = await storefront(shop.app, 'GET', `/order_status/${placed.number}`, {
      orderToken: placed.orderToken,
    });
    expect((customer.json() as CartDocument).data.attributes.delivery_day?.arrival_window).toBeTruthy();
    expect(await staffOrder(placed)).toMatchObject({
      stop: { slotId: slotA.id, position: before.length + 1 },
    });
  });

  it('adds nothing to a slot with no round, and the placing never waits for its rounds lock', async () => {
    const held = await holdRoundsOf(slotB);
    const placing = bikeOrder(slotB, '9 rue Ternaux');
    const waited = untilWaitingOn(shop.database.db, held.pid, 1).then(
      () => 'waited for the rounds lock',
      () => 'never waited',
    );
    const first = await Promise.race([placing.then(() => 'placed'), waited]);
    await held.commit();
    expect(first).toBe('placed');
    const placed = await placing;
    const rounds = await roundsOf(slotB);
    expect(rounds.rounds).toEqual([]);
    expect(rounds.unplanned.map((order) => order.orderNumber)).toEqual([placed.number]);
  });

  it('keeps an order placed while its slot’s rounds are planned again on one stop', async () => {
    const held = await holdRoundsOf(slotA);
    // The placing waits for the lock, its place on the slot taken; the plan reads the slot
    // without the order, then waits for the order behind it.
    const placing = bikeOrder(slotA, '40 rue de la Roquette');
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const planning = plan(slotA);
    await untilWaitingOn(shop.database.db, held.pid, 2);
    await held.commit();
    onA.push(await placing);
    expect((await planning).statusCode).toBe(200);
    expect((await numbersOn(slotA)).sort()).toEqual(numbersOf(onA));
  });

  it('takes the slot’s rounds lock only once its place on the slot is taken, as a move does', async () => {
    // The slot's row held here, as a move or a cancellation holds it before the rounds lock.
    const held = await heldTransaction(shop.database.db, async (tx) => {
      await tx
        .select({ id: deliverySlots.id })
        .from(deliverySlots)
        .where(eq(deliverySlots.id, slotA.id))
        .for('update');
    });
    const placing = bikeOrder(slotA, '9 rue Keller');
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const takingRoundsLock = shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '1s'`);
      await createRoundsRepository(shop.database.db).within(tx).lockSlot(slotA.id);
    });
    const taken = await takingRoundsLock.then(
      () => true,
      () => false,
    );
    await held.commit();
    onA.push(await placing);
    expect(taken).toBe(true);
    expect((await numbersOn(slotA)).sort()).toEqual(numbersOf(onA));
  });

  it('keeps an order placed while its slot is planned for the first time on one stop', async () => {
    const onC = [await bikeOrder(slotC, '3 rue Moret')];
    // The placing, which found no round on the slot, waits for the beef's stock row, held here,
    // its place taken; the plan, which read the slot without it, must wait for it.
    const held = await heldTransaction(shop.database.db, async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, beef)).for('update');
    });
    const placing = bikeOrder(slotC, '14 rue Amelot');
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const planning = plan(slotC);
    await Promise.race([planning, untilWaitingOn(shop.database.db, held.pid, 2).catch(() => undefined)]);
    await held.commit();
    onC.push(await placing);
    expect((await planning).statusCode).toBe(200);
    expect((await numbersOn(slotC)).sort()).toEqual(numbersOf(onC));
    expect((await roundsOf(slotC)).unplanned).toEqual([]);
  });
});
