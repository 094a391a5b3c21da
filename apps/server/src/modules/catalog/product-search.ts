/**
 * Product search as the catalogue service runs it: the in-memory index (`search-index.ts`) read
 * from the database page by page with the vocabulary of typo corrections (`search-vocabulary.ts`),
 * kept current with the products that change, and read again whole (in the background, the old
 * one answering meanwhile) when the structure changes; typed words turned into stems by
 * PostgreSQL, remembered.
 */
import { LRUCache } from 'lru-cache';
import { CACHES } from '../../caches';
import type { CatalogRepository } from './catalog.repository';
import { SearchIndex, type SearchStem } from './search-index';
import { buildSearchQuery, searchWordsOf } from './search-query';
import { LOOSE_SIMILARITY, SearchVocabulary } from './search-vocabulary';

/** Products read per statement while the index is built: each page is parsed between reads. */
const INDEX_PAGE = 5000;
const CORRECTIONS_PER_WORD = 3;
/** Products missing a typed word shown after those with every word (« Résultats approchants »). */
const APPROACHING_MATCHES = 24;
/** A failed read of a new index is tried again after this long (the old one answers meanwhile). */
const REBUILD_RETRY_MS = 5000;

export type ProductSearch = ReturnType<typeof createProductSearch>;

/**
 * A search's matches: slots of the index that found them (a later index numbers differently); the
 * first `everyWord` have every typed word, the others miss one (« Résultats approchants »).
 */
export type FoundSlots = { index: SearchIndex; slots: number[]; everyWord: number };

/** Slots not among the first `count` of `slots`. */
function notIn(slots: readonly number[], count: number): (slot: number) => boolean {
  const first = new Set(slots.slice(0, count));
  return (slot) => !first.has(slot);
}

