/**
 * Days and moments typed the French way (« 08/12/2026 », « 08/12/2026 14:30 »), on the shop's
 * Paris clock. A browser's date field writes its days in the browser's language's order (an
 * English one shows 12/08/2026), so the back office's date fields are text read by these.
 * Like `hundredthsOfTyped`: `null` for an empty field, `undefined` for text that is no date.
 */
import { parisInstant } from '@sillon/domain';
import { formatDateTime } from './format';

export const DAY_EXAMPLE = 'Une date comme 08/12/2026';
export const MOMENT_EXAMPLE = 'Une date et une heure, comme 08/12/2026 14:30';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;
// « 8/12/2026 », « 08.12.2026 », « 08-12-2026 », or eight digits on a phone's keypad: « 08122026 ».
// The year whole: « 08/12/20 », on its way to 2026, is no day yet.
const FRENCH_DAY = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$|^(\d{2})(\d{2})(\d{4})$/;
// « 14:30 », « 14h30 », « 14 h 30 », « 14h », « 9:05 ».
const FRENCH_TIME = /^(\d{1,2})\s*(?::\s*(\d{2})|h\s*(\d{2})?)$/i;

type CalendarDate = { year: number; month: number; day: number };

function calendarDateOf(typed: string): CalendarDate | undefined {
  const text = typed.trim();
  if (ISO_DAY.test(text)) {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    return realDate({ year, month, day });
  }
  const match = FRENCH_DAY.exec(text);
  if (!match) return undefined;
  const [day, month, year] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)).map(Number) as [
    number,
    number,
    number,
  ];
  return realDate({ year, month, day });
}

/** The date itself when the calendar has it (no 31/02, no month 13). */
function realDate(date: CalendarDate): CalendarDate | undefined {
  const checked = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return checked.getUTCFullYear() === date.year &&
    checked.getUTCMonth() === date.month - 1 &&
    checked.getUTCDate() === date.day
    ? date
    : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-12-08` → « 08/12/2026 »; empty for no day. */
export function frenchDayText(day: string | null | undefined): string {
  if (!day || !ISO_DAY.test(day)) return '';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** « 08/12/2026 » (or `2026-12-08`) → `2026-12-08`. */
export function dayOfTyped(typed: string | null | undefined): string | null | undefined {
  if (!typed?.trim()) return null;
  const date = calendarDateOf(typed);
  return date && `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** An instant → « 08/12/2026 14:30 » on the Paris clock; empty for none. */
export function frenchMomentText(instant: string | null | undefined): string {
  return instant && !Number.isNaN(Date.parse(instant)) ? formatDateTime(instant) : '';
}

/** « 08/12/2026 14:30 » on the Paris clock (« à » and « 14h30 » read too) → an ISO instant. */
export function momentOfTyped(typed: string | null | undefined): string | null | undefined {
  const text = typed?.trim();
  if (!text) return null;
  const split = /^(\S+)\s+(?:à\s+)?(.+)$/.exec(text);
  const date = split?.[1] ? calendarDateOf(split[1]) : undefined;
  const time = split?.[2] ? FRENCH_TIME.exec(split[2].trim()) : null;
  if (!date || !time) return undefined;
  const hour = Number(time[1]);
  const minute = Number(time[2] ?? time[3] ?? 0);
  if (hour > 23 || minute > 59) return undefined;
  return parisInstant(date, hour, minute).toISOString();
}

/**
 * A form's moment as the server takes it: the instant it was read as (untouched), or what was
 * typed, read; `null` when empty or not a moment (the field's own check refuses that first).
 */
export function momentOfForm(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return null;
  if (ISO_INSTANT.test(value)) return new Date(value).toISOString();
  return momentOfTyped(value) ?? null;
}

/** What is wrong with a form's moment, in French; undefined when nothing is (empty included). */
export function momentProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value instanceof Date) return undefined;
  if (typeof value !== 'string') return MOMENT_EXAMPLE;
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return undefined;
  return momentOfTyped(value) === undefined ? MOMENT_EXAMPLE : undefined;
}
