/** How the back office writes amounts, days, hours and slots: French, on the shop's Paris clock. */
import {
  BIKE_WEEKDAYS,
  formatEuros,
  formatLocalPhone,
  formatParisHour,
  orderStatusLabel,
} from '@sillon/domain';

/** The shop's clock (the domain's `SHOP_TIME_ZONE`, which its index does not export). */
const SHOP_TIME_ZONE = 'Europe/Paris';

export { formatEuros, formatParisHour, orderStatusLabel };

/** An arrival window as the customer reads it: « 10 h 20 – 10 h 40 ». */
export function formatWindow(window: { from: string; to: string }): string {
  return `${formatParisHour(window.from)} – ${formatParisHour(window.to)}`;
}

/** « 12,4 kg ». */
export function formatKilograms(grams: number): string {
  return `${(grams / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} kg`;
}

/** « 7,3 km ». */
export function formatKilometres(km: number): string {
  return `${km.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km`;
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const hourMinute = new Intl.DateTimeFormat('fr-FR', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const longDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const moment = new Intl.DateTimeFormat('fr-FR', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** « lundi 30 novembre à 00:00 ». */
export function formatMoment(iso: string): string {
  return moment.format(new Date(iso));
}

const shortDate = new Intl.DateTimeFormat('fr-FR', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short' });

export function formatDate(iso: string | null | undefined): string {
  return iso ? shortDate.format(new Date(iso)) : '—';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

export function formatHour(iso: string): string {
  return hourMinute.format(new Date(iso));
}

/** `2030-03-14` → « jeudi 14 mars 2030 ». */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}

/** « Jeudi 14 mars 2030 », to open a heading. */
export function formatDayTitle(day: string): string {
  const text = formatDay(day);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The Paris day (`YYYY-MM-DD`) of an instant. */
export function parisDay(instant: Date | string): string {
  return isoDay.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** `YYYY-MM-DD` moved by whole days. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MODE_LABELS: Record<string, string> = {
  bag: 'Vélo',
  bike: 'Vélo',
  parcel: 'Colis',
  'pickup-point': 'Point relais',
};

export function modeLabel(mode: string | null | undefined): string {
  return (mode && MODE_LABELS[mode]) ?? mode ?? '—';
}

/** « 08:00–10:00 ». */
export function slotHours(slot: { startsAt: string; endsAt: string }): string {
  return `${formatHour(slot.startsAt)}–${formatHour(slot.endsAt)}`;
}

/** « 08:00–10:00 »: a window of the bike rounds' hours, in Paris hours. */
export function windowHours(window: { fromHour: number; toHour: number }): string {
  const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
  return `${hour(window.fromHour)}–${hour(window.toHour)}`;
}

/** Weekdays by `Date#getDay`'s number, as the staff read them in a list. */
export const WEEKDAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

type BikeWindowText = { fromHour: number; toHour: number; days: readonly number[]; places: number };

/** « 09:00–12:00 (8 places) », or « 09:00–12:00 (samedi, 6 places) » for a window of some days. */
export function bikeWindowText(window: BikeWindowText): string {
  const places = `${window.places} place${window.places > 1 ? 's' : ''}`;
  const everyDay = BIKE_WEEKDAYS.every((day) => window.days.includes(day));
  const names = window.days.map((day) => WEEKDAY_NAMES[day]);
  const days = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : names[0];
  return `${windowHours(window)} (${everyDay ? places : `${days}, ${places}`})`;
}

/** The rounds' windows of a change of hours, in the order of the day. */
export const bikeWindowsText = (windows: readonly BikeWindowText[]) =>
  windows.map(bikeWindowText).join(' · ');

const shortDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** « sam. 5 déc. 10:00–12:00 »: a slot with its day, where no heading says the day. */
export function slotMoment(slot: { startsAt: string; endsAt: string }): string {
  return `${shortDay.format(new Date(slot.startsAt))} ${slotHours(slot)}`;
}

/** « Vélo 08:00–10:00 ». */
export function slotLabel(slot: { mode?: string; startsAt: string; endsAt: string }): string {
  return slot.mode ? `${modeLabel(slot.mode)} ${slotHours(slot)}` : slotHours(slot);
}

/** Whole percent of a slot's places taken; a slot of no places is full, as the shop says (« Complet »). */
export function fillRate(slot: { booked: number; capacity: number }): number {
  if (slot.capacity <= 0) return 100;
  return Math.round((slot.booked / slot.capacity) * 100);
}

/** A slot's fill as the delivery table says it: « 40 % », or « Complet » once no place is left. */
export function fillText(slot: { booked: number; capacity: number }): string {
  return slot.booked >= slot.capacity ? 'Complet' : `${fillRate(slot)} %`;
}

/**
 * A number typed in an amount or percentage field, in hundredths: « 4,90 », « 4.90 », « 1 250 »
 * → 490, 490, 125000; null when empty; undefined when it is not such a number (letters, a third
 * decimal, a sign). Typed as text, never through a number input: a browser whose language is not
 * French reads « 4,80 » typed in one as 480.
 */
export function hundredthsOfTyped(typed: string | number | null | undefined): number | null | undefined {
  if (typed === null || typed === undefined) return null;
  if (typeof typed === 'number') return Number.isInteger(typed) ? typed : undefined;
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  // Up to 15 digits: a price far too high is read, then refused for its size, not as no number.
  const match = /^(\d{1,15})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as such a field shows them: « 4,90 », « 1 250,00 »; empty for none. */
export function hundredthsText(hundredths: number | null | undefined): string {
  if (hundredths === null || hundredths === undefined) return '';
  return (hundredths / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** « 06 46 03 16 12 »: a customer's number (kept as +33…) as the team reads and dials it in France. */
export function formatPhone(phone: string): string {
  return phone.startsWith('+33') ? formatLocalPhone(phone, { grouped: true }) : phone;
}

/**
 * A number typed in a quantity or measure field: « 0,5 », « 0.5 », « 2 500 » → 0.5, 0.5, 2500;
 * null when empty; undefined when it is not such a number (letters, a sign, two separators).
 * Typed as text, like amounts: a browser whose language is not French reads « 2,5 » typed in a
 * number input as 25.
 */
export function numberOfTyped(typed: unknown): number | null | undefined {
  if (typed === null || typed === undefined) return null;
  if (typeof typed === 'number') return Number.isFinite(typed) ? typed : undefined;
  if (typeof typed !== 'string') return undefined;
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  // Up to 15 digits: a count far too big is read, then refused for its size, not as no number.
  if (!/^\d{1,15}(?:[.,]\d{1,6})?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

/** A count typed (a stock, a limit): a whole number; null when empty, undefined when not whole. */
export function wholeOfTyped(typed: unknown): number | null | undefined {
  const value = numberOfTyped(typed);
  return typeof value === 'number' && !Number.isInteger(value) ? undefined : value;
}

/** A number as such a field shows it: « 0,5 », « 2500 » (no spaces: it is read back as typed). */
export function typedNumberText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  return typeof value === 'string' ? value : '';
}
