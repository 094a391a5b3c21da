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
      return ['carottes', 'pates', 'ble', 'lait', 'miel'];
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
