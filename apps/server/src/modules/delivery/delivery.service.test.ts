import { randomUUID } from 'node:crypto';
import {
  BIKE_WINDOW_PLACES,
  deliverySlotCalendar,
  parisDayOf,
  parisDayRange,
  type DeliverySlotMode,
} from '@sillon/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../http/app-error';
import { afterWaitingFor, heldTransaction, untilWaitingOn } from '../../testing/held-transaction';
import { openTestDatabase } from '../../testing/test-database';
import { deliverySlotBookings, deliverySlots, pickupPoints } from './delivery.tables';
import { createDeliveryModule, type DeliveryService, type SlotView } from './index';

/** A Wednesday, 9:00 in Paris. */
const now = new Date('2025-06-11T07:00:00Z');
const HOUR_MS = 3_600_000;

let database: DatabaseHandle;
let service: DeliveryService;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Each test starts on an empty calendar, as a new server would find it: a running server
// remembers the calendars it made (slots are never deleted by the shop).
beforeEach(async () => {
  await database.db.delete(deliverySlotBookings);
  await database.db.delete(deliverySlots);
  service = createDeliveryModule({ db: database.db, now: () => now }).service;
});

/** The slots of one mode a customer may choose at `at`. */
async function offeredSlots(of: DeliveryService, mode: DeliverySlotMode, at: Date): Promise<SlotView[]> {
  return (await of.offeredSlotsOf([mode], at)).get(mode) ?? [];
}

async function firstBikeSlot(capacity?: number): Promise<SlotView> {
  const [slot] = await offeredSlots(service, 'bag', now);
  if (!slot) throw new Error('no bike slot offered');
  if (capacity !== undefined) {
    await database.db.update(deliverySlots).set({ capacity }).where(eq(deliverySlots.id, slot.id));
  }
  return slot;
}

const book = (slotId: string, orderId: string, at = now) =>
  database.db.transaction((tx) => service.bookSlot(tx, { slotId, orderId, now: at }));

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (failure) {
    if (failure instanceof AppError) return `${failure.kind}:${failure.code}`;
    throw failure;
  }
}

describe('offered slots', () => {
  it("creates the calendar's slots with their default capacity, in start order", async () => {
    const slots = await offeredSlots(service, 'bag', now);
    const planned = deliverySlotCalendar('bag', now);
    expect(slots.map((slot) => slot.start)).toEqual(planned.map((slot) => slot.start));
    expect(slots.every((slot) => slot.capacity === BIKE_WINDOW_PLACES && slot.booked === 0)).toBe(true);
    expect(slots.every((slot) => slot.mode === 'bag' && !slot.isFull)).toBe(true);
  });

  it("answers several modes' slots at once, each mode's alone and in start order", async () => {
    const both = await service.offeredSlotsOf(['bag', 'parcel'], now);
    expect([...both.keys()]).toEqual(['bag', 'parcel']);
    expect(both.get('bag')).toEqual(await offeredSlots(service, 'bag', now));
    expect(both.get('parcel')).toEqual(await offeredSlots(service, 'parcel', now));
    expect(both.get('parcel')?.length).toBeGreaterThan(0);
    expect((await service.offeredSlotsOf([], now)).size).toBe(0);
  });

  it('creates each slot once when asked again and by two server copies at once', async () => {
    const other = createDeliveryModule({ db: database.db, now: () => now }).service;
    const [first, second] = await Promise.all([
      offeredSlots(service, 'parcel', now),
      offeredSlots(other, 'parcel', now),
    ]);
    const again = await offeredSlots(service, 'parcel', now);
    expect(second.map((slot) => slot.id)).toEqual(first.map((slot) => slot.id));
    expect(again.map((slot) => slot.id)).toEqual(first.map((slot) => slot.id));
    const [rows] = await database.db.select({ n: count() }).from(deliverySlots);
    expect(rows?.n).toBe(deliverySlotCalendar('parcel', now).length);
  });

  it('keeps offering yesterday’s slots while they are bookable, and drops them once closed', async () => {
    const earlier = await offeredSlots(service, 'bag', new Date(now.getTime() - 12 * HOUR_MS));
    const later = await offeredSlots(service, 'bag', now);
    const stillOpen = earlier.filter((slot) => slot.bookableUntil > now).map((slot) => slot.id);
    expect(later.map((slot) => slot.id)).toEqual(expect.arrayContaining(stillOpen));
    expect(later.map((slot) => slot.id)).not.toContain(earlier[0]?.id);
  });

  it('shows a full slot as full', async () => {
    const slot = await firstBikeSlot(1);
    await book(slot.id, randomUUID());
    const offered = await offeredSlots(service, 'bag', now);
    expect(offered.find((candidate) => candidate.id === slot.id)).toMatchObject({ booked: 1, isFull: true });
  });
});

