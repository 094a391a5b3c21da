import { describe, expect, it } from 'vitest';
import {
  kthLargest,
  nameCloseness,
  parseSearchVector,
  SearchIndex,
  trigramSimilarity,
  type SearchDocument,
  type StemQuery,
  type TypedWord,
} from './search-index';

const doc = (id: string, vector: string, displayName = id): SearchDocument => ({
  id,
  vector,
  displayName,
  searchName: displayName.toLowerCase(),
});

/** Names' closeness as the index first computed it, word by word (the rule, written apart). */
function closenessAsBefore(typedWords: readonly TypedWord[], nameWords: readonly string[]): number {
  if (typedWords.length === 0) return 0;
  let total = 0;
  for (const { word: typedWord, fuzzy } of typedWords) {
    let best = 0;
    for (const nameWord of nameWords) {
      const closeness =
        nameWord === typedWord
          ? 1
          : nameWord.startsWith(typedWord)
            ? 0.8
            : fuzzy
              ? trigramSimilarity(typedWord, nameWord) * 0.8
              : 0;
      best = Math.max(best, closeness);
    }
    total += best;
  }
  return total / typedWords.length;
}

/** A repeatable sequence of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const word = (stem: string, prefix = false) => [{ stem, prefix }];
const typed = (...words: string[]) => words.map((text) => ({ word: text, fuzzy: false }));
/** The ids of a query's matches, best first. */
const found = (index: SearchIndex, query: StemQuery, words: readonly TypedWord[], limit: number) =>
  index.findSlots(query, words, limit).map((slot) => index.idOf(slot));
const ids = (index: SearchIndex, query: StemQuery, limit = 10, words = typed()) =>
  found(index, query, words, limit);

