/**
 * The seasons of fruit and vegetables grown in France (issue 40): each produce with the months it
 * is harvested in the open field, as French seasonal calendars give them. A product names its
 * produce (`products.produce`); « de saison » shelves and home blocks keep the products in season
 * at the shop's clock (Paris time), other shelves mark the others « Hors saison ».
 */
import { parisDateOf } from './paris-time';
import { withDe } from './text';

/** The shop's page of the seasonal calendar. */
export const SEASONS_CALENDAR_PATH = '/calendrier-des-saisons';

export type ProduceKind = 'fruit' | 'vegetable';

/** A fruit or vegetable: its French name and its months (1 = January). */
export type SeasonEntry = { name: string; kind: ProduceKind; months: readonly number[] };

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const SEASONAL_CALENDAR = {
  abricot: { name: 'Abricot', kind: 'fruit', months: [6, 7, 8] },
  cerise: { name: 'Cerise', kind: 'fruit', months: [5, 6, 7] },
  citron: { name: 'Citron', kind: 'fruit', months: [11, 12, 1, 2, 3, 4, 5] },
  'citron-vert': { name: 'Citron vert', kind: 'fruit', months: [10, 11, 12, 1, 2] },
  clementine: { name: 'Clémentine', kind: 'fruit', months: [11, 12, 1, 2] },
  fraise: { name: 'Fraise', kind: 'fruit', months: [4, 5, 6, 7] },
  kiwi: { name: 'Kiwi', kind: 'fruit', months: [11, 12, 1, 2, 3] },
  melon: { name: 'Melon', kind: 'fruit', months: [6, 7, 8, 9] },
  myrtille: { name: 'Myrtille', kind: 'fruit', months: [7, 8, 9] },
  orange: { name: 'Orange', kind: 'fruit', months: [11, 12, 1, 2, 3, 4] },
  pasteque: { name: 'Pastèque', kind: 'fruit', months: [7, 8, 9] },
  peche: { name: 'Pêche', kind: 'fruit', months: [6, 7, 8, 9] },
  poire: { name: 'Poire', kind: 'fruit', months: [8, 9, 10, 11, 12, 1] },
  pomelo: { name: 'Pomelo', kind: 'fruit', months: [12, 1, 2, 3, 4] },
  pomme: { name: 'Pomme', kind: 'fruit', months: [8, 9, 10, 11, 12, 1, 2, 3, 4] },
  raisin: { name: 'Raisin', kind: 'fruit', months: [8, 9, 10, 11] },
  ail: { name: 'Ail', kind: 'vegetable', months: ALL_YEAR },
  aubergine: { name: 'Aubergine', kind: 'vegetable', months: [6, 7, 8, 9] },
  basilic: { name: 'Basilic', kind: 'vegetable', months: [5, 6, 7, 8, 9] },
  brocoli: { name: 'Brocoli', kind: 'vegetable', months: [6, 7, 8, 9, 10, 11] },
  carotte: { name: 'Carotte', kind: 'vegetable', months: ALL_YEAR },
  'carotte-nouvelle': { name: 'Carotte nouvelle', kind: 'vegetable', months: [5, 6, 7] },
  champignon: { name: 'Champignon', kind: 'vegetable', months: ALL_YEAR },
  'chou-fleur': { name: 'Chou-fleur', kind: 'vegetable', months: [9, 10, 11, 12, 1, 2, 3, 4] },
  'chou-kale': { name: 'Chou kale', kind: 'vegetable', months: [10, 11, 12, 1, 2, 3] },
  concombre: { name: 'Concombre', kind: 'vegetable', months: [5, 6, 7, 8, 9] },
  courgette: { name: 'Courgette', kind: 'vegetable', months: [6, 7, 8, 9] },
  echalote: { name: 'Échalote', kind: 'vegetable', months: ALL_YEAR },
  endive: { name: 'Endive', kind: 'vegetable', months: [10, 11, 12, 1, 2, 3, 4] },
  epinard: { name: 'Épinard', kind: 'vegetable', months: [3, 4, 5, 9, 10, 11] },
  gingembre: { name: 'Gingembre frais', kind: 'vegetable', months: [10, 11, 12] },
  laitue: { name: 'Laitue', kind: 'vegetable', months: [4, 5, 6, 7, 8, 9, 10] },
  mache: { name: 'Mâche', kind: 'vegetable', months: [10, 11, 12, 1, 2, 3] },
  mais: { name: 'Maïs doux', kind: 'vegetable', months: [7, 8, 9] },
  menthe: { name: 'Menthe', kind: 'vegetable', months: [5, 6, 7, 8, 9, 10] },
  oignon: { name: 'Oignon', kind: 'vegetable', months: ALL_YEAR },
  'patate-douce': { name: 'Patate douce', kind: 'vegetable', months: [9, 10, 11, 12] },
  persil: { name: 'Persil', kind: 'vegetable', months: ALL_YEAR },
  'petit-pois': { name: 'Petit pois', kind: 'vegetable', months: [5, 6, 7] },
  piment: { name: 'Piment doux', kind: 'vegetable', months: [7, 8, 9, 10] },
  poireau: { name: 'Poireau', kind: 'vegetable', months: [9, 10, 11, 12, 1, 2, 3, 4] },
  poivron: { name: 'Poivron', kind: 'vegetable', months: [7, 8, 9, 10] },
  'pomme-de-terre': { name: 'Pomme de terre', kind: 'vegetable', months: ALL_YEAR },
  tomate: { name: 'Tomate', kind: 'vegetable', months: [6, 7, 8, 9] },
} as const satisfies Record<string, SeasonEntry>;