describe('a day the staff closed', () => {
  it('stays closed: the slots the calendar plans on it later are born closed, other days open', async () => {
    // Parcel appointments are planned days ahead of bike slots: close a day that has only those.
    const bikeDays = new Set((await offeredSlots(service, 'bag', now)).map((slot) => parisDayOf(slot.start)));
    const parcelDays = (await offeredSlots(service, 'parcel', now)).map((slot) => parisDayOf(slot.start));
    const holiday = parcelDays.find((day) => !bikeDays.has(day))!;
    const { from } = parisDayRange(holiday);
    expect(await service.closeDay(holiday, true)).toBeGreaterThan(0);

    const dayBefore = new Date(from.getTime() - 15 * HOUR_MS);
    const later = await offeredSlots(service, 'bag', dayBefore);
    const onHoliday = later.filter((slot) => parisDayOf(slot.start) === holiday);
    expect(onHoliday.length).toBeGreaterThan(0);
    expect(onHoliday.every((slot) => slot.isClosed && !slot.isFull)).toBe(true);
    expect(later.filter((slot) => parisDayOf(slot.start) !== holiday).some((slot) => !slot.isClosed)).toBe(
      true,
    );
    // Opened again, the day opens the slots born closed with it.
    await service.closeDay(holiday, false);
    const reopened = (await offeredSlots(service, 'bag', dayBefore)).filter(
      (slot) => parisDayOf(slot.start) === holiday,
    );
    expect(reopened.length).toBe(onHoliday.length);
    expect(reopened.every((slot) => !slot.isClosed)).toBe(true);
  });

  it('opened again, leaves closed the slot the staff had closed on its own before', async () => {
    const slots = await offeredSlots(service, 'parcel', now);
    const day = parisDayOf(slots.at(-1)!.start);
    const ofDay = slots.filter((slot) => parisDayOf(slot.start) === day);
    expect(ofDay.length).toBeGreaterThan(1);
    const [own] = ofDay;
    await service.changeSlot(own!.id, { closed: true });
    expect(await service.closeDay(day, true)).toBe(ofDay.length);
    expect(await service.closeDay(day, false)).toBe(ofDay.length);
    const after = (await offeredSlots(service, 'parcel', now)).filter(
      (slot) => parisDayOf(slot.start) === day,
    );
    expect(after.filter((slot) => slot.isClosed).map((slot) => slot.id)).toEqual([own!.id]);
    // Opened on its own, it no longer follows the day: closed with the day, opened with it.
    await service.changeSlot(own!.id, { closed: false });
    await service.closeDay(day, true);
    await service.closeDay(day, false);
    const last = (await offeredSlots(service, 'parcel', now)).filter(
      (slot) => parisDayOf(slot.start) === day,
    );
    expect(last.every((slot) => !slot.isClosed)).toBe(true);
  });
});

