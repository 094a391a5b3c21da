/**
 * The delivery slot calendar (spec §3 "Delivery slot", shipping methods; §4 checkout steps): which
 * slots exist at a given moment, until when each can be booked, how many orders each takes by
 * default, and whether a slot can still be chosen. Times are Paris wall-clock times.
 */
import { BIKE_WINDOW_PLACES, bikeWindowsOn, type BikeHoursChange, type SlotWindow } from './bike-hours';
import type { ShippingMode } from './delivery';
import { t } from './messages/translate';
import { formatParisDay, formatParisHour } from './slot-calendar';
import {
  addDays,
  calendarDateOf,
  calendarDay,
  parisDateOf,
  parisDayOf,
  parisInstant,
  weekdayOf,
  type CalendarDate,
} from './paris-time';
import { ok, violation, type Result } from './result';
import { isFrenchPublicHoliday, isWorkingDay, previousWorkingDay } from './working-days';

/** The home deliveries that are booked on a slot; a pickup point has none (spec §2 steps). */
export const DELIVERY_SLOT_MODES = ['bag', 'parcel'] as const satisfies readonly ShippingMode[];
export type DeliverySlotMode = (typeof DELIVERY_SLOT_MODES)[number];

export function isDeliverySlotMode(mode: string): mode is DeliverySlotMode {
  return (DELIVERY_SLOT_MODES as readonly string[]).includes(mode);
}

/** Spec §3 "24-48h": a bike slot is offered while its start is 24 to 48 hours away. */
export const BIKE_SLOT_MIN_LEAD_HOURS = 24;
export const BIKE_SLOT_MAX_LEAD_HOURS = 48;

/** Parcel appointments (spec §3 "on appointment"): a morning or an afternoon of a working day. */
export const PARCEL_APPOINTMENT_WINDOWS: readonly SlotWindow[] = [
  { fromHour: 8, toHour: 13 },
  { fromHour: 13, toHour: 18 },
];
/** The carrier collects parcels in the afternoon: an appointment is bookable until noon of the working day before. */
export const PARCEL_CUTOFF_HOUR = 12;
/** How many working days of appointments are offered at once. */
export const PARCEL_APPOINTMENT_DAYS = 5;

/**
 * Orders one slot takes when it is created (then stored on the slot's row, where an operator can
 * change it): a bike round of 2–4 h carries about eight baskets; a carrier's half-day takes many.
 */
export const DEFAULT_SLOT_CAPACITY: Readonly<Record<DeliverySlotMode, number>> = {
  bag: BIKE_WINDOW_PLACES,
  parcel: 40,
};
/** The most orders the staff may give one slot: far above any round, low enough to catch a typo. */
export const SLOT_CAPACITY_MAX = 10_000;

const HOUR_MS = 3_600_000;
/** Far enough to pass a week of holidays (Christmas to New Year), near enough to stay cheap. */
const PARCEL_SEARCH_DAYS = 21;

/**
 * A slot the calendar says should exist now (spec §3: start, end, bookableUntil), with the orders
 * it takes when it is made (its window's places, then the staff may change it on the slot).
 */
export type PlannedDeliverySlot = {
  mode: DeliverySlotMode;
  start: Date;
  end: Date;
  bookableUntil: Date;
  capacity: number;
};

function isBikeDeliveryDay(date: CalendarDate): boolean {
  return weekdayOf(date) !== 0 && !isFrenchPublicHoliday(date);
}

function slotsOfDay(
  mode: DeliverySlotMode,
  date: CalendarDate,
  windows: readonly (SlotWindow & { places?: number })[],
  bookableUntil: (start: Date) => Date,
): PlannedDeliverySlot[] {
  return windows.map((window) => {
    const start = parisInstant(date, window.fromHour);
    return {
      mode,
      start,
      end: parisInstant(date, window.toHour),
      bookableUntil: bookableUntil(start),
      capacity: window.places ?? DEFAULT_SLOT_CAPACITY[mode],
    };
  });
}

/**
 * Bike slots starting 24 to 48 h from now, cut by the rounds' hours of their day; each is bookable
 * until 24 h before its start.
 */
function bikeSlots(now: Date, hours: readonly BikeHoursChange[]): PlannedDeliverySlot[] {
  const today = parisDateOf(now);
  const latestStart = now.getTime() + BIKE_SLOT_MAX_LEAD_HOURS * HOUR_MS;
  // Nothing today starts 24 h away, nothing after the day after tomorrow starts within 48 h.
  const days = [1, 2].map((offset) => addDays(today, offset)).filter(isBikeDeliveryDay);
  return days
    .flatMap((date) =>
      slotsOfDay(
        'bag',
        date,
        bikeWindowsOn(calendarDay(date), hours),
        (start) => new Date(start.getTime() - BIKE_SLOT_MIN_LEAD_HOURS * HOUR_MS),
      ),
    )
    .filter((slot) => now < slot.bookableUntil && slot.start.getTime() <= latestStart);
}

/** Half-day appointments on the next five working days whose cut-off has not passed. */
function parcelSlots(now: Date): PlannedDeliverySlot[] {
  const slots: PlannedDeliverySlot[] = [];
  let date = parisDateOf(now);
  for (
    let searched = 0, days = 0;
    searched < PARCEL_SEARCH_DAYS && days < PARCEL_APPOINTMENT_DAYS;
    searched++
  ) {
    date = addDays(date, 1);
    if (!isWorkingDay(date)) continue;
    const cutoff = parisInstant(previousWorkingDay(date), PARCEL_CUTOFF_HOUR);
    if (now >= cutoff) continue;
    slots.push(...slotsOfDay('parcel', date, PARCEL_APPOINTMENT_WINDOWS, () => cutoff));
    days++;
  }
  return slots;
}

