/**
 * Delivery slots as the customer reads them (spec §3 "Delivery slot", §9 French dates): grouped
 * by their day in Paris, the day written out ("mardi 25 novembre") and the hours "10 h – 12 h".
 * The device's own time zone never matters: a slot in Paris is shown in Paris time.
 */
import { t } from './messages/translate';
import { SHOP_TIME_ZONE as TIME_ZONE } from './paris-time';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The slot's day in Paris as `YYYY-MM-DD`, a key that sorts like the calendar. */
export function parisDayKey(instant: string): string {
  return dayKeyFormat.format(new Date(instant));
}

/** French writes the first of a month « 1er » (« mardi 1er décembre »), the other days as numbers. */
function frenchDate(format: Intl.DateTimeFormat, instant: string): string {
  return format
    .formatToParts(new Date(instant))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** "mardi 25 novembre", "mardi 1er décembre", in Paris time. */
export function formatParisDay(instant: string): string {
  return frenchDate(dayFormat, instant);
}

/** "10:00", in Paris time: the clock form that `formatParisHour` writes the French way. */
function formatParisTime(instant: string): string {
  return hourFormat.format(new Date(instant));
}

/** "10 h – 12 h" (spec §3: slots of 2 to 4 hours), in Paris time. */
export function formatSlotHours(slot: { start: string; end: string }): string {
  return t('checkout.timeslot.hours', { start: formatParisHour(slot.start), end: formatParisHour(slot.end) });
}

export type SlotDay<S> = { key: string; label: string; slots: S[] };

/**
 * Slots grouped by their Paris day, days in calendar order and slots by start time within a day.
 * Slots keep every field they came with (a full slot stays, for the screen to show it disabled).
 */
export function groupSlotsByParisDay<S extends { start: string }>(slots: readonly S[]): SlotDay<S>[] {
  const days = new Map<string, SlotDay<S>>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const key = parisDayKey(slot.start);
    const day = days.get(key) ?? { key, label: formatParisDay(slot.start), slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.key.localeCompare(b.key));
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "mardi 25 novembre 2025", in Paris time: a day that must be read years later (a receipt). */
export function formatParisDate(instant: string): string {
  return frenchDate(dateFormat, instant);
}

const longDateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "31 décembre 2030", "1er janvier 2031", in Paris time: a voucher's validity, a page's version. */
export function formatParisLongDate(instant: string): string {
  return frenchDate(longDateFormat, instant);
}

/**
 * "10 h", "10 h 30" (no-break spaces), in Paris time: the French typographic hour, the one every
 * customer reads (screens, receipts, e-mails, pushes). The back office's tables keep "10:00".
 */
export function formatParisHour(instant: string): string {
  const [hours = '', minutes = ''] = formatParisTime(instant).split(':');
  // No-break spaces: "10 h 30" never breaks across two lines.
  return minutes === '00' ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
}
