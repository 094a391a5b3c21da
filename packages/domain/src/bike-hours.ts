/**
 * The hours of the bike rounds (back office « Horaires des tournées à vélo »): the windows the
 * bike delivery days are cut into, each on the weekdays it runs and with its places, which the
 * staff change from a day on. A change never reaches a day whose slots may already exist, so no
 * booked or offered slot ever moves.
 */
import { calendarDateOf, parisDayOf, shiftDay, weekdayOf } from './paris-time';
import { ok, violation, type Result } from './result';

/** A window of the day, in Paris hours. */
export type SlotWindow = { fromHour: number; toHour: number };

/** Monday (1) to Saturday (6), numbered like `Date#getDay`: bikes ride no Sunday. */
export const BIKE_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The places of a bike slot the staff did not set (8 orders a round). */
export const BIKE_WINDOW_PLACES = 8;
/** A round of one rider's bag takes a few dozen orders; more is a typo (the slot's page changes it). */
const BIKE_WINDOW_PLACES_MAX = 99;

/** A round's window: its hours, the weekdays it runs (`BIKE_WEEKDAYS`' numbers) and its places. */
export type BikeWindow = SlotWindow & { days: readonly number[]; places: number };

const everyBikeDay = (window: SlotWindow): BikeWindow => ({
  ...window,
  days: BIKE_WEEKDAYS,
  places: BIKE_WINDOW_PLACES,
});

/** Spec §3 "slots of 2-4h": the bike rounds of every bike day until the staff change them. */
export const BIKE_SLOT_WINDOWS: readonly BikeWindow[] = [
  { fromHour: 8, toHour: 10 },
  { fromHour: 10, toHour: 12 },
  { fromHour: 12, toHour: 14 },
  { fromHour: 14, toHour: 17 },
  { fromHour: 17, toHour: 19 },
  { fromHour: 19, toHour: 21 },
].map(everyBikeDay);

/** The rounds' windows from a Paris day (`YYYY-MM-DD`) on, until a later change. */
export type BikeHoursChange = { from: string; windows: readonly BikeWindow[] };

/** A change as the staff send it: a window without days runs every bike day, without places has 8. */
export type BikeHoursChangeInput = {
  from: string;
  windows: readonly (SlotWindow & { days?: readonly number[] | undefined; places?: number | undefined })[];
};

/** A bike round starts at 6:00 at the earliest and is back by 22:00 (riders' hours, neighbours' nights). */
export const BIKE_HOURS_FIRST = 6;
export const BIKE_HOURS_LAST = 22;
/** Spec §3: "slots of 2-4h". */
const BIKE_WINDOW_MIN_HOURS = 2;
const BIKE_WINDOW_MAX_HOURS = 4;
/** (22 − 6) / 2: as many windows as a day holds, twice (the week's days may have their own). */
export const BIKE_WINDOWS_MAX = 16;
/**
 * Bike slots are made 24 to 48 h ahead, so tomorrow's and the day after's may exist: the third
 * day is the first whose slots are all still to be made.
 */
const DAYS_BEFORE_A_CHANGE = 3;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The hours in force on `day`: every window of the latest change from that day or before it. */
export function bikeHoursOn(day: string, changes: readonly BikeHoursChange[]): readonly BikeWindow[] {
  let windows = BIKE_SLOT_WINDOWS;
  let since: string | undefined;
  for (const change of changes) {
    if (change.from <= day && (since === undefined || change.from > since)) {
      windows = change.windows;
      since = change.from;
    }
  }
  return windows;
}

/** The windows the rounds ride on `day`: those of the hours in force that run on its weekday. */
export function bikeWindowsOn(day: string, changes: readonly BikeHoursChange[]): readonly BikeWindow[] {
  const weekday = weekdayOf(calendarDateOf(day));
  return bikeHoursOn(day, changes).filter((window) => window.days.includes(weekday));
}