export type ProduceKey = keyof typeof SEASONAL_CALENDAR;

export function isProduceKey(key: string): key is ProduceKey {
  return Object.hasOwn(SEASONAL_CALENDAR, key);
}

/** The calendar's entry of a produce key; undefined for none or an unknown one. */
export function seasonEntryOf(produce: string | null | undefined): SeasonEntry | undefined {
  return produce && isProduceKey(produce) ? SEASONAL_CALENDAR[produce] : undefined;
}

/** The month (1 to 12) `instant` falls in, in Paris. */
export function parisMonthOf(instant: Date): number {
  return parisDateOf(instant).month;
}

/** Whether a produce is harvested in the month `instant` falls in, in Paris. */
export function isInSeason(entry: SeasonEntry, instant: Date): boolean {
  return entry.months.includes(parisMonthOf(instant));
}

/**
 * Whether a product is out of season at `instant`: only a product naming a produce can be (an
 * egg, a cheese or a jar has no season here).
 */
export function isOutOfSeason(produce: string | null | undefined, instant: Date): boolean {
  const entry = seasonEntryOf(produce);
  return entry !== undefined && !isInSeason(entry, instant);
}

export const MONTH_NAMES = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** French abbreviations, as calendars print them. */
const MONTH_SHORT_NAMES = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

/** A month's short French name (1 = « janv. »). */
export function monthShortName(month: number): string {
  return MONTH_SHORT_NAMES[(((month - 1) % 12) + 12) % 12]!;
}

/** A month's French name (1 = « janvier »). */
export function monthName(month: number): string {
  return MONTH_NAMES[(((month - 1) % 12) + 12) % 12]!;
}

/**
 * The months of an entry as French text: « toute l'année », « de juin à septembre », runs across
 * the new year as one (« de novembre à mars »), several runs joined (« de mars à mai, de
 * septembre à novembre »), a lone month « en mai ».
 */
export function seasonText(months: readonly number[]): string {
  const held = new Set(months);
  if (held.size >= 12) return 'toute l’année';
  if (held.size === 0) return '';
  // Runs start at a month held whose previous month is not.
  const runs: [number, number][] = [];
  for (let month = 1; month <= 12; month += 1) {
    if (!held.has(month) || held.has(month === 1 ? 12 : month - 1)) continue;
    let end = month;
    while (held.has((end % 12) + 1)) end = (end % 12) + 1;
    runs.push([month, end]);
  }
  return runs
    .map(([start, end]) =>
      start === end ? `en ${monthName(start)}` : `${withDe(monthName(start))} à ${monthName(end)}`,
    )
    .join(', ');
}

/** The produce in season in `month` (1 to 12), fruits then vegetables, each by name. */
export function produceInSeason(month: number): { key: ProduceKey; entry: SeasonEntry }[] {
  return (Object.entries(SEASONAL_CALENDAR) as [ProduceKey, SeasonEntry][])
    .filter(([, entry]) => entry.months.includes(month))
    .map(([key, entry]) => ({ key, entry }))
    .sort(
      (a, b) =>
        (a.entry.kind === b.entry.kind ? 0 : a.entry.kind === 'fruit' ? -1 : 1) ||
        a.entry.name.localeCompare(b.entry.name, 'fr'),
    );
}
