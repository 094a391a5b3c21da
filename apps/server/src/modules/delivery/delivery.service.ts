/**
 * Delivery: which addresses a bike serves, the communes of a postal code, the slots of each home
 * delivery mode and their places, and the pickup points near an address. The checkout calls it
 * (and books a slot inside its own transaction); the calendar and the choice rules are the domain's.
 */
import {
  BIKE_DISTRICTS,
  BIKE_SLOT_WINDOWS,
  DELIVERY_SLOT_MODES,
  bikeHoursOn,
  checkBikeHoursChange,
  checkDayClosing,
  checkRebookingSlot,
  checkSlotChoice,
  closedDaysOf,
  firstChangeableBikeDay,
  deliverySlotCalendar,
  isBikeDistrict,
  isFrenchPostalCode,
  isPickupPointWithinReach,
  isSlotClosedByShop,
  isSlotFull,
  nextBikeSlotsOpening,
  ok,
  parisDayOf,
  parisDayRange,
  violation,
  validateAddress,
  type Address,
  type AddressInput,
  type AddressViolation,
  type BikeHoursChange,
  type BikeHoursChangeInput,
  type DeliverySlotMode,
  type RebookingSlotCode,
  type Result,
  type BikeWindow,
} from '@sillon/domain';
import { PICKUP_POINTS_MAX_LIMIT, type StaffBikeWindow } from '@sillon/contract';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { DeliveryRepository } from './delivery.repository';
import type { PickupPoint } from './types';
import type { DeliveryQueries, DeliverySlotRow, PickupPointRow } from './delivery.repository';
import type { DeliverySettings } from './delivery-settings';
import type { Commune, CommuneIndex } from './french-communes';
import { distanceKm, locationOfPostalCode, type Location } from './postal-code-locations';

export type SlotView = {
  id: string;
  mode: DeliverySlotMode;
  start: Date;
  end: Date;
  bookableUntil: Date;
  capacity: number;
  booked: number;
  isFull: boolean;
  /** The staff closed it: shown « Fermé », no new booking (its bookings stay). */
  isClosed: boolean;
};

/** A pickup point of a search: where it is, and how far. */
export type PickupPointView = PickupPoint & {
  id: string;
  latitude: number;
  longitude: number;
  /** From the searched postal code's rough location; null when it has none (or no search). */
  distanceKm: number | null;
};

export const DEFAULT_PICKUP_POINTS_LIMIT = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function slotView(row: DeliverySlotRow): SlotView {
  return {
    id: row.id,
    mode: row.mode,
    start: row.startsAt,
    end: row.endsAt,
    bookableUntil: row.bookableUntil,
    capacity: row.capacity,
    booked: row.booked,
    isFull: isSlotFull(row),
    isClosed: isSlotClosedByShop(row),
  };
}

/** A slot as the staff see it: its places and whether they closed it. */
export type StaffSlotView = {
  id: string;
  mode: DeliverySlotMode;
  startsAt: string;
  endsAt: string;
  bookableUntil: string;
  capacity: number;
  booked: number;
  closed: boolean;
};

function staffSlotView(row: DeliverySlotRow): StaffSlotView {
  return {
    id: row.id,
    mode: row.mode,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    bookableUntil: row.bookableUntil.toISOString(),
    capacity: row.capacity,
    booked: row.booked,
    closed: row.closedAt !== null,
  };
}

/**
 * The bike rounds' hours as the staff see them: those of today (from the change that set them, or
 * the shop's own), then the changes planned for later days, each still changeable or not.
 */
export type BikeHoursView = {
  inForce: { from: string | null; windows: StaffBikeWindow[] };
  upcoming: { from: string; windows: StaffBikeWindow[]; changeable: boolean }[];
  firstChangeableDay: string;
};

const windowViews = (windows: readonly BikeWindow[]): StaffBikeWindow[] =>
  windows.map((window) => ({ ...window, days: [...window.days] }));

function bikeHoursView(changes: readonly BikeHoursChange[], now: Date): BikeHoursView {
  const today = parisDayOf(now);
  const firstChangeableDay = firstChangeableBikeDay(now);
  const latest = changes.filter((change) => change.from <= today).at(-1);
  return {
    inForce: latest
      ? { from: latest.from, windows: windowViews(latest.windows) }
      : { from: null, windows: windowViews(BIKE_SLOT_WINDOWS) },
    upcoming: changes
      .filter((change) => change.from > today)
      .map((change) => ({
        from: change.from,
        windows: windowViews(change.windows),
        changeable: change.from >= firstChangeableDay,
      })),
    firstChangeableDay,
  };
}

