/**
 * The shop's clock (spec §1: a French shop): calendar days and wall-clock hours in Paris, turned
 * into instants with `Intl` only, so summer and winter time are right without a date library
 * (the domain is bundled into the web app).
 */

export const SHOP_TIME_ZONE = 'Europe/Paris';

/** A day of the Paris calendar; `month` 1–12. */
export type CalendarDate = { year: number; month: number; day: number };

let wallClockFormat: Intl.DateTimeFormat | undefined;

/** Built on first use: a module-level `Intl` object would cost every app start. */
function wallClock(): Intl.DateTimeFormat {
  wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return wallClockFormat;
}

type WallTime = CalendarDate & { hour: number; minute: number; second: number };

function wallTimeOf(instant: Date): WallTime {
  const parts = wallClock().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far Paris is ahead of UTC at `instant`, in milliseconds (1 h in winter, 2 h in summer). */
function parisOffsetMs(instant: Date): number {
  const wall = wallTimeOf(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = instant.getTime() - (instant.getTime() % 1000);
  return wallAsUtc - wholeSeconds;
}

/** The Paris calendar day `instant` falls on. */
export function parisDateOf(instant: Date): CalendarDate {
  const { year, month, day } = wallTimeOf(instant);
  return { year, month, day };
}

/**
 * The instant Paris clocks show `hour:minute` on `date`. Two passes, because the offset of the
 * first guess may be the other side of a clock change. A time skipped by the spring change
 * (02:30 on the last Sunday of March) answers the instant one hour later, as clocks would.
 */
export function parisInstant(date: CalendarDate, hour: number, minute = 0): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const firstGuess = wallAsUtc - parisOffsetMs(new Date(wallAsUtc));
  const secondGuess = wallAsUtc - parisOffsetMs(new Date(firstGuess));
  return new Date(secondGuess);
}

/** `date` moved by `days` calendar days (months and years roll over). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday, like `Date#getDay`. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * A Paris day given as `YYYY-MM-DD` (the back office's days): the instants it starts and ends at,
 * 23 or 25 hours apart on the days the clocks change.
 */
export function parisDayRange(day: string): { from: Date; to: Date } {
  const calendarDate = calendarDateOf(day);
  return { from: parisInstant(calendarDate, 0), to: parisInstant(addDays(calendarDate, 1), 0) };
}

/** A calendar day as `YYYY-MM-DD`. */
export function calendarDay({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date of a `YYYY-MM-DD` day (a valid one: the routes check its shape). */
export function calendarDateOf(day: string): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

/** The Paris day of an instant, as `YYYY-MM-DD`. */
export function parisDayOf(instant: Date): string {
  return calendarDay(parisDateOf(instant));
}

/** The `YYYY-MM-DD` day `days` later (or earlier) than `day`. */
export function shiftDay(day: string, days: number): string {
  return calendarDay(addDays(calendarDateOf(day), days));
}