describe('choosing a slot', () => {
  it('accepts an open slot of the mode', async () => {
    const slot = await firstBikeSlot();
    expect((await service.ensureChoosable(slot.id, 'bag', now)).id).toBe(slot.id);
    expect((await service.slot(slot.id))?.start).toEqual(slot.start);
  });

  it.each([
    ['an unknown slot', 'unknown', 'not_found:slot_not_found'],
    ['a malformed id', 'not-a-uuid', 'not_found:slot_not_found'],
    ['a slot of another mode', 'other-mode', 'unprocessable:slot_closed'],
    ['a slot past its bookableUntil', 'closed', 'unprocessable:slot_closed'],
    ['a full slot', 'full', 'conflict:slot_full'],
  ])('refuses %s', async (_case, which, expected) => {
    const slot = await firstBikeSlot(which === 'full' ? 0 : undefined);
    const id = { unknown: randomUUID(), 'not-a-uuid': 'not-a-uuid' }[which] ?? slot.id;
    const mode = which === 'other-mode' ? 'parcel' : 'bag';
    const at = which === 'closed' ? slot.bookableUntil : now;
    expect(await codeOf(service.ensureChoosable(id, mode, at))).toBe(expected);
    expect(await service.slot('not-a-uuid')).toBeUndefined();
  });
});

describe('moving a booking', () => {
  /** Two bike slots, the one of smaller id first: places are changed in that order. */
  async function twoBikeSlots(): Promise<[SlotView, SlotView]> {
    const [a, b] = await offeredSlots(service, 'bag', now);
    if (!a || !b) throw new Error('two bike slots are offered');
    return a.id < b.id ? [a, b] : [b, a];
  }

  it.each([
    ['the customer’s', 'bookSlot'],
    ['the staff’s', 'rebookSlot'],
  ] as const)(
    'lets %s move and a release of the same order follow each other, not deadlock',
    async (_, how) => {
      const [from, to] = await twoBikeSlots();
      const orderId = randomUUID();
      await book(from.id, orderId);
      // Another order holds the new slot's row: the move waits there, halfway.
      const other = await heldTransaction(database.db, async (tx) => {
        await tx.update(deliverySlots).set({ capacity: 8 }).where(eq(deliverySlots.id, to.id));
      });
      const moving = database.db.transaction((tx) => service[how](tx, { slotId: to.id, orderId, now }));
      await untilWaitingOn(database.db, other.pid, 1);
      // The order is cancelled meanwhile: its booking deleted, then its place given back.
      const releasing = database.db.transaction((tx) => service.releaseSlot(tx, { orderId }));
      await untilWaitingOn(database.db, other.pid, 2);
      await other.commit();
      const settled = await Promise.allSettled([moving, releasing]);
      expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      // The release came second: no booking, no place taken on either slot.
      expect([(await service.slot(from.id))?.booked, (await service.slot(to.id))?.booked]).toEqual([0, 0]);
      const [bookings] = await database.db.select({ n: count() }).from(deliverySlotBookings);
      expect(bookings?.n).toBe(0);
    },
  );
});

