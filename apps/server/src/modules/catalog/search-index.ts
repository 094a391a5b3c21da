import { compareText } from './compare-text';

/**
 * The catalogue's full-text index, in memory. PostgreSQL still makes each product's document
 * (`search_vector`: French stems of its name, weight A; labels and shelves, B; its description,
 * farm and region, C) and turns typed words into stems; matching and ranking happen here. A vague
 * word in a big shop (`pat:*` matches a large share of it) made PostgreSQL read and rank every
 * matching row on each search, where walking this index's lists costs little (bench:scale).
 */

/** A product's searchable text as the database keeps it. */
export type SearchDocument = {
  id: string;
  /** `search_vector::text`: `'carott':1A,5B 'bio':3B`. */
  vector: string;
  /** The name, lower-cased and unaccented (`search_name`). */
  searchName: string;
  displayName: string;
};

/** A stem, or the start of stems (the word being typed). */
export type SearchStem = { stem: string; prefix: boolean };

/**
 * What a search asks: each typed word is a group of stems (the word's and its corrections'); a
 * product matches every group, or any when `every` is false.
 */
export type StemQuery = { groups: SearchStem[][]; every: boolean };

/** PostgreSQL's default weights of A, B, C and D positions (`ts_rank`). */
const WEIGHTS = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
/** How much a name close to the typed words adds to a product's rank. */
const NAME_CLOSENESS_WEIGHT = 0.2;
/**
 * A stem's score above this comes from a position in the name, labels or shelves (A or B: at
 * least B / π²/6, about 0.243); a description's positions alone (C, D) stay under 0.2 however
 * many there are. Between the two, so that Float32 rounding cannot cross it.
 */
const NAMED_SCORE = 0.22;
/**
 * What each typed word found in a name, label or shelf adds to a product's rank: more than all of
 * a search's scores and closeness together (8 words at most, each scoring 1 at most, closeness
 * 0.2), so that products named by more of the typed words always come first, and one merely
 * described with them never before one named by them (issue 40). A total's tens count the words
 * named.
 */
const NAMED_WORD_BONUS = 10;

/** A group's best stem score in a product, with the bonus of a word found where it is named. */
function rankedScore(score: number): number {
  return score > NAMED_SCORE ? score + NAMED_WORD_BONUS : score;
}

/** Products of one stem, with each one's score for it. Grown by doubling. */
class Postings {
  products = new Int32Array(4);
  scores = new Float32Array(4);
  length = 0;
  /** The best entries' places by score, best first (ties in slot order), as last asked for. */
  private byScore: Int32Array | undefined;

  /**
   * The places of the best `limit` entries, best first: a selection of the scores finds the cut,
   * then only those are sorted. Kept until the list changes (the same vague words come back).
   */
  bestFirst(limit: number): Int32Array {
    const wanted = Math.min(limit, this.length);
    if (this.byScore && this.byScore.length >= wanted) return this.byScore;
    const { scores } = this;
    const chosen = new Int32Array(wanted);
    if (wanted === this.length) {
      for (let i = 0; i < wanted; i += 1) chosen[i] = i;
    } else {
      const cut = kthLargest(Float64Array.from(scores.subarray(0, this.length)), wanted);
      let count = 0;
      for (let i = 0; i < this.length; i += 1) if (scores[i]! > cut) chosen[count++] = i;
      for (let i = 0; i < this.length && count < wanted; i += 1) if (scores[i] === cut) chosen[count++] = i;
    }
    this.byScore = chosen.sort((a, b) => scores[b]! - scores[a]! || a - b);
    return this.byScore;
  }

  add(product: number, score: number): void {
    if (this.length === this.products.length) {
      const products = new Int32Array(this.length * 2);
      const scores = new Float32Array(this.length * 2);
      products.set(this.products);
      scores.set(this.scores);
      this.products = products;
      this.scores = scores;
    }
    this.products[this.length] = product;
    this.scores[this.length] = score;
    this.length += 1;
    this.byScore = undefined;
  }