/**
 * The slots of `mode` that should exist at `now`, in start order: the server creates the missing
 * ones (with their window's places) and offers those still bookable. Deterministic: the same
 * `now` and the same changes of the rounds' hours (`bikeHours`, the staff's) always give the same
 * slots, so every server copy agrees on them.
 */
export function deliverySlotCalendar(
  mode: DeliverySlotMode,
  now: Date,
  bikeHours: readonly BikeHoursChange[] = [],
): PlannedDeliverySlot[] {
  return mode === 'bag' ? bikeSlots(now, bikeHours) : parcelSlots(now);
}

/** A stored slot as the choice rule reads it. */
export type SlotOccupancy = {
  mode: string;
  bookableUntil: Date;
  capacity: number;
  booked: number;
  /** Closed by the shop (a holiday, a van off the road): no new booking, its bookings kept. */
  closedAt?: Date | null;
};

/**
 * The Paris days the staff closed (a holiday: « Fermer la journée »), from their slots: a day
 * whose every slot is closed, with the instant it was closed. A slot the calendar plans later on
 * such a day is born closed, so that the day stays closed.
 */
export function closedDaysOf(slots: readonly { startsAt: Date; closedAt: Date | null }[]): Map<string, Date> {
  const days = new Map<string, Date | null>();
  for (const slot of slots) {
    const key = parisDayOf(slot.startsAt);
    const closedBefore = days.has(key) ? days.get(key)! : slot.closedAt;
    days.set(key, closedBefore && slot.closedAt ? later(closedBefore, slot.closedAt) : null);
  }
  const closed = new Map<string, Date>();
  for (const [day, closedAt] of days) if (closedAt) closed.set(day, closedAt);
  return closed;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * Whether the staff may close a Paris day (`YYYY-MM-DD`) having `slots` slots, or open it again:
 * closing it closes its slots, so a day without any has nothing to close. A Sunday or a public
 * holiday never has one (no round, no appointment); another day has its slots only once the
 * calendar offers them, so such a day cannot be closed ahead (`deliverySlotCalendar`).
 */
export function checkDayClosing(
  day: string,
  slots: number,
): Result<true, 'delivery_day_without_rounds' | 'delivery_day_without_slots'> {
  if (slots > 0) return ok(true);
  return violation(
    isBikeDeliveryDay(calendarDateOf(day)) ? 'delivery_day_without_slots' : 'delivery_day_without_rounds',
  );
}

/** Every place of the slot is taken (a slot the shop closed is closed, not full: `isSlotClosedByShop`). */
export function isSlotFull(slot: Pick<SlotOccupancy, 'capacity' | 'booked'>): boolean {
  return slot.booked >= slot.capacity;
}

/** The staff closed the slot: customers see it « Fermé », and no new order may book it. */
export function isSlotClosedByShop(slot: Pick<SlotOccupancy, 'closedAt'>): boolean {
  return (slot.closedAt ?? null) !== null;
}

/**
 * Whether a customer may choose `slot` for a `mode` delivery at `now` (spec §4 "slot saved"):
 * `slot_closed` once its bookableUntil has come, when it belongs to another mode or when the shop
 * closed it, `slot_full` when its places are taken.
 */
export function checkSlotChoice(
  slot: SlotOccupancy,
  mode: DeliverySlotMode,
  now: Date,
): Result<true, 'slot_closed' | 'slot_full'> {
  if (slot.mode !== mode || now >= slot.bookableUntil || isSlotClosedByShop(slot))
    return violation('slot_closed');
  return isSlotFull(slot) ? violation('slot_full') : ok(true);
}

/** Two weeks cover any run of days without rounds the staff's hours allow (a week has six bike days). */
const BIKE_OPENING_SEARCH_DAYS = 14;

/**
 * The instant after `now` when the bike calendar next offers a slot it does not offer yet: the
 * first start, on a bike day, 48 h ahead of then (spec §3's 24–48 h). From a Friday evening it is
 * Saturday morning (Sunday has no round, so Saturday evening to Monday morning offers nothing); null
 * when the rounds' hours give no window in two weeks.
 */
export function nextBikeSlotsOpening(now: Date, bikeHours: readonly BikeHoursChange[] = []): Date | null {
  const today = parisDateOf(now);
  for (let offset = 1; offset <= BIKE_OPENING_SEARCH_DAYS; offset++) {
    const date = addDays(today, offset);
    if (!isBikeDeliveryDay(date)) continue;
    const opens = bikeWindowsOn(calendarDay(date), bikeHours)
      .map((window) => parisInstant(date, window.fromHour).getTime() - BIKE_SLOT_MAX_LEAD_HOURS * HOUR_MS)
      .filter((instant) => instant > now.getTime());
    if (opens.length > 0) return new Date(Math.min(...opens));
  }
  return null;
}

/**
 * Spec §7 `delivery_slots_headline`: the sentence above the slots of a mode, or why there are none
 * and, when the calendar knows it (`nextOpening`), when the next ones are offered.
 */
export function deliverySlotsHeadline(
  mode: DeliverySlotMode,
  slotsCount: number,
  nextOpening: Date | null = null,
): string {
  if (slotsCount === 0 && mode === 'bag' && nextOpening) {
    const instant = nextOpening.toISOString();
    return t('checkout.slots_headline.bag_opening', {
      day: formatParisDay(instant),
      time: formatParisHour(instant),
    });
  }
  if (slotsCount === 0) return t('checkout.slots_headline.none');
  return t(mode === 'bag' ? 'checkout.slots_headline.bag' : 'checkout.slots_headline.parcel');
}