/** The first Paris day whose rounds' hours may still change at `now`. */
export function firstChangeableBikeDay(now: Date): string {
  return shiftDay(parisDayOf(now), DAYS_BEFORE_A_CHANGE);
}

export type BikeHoursViolation =
  | 'bike_hours_too_soon'
  | 'bike_hours_none'
  | 'bike_hours_too_many'
  | 'bike_hours_outside_day'
  | 'bike_hours_window_length'
  | 'bike_hours_days'
  | 'bike_hours_places'
  | 'bike_hours_overlap';

function windowProblem(window: BikeWindow): BikeHoursViolation | undefined {
  const { fromHour, toHour, days, places } = window;
  if (!Number.isInteger(fromHour) || !Number.isInteger(toHour)) return 'bike_hours_outside_day';
  if (fromHour < BIKE_HOURS_FIRST || toHour > BIKE_HOURS_LAST) return 'bike_hours_outside_day';
  const hours = toHour - fromHour;
  if (hours < BIKE_WINDOW_MIN_HOURS || hours > BIKE_WINDOW_MAX_HOURS) return 'bike_hours_window_length';
  if (days.length === 0 || days.some((day) => !BIKE_WEEKDAYS.includes(day))) return 'bike_hours_days';
  if (!Number.isInteger(places) || places < 1 || places > BIKE_WINDOW_PLACES_MAX) return 'bike_hours_places';
  return undefined;
}

/** Two windows overlap when they share a weekday and their hours cross. */
function overlapping(a: BikeWindow, b: BikeWindow): boolean {
  return a.fromHour < b.toHour && b.fromHour < a.toHour && a.days.some((day) => b.days.includes(day));
}

/**
 * What is wrong with each window as the staff typed it, for the form to say under each at once:
 * its own problem (hours, length, days, places), else an overlap with a window above it.
 */
export function bikeWindowProblems(windows: readonly BikeWindow[]): (BikeHoursViolation | undefined)[] {
  return windows.map((window, index) => {
    const own = windowProblem(window);
    if (own) return own;
    return windows.slice(0, index).some((earlier) => overlapping(earlier, window))
      ? 'bike_hours_overlap'
      : undefined;
  });
}

/**
 * A change of the rounds' hours as the staff typed it, checked at `now`: from the third day on,
 * one to sixteen windows of 2 to 4 whole hours between 6:00 and 22:00, each on one bike weekday or
 * more with 1 to 99 places, no two overlapping on a same weekday. Answers the windows in the order
 * of the day (their days in the week's order); a refusal names the first window at fault (`window`,
 * from 0).
 */
export function checkBikeHoursChange(
  change: BikeHoursChangeInput,
  now: Date,
): Result<BikeHoursChange, BikeHoursViolation> {
  if (!DAY.test(change.from) || change.from < firstChangeableBikeDay(now)) {
    return violation('bike_hours_too_soon', { fields: { from: 'bike_hours_too_soon' } });
  }
  if (change.windows.length === 0) return violation('bike_hours_none');
  if (change.windows.length > BIKE_WINDOWS_MAX) return violation('bike_hours_too_many');
  const typed = change.windows.map(({ fromHour, toHour, days, places }) => ({
    fromHour,
    toHour,
    days: [...new Set(days ?? BIKE_WEEKDAYS)].sort((a, b) => a - b),
    places: places ?? BIKE_WINDOW_PLACES,
  }));
  // A window's own problem is named before any overlap, wherever it is in the list.
  const problems = bikeWindowProblems(typed);
  const own = problems.findIndex((problem) => problem !== undefined && problem !== 'bike_hours_overlap');
  const at = own >= 0 ? own : problems.findIndex((problem) => problem !== undefined);
  const problem = problems[at];
  if (problem) return violation(problem, { params: { window: at } });
  return ok({
    from: change.from,
    windows: typed.sort((a, b) => a.fromHour - b.fromHour || a.days[0]! - b.days[0]!),
  });
}
