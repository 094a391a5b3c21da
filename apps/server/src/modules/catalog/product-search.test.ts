import { describe, expect, it, vi } from 'vitest';
import type { CatalogRepository } from './catalog.repository';
import { createProductSearch } from './product-search';
import type { SearchDocument, SearchStem } from './search-index';

/** A catalogue's search documents in memory, with PostgreSQL's part played by hand. */
function fakeRepository(initial: SearchDocument[]) {
  const rows = new Map(initial.map((row) => [row.id, row]));
  const calls = { pages: 0, byIds: 0, stems: 0 };
  const repository = {
    async searchDocuments(after: string | null, limit: number) {
      calls.pages += 1;
      return [...rows.values()]
        .filter((row) => after === null || row.id > after)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, limit);
    },
    async searchDocumentsOf(ids: readonly string[]) {
      calls.byIds += 1;
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    async stemsOf(terms: readonly string[]) {
      calls.stems += 1;
      // "Stemming": a final s goes; "de" is a stop word.
      return new Map<string, SearchStem | null>(
        terms.map((term) => {
          const prefix = term.endsWith(':*');
          const word = term.replace(':*', '');
          return [term, word === 'de' ? null : { stem: word.replace(/s$/, ''), prefix }];
        }),
      );
    },
    async vocabulary() {
      return ['carottes', 'cotes', 'pates', 'ble', 'lait', 'miel'];
    },
  };
  return { repository: repository as unknown as CatalogRepository, rows, calls };
}

const row = (id: string, vector: string): SearchDocument => ({ id, vector, displayName: id, searchName: id });

describe('product search', () => {
  it('finds by stems, corrects a typo, drops stop words, and asks the database for a stem once', async () => {
    const { repository, calls } = fakeRepository([
      row('carottes', "'carotte':1A"),
      row('pates', "'pate':1A 'ble':3A"),
    ]);
    const search = createProductSearch(repository);
    expect(await search.find('carrote', 10, true)).toEqual(['carottes']);
    expect(await search.find('pates de ble', 10, true)).toEqual(['pates']);
    const asked = calls.stems;
    await search.find('pates de ble', 10, true);
    expect(calls.stems).toBe(asked);
  });

  it('corrects a typo by the word it likely means, not by a far second (« carotes » is no « cotes »)', async () => {
    const { repository } = fakeRepository([row('carottes', "'carotte':1A"), row('cotes', "'cote':1A")]);
    const search = createProductSearch(repository);
    expect(await search.find('carotes', 10, true)).toEqual(['carottes']);
    expect(await search.find('cotes', 10, true)).toEqual(['cotes']);
  });

  it('puts products naming every word first, then those missing one or only describing it', async () => {
    const { repository } = fakeRepository([
      row('goat cheese', "'fromage':1A 'chevre':3A"),
      row('lentils', "'lentille':1A 'fromage':9C 'chevre':11C"),
      row('goat milk', "'lait':1A 'chevre':3A"),
      row('comte', "'comte':1A 'fromage':4B"),
    ]);
    const search = createProductSearch(repository);
    const { index, slots, everyWord } = await search.findSlots('fromage chevre', 10, true);
    const ids = slots.map((slot) => index.idOf(slot));
    expect(ids[0]).toBe('goat cheese');
    expect(everyWord).toBe(1);
    // Named by one word (« Résultats approchants ») before merely described with both.
    expect(ids.slice(1, 3).sort()).toEqual(['comte', 'goat milk']);
    expect(ids[3]).toBe('lentils');
    // Suggestions stay precise: every word, nothing missing one.
    expect((await search.find('fromage chevre', 10, false)).sort()).toEqual(['goat cheese', 'lentils']);
  });

  it('falls back to any word only when asked and nothing has them all', async () => {
    const { repository } = fakeRepository([row('a', "'lait':1A"), row('b', "'miel':1A")]);
    const search = createProductSearch(repository);
    expect(await search.find('lait miel', 10, false)).toEqual([]);
    expect((await search.find('lait miel', 10, true)).sort()).toEqual(['a', 'b']);
  });

  it('reads a changed product again before the next search, and forgets one that is gone', async () => {
    const { repository, rows, calls } = fakeRepository([
      row('honey', "'miel':1A"),
      row('jam', "'confitur':1A"),
    ]);
    const search = createProductSearch(repository);
    await search.warm();
    const version = search.version();
    rows.set('honey', row('honey', "'miel':1A 'abeill':3B"));
    rows.delete('jam');
    search.productsChanged(['honey', 'jam']);
    expect(search.version()).toBeGreaterThan(version);
    expect(await search.find('abeill', 10, true)).toEqual(['honey']);
    expect(await search.find('confitur', 10, true)).toEqual([]);
    expect(calls.byIds).toBe(1);
  });

  it('answers from the index it has while a new one is read, then from the new one', async () => {
    const { repository, rows } = fakeRepository([row('bread', "'pain':1A")]);
    const search = createProductSearch(repository);
    await search.warm();
    rows.set('bread', row('bread', "'pain':1A 'levain':2B"));
    let release!: () => void;
    const original = repository.searchDocuments.bind(repository);
    vi.spyOn(repository, 'searchDocuments').mockImplementation(async (after, limit) => {
      await new Promise<void>((resolve) => (release = resolve));
      return original(after, limit);
    });
    search.structureChanged();
    expect(await search.find('levain', 10, true)).toEqual([]);
    release();
    await vi.waitFor(async () => expect(await search.find('levain', 10, true)).toEqual(['bread']));
  });

  it('reads a new index again after a failed read, the old one answering meanwhile', async () => {
    const { repository, rows } = fakeRepository([row('bread', "'pain':1A")]);
    const search = createProductSearch(repository);
    await search.warm();
    rows.set('bread', row('bread', "'pain':1A 'levain':2B"));
    const failing = vi
      .spyOn(repository, 'searchDocuments')
      .mockRejectedValueOnce(new Error('canceling statement due to statement timeout'));
    search.structureChanged();
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(await search.find('levain', 10, true)).toEqual([]);
    const later = Date.now() + 6000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await vi.waitFor(async () => expect(await search.find('levain', 10, true)).toEqual(['bread']));
    vi.restoreAllMocks();
  });
});