describe('booking a slot inside the checkout transaction', () => {
  it('takes the last place once when ten orders race for it', async () => {
    const slot = await firstBikeSlot(1);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => codeOf(book(slot.id, randomUUID()))));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'conflict:slot_full')).toHaveLength(9);
    expect((await service.slot(slot.id))?.booked).toBe(1);
    const [bookings] = await database.db.select({ n: count() }).from(deliverySlotBookings);
    expect(bookings?.n).toBe(1);
  });

  it('books once when the same order books the same slot again, even at once', async () => {
    const slot = await firstBikeSlot();
    const orderId = randomUUID();
    await Promise.all([book(slot.id, orderId), book(slot.id, orderId)]);
    await book(slot.id, orderId);
    expect((await service.slot(slot.id))?.booked).toBe(1);
  });

  it("gives back the place it took when the same order's booking came in while it waited", async () => {
    const slot = await firstBikeSlot();
    const orderId = randomUUID();
    await afterWaitingFor(
      database.db,
      (tx) => service.bookSlot(tx, { slotId: slot.id, orderId, now }),
      () => book(slot.id, orderId),
    );
    expect((await service.slot(slot.id))?.booked).toBe(1);
    const [bookings] = await database.db.select({ n: count() }).from(deliverySlotBookings);
    expect(bookings?.n).toBe(1);
  });

  it('refuses a full slot and a closed slot', async () => {
    const full = await firstBikeSlot(0);
    expect(await codeOf(book(full.id, randomUUID()))).toBe('conflict:slot_full');
    await database.db.update(deliverySlots).set({ capacity: 8 }).where(eq(deliverySlots.id, full.id));
    expect(await codeOf(book(full.id, randomUUID(), full.bookableUntil))).toBe('unprocessable:slot_closed');
    // Closed by the staff, with places left: closed, not full.
    await service.changeSlot(full.id, { closed: true });
    expect(await codeOf(book(full.id, randomUUID()))).toBe('unprocessable:slot_closed');
    expect(await codeOf(book(randomUUID(), randomUUID()))).toBe('not_found:slot_not_found');
    expect((await service.slot(full.id))?.booked).toBe(0);
    const [bookings] = await database.db.select({ n: count() }).from(deliverySlotBookings);
    expect(bookings?.n).toBe(0);
  });

  it('leaves the caller’s other work intact when a booking is refused, and rolls back with the caller', async () => {
    const slot = await firstBikeSlot(0);
    const point = { id: randomUUID(), providerName: 'Test', providerPointId: randomUUID() };
    await database.db.transaction(async (tx) => {
      await tx.insert(pickupPoints).values({
        ...point,
        company: 'x',
        address1: 'x',
        zipcode: '75011',
        city: 'Paris',
        latitude: 0,
        longitude: 0,
      });
      await expect(service.bookSlot(tx, { slotId: slot.id, orderId: randomUUID(), now })).rejects.toThrow(
        AppError,
      );
    });
    expect(await service.pickupPoint(point.providerName, point.providerPointId)).toBeDefined();
    await database.db.delete(pickupPoints).where(eq(pickupPoints.id, point.id));

    const open = await firstBikeSlot(8);
    await expect(
      database.db.transaction(async (tx) => {
        await service.bookSlot(tx, { slotId: open.id, orderId: randomUUID(), now });
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect((await service.slot(open.id))?.booked).toBe(0);
  });

  it('moves an order to its newly chosen slot and gives a released place back', async () => {
    const [first, second] = await offeredSlots(service, 'bag', now);
    if (!first || !second) throw new Error('two bike slots expected');
    const orderId = randomUUID();
    await book(first.id, orderId);
    await book(second.id, orderId);
    expect((await service.slot(first.id))?.booked).toBe(0);
    expect((await service.slot(second.id))?.booked).toBe(1);
    await database.db.transaction((tx) => service.releaseSlot(tx, { orderId }));
    await database.db.transaction((tx) => service.releaseSlot(tx, { orderId }));
    expect((await service.slot(second.id))?.booked).toBe(0);
  });

  it('keeps an order on its slot when the new one is full', async () => {
    const [first, second] = await offeredSlots(service, 'bag', now);
    if (!first || !second) throw new Error('two bike slots expected');
    const orderId = randomUUID();
    await book(first.id, orderId);
    await database.db.update(deliverySlots).set({ capacity: 0 }).where(eq(deliverySlots.id, second.id));
    expect(await codeOf(book(second.id, orderId))).toBe('conflict:slot_full');
    expect((await service.slot(first.id))?.booked).toBe(1);
  });
});

describe('pickup points near a postal code', () => {
  const point = (
    providerPointId: string,
    zipcode: string,
    city: string,
    latitude: number,
    longitude: number,
  ) => ({
    id: randomUUID(),
    providerName: 'Relais Test',
    providerPointId,
    company: `Relais ${providerPointId}`,
    address1: '1 rue du Test',
    zipcode,
    city,
    latitude,
    longitude,
    openingHours: [{ day: 'lundi', hours: '9h00–19h00' }],
  });

  beforeAll(async () => {
    await database.db
      .insert(pickupPoints)
      .values([
        point('lyon', '69003', 'Lyon', 45.76, 4.85),
        point('bastille', '75011', 'Paris', 48.853, 2.369),
        point('montreuil', '93100', 'Montreuil', 48.857, 2.435),
        point('oberkampf', '75011', 'Paris', 48.865, 2.3765),
        point('marais', '75003', 'Paris', 48.8625, 2.3575),
        point('boulogne', '92100', 'Boulogne-Billancourt', 48.84, 2.24),
      ]);
  });

  it('puts the points of the postal code first, then the nearest within reach, with their distance', async () => {
    const found = await service.pickupPointsNear('75011', 10);
    // Lyon's, 390 km away, is no pickup point for Paris.
    expect(found.map((found) => found.providerPointId)).toEqual([
      'oberkampf',
      'bastille',
      'marais',
      'montreuil',
      'boulogne',
    ]);
    expect(found[0]?.distanceKm).toBeLessThan(1);
    expect(found.at(-1)?.distanceKm).toBeLessThan(20);
    expect(found[0]).toMatchObject({
      zipcode: '75011',
      city: 'Paris',
      countryIso: 'FR',
      openingHours: [{ day: 'lundi' }],
    });
  });

  it('offers the nearest points when the postal code has none, never those out of reach', async () => {
    expect((await service.pickupPointsNear('69100', 3)).map((found) => found.providerPointId)).toEqual([
      'lyon',
    ]);
    // Mâcon is 60 km from Lyon, 350 from Paris: nothing near.
    expect(await service.pickupPointsNear('71000', 3)).toEqual([]);
  });

  it('answers only its own points for a postal code it cannot place (overseas), none here', async () => {
    // Points hundreds of kilometres away, in no order of distance, would only mislead.
    expect(await service.pickupPointsNear('97400', 3)).toEqual([]);
    expect(await service.pickupPointsNear('99999', 3)).toEqual([]);
  });

  it('finds a point by its provider and id', async () => {
    expect((await service.pickupPoint('Relais Test', 'marais'))?.company).toBe('Relais marais');
    expect(await service.pickupPoint('Relais Test', 'nowhere')).toBeUndefined();
    expect(await service.pickupPoint('Autre réseau', 'marais')).toBeUndefined();
  });

  it('finds a point named without its network in the configured default network (spec §9)', async () => {
    const configured = createDeliveryModule({
      db: database.db,
      now: () => now,
      settings: { defaultPickupProvider: 'Relais Test' },
    }).service;
    expect((await configured.pickupPoint(undefined, 'marais'))?.providerName).toBe('Relais Test');
    // The shop's own network by default, where this test's points are not.
    expect(await service.pickupPoint(undefined, 'marais')).toBeUndefined();
  });
});

describe('addresses', () => {
  it('knows the bike districts', () => {
    expect(service.isBikeDistrict('75011')).toBe(true);
    expect(service.isBikeDistrict('95000')).toBe(false);
    expect(service.bikeDistricts().map((district) => district.name)).toEqual([
      'Paris',
      'Hauts-de-Seine',
      'Seine-Saint-Denis',
      'Val-de-Marne',
    ]);
  });

  it.each([
    ['75011', 'paris', { ok: true, value: { city: 'Paris' } }],
    ['92100', 'Boulogne Billancourt', { ok: true, value: { city: 'Boulogne-Billancourt' } }],
    ['42000', 'st etienne', { ok: true, value: { city: 'Saint-Étienne' } }],
    ['99999', 'Paris', { ok: false, code: 'address_not_found' }],
    ['75011', 'Lyon', { ok: false, code: 'address_not_found' }],
  ])('checks %s %s against the official communes', async (zipcode, city, expected) => {
    expect(await service.checkLocality(zipcode, city)).toEqual(expected);
  });

  it('lists the communes of a postal code, none for a malformed one', async () => {
    expect(await service.communesOf('92100')).toEqual([{ code: '92012', name: 'Boulogne-Billancourt' }]);
    expect(await service.communesOf('9210')).toEqual([]);
  });
});
