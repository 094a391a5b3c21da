/**
 * Working days in France (spec §3: "pickup point, 3-5 working days"; parcel appointments): Monday
 * to Friday except the eleven national public holidays, Easter-based ones computed.
 */
import { addDays, weekdayOf, type CalendarDate } from './paris-time';

/** Easter Sunday of `year` (Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** Fixed-date holidays as month-day: New Year, Labour Day, 8 May, 14 July, 15 August, All Saints, Armistice, Christmas. */
const FIXED_HOLIDAYS = ['1-1', '5-1', '5-8', '7-14', '8-15', '11-1', '11-11', '12-25'];
/** Easter Monday, Ascension Thursday, Whit Monday: days after Easter Sunday. */
const EASTER_HOLIDAY_OFFSETS = [1, 39, 50];

export function isFrenchPublicHoliday(date: CalendarDate): boolean {
  if (FIXED_HOLIDAYS.includes(`${date.month}-${date.day}`)) return true;
  const easter = easterSunday(date.year);
  return EASTER_HOLIDAY_OFFSETS.some((offset) => {
    const holiday = addDays(easter, offset);
    return holiday.month === date.month && holiday.day === date.day;
  });
}

/** A "jour ouvré": Monday to Friday, not a public holiday. */
export function isWorkingDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !isFrenchPublicHoliday(date);
}

/** The working day before `date` (a Monday's is the Friday before, unless that is a holiday). */
export function previousWorkingDay(date: CalendarDate): CalendarDate {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}