  /** Takes out the entries of the products marked in `products` (one cell per slot). */
  removeAll(products: Uint8Array): void {
    let kept = 0;
    for (let i = 0; i < this.length; i += 1) {
      if (products[this.products[i]!] === 1) continue;
      this.products[kept] = this.products[i]!;
      this.scores[kept] = this.scores[i]!;
      kept += 1;
    }
    if (kept < this.length) this.byScore = undefined;
    this.length = kept;
  }
}

/**
 * One product's stems with their scores, from the text of its tsvector: `'stem':1A,5B` (a quote in
 * a stem is written twice, a backslash with a backslash before it; D positions have no letter).
 */
export function parseSearchVector(text: string): Map<string, number> {
  const stems = new Map<string, number>();
  eachStem(text, (stem, score) => stems.set(stem, score));
  return stems;
}

const VECTOR_ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;

function eachStem(text: string, found: (stem: string, score: number) => void): void {
  VECTOR_ENTRY.lastIndex = 0;
  for (let entry = VECTOR_ENTRY.exec(text); entry; entry = VECTOR_ENTRY.exec(text)) {
    const raw = entry[1]!;
    const stem = /['\\]/.test(raw) ? raw.replace(/''/g, "'").replace(/\\(.)/g, '$1') : raw;
    found(stem, stemScore(entry[2] ?? ''));
  }
}

/**
 * A stem's score in one product, as `ts_rank` counts it: its best position's weight, plus its
 * other positions' weights, each less than the one before (1/4, 1/9...), over π²/6. A stem
 * without positions (a stripped vector) counts as one D.
 */
function stemScore(positions: string): number {
  if (positions === '') return WEIGHTS.D / ZETA_2;
  let sum = 0;
  let best = -1;
  let bestAt = 0;
  let index = 0;
  for (let i = 0; i <= positions.length; i += 1) {
    const code = i < positions.length ? positions.charCodeAt(i) : COMMA;
    let weight: number;
    if (code >= A && code <= D) weight = WEIGHT_OF_LETTER[code - A]!;
    // A position without a letter is a D; one with a letter was counted at its letter.
    else if (code === COMMA && positions.charCodeAt(i - 1) <= NINE) weight = WEIGHTS.D;
    else continue;
    sum += weight / ((index + 1) * (index + 1));
    if (weight > best) {
      best = weight;
      bestAt = index;
    }
    index += 1;
  }
  return (best + sum - best / ((bestAt + 1) * (bestAt + 1))) / ZETA_2;
}

const ZETA_2 = 1.64493406685;
const [A, D, COMMA, NINE] = ['A', 'D', ',', '9'].map((char) => char.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
];
const WEIGHT_OF_LETTER = [WEIGHTS.A, WEIGHTS.B, WEIGHTS.C, WEIGHTS.D];

/** A typed word, and whether it may be a typo (the catalogue has words close to it). */
export type TypedWord = { word: string; fuzzy: boolean };

/**
 * How close a product's name is to the typed words, 0 to 1: for each typed word, its closeness to
 * the closest word of the name (`wordCloseness`), averaged.
 */
export function nameCloseness(typed: readonly TypedWord[], nameWords: readonly string[]): number {
  return closenessOfName(typed.length, nameWords, (index, word) => wordCloseness(typed[index]!, word));
}

/** `nameCloseness` with each word's closeness to the typed word at `typedIndex` given. */
function closenessOfName<Word>(
  typedCount: number,
  nameWords: readonly Word[],
  closeness: (typedIndex: number, word: Word) => number,
): number {
  if (typedCount === 0) return 0;
  let total = 0;
  for (let typedIndex = 0; typedIndex < typedCount; typedIndex += 1) {
    let best = 0;
    for (const word of nameWords) {
      best = Math.max(best, closeness(typedIndex, word));
      if (best === 1) break;
    }
    total += best;
  }
  return total / typedCount;
}

/**
 * How close a word of a name is to a typed word: 1 when it is the word, 0.8 when it begins with
 * it, or else, for a likely typo, their trigram similarity ("carrote" and "carottes").
 */
export function wordCloseness({ word: typedWord, fuzzy }: TypedWord, word: string): number {
  if (word === typedWord) return 1;
  if (word.startsWith(typedWord)) return 0.8;
  return fuzzy ? trigramSimilarity(typedWord, word) * 0.8 : 0;
}

/** Words' trigrams, remembered: names are made of a few thousand words. */
const trigramsOfWord = new Map<string, Set<string>>();
const TRIGRAM_WORDS_KEPT = 50_000;

export function trigramsOf(word: string): Set<string> {
  let trigrams = trigramsOfWord.get(word);
  if (!trigrams) {
    const padded = `  ${word} `;
    trigrams = new Set<string>();
    for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
    if (trigramsOfWord.size >= TRIGRAM_WORDS_KEPT) trigramsOfWord.clear();
    trigramsOfWord.set(word, trigrams);
  }
  return trigrams;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams (`  word ` padded). */
export function trigramSimilarity(a: string, b: string): number {
  const first = trigramsOf(a);
  const second = trigramsOf(b);
  let shared = 0;
  for (const trigram of first) if (second.has(trigram)) shared += 1;
  return shared / (first.size + second.size - shared);
}

/**
 * The index: for each stem, the products that have it and their scores. Products are numbered by
 * slot; a changed product keeps its slot. Taking a product's entries out walks every list (slow
 * in a big catalogue): products' texts change seldom (a staff edit), and keeping
 * each product's stems would cost more memory than the lists themselves.
 */
export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  private sortedStems: string[] | undefined;
  private readonly slots = new Map<string, number>();
  private ids: string[] = [];
  private searchNames: string[] = [];
  private displayNames: string[] = [];
  /** The words of products' names, numbered when first met: a search weighs each word once. */
  private readonly wordNumbers = new Map<string, number>();
  private readonly words: string[] = [];
  /** Each product's name as its words' numbers, when first ranked. */
  private nameWords: (number[] | undefined)[] = [];
  /**
   * Each slot's place among all slots by name (then by slot), and the slot at each place: matches
   * are put in order as numbers, not by comparing names. Made whole with the index (a sort of
   * every name); a few renamed or new products are put in their place at the next search.
   */
  private byName: ByName | undefined;
  /** Slots renamed or new since `byName` was made. */
  private readonly renamed = new Set<number>();
  private readonly compareByName = (a: number, b: number): number =>
    compareText(this.displayNames[a]!, this.displayNames[b]!) || a - b;
  // One search's closeness of each name word to each typed word (cell: word × typed words + typed
  // word), worked out when first needed: a cell is of this search when its stamp is.
  private closenessMemo = new Float64Array(0);
  private closenessStamps = new Int32Array(0);
  private stamp = 0;
  /** A search's matches' ranks and keys of order, one cell per match. */
  private ranks = new Float64Array(0);
  private rankPlaces = new Int32Array(0);
  private orderKeys = new Float64Array(0);
  // Work arrays of one search, one cell per slot, reset after use. Typed arrays, not lists:
  // writing numbers in place in a preallocated array is far cheaper than growing a list.
  private totals = new Float64Array(0);
  private groupBest = new Float32Array(0);
  private matchedGroups = new Uint8Array(0);
  private touched = new Int32Array(0);
  private inGroup = new Int32Array(0);
  private matched = new Int32Array(0);
  private cutScores = new Float64Array(0);
  /** The slot `addStem` adds to (one function for every stem of every product: no closure each). */
  private adding = 0;
  private readonly addStem = (stem: string, score: number): void => {
    let postings = this.postings.get(stem);
    if (!postings) {
      postings = new Postings();
      this.postings.set(stem, postings);
      this.sortedStems = undefined;
    }
    postings.add(this.adding, score);
  };

  get size(): number {
    return this.slots.size;
  }

  /** How many slots the index has numbered (the products it has had, taken out ones included). */
  get slotCount(): number {
    return this.ids.length;
  }

  /** The product in `slot`. */
  idOf(slot: number): string {
    return this.ids[slot]!;
  }

  /** Adds products, or replaces the ones the index has. */
  put(documents: readonly SearchDocument[]): void {
    this.unlink(documents.map((document) => document.id));
    for (const document of documents) {
      let slot = this.slots.get(document.id);
      if (slot === undefined) {
        slot = this.ids.length;
        this.slots.set(document.id, slot);
        this.ids.push(document.id);
        this.searchNames.push('');
        this.displayNames.push('');
        this.nameWords.push(undefined);
      }
      if (this.displayNames[slot] !== document.displayName) this.nameChanged(slot);
      this.searchNames[slot] = document.searchName;
      this.displayNames[slot] = document.displayName;
      this.adding = slot;
      eachStem(document.vector, this.addStem);
    }
  }

  /** Puts the products in order by name now, rather than in the first search after a change. */
  orderNames(): void {
    this.slotsByName();
  }

  private nameChanged(slot: number): void {
    if (!this.byName) return;
    this.renamed.add(slot);
    // Many at once (a catalogue imported): sorted whole again rather than one by one.
    if (this.renamed.size > PLACED_AGAIN_MAX) {
      this.byName = undefined;
      this.renamed.clear();
    }
  }

  /** Takes products out (gone from the catalogue); their slots stay empty. */
  remove(ids: readonly string[]): void {
    this.unlink(ids);
    for (const id of ids) this.slots.delete(id);
  }

  /**
   * The slots of the products matching a query (`idOf` gives their ids), best first, at most
   * `limit`: ranked by their stems' scores, the best `limit` of them then by how close their names
   * are to the typed words, then by name (equal names in slot order). Products named by more of
   * the typed words (in their name, labels or shelves) come before the others; `named.count` is
   * then set to how many first ones are named by every typed word.
   */
  findSlots(
    query: StemQuery,
    typed: readonly TypedWord[],
    limit: number,
    named: { count: number } = { count: 0 },
  ): number[] {
    named.count = 0;
    const asked = query.groups.filter((group) => group.length > 0);
    const lists = asked.map((group) => [...this.postingsOf(group)]);
    if (limit <= 0 || lists.length === 0 || (query.every && lists.some((list) => list.length === 0)))
      return [];
    this.growWorkArrays();
    const { totals, matchedGroups, touched } = this;
    // One word (the most common search, and the vaguest) is answered from the best entries of
    // its stems' lists; several words walk every list.
    const best =
      lists.length === 1 ? this.bestOfOneWord(lists[0]!, limit) : this.bestOfMany(lists, query.every, limit);
    const ordered = this.inOrder(best.slots, typed);
    while (
      named.count < ordered.length &&
      Math.floor(totals[ordered[named.count]!]! / NAMED_WORD_BONUS) >= lists.length
    )
      named.count += 1;
    for (let i = 0; i < best.touchedCount; i += 1) {
      totals[touched[i]!] = 0;
      matchedGroups[touched[i]!] = 0;
    }
    return ordered;
  }

  /**
   * Matches (with their scores in `totals`) best first: by rank, their scores and their names'
   * closeness to the typed words, then by name. Each match's key is one exact number, its rank's
   * place among the matches' then its name's place, and the keys are sorted as numbers: sorting a
   * thousand matches by comparing ranks and names took as long as finding them.
   */
  private inOrder(slots: readonly number[], typed: readonly TypedWord[]): number[] {
    const count = slots.length;
    const byName = this.slotsByName();
    const slotCount = byName.slotAt.length;
    if (this.ranks.length < count) {
      this.ranks = new Float64Array(Math.max(count, this.ranks.length * 2));
      this.rankPlaces = new Int32Array(this.ranks.length);
      this.orderKeys = new Float64Array(this.ranks.length);
    }
    const { rankPlaces: places } = this;
    const ranks = this.ranks.subarray(0, count);
    const keys = this.orderKeys.subarray(0, count);
    const closeness = this.nameClosenessOf(slots, typed);
    for (let i = 0; i < count; i += 1) {
      ranks[i] = this.totals[slots[i]!]! + closeness(slots[i]!) * NAME_CLOSENESS_WEIGHT;
    }
    keys.set(ranks);
    const ascending = keys.sort();
    // A rank's place: how many ranks are above it (equal ranks share a place).
    for (let i = 0; i < count; i += 1) places[i] = count - upperBound(ascending, ranks[i]!);
    for (let i = 0; i < count; i += 1) keys[i] = places[i]! * slotCount + byName.placeOf[slots[i]!]!;
    keys.sort();
    const ordered: number[] = new Array<number>(count);
    for (let i = 0; i < count; i += 1) ordered[i] = byName.slotAt[keys[i]! % slotCount]!;
    return ordered;
  }

  /**
   * How close the matches' names are to the typed words (`nameCloseness`): each word of their
   * names is weighed against each typed word once per search (a thousand names share a few
   * hundred words; comparing trigrams name by name repeated that work for every match).
   */
  private nameClosenessOf(slots: readonly number[], typed: readonly TypedWord[]): (slot: number) => number {
    for (const slot of slots) this.wordsOfName(slot);
    const cells = this.words.length * typed.length;
    if (this.closenessStamps.length < cells) {
      this.closenessStamps = new Int32Array(Math.max(cells, this.closenessStamps.length * 2));
      this.closenessMemo = new Float64Array(this.closenessStamps.length);
      this.stamp = 0;
    }
    if (this.stamp === 0x7fffffff) {
      this.closenessStamps.fill(0);
      this.stamp = 0;
    }
    const stamp = (this.stamp += 1);
    const { closenessStamps: stamps, closenessMemo: weighed, words } = this;
    const closeness = (typedIndex: number, word: number): number => {
      const cell = word * typed.length + typedIndex;
      if (stamps[cell] !== stamp) {
        weighed[cell] = wordCloseness(typed[typedIndex]!, words[word]!);
        stamps[cell] = stamp;
      }
      return weighed[cell]!;
    };
    return (slot) => closenessOfName(typed.length, this.nameWords[slot]!, closeness);
  }

  /** Every slot's place by name, then by slot, with the renamed and new ones in theirs. */
  private slotsByName(): ByName {
    if (!this.byName) {
      const slotAt = Int32Array.from(Array.from(this.displayNames.keys()).sort(this.compareByName));
      this.byName = { slotAt, placeOf: placesOf(slotAt) };
    } else if (this.renamed.size > 0) {
      this.byName = this.placedAgain(this.byName.slotAt, [...this.renamed]);
    }
    this.renamed.clear();
    return this.byName;
  }

  /**
   * The order before, with the `changed` slots taken out and put back where their names now go:
   * a binary search each and one pass over the others, far cheaper than sorting them all again
   * in a big catalogue.
   */
  private placedAgain(before: Int32Array, changed: number[]): ByName {
    const isChanged = new Uint8Array(this.ids.length);
    for (const slot of changed) isChanged[slot] = 1;
    const others = new Int32Array(before.length);
    let count = 0;
    for (const slot of before) if (isChanged[slot] === 0) others[count++] = slot;
    const kept = others.subarray(0, count);
    const slotAt = new Int32Array(this.ids.length);
    let from = 0;
    let place = 0;
    for (const slot of changed.sort(this.compareByName)) {
      let to = from;
      let high = kept.length;
      while (to < high) {
        const middle = (to + high) >>> 1;
        if (this.compareByName(kept[middle]!, slot) < 0) to = middle + 1;
        else high = middle;
      }
      slotAt.set(kept.subarray(from, to), place);
      place += to - from;
      slotAt[place++] = slot;
      from = to;
    }
    slotAt.set(kept.subarray(from), place);
    return { slotAt, placeOf: placesOf(slotAt) };
  }

  /**
   * The best `limit` products of one word's lists (a product's score: its best stem's). They are
   * among the first `limit` of each list by score: another product is beaten in its own best
   * list by `limit` products at least as good.
   */
  private bestOfOneWord(
    lists: readonly Postings[],
    limit: number,
  ): { slots: number[]; touchedCount: number } {
    const { totals, touched, matched } = this;
    let touchedCount = 0;
    for (const postings of lists) {
      const order = postings.bestFirst(limit);
      const { products, scores } = postings;
      for (let i = 0; i < order.length && i < limit; i += 1) {
        const slot = products[order[i]!]!;
        const score = rankedScore(scores[order[i]!]!);
        const before = totals[slot]!;
        if (before === 0) touched[touchedCount++] = slot;
        if (score > before) totals[slot] = score;
      }
    }
    matched.set(touched.subarray(0, touchedCount));
    return { slots: this.bestByScore(touchedCount, limit), touchedCount };
  }

  /** The best `limit` products of several lists: each group's best score, summed. */
  private bestOfMany(
    lists: readonly Postings[][],
    every: boolean,
    limit: number,
  ): { slots: number[]; touchedCount: number } {
    const { matchedGroups, touched, matched } = this;
    const touchedCount = this.matchGroups(lists, every);
    const wanted = every ? lists.length : 1;
    let matchedCount = 0;
    for (let i = 0; i < touchedCount; i += 1) {
      const slot = touched[i]!;
      if (matchedGroups[slot]! >= wanted) matched[matchedCount++] = slot;
    }
    return { slots: this.bestByScore(matchedCount, limit), touchedCount };
  }

  private wordsOfName(slot: number): number[] {
    let numbers = this.nameWords[slot];
    if (!numbers) {
      numbers = [];
      for (const word of this.searchNames[slot]!.split(/[^a-z0-9]+/)) {
        if (word === '') continue;
        let number = this.wordNumbers.get(word);
        if (number === undefined) {
          number = this.words.length;
          this.wordNumbers.set(word, number);
          this.words.push(word);
        }
        numbers.push(number);
      }
      this.nameWords[slot] = numbers;
    }
    return numbers;
  }

  /**
   * Adds each group's best stem score to the products that have one (`totals`), counts the groups
   * each product matched (`matchedGroups`); answers how many products it touched (`touched`).
   * With `every`, a product that missed a group is not counted further. Hot: plain loops over
   * typed arrays, no allocation.
   */
  private matchGroups(lists: readonly Postings[][], every: boolean): number {
    const { totals, groupBest, matchedGroups, touched, inGroup } = this;
    let touchedCount = 0;
    for (let index = 0; index < lists.length; index += 1) {
      let inGroupCount = 0;
      for (const postings of lists[index]!) {
        const { products, scores, length } = postings;
        for (let i = 0; i < length; i += 1) {
          const slot = products[i]!;
          if (every && matchedGroups[slot] !== index) continue;
          const score = scores[i]!;
          const before = groupBest[slot]!;
          if (before === 0) inGroup[inGroupCount++] = slot;
          if (score > before) groupBest[slot] = score;
        }
      }
      for (let i = 0; i < inGroupCount; i += 1) {
        const slot = inGroup[i]!;
        if (matchedGroups[slot] === 0) touched[touchedCount++] = slot;
        matchedGroups[slot] = matchedGroups[slot]! + 1;
        totals[slot] = totals[slot]! + rankedScore(groupBest[slot]!);
        groupBest[slot] = 0;
      }
    }
    return touchedCount;
  }

  /**
   * The best `limit` of the first `count` slots of `matched` by score (a selection over the
   * scores alone finds the cut). Of the products tied at the cut, the first in the index are
   * kept: sorting thousands of ties by name (a vague word in a generated shop) cost more than the
   * rest of the search.
   */
  private bestByScore(count: number, limit: number): number[] {
    const { totals, matched, cutScores } = this;
    const best: number[] = [];
    if (count <= limit) {
      for (let i = 0; i < count; i += 1) best.push(matched[i]!);
      return best;
    }
    for (let i = 0; i < count; i += 1) cutScores[i] = totals[matched[i]!]!;
    const cut = kthLargest(cutScores.subarray(0, count), limit);
    for (let i = 0; i < count; i += 1) if (totals[matched[i]!]! > cut) best.push(matched[i]!);
    for (let i = 0; i < count && best.length < limit; i += 1) {
      if (totals[matched[i]!] === cut) best.push(matched[i]!);
    }
    return best;
  }

  /** The postings of a group's stems: each stem's, and every stem a prefix begins. */
  private *postingsOf(group: readonly SearchStem[]): Iterable<Postings> {
    const seen = new Set<string>();
    for (const { stem, prefix } of group) {
      for (const found of prefix ? this.stemsStartingWith(stem) : [stem]) {
        const postings = this.postings.get(found);
        if (postings && !seen.has(found)) {
          seen.add(found);
          yield postings;
        }
      }
    }
  }

  private stemsStartingWith(start: string): string[] {
    this.sortedStems ??= [...this.postings.keys()].sort();
    const sorted = this.sortedStems;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < start) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(start); i += 1) found.push(sorted[i]!);
    return found;
  }

  /** Takes the entries of the products the index has among `ids` out of every list. */
  private unlink(ids: readonly string[]): void {
    const marked = new Uint8Array(this.ids.length);
    let any = false;
    for (const id of ids) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      marked[slot] = 1;
      this.nameWords[slot] = undefined;
      any = true;
    }
    if (any) for (const postings of this.postings.values()) postings.removeAll(marked);
  }

  private growWorkArrays(): void {
    const size = this.ids.length;
    if (this.totals.length >= size) return;
    const capacity = Math.max(size, this.totals.length * 2, 1024);
    this.totals = new Float64Array(capacity);
    this.groupBest = new Float32Array(capacity);
    this.matchedGroups = new Uint8Array(capacity);
    this.touched = new Int32Array(capacity);
    this.inGroup = new Int32Array(capacity);
    this.matched = new Int32Array(capacity);
    this.cutScores = new Float64Array(capacity);
  }
}

/** Each slot's place by name, and the slot at each place. */
type ByName = { placeOf: Int32Array; slotAt: Int32Array };

/** More renamed or new products than this and the names are sorted whole again. */
const PLACED_AGAIN_MAX = 1000;

function placesOf(slotAt: Int32Array): Int32Array {
  const placeOf = new Int32Array(slotAt.length);
  for (let place = 0; place < slotAt.length; place += 1) placeOf[slotAt[place]!] = place;
  return placeOf;
}

/** How many of `ascending` (sorted) are at most `value`. */
function upperBound(ascending: Float64Array, value: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ascending[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The `k`-th largest of `values` (from 1), which it reorders: Hoare's selection, linear on average. */
export function kthLargest(values: Float64Array, k: number): number {
  const target = k - 1;
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! > pivot) i += 1;
      while (values[j]! < pivot) j -= 1;
      if (i <= j) {
        const swapped = values[i]!;
        values[i] = values[j]!;
        values[j] = swapped;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) right = j;
    else if (target >= i) left = i;
    else break;
  }
  return values[target]!;
}