function pickupPointOf(row: PickupPointRow): PickupPoint {
  return {
    providerName: row.providerName,
    providerPointId: row.providerPointId,
    company: row.company,
    address1: row.address1,
    zipcode: row.zipcode,
    city: row.city,
    countryIso: row.countryIso,
    openingHours: row.openingHours,
  };
}

function pickupPointView(row: PickupPointRow, from: Location | undefined): PickupPointView {
  return {
    ...pickupPointOf(row),
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: from ? Math.round(distanceKm(from, row) * 10) / 10 : null,
  };
}

const compact = (zipcode: string) => zipcode.replace(/\s/g, '');

/** The refusal of a slot, as the error the checkout answers with. */
function slotRefusal(code: 'slot_closed' | 'slot_full'): AppError {
  return code === 'slot_full'
    ? new AppError('conflict', 'slot_full')
    : new AppError('unprocessable', 'slot_closed');
}

/** The staff's choice of a slot refused: a slot begun or full is taken meanwhile (409), one closed is not to be had. */
function rebookingRefusal(code: RebookingSlotCode): AppError {
  return code === 'slot_closed'
    ? new AppError('unprocessable', 'slot_closed')
    : new AppError('conflict', code);
}

/** Takes one place on `slot`, or throws why it cannot (read again: the place may just have gone). */
async function takePlace(queries: DeliveryQueries, slot: DeliverySlotRow, now: Date): Promise<void> {
  if (await queries.takePlace(slot.id, now)) return;
  const current = (await queries.slotById(slot.id)) ?? slot;
  const refused = checkSlotChoice(current, current.mode, now);
  throw slotRefusal(refused.ok ? 'slot_full' : refused.code);
}

/** Takes one place on the slot for the staff (until it starts), or throws why it cannot. */
async function takeStaffPlace(queries: DeliveryQueries, slotId: string, now: Date): Promise<void> {
  if (await queries.takePlace(slotId, now, 'start')) return;
  const slot = await queries.slotById(slotId);
  if (!slot) throw new AppError('not_found', 'slot_not_found');
  // Whether a round of the slot left is the rounds' to say, checked before: here only its places count.
  const refused = checkRebookingSlot(
    { ...slot, closed: isSlotClosedByShop(slot), roundsStarted: false },
    now,
  );
  throw rebookingRefusal(refused.ok ? 'slot_full' : refused.code);
}

/**
 * Moves the order's booking to `slotId`, `take` taking the place there; false when the order has
 * no booking. Locks are taken in one order everywhere: the booking's row first (as a release
 * deletes it first), then the slots' rows by slot id, so a move racing a release or another move
 * waits for it instead of deadlocking.
 */
async function moveBooking(
  queries: DeliveryQueries,
  input: { slotId: string; orderId: string; now: Date },
  take: () => Promise<void>,
): Promise<boolean> {
  const { slotId, orderId, now } = input;
  const booking = await queries.lockedBookingOf(orderId);
  if (!booking) return false;
  if (booking.slotId === slotId) return true;
  if (booking.slotId < slotId) await queries.givePlaceBack(booking.slotId);
  await take();
  if (booking.slotId > slotId) await queries.givePlaceBack(booking.slotId);
  await queries.moveBooking(orderId, slotId, now);
  return true;
}