describe('the in-memory search index', () => {
  it('reads a tsvector as PostgreSQL writes it: weights, D positions, quotes and backslashes', () => {
    const stems = parseSearchVector(String.raw`'carott':1A,5B 'bio':3B 'l''ete':7 'a\\b':9C 'nu'`);
    expect([...stems.keys()]).toEqual(['carott', 'bio', "l'ete", 'a\\b', 'nu']);
    // A name (A) counts more than a label (B), a label more than a description (C) or a D.
    expect(stems.get('carott')!).toBeGreaterThan(stems.get('bio')!);
    expect(stems.get('bio')!).toBeGreaterThan(stems.get('a\\b')!);
    expect(stems.get('a\\b')!).toBeGreaterThan(stems.get("l'ete")!);
    // A second position adds to the first, less than it.
    const once = parseSearchVector("'x':1A").get('x')!;
    const twice = parseSearchVector("'x':1A,2A").get('x')!;
    expect(twice).toBeGreaterThan(once);
    expect(twice).toBeLessThan(2 * once);
  });

  it('ranks a product named by the word above one that only carries it as a label or describes it', () => {
    const index = new SearchIndex();
    index.put([
      doc('described', "'carott':9C 'soup':1A", 'Soupe'),
      doc('labelled', "'carott':4B 'jus':1A", 'Jus'),
      doc('named', "'carott':1A", 'Carottes'),
      doc('other', "'pomm':1A", 'Pommes'),
    ]);
    expect(ids(index, { groups: [word('carott')], every: true })).toEqual(['named', 'labelled', 'described']);
  });

  it('matches every word, or any word when asked; a word of no product matches nothing with every', () => {
    const index = new SearchIndex();
    index.put([
      doc('oat milk', "'lait':1A 'avoin':2A"),
      doc('cow milk', "'lait':1A 'vach':2A"),
      doc('oat flakes', "'flocon':1A 'avoin':2A"),
    ]);
    const both = { groups: [word('lait'), word('avoin')], every: true };
    expect(ids(index, both)).toEqual(['oat milk']);
    expect(ids(index, { ...both, every: false })[0]).toBe('oat milk');
    expect(ids(index, { ...both, every: false })).toHaveLength(3);
    expect(ids(index, { groups: [word('lait'), word('inconnu')], every: true })).toEqual([]);
  });

  describe('puts products named by the typed words before those merely described with them (issue 40)', () => {
    const index = new SearchIndex();
    index.put([
      doc('goat cheese', "'fromag':1A 'chevr':3A 'frais':4A 'cremer':6B", 'Fromage de chèvre frais'),
      doc('crottin', "'crottin':1A 'chavignol':3A 'chevr':8B 'fromag':9B", 'Crottin de Chavignol'),
      doc('comte', "'comt':1A 'fromag':4B 'affin':9C", 'Comté affiné'),
      doc('goat milk', "'lait':1A 'chevr':3A 'entier':4A", 'Lait de chèvre entier'),
      doc(
        'lentils',
        "'lentill':1A 'noir':2A 'belug':3A 'salad':12C 'legum':14C 'fromag':17C,20C 'chevr':19C,22C",
        'Lentilles noires béluga',
      ),
      doc('honey', "'miel':1A 'chataigni':3A 'fromag':14C 'chevr':16C", 'Miel de châtaignier'),
      doc('soap', "'savon':1A 'lait':3A 'chevr':5A", 'Savon au lait de chèvre'),
    ]);
    const goatCheese = { groups: [word('fromag'), word('chevr')], every: true };
    const rankOf = (query: StemQuery, words: readonly TypedWord[]) => found(index, query, words, 50);

    it.each([
      [
        'fromage chevre',
        goatCheese,
        typed('fromage', 'chevre'),
        'goat cheese',
        ['crottin'],
        ['lentils', 'honey'],
      ],
      [
        'chevre (one word)',
        { groups: [word('chevr')], every: true },
        typed('chevre'),
        // Named alike (and as close): by name.
        'goat cheese',
        ['goat milk', 'soap', 'crottin'],
        ['lentils', 'honey'],
      ],
      [
        'fromage chevre, any word',
        { ...goatCheese, every: false },
        typed('fromage', 'chevre'),
        'goat cheese',
        ['crottin', 'comte', 'goat milk', 'soap'],
        ['lentils', 'honey'],
      ],
    ] as const satisfies [string, StemQuery, TypedWord[], string, string[], string[]][])(
      '« %s »: %s first, named ones before described ones',
      (_text, query, words, first, named, described) => {
        const hits = rankOf(query, words);
        expect(hits[0]).toBe(first);
        const lastNamed = Math.max(...named.map((id) => hits.indexOf(id)));
        const firstDescribed = Math.min(...described.map((id) => hits.indexOf(id)));
        expect(named.every((id) => hits.includes(id))).toBe(true);
        expect(described.every((id) => hits.includes(id))).toBe(true);
        expect(lastNamed).toBeLessThan(firstDescribed);
      },
    );

    it('counts the first products named by every typed word', () => {
      const named = { count: -1 };
      const hits = index
        .findSlots(goatCheese, typed('fromage', 'chevre'), 50, named)
        .map((slot) => index.idOf(slot));
      expect(named.count).toBe(2);
      expect(hits.slice(0, named.count).sort()).toEqual(['crottin', 'goat cheese']);
      index.findSlots({ groups: [word('chevr')], every: true }, typed('chevre'), 50, named);
      expect(named.count).toBe(4);
    });

    it('ranks a product named by both words before one named by a single word, any word asked', () => {
      const hits = rankOf({ ...goatCheese, every: false }, typed('fromage', 'chevre'));
      expect(hits.indexOf('crottin')).toBeLessThan(hits.indexOf('comte'));
      expect(hits.indexOf('goat cheese')).toBeLessThan(hits.indexOf('goat milk'));
    });
  });

  it('matches the start of stems for the word being typed, and a correction beside the typed word', () => {
    const index = new SearchIndex();
    index.put([doc('pasta', "'pat':1A"), doc('potatoes', "'patat':1A"), doc('bread', "'pain':1A")]);
    expect(ids(index, { groups: [word('pat', true)], every: true }).sort()).toEqual(['pasta', 'potatoes']);
    expect(ids(index, { groups: [word('pat')], every: true })).toEqual(['pasta']);
    const typo = [
      { stem: 'pqt', prefix: true },
      { stem: 'pain', prefix: false },
    ];
    expect(ids(index, { groups: [typo], every: true })).toEqual(['bread']);
  });

  it('keeps the best `limit` of a vague word, the closest names first, ties by name', () => {
    const index = new SearchIndex();
    const many = Array.from({ length: 3000 }, (_, n) =>
      doc(`p${n}`, n % 7 === 0 ? "'bio':1A" : "'bio':2B", n % 7 === 0 ? `Bio ${n}` : `Autre ${n}`),
    );
    index.put(many);
    const hits = found(index, { groups: [word('bio')], every: true }, typed('bio'), 100);
    expect(hits).toHaveLength(100);
    // 429 products have the word in their name: the first 100 are all among them.
    expect(hits.every((id) => Number(id.slice(1)) % 7 === 0)).toBe(true);
    const names = hits.map((id) => `Bio ${id.slice(1)}`);
    expect(names).toEqual([...names].sort());
    // Several stems of one word (a prefix): the same answer as one walk over everything.
    const prefixed = found(index, { groups: [word('bi', true)], every: true }, typed('bi'), 100);
    expect([...prefixed].sort()).toEqual([...hits].sort());
  });

  it('orders matches by rank, then by name, then as put, as comparing each pair would', () => {
    // Few names and few scores: most matches tie with others on rank, name or both.
    const random = seeded(7);
    const nameWords = ['miel', 'mielle', 'pain', 'carottes', 'carotte', 'bio'];
    const positions = ['1A', '2B', '3C', '1A,4B', '5'];
    const made = (id: string) => {
      const name = [0, 1, 2].map(() => nameWords[Math.floor(random() * nameWords.length)]).join(' ');
      return doc(id, `'mi':${positions[Math.floor(random() * positions.length)]}`, name);
    };
    const documents = Array.from({ length: 400 }, (_, n) => made(`p${n}`));
    const index = new SearchIndex();
    index.put(documents);
    index.orderNames();
    const searches = [
      typed('miel'),
      [{ word: 'carote', fuzzy: true }],
      [...typed('pain'), { word: 'mie', fuzzy: true }],
    ];
    const expectOrder = () => {
      for (const words of searches) {
        const rankOf = (document: SearchDocument) => {
          const score = Math.fround(parseSearchVector(document.vector).get('mi')!);
          // A word found in the name, labels or shelves (A or B) puts the product a tier higher.
          return (
            score + (score > 0.22 ? 2 : 0) + closenessAsBefore(words, document.searchName.split(' ')) * 0.2
          );
        };
        const expected = documents
          .map((document, put) => ({
            id: document.id,
            name: document.displayName,
            rank: rankOf(document),
            put,
          }))
          .sort((a, b) => b.rank - a.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.put - b.put))
          .map((match) => match.id);
        expect(found(index, { groups: [word('mi')], every: true }, words, 1000)).toEqual(expected);
      }
    };
    expectOrder();
    // Renamed and new products are put in their places among the others.
    for (let n = 0; n < 40; n += 1) {
      const at = Math.floor(random() * documents.length);
      documents[at] = made(documents[at]!.id);
      index.put([documents[at]!]);
      if (n % 10 === 9) expectOrder();
    }
    const added = Array.from({ length: 30 }, (_, n) => made(`new${n}`));
    documents.push(...added);
    index.put(added);
    expectOrder();
  });

  it('puts a renamed product in its new place among equal ranks', () => {
    const index = new SearchIndex();
    index.put([
      doc('a', "'miel':1A", 'Miel A'),
      doc('b', "'miel':1A", 'Miel B'),
      doc('c', "'miel':1A", 'Miel C'),
    ]);
    const query = { groups: [word('miel')], every: true };
    expect(ids(index, query)).toEqual(['a', 'b', 'c']);
    index.put([doc('a', "'miel':1A", 'Miel D')]);
    expect(ids(index, query)).toEqual(['b', 'c', 'a']);
  });

  it('replaces a product that changed and takes out one that is gone', () => {
    const index = new SearchIndex();
    index.put([doc('honey', "'miel':1A"), doc('jam', "'confitur':1A")]);
    index.put([doc('honey', "'miel':1A 'pollinis':3B")]);
    expect(ids(index, { groups: [word('pollinis')], every: true })).toEqual(['honey']);
    expect(ids(index, { groups: [word('miel')], every: true })).toEqual(['honey']);
    index.remove(['honey']);
    expect(ids(index, { groups: [word('miel')], every: true })).toEqual([]);
    expect(index.size).toBe(1);
    // A list's best entries, kept from an earlier search, follow the change.
    index.put([doc('jam', "'miel':1C")]);
    expect(ids(index, { groups: [word('miel')], every: true })).toEqual(['jam']);
  });

  it('ignores stop words (no stems) and a zero limit', () => {
    const index = new SearchIndex();
    index.put([doc('a', "'pat':1A")]);
    expect(found(index, { groups: [[]], every: true }, [], 10)).toEqual([]);
    expect(found(index, { groups: [word('pat')], every: true }, [], 0)).toEqual([]);
  });

  it('scores names close to the typed words, a typo by its trigrams', () => {
    expect(nameCloseness(typed('carottes'), ['carottes', 'bio'])).toBe(1);
    expect(nameCloseness(typed('carot'), ['carottes'])).toBe(0.8);
    expect(nameCloseness(typed('carrote'), ['carottes'])).toBe(0);
    expect(nameCloseness([{ word: 'carrote', fuzzy: true }], ['carottes'])).toBeGreaterThan(0.2);
    expect(trigramSimilarity('carrote', 'carottes')).toBeCloseTo(trigramSimilarity('carottes', 'carrote'));
    expect(trigramSimilarity('miel', 'miel')).toBe(1);
  });

  it('selects the k-th largest value as a sort would', () => {
    const values = Array.from({ length: 2000 }, (_, n) => (n * 7919) % 101);
    const sorted = [...values].sort((a, b) => b - a);
    for (const k of [1, 2, 50, 1000, 2000]) {
      expect(kthLargest(Float64Array.from(values), k)).toBe(sorted[k - 1]);
    }
  });
});
