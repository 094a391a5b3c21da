/**
 * The hours of the bike rounds (back office « Horaires des tournées à vélo »): the windows every
 * bike delivery day is cut into, which the staff change from a day on. A change never reaches a
 * day whose slots may already exist, so no booked or offered slot ever moves.
 */
import { parisDayOf, shiftDay } from './paris-time';
import { ok, violation, type Result } from './result';

/** A window of the day, in Paris hours. */
export type SlotWindow = { fromHour: number; toHour: number };

/** Spec §3 "slots of 2-4h": the bike rounds of a day until the staff change them. */
export const BIKE_SLOT_WINDOWS: readonly SlotWindow[] = [
  { fromHour: 8, toHour: 10 },
  { fromHour: 10, toHour: 12 },
  { fromHour: 12, toHour: 14 },
  { fromHour: 14, toHour: 17 },
  { fromHour: 17, toHour: 19 },
  { fromHour: 19, toHour: 21 },
];

/** The rounds' windows from a Paris day (`YYYY-MM-DD`) on, until a later change. */
export type BikeHoursChange = { from: string; windows: readonly SlotWindow[] };

/** A bike round starts at 6:00 at the earliest and is back by 22:00 (riders' hours, neighbours' nights). */
export const BIKE_HOURS_FIRST = 6;
export const BIKE_HOURS_LAST = 22;
/** Spec §3: "slots of 2-4h". */
const BIKE_WINDOW_MIN_HOURS = 2;
const BIKE_WINDOW_MAX_HOURS = 4;
/** (22 − 6) / 2: as many windows as the day holds. */
export const BIKE_WINDOWS_MAX = 8;
/**
 * Bike slots are made 24 to 48 h ahead, so tomorrow's and the day after's may exist: the third
 * day is the first whose slots are all still to be made.
 */
const DAYS_BEFORE_A_CHANGE = 3;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The windows the rounds have on `day`: the latest change from that day or before it. */
export function bikeWindowsOn(day: string, changes: readonly BikeHoursChange[]): readonly SlotWindow[] {
  let windows = BIKE_SLOT_WINDOWS;
  let since = '';
  for (const change of changes) {
    if (change.from <= day && change.from > since) {
      windows = change.windows;
      since = change.from;
    }
  }
  return windows;
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
  | 'bike_hours_overlap';

function windowProblem(window: SlotWindow): BikeHoursViolation | undefined {
  const { fromHour, toHour } = window;
  if (!Number.isInteger(fromHour) || !Number.isInteger(toHour)) return 'bike_hours_outside_day';
  if (fromHour < BIKE_HOURS_FIRST || toHour > BIKE_HOURS_LAST) return 'bike_hours_outside_day';
  const hours = toHour - fromHour;
  if (hours < BIKE_WINDOW_MIN_HOURS || hours > BIKE_WINDOW_MAX_HOURS) return 'bike_hours_window_length';
  return undefined;
}

/**
 * A change of the rounds' hours as the staff typed it, checked at `now`: from the third day on,
 * one to eight windows of 2 to 4 whole hours between 6:00 and 22:00, none overlapping. Answers the
 * windows in the order of the day; a refusal names the first window at fault (`window`, from 0).
 */
export function checkBikeHoursChange(
  change: BikeHoursChange,
  now: Date,
): Result<BikeHoursChange, BikeHoursViolation> {
  if (!DAY.test(change.from) || change.from < firstChangeableBikeDay(now)) {
    return violation('bike_hours_too_soon', { fields: { from: 'bike_hours_too_soon' } });
  }
  if (change.windows.length === 0) return violation('bike_hours_none');
  if (change.windows.length > BIKE_WINDOWS_MAX) return violation('bike_hours_too_many');
  for (const [index, window] of change.windows.entries()) {
    const problem = windowProblem(window);
    if (problem) return violation(problem, { params: { window: index } });
  }
  const windows = [...change.windows].sort((a, b) => a.fromHour - b.fromHour);
  for (let index = 1; index < windows.length; index++) {
    if (windows[index]!.fromHour < windows[index - 1]!.toHour) {
      return violation('bike_hours_overlap', { params: { window: change.windows.indexOf(windows[index]!) } });
    }
  }
  return ok({ from: change.from, windows: windows.map(({ fromHour, toHour }) => ({ fromHour, toHour })) });
}