export function createDeliveryService(deps: {
  repository: DeliveryRepository;
  communes: () => Promise<CommuneIndex>;
  now: () => Date;
  settings: DeliverySettings;
}) {
  const { repository } = deps;
  /** The calendar each mode last had its slots made for, by this process: slots are never deleted. */
  const plannedCalendars = new Map<DeliverySlotMode, string>();
  /**
   * The minute each mode's calendar was last worked out in: working it out (Paris days and cut-offs)
   * on every rates call showed in the server's CPU profile of an order; slots come and go by the
   * hour, and the offered ones are filtered by the instant anyway (`bookableSlots`).
   */
  const plannedInMinute = new Map<DeliverySlotMode, number>();

  /**
   * The slots of each mode a customer may choose at `now`, full and closed ones included (shown disabled),
   * in start order. Creates the calendars' missing slots first; every server copy may do so at once.
   */
  async function offeredSlotsOf(
    modes: readonly DeliverySlotMode[],
    now: Date = deps.now(),
  ): Promise<Map<DeliverySlotMode, SlotView[]>> {
    const offered = new Map(modes.map((mode) => [mode, [] as SlotView[]]));
    if (modes.length === 0) return offered;
    await planCalendars(now, modes);
    for (const row of await repository.bookableSlots(modes, now)) offered.get(row.mode)?.push(slotView(row));
    return offered;
  }

  /** Creates the calendar's missing slots of every mode (every server copy may do so at once). */
  async function planCalendars(
    now: Date = deps.now(),
    modes: readonly DeliverySlotMode[] = DELIVERY_SLOT_MODES,
  ): Promise<void> {
    const minute = Math.floor(now.getTime() / 60_000);
    for (const mode of modes) {
      if (plannedInMinute.get(mode) === minute) continue;
      const calendar = deliverySlotCalendar(mode, now, mode === 'bag' ? await repository.bikeHours() : []);
      const key = calendar.map((slot) => slot.start.getTime()).join();
      if (plannedCalendars.get(mode) !== key && calendar.length > 0) {
        // A day the staff closed stays closed: its slots planned now are born closed.
        const { from } = parisDayRange(parisDayOf(calendar[0]!.start));
        const { to } = parisDayRange(parisDayOf(calendar.at(-1)!.start));
        const closedDays = closedDaysOf(await repository.slotsStarting(from, to, undefined));
        await repository.insertMissingSlots(
          calendar.map((slot) => ({
            mode,
            startsAt: slot.start,
            endsAt: slot.end,
            bookableUntil: slot.bookableUntil,
            capacity: slot.capacity,
            closedAt: closedDays.get(parisDayOf(slot.start)) ?? null,
            closedWithDay: closedDays.has(parisDayOf(slot.start)),
          })),
        );
        plannedCalendars.set(mode, key);
      }
      plannedInMinute.set(mode, minute);
    }
  }

  async function slotRow(id: string): Promise<DeliverySlotRow | undefined> {
    // Any text can come from a request; PostgreSQL would refuse a malformed uuid as an error.
    return UUID.test(id) ? repository.slotById(id) : undefined;
  }

  async function checkLocality(
    zipcode: string,
    city: string,
  ): Promise<Result<{ city: string }, 'address_not_found'>> {
    const commune = (await deps.communes()).communeNamed(compact(zipcode), city);
    return commune ? ok({ city: commune.name }) : violation('address_not_found');
  }

  return {
    isBikeDistrict: (zipcode: string): boolean => isBikeDistrict(zipcode),

    bikeDistricts: (): { code: string; name: string }[] =>
      BIKE_DISTRICTS.map((district) => ({ ...district })),

    /** The current communes of a postal code; none for an unknown or malformed code. */
    async communesOf(zipcode: string): Promise<Commune[]> {
      const code = compact(zipcode);
      return isFrenchPostalCode(code) ? (await deps.communes()).communesOf(code) : [];
    },

    /** Spec §8 "address not found": the city must be a commune of the postal code; answers its official name. */
    checkLocality,

    /**
     * An address as the shop keeps it, at the checkout and on the account (spec §5, §8): the
     * domain's format and delivered-zone rules, then the city a commune of the postal code, under
     * its official name. A refusal names each field with its code.
     */
    async checkedAddress(
      input: AddressInput,
    ): Promise<Result<Address, AddressViolation | 'address_not_found'>> {
      const checked = validateAddress(input);
      if (!checked.ok) return checked;
      const locality = await checkLocality(checked.value.zipcode, checked.value.city);
      if (!locality.ok) {
        return violation(locality.code, { fields: { zipcode: locality.code, city: locality.code } });
      }
      return ok({ ...checked.value, city: locality.value.city });
    },

    offeredSlotsOf,

    /**
     * When a mode that offers no slot at `now` next offers one: the bike calendar's next opening
     * (spec §3's 24–48 h leaves Saturday evening to Monday morning without any); null for the
     * parcel's appointments, which are offered days ahead.
     */
    async nextSlotsOpening(mode: DeliverySlotMode, now: Date = deps.now()): Promise<Date | null> {
      return mode === 'bag' ? nextBikeSlotsOpening(now, await repository.bikeHours()) : null;
    },

    async slot(id: string): Promise<SlotView | undefined> {
      const row = await slotRow(id);
      return row && slotView(row);
    },

    /** Before saving a customer's choice (spec §4): the slot exists, is of `mode`, still open and not full. */
    async ensureChoosable(slotId: string, mode: DeliverySlotMode, now: Date = deps.now()): Promise<SlotView> {
      const row = await slotRow(slotId);
      if (!row) throw new AppError('not_found', 'slot_not_found');
      const choice = checkSlotChoice(row, mode, now);
      if (!choice.ok) throw slotRefusal(choice.code);
      return slotView(row);
    },

    /**
     * Takes a place on the slot for the order, inside the caller's transaction `tx` (in a
     * savepoint of it, so a refusal leaves the caller's other work intact). Idempotent per order:
     * booking the same slot again changes nothing; booking another slot moves the order there.
     * Throws `slot_not_found`, `slot_closed` or `slot_full`.
     */
    async bookSlot(tx: Transaction, input: { slotId: string; orderId: string; now: Date }): Promise<void> {
      const { slotId, orderId, now } = input;
      if (!UUID.test(slotId)) throw new AppError('not_found', 'slot_not_found');
      // An order's first booking of a slot with room, the usual case, is one statement that
      // writes nothing otherwise; every other case is worked out below, in a savepoint.
      const inTransaction = repository.within(tx);
      const first = await inTransaction.bookFirstPlace(slotId, orderId, now);
      if (first.booked) return;
      if (first.taken) await inTransaction.givePlaceBack(slotId);
      await repository.withinSavepoint(tx, async (queries) => {
        const slot = await queries.slotById(slotId);
        if (!slot) throw new AppError('not_found', 'slot_not_found');
        if (await queries.insertBooking(slotId, orderId, now)) return takePlace(queries, slot, now);
        await moveBooking(queries, input, () => takePlace(queries, slot, now));
      });
    },

    /**
     * The staff move a placed bike order to another slot (`checkSlotRebooking`): a place taken
     * there until the slot starts, past the customers' cut-off, and given back where it was, in a
     * savepoint of the caller's transaction. Throws `slot_not_found`, `slot_started`,
     * `slot_closed` or `slot_full`.
     */
    async rebookSlot(tx: Transaction, input: { slotId: string; orderId: string; now: Date }): Promise<void> {
      const { slotId, orderId, now } = input;
      await repository.withinSavepoint(tx, async (queries) => {
        const take = () => takeStaffPlace(queries, slotId, now);
        if (await moveBooking(queries, input, take)) return;
        await queries.insertBooking(slotId, orderId, now);
        await take();
      });
    },

    /**
     * Until `tx` ends, no order takes or gives back a place on the slot; an order taking one at
     * this instant is waited for, so that what `tx` reads next sees it placed (the rounds' plan).
     */
    async holdPlaces(tx: Transaction, slotId: string): Promise<void> {
      await repository.within(tx).holdSlotRow(slotId);
    },

    /** Gives the order's place back (the customer chose a pickup point, or the order was cancelled); idempotent. */
    async releaseSlot(tx: Transaction, input: { orderId: string }): Promise<void> {
      await repository.withinSavepoint(tx, async (queries) => {
        const booking = await queries.deleteBooking(input.orderId);
        if (booking) await queries.givePlaceBack(booking.slotId);
      });
    },

    /** The staff's calendar: slots starting in [from, to), the planned ones created first. */
    /** On `tx`, a change's transaction, the slots as it sees them (its calendars already planned). */
    async slotsStarting(from: Date, to: Date, mode?: string, tx?: Transaction): Promise<StaffSlotView[]> {
      if (!tx) await planCalendars();
      const queries = tx ? repository.within(tx) : repository;
      return (await queries.slotsStarting(from, to, mode)).map(staffSlotView);
    },

    async staffSlot(id: string, tx?: Transaction): Promise<StaffSlotView | undefined> {
      const row = tx
        ? UUID.test(id)
          ? await repository.within(tx).slotById(id)
          : undefined
        : await slotRow(id);
      return row && staffSlotView(row);
    },

    /**
     * The staff change a slot's capacity (never below its bookings) or close it: customers see it
     * closed and no new order books it; the orders already booked on it keep their place.
     */
    async changeSlot(
      id: string,
      changes: { capacity?: number | undefined; closed?: boolean | undefined },
      audit?: ChangeAudit,
    ) {
      const row = await slotRow(id);
      if (!row) throw new AppError('not_found', 'slot_not_found');
      return repository.transaction(async (tx) => {
        await audit?.hold(tx);
        const changed = await repository.within(tx).changeSlot(id, {
          ...(changes.capacity === undefined ? {} : { capacity: changes.capacity }),
          ...(changes.closed === undefined
            ? {}
            : // Closed or opened on its own: its day's opening no longer opens it.
              { closedAt: changes.closed ? (row.closedAt ?? deps.now()) : null, closedWithDay: false }),
        });
        if (changed === 'below_booked')
          throw new AppError('conflict', 'slot_capacity_below_booked', { booked: row.booked });
        if (!changed) throw new AppError('not_found', 'slot_not_found');
        await audit?.record(tx);
        return staffSlotView(changed);
      });
    },

    /**
     * Closes (a holiday) every slot of a Paris day, or opens again those the closing closed (a slot
     * closed on its own stays closed); answers how many the day has. A day without slots is
     * refused (`checkDayClosing`): nothing would be closed, nor kept closed.
     */
    async closeDay(day: string, closed: boolean, audit?: ChangeAudit): Promise<number> {
      await planCalendars();
      const { from, to } = parisDayRange(day);
      return repository.transaction(async (tx) => {
        await audit?.hold(tx);
        const count = await repository.within(tx).closeDaySlots(from, to, closed ? deps.now() : null);
        const closable = checkDayClosing(day, count);
        if (!closable.ok) throw new AppError('unprocessable', closable.code, { day });
        await audit?.record(tx);
        return count;
      });
    },

    /** The bike rounds' hours (on `tx`, as a change's transaction sees them). */
    async bikeHours(tx?: Transaction): Promise<BikeHoursView> {
      const queries = tx ? repository.within(tx) : repository;
      return bikeHoursView(await queries.bikeHours(), deps.now());
    },

    /**
     * The hours the rounds ride from `from` as the journal keeps a change of them: those in force
     * that day, from a change planned for it or the earlier hours, so a change's « before » is what
     * it replaced and a change taken back's « after » what goes on (on `tx`, as the change sees them).
     */
    async auditedBikeHours(from: string, tx?: Transaction) {
      const queries = tx ? repository.within(tx) : repository;
      return { from, windows: windowViews(bikeHoursOn(from, await queries.bikeHours())) };
    },

    /**
     * The staff change the rounds' hours from a day on (the third day at the soonest, so no slot
     * already made moves); a change from the same day replaces the one planned.
     */
    async changeBikeHours(change: BikeHoursChangeInput, audit?: ChangeAudit): Promise<BikeHoursView> {
      const checked = checkBikeHoursChange(change, deps.now());
      if (!checked.ok) throw new AppError('unprocessable', checked.code, checked.params);
      return repository.transaction(async (tx) => {
        await audit?.hold(tx);
        await repository.within(tx).saveBikeHours(checked.value, deps.now());
        await audit?.record(tx);
        return bikeHoursView(await repository.within(tx).bikeHours(), deps.now());
      });
    },

    /** Takes back a planned change whose day may still change; the hours before it go on. */
    async cancelBikeHoursChange(from: string, audit?: ChangeAudit): Promise<BikeHoursView> {
      if (from < firstChangeableBikeDay(deps.now()))
        throw new AppError('unprocessable', 'bike_hours_too_soon');
      return repository.transaction(async (tx) => {
        await audit?.hold(tx);
        if (!(await repository.within(tx).deleteBikeHours(from))) {
          throw new AppError('not_found', 'bike_hours_not_found');
        }
        await audit?.record(tx);
        return bikeHoursView(await repository.within(tx).bikeHours(), deps.now());
      });
    },

    /**
     * Pickup points of the postal code first, then the nearest within reach (spec §3 pickup
     * point delivery; `isPickupPointWithinReach`).
     */
    async pickupPointsNear(zipcode: string, limit = DEFAULT_PICKUP_POINTS_LIMIT): Promise<PickupPointView[]> {
      const code = compact(zipcode);
      const from = isFrenchPostalCode(code) ? locationOfPostalCode(code) : undefined;
      const bounded = Math.min(Math.max(Math.trunc(limit), 1), PICKUP_POINTS_MAX_LIMIT);
      const rows = await repository.pickupPointsNear(code, from, bounded);
      return rows
        .map((row) => pickupPointView(row, from))
        .filter((point) => isPickupPointWithinReach(code, point));
    },

    /**
     * The point a customer chose, as the order keeps it; a point named without its network is one
     * of the configured default network (spec §9 "a default pickup-relay brand is configured").
     */
    async pickupPoint(
      providerName: string | undefined,
      providerPointId: string,
    ): Promise<PickupPoint | undefined> {
      const network = providerName ?? deps.settings.defaultPickupProvider;
      const row = await repository.pickupPoint(network, providerPointId);
      return row && pickupPointOf(row);
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
