/**
 * Documents from the content service (spec §3, §4, §7, §8): drafts over published copies, the
 * required `_id`, newer-only replacement, and the paging of product references.
 */

/** Spec §3: a draft copy's id is the published id prefixed with `drafts.`. */
export const DRAFT_PREFIX = 'drafts.';
/** Spec §7, §9: product references come in pages of 150. */
export const CATALOGUE_PAGE_SIZE = 150;
/** Spec §8, verbatim: the message thrown when a document comes without `_id`. */
export const MISSING_ID_MESSAGE = 'Ensure that `_id` is included in query projection';

/** Spec §8: a query forgot `_id` in its projection; a programming error, reported and rethrown. */
export class MissingDocumentIdError extends Error {
  constructor() {
    super(MISSING_ID_MESSAGE);
    this.name = 'MissingDocumentIdError';
  }
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFT_PREFIX);
}

/** The published id of a document, draft or not. */
export function publishedIdOf(id: string): string {
  return isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id;
}

/** Spec §3, §8: every content document needs an `_id`; throws the spec's message otherwise. */
export function documentIdOf(document: { _id?: string | null }): string {
  if (typeof document._id !== 'string' || document._id === '') throw new MissingDocumentIdError();
  return document._id;
}

/**
 * Spec §3: "a draft copy (id prefixed drafts.) takes precedence over the published one" (what
 * preview mode shows). One document per published id, at the place the first copy had; the draft
 * that wins carries the published `_id`, so links and cache keys do not change in preview.
 */
export function withDraftPrecedence<T extends { _id?: string | null }>(documents: readonly T[]): T[] {
  const chosen = new Map<string, T>();
  for (const document of documents) {
    const id = documentIdOf(document);
    const publishedId = publishedIdOf(id);
    if (isDraftId(id)) chosen.set(publishedId, { ...document, _id: publishedId });
    else if (!chosen.has(publishedId)) chosen.set(publishedId, document);
  }
  return [...chosen.values()];
}

/** A stored record of the catalogue state, with the content service's updated-at time. */
export type TimestampedRecord = { id: string; updatedAt: string };

/**
 * Spec §4: "records from the content service replace stored ones only if newer by updated-at
 * time". Equal times keep the stored record; an unreadable time never wins over a readable one.
 */
export function isNewerRecord(
  incoming: Pick<TimestampedRecord, 'updatedAt'>,
  stored: Pick<TimestampedRecord, 'updatedAt'> | undefined,
): boolean {
  if (stored === undefined) return true;
  const incomingTime = Date.parse(incoming.updatedAt);
  const storedTime = Date.parse(stored.updatedAt);
  if (Number.isNaN(incomingTime)) return false;
  return Number.isNaN(storedTime) || incomingTime > storedTime;
}

// Wired by issue 20 (a catalogue that scales: fetched records merged into the stored ones).
/** Spec §4: merges fetched records into the stored ones, keyed by id, keeping the newer of each. */
export function mergeNewerRecords<T extends TimestampedRecord>(
  stored: Readonly<Record<string, T>>,
  incoming: readonly T[],
): Record<string, T> {
  const merged: Record<string, T> = { ...stored };
  for (const record of incoming) {
    const current = Object.hasOwn(merged, record.id) ? merged[record.id] : undefined;
    if (isNewerRecord(record, current)) merged[record.id] = record;
  }
  return merged;
}

/**
 * Ids split into the catalogue's pages (spec §9: 150): what a screen asks for in one call, so that
 * no call asks for the whole catalogue.
 */
export function inCataloguePages<T>(ids: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < ids.length; start += CATALOGUE_PAGE_SIZE) {
    pages.push(ids.slice(start, start + CATALOGUE_PAGE_SIZE));
  }
  return pages;
}

// Wired by issue 20 (a catalogue that scales: product references fetched page by page).
/** Spec §7: product references are fetched page after page "until a page is shorter than 150". */
export function hasNextPage(pageLength: number, pageSize: number = CATALOGUE_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

type JsonKind = 'text' | 'number' | 'yes/no' | 'list' | 'object' | 'null';

function jsonKindOf(value: unknown): JsonKind {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'yes/no';
  return 'object';
}

/**
 * The fields of a published document that a draft drops or changes the kind of (a list become a
 * number, a text become an object): the shop's screens read them, and would show an empty page.
 * Fields may be added, emptied (a text "", a list [], null) or filled; the `_` ones are the
 * service's. Empty when the draft may be published.
 */
export function lostContentFields(
  published: Readonly<Record<string, unknown>>,
  draft: Readonly<Record<string, unknown>>,
): string[] {
  return Object.entries(published)
    .filter(([field]) => !field.startsWith('_'))
    .filter(([field, value]) => {
      const was = jsonKindOf(value);
      if (!(field in draft)) return true;
      const now = jsonKindOf(draft[field]);
      return was !== 'null' && now !== 'null' && now !== was;
    })
    .map(([field]) => field);
}

/** A page's title is its heading in the shop and in search results: short enough to read at a glance. */
export const CONTENT_TITLE_MAX_LENGTH = 120;

/** The fields a document's heading is in, in the staff's words: a page's title, the gifts' section's. */
const TITLE_FIELDS = [
  ['title', 'Titre'],
  ['giftsSectionTitle', 'Titre de la section'],
] as const;

/**
 * What is wrong with a draft's title, in the staff's words, with its field, or null. A document
 * that has a title (the published one, or the draft it was read from) keeps one: its page (or the
 * cart's gifts) would show no heading.
 */
export function contentTitleProblem(
  before: Readonly<Record<string, unknown>>,
  draft: Readonly<Record<string, unknown>>,
): { field: string; message: string } | null {
  for (const [field, label] of TITLE_FIELDS) {
    const title = draft[field];
    const isRequired = typeof before[field] === 'string';
    if (isRequired && (typeof title !== 'string' || title.trim() === '')) {
      return { field, message: `${label} : ce champ est obligatoire.` };
    }
    if (typeof title === 'string' && title.length > CONTENT_TITLE_MAX_LENGTH) {
      return {
        field,
        message: `${label} : ${CONTENT_TITLE_MAX_LENGTH} caractères au plus (${title.length} saisis).`,
      };
    }
  }
  return null;
}