export function createProductSearch(
  repository: CatalogRepository,
  options: {
    /** A new index replaced the one before (the structure changed): answers made before are stale. */
    onRebuilt?: () => void;
  } = {},
) {
  let index: { products: SearchIndex; vocabulary: SearchVocabulary } | undefined;
  let building: Promise<NonNullable<typeof index>> | undefined;
  let rebuildAgain = false;
  /** A new index was wanted and its read failed: when to try again. */
  let retryAt: number | undefined;
  /** Products whose text changed and that the index has not read again. */
  let stale = new Set<string>();
  /** Products that changed while a new index was being read: it may have read them before. */
  let changedWhileBuilding = new Set<string>();
  let updating: Promise<void> | undefined;
  /** Moves with every change this search knows of: matches kept from before are stale. */
  let changes = 0;
  /** Stems of typed terms (`caches.ts`); `false`: a stop word ("de", "les"), which has none. */
  const stems = new LRUCache<string, SearchStem | false>(CACHES.searchStems);

  async function readIndex(): Promise<NonNullable<typeof index>> {
    // The vocabulary is written with the catalogue (the seed): read with the index, it is as new.
    const words = await repository.vocabulary();
    const vocabulary = new SearchVocabulary(words);
    // The catalogue's own words are what shoppers type most: their stems are asked for at once.
    remember(await repository.stemsOf(words.slice(0, CACHES.searchStems.max / 2)));
    const products = new SearchIndex();
    let after: string | null = null;
    for (;;) {
      const page = await repository.searchDocuments(after, INDEX_PAGE);
      products.put(page);
      if (page.length < INDEX_PAGE) {
        products.orderNames();
        return { products, vocabulary };
      }
      after = page[page.length - 1]!.id;
    }
  }

  /** Reads a new index; the one before answers until it is read. */
  function build(): Promise<NonNullable<typeof index>> {
    if (building) {
      rebuildAgain = true;
      return building;
    }
    changedWhileBuilding = new Set();
    building = readIndex()
      .then((read) => {
        const replaced = index !== undefined;
        index = read;
        retryAt = undefined;
        stale = new Set([...stale, ...changedWhileBuilding]);
        changes += 1;
        if (replaced) options.onRebuilt?.();
        return read;
      })
      .catch((error: unknown) => {
        retryAt = Date.now() + REBUILD_RETRY_MS;
        throw error;
      })
      .finally(() => {
        building = undefined;
        if (rebuildAgain) {
          rebuildAgain = false;
          void build().catch(() => undefined);
        }
      });
    return building;
  }

  /**
   * The index with every known change read into it. Changes go into the index that is current
   * when they are read (a new one may have come in meanwhile, and found them stale again).
   */
  async function currentIndex(): Promise<NonNullable<typeof index>> {
    if (index && retryAt !== undefined && Date.now() >= retryAt && !building) {
      retryAt = undefined;
      void build().catch(() => undefined);
    }
    let held = index ?? (await (building ?? build()));
    while (stale.size > 0) {
      updating ??= readStale().finally(() => {
        updating = undefined;
      });
      await updating;
      held = index ?? held;
    }
    return held;
  }

  async function readStale(): Promise<void> {
    const ids = [...stale];
    stale = new Set();
    try {
      const documents = await repository.searchDocumentsOf(ids);
      const held = index!.products;
      held.put(documents);
      const found = new Set(documents.map((document) => document.id));
      held.remove(ids.filter((id) => !found.has(id)));
    } catch (error) {
      for (const id of ids) stale.add(id);
      throw error;
    }
  }

  /** Typed terms' stems, from memory or in one statement for the ones never seen. */
  async function stemsOf(terms: readonly string[]): Promise<Map<string, SearchStem | null>> {
    const unknown = [...new Set(terms.filter((term) => !stems.has(term)))];
    if (unknown.length > 0) remember(await repository.stemsOf(unknown));
    return new Map(terms.map((term) => [term, stems.get(term) || null]));
  }

  function remember(found: ReadonlyMap<string, SearchStem | null>): void {
    for (const [term, stem] of found) stems.set(term, stem ?? false);
  }

  /**
   * Products matching a text, best first, by their slots in the index that found them: those with
   * every word (each with its corrections); then, with `orAnyWord`, those missing a word.
   */
  async function findSlots(text: string, limit: number, orAnyWord: boolean): Promise<FoundSlots> {
    const read = index ?? (await (building ?? build()));
    const built = await buildSearchQuery(text, async (word) =>
      read.vocabulary.likelyMeant(word, CORRECTIONS_PER_WORD),
    );
    if (!built) return { index: read.products, slots: [], everyWord: 0 };
    const found = await stemsOf(built.groups.flat());
    const groups = built.groups.map((group) => group.flatMap((term) => found.get(term) ?? []));
    // A stop word ("de", "les") has no stem: like PostgreSQL's query, it asks for nothing.
    const asked = groups.filter((group) => group.length > 0);
    // A word with corrections may be a typo: names are then compared with it letter by letter.
    const typed = built.words.map((word, index) => ({ word, fuzzy: built.groups[index]!.length > 1 }));
    const held = (await currentIndex()).products;
    // Products naming every word (name, labels, shelves) first; then those that miss a word or
    // only describe it, best first (« Résultats approchants »).
    const named = { count: 0 };
    const slots = held.findSlots({ groups: asked, every: true }, typed, limit, named);
    const everyWord = named.count;
    if (!orAnyWord || asked.length < 2) return { index: held, slots, everyWord };
    const rest = held
      .findSlots({ groups: asked, every: false }, typed, limit)
      .filter(notIn(slots, everyWord));
    // Beside products with every word, a few approaching ones; without any, all of them.
    const approaching = everyWord === 0 ? rest : rest.slice(0, APPROACHING_MATCHES);
    return { index: held, slots: [...slots.slice(0, everyWord), ...approaching], everyWord };
  }

  /**
   * Words of the catalogue close to each typed word, for a search that found nothing: the text
   * with each word replaced by its closest, when one differs (at most `limit` texts).
   */
  async function corrections(text: string, limit: number): Promise<string[]> {
    const read = index ?? (await (building ?? build()));
    const words = searchWordsOf(text);
    const closest = words.map((word) =>
      read.vocabulary.similarWords(word, limit, LOOSE_SIMILARITY).filter((candidate) => candidate !== word),
    );
    const texts: string[] = [];
    for (let rank = 0; rank < limit; rank += 1) {
      if (closest.every((candidates) => candidates[rank] === undefined)) break;
      texts.push(words.map((word, i) => closest[i]![rank] ?? closest[i]![0] ?? word).join(' '));
    }
    return [...new Set(texts)];
  }

  return {
    findSlots,
    corrections,
    /** As `findSlots`, the products' ids. */
    async find(text: string, limit: number, orAnyWord: boolean): Promise<string[]> {
      const { index: held, slots } = await findSlots(text, limit, orAnyWord);
      return slots.map((slot) => held.idOf(slot));
    },
    /** These products' text changed: the next search reads them again. */
    productsChanged(ids: Iterable<string>): void {
      for (const id of ids) {
        stale.add(id);
        if (building) changedWhileBuilding.add(id);
        changes += 1;
      }
    },
    /** The structure changed (shelves' labels are searched): the index is read again. */
    structureChanged(): void {
      changes += 1;
      if (index || building) void build().catch(() => undefined);
    },
    /** Starts reading the index, so that the first search does not wait for it. */
    warm(): Promise<unknown> {
      return index ? Promise.resolve() : (building ?? build());
    },
    /** Moves with every change: matches kept from before it are stale. */
    version(): number {
      return changes;
    },
  };
}
