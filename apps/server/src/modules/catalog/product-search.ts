/**
 * Product search as the catalogue service runs it: the in-memory index (`search-index.ts`) read
 * from the database page by page, kept current with the products that change, and read again
 * whole (in the background, the old one answering meanwhile) when the structure changes; typed
 * words turned into stems by PostgreSQL, and their typo corrections, remembered.
 */
import type { CatalogRepository } from './catalog.repository';
import { SearchIndex, type SearchHit, type SearchStem } from './search-index';
import { buildSearchQuery } from './search-query';

/** Products read per statement while the index is built: each page is parsed between reads. */
const INDEX_PAGE = 5000;
/** Stems of typed terms remembered (a stem never changes: French stemming is fixed). */
const STEMS_KEPT = 20_000;
/** Typo corrections of a word are remembered this long: the vocabulary changes with the catalogue. */
const CORRECTIONS_TTL_MS = 60_000;
const CORRECTIONS_KEPT = 5000;
const CORRECTIONS_PER_WORD = 3;

export type ProductSearch = ReturnType<typeof createProductSearch>;

export function createProductSearch(
  repository: CatalogRepository,
  options: {
    /** A new index replaced the one before (the structure changed): answers made before are stale. */
    onRebuilt?: () => void;
  } = {},
) {
  let index: SearchIndex | undefined;
  let building: Promise<SearchIndex> | undefined;
  let rebuildAgain = false;
  /** Products whose text changed and that the index has not read again. */
  let stale = new Set<string>();
  /** Products that changed while a new index was being read: it may have read them before. */
  let changedWhileBuilding = new Set<string>();
  let updating: Promise<void> | undefined;
  /** Moves with every change this search knows of: matches kept from before are stale. */
  let changes = 0;
  const stems = new Map<string, SearchStem | null>();
  const corrections = new Map<string, { words: Promise<string[]>; at: number }>();

  async function readIndex(): Promise<SearchIndex> {
    const read = new SearchIndex();
    let after: string | null = null;
    for (;;) {
      const page = await repository.searchDocuments(after, INDEX_PAGE);
      read.put(page);
      if (page.length < INDEX_PAGE) return read;
      after = page[page.length - 1]!.id;
    }
  }

  /** Reads a new index; the one before answers until it is read. */
  function build(): Promise<SearchIndex> {
    if (building) {
      rebuildAgain = true;
      return building;
    }
    changedWhileBuilding = new Set();
    building = readIndex()
      .then((read) => {
        const replaced = index !== undefined;
        index = read;
        stale = new Set([...stale, ...changedWhileBuilding]);
        changes += 1;
        if (replaced) options.onRebuilt?.();
        return read;
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

  /** The index with every known change read into it. */
  async function currentIndex(): Promise<SearchIndex> {
    const held = index ?? (await (building ?? build()));
    while (stale.size > 0) {
      updating ??= readStale(held).finally(() => {
        updating = undefined;
      });
      await updating;
    }
    return held;
  }

  async function readStale(held: SearchIndex): Promise<void> {
    const ids = [...stale];
    stale = new Set();
    try {
      const documents = await repository.searchDocumentsOf(ids);
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
    if (unknown.length > 0) {
      for (const [term, stem] of await repository.stemsOf(unknown)) {
        if (stems.size >= STEMS_KEPT) stems.delete(stems.keys().next().value!);
        stems.set(term, stem);
      }
    }
    return new Map(terms.map((term) => [term, stems.get(term) ?? null]));
  }

  /** The catalogue's words a typed word may be a typo of, remembered a minute. */
  function correctionsOf(word: string): Promise<string[]> {
    const kept = corrections.get(word);
    if (kept && Date.now() - kept.at < CORRECTIONS_TTL_MS) return kept.words;
    const words = repository.similarWords(word, CORRECTIONS_PER_WORD);
    corrections.delete(word);
    if (corrections.size >= CORRECTIONS_KEPT) corrections.delete(corrections.keys().next().value!);
    corrections.set(word, { words, at: Date.now() });
    words.catch(() => corrections.delete(word));
    return words;
  }

  return {
    /**
     * Products matching a text, best first: those with every word (each with its corrections);
     * when none has them all and `orAnyWord`, those with any.
     */
    async find(text: string, limit: number, orAnyWord: boolean): Promise<SearchHit[]> {
      const built = await buildSearchQuery(text, correctionsOf);
      if (!built) return [];
      const found = await stemsOf(built.groups.flat());
      const groups = built.groups.map((group) => group.flatMap((term) => found.get(term) ?? []));
      // A stop word ("de", "les") has no stem: like PostgreSQL's query, it asks for nothing.
      const asked = groups.filter((group) => group.length > 0);
      // A word with corrections may be a typo: names are then compared with it letter by letter.
      const typed = built.words.map((word, index) => ({ word, fuzzy: built.groups[index]!.length > 1 }));
      const held = await currentIndex();
      const hits = held.find({ groups: asked, every: true }, typed, limit);
      if (hits.length > 0 || !orAnyWord || asked.length < 2) return hits;
      return held.find({ groups: asked, every: false }, typed, limit);
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
