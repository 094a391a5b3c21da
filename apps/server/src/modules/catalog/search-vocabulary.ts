/**
 * The words of product names (the `search_words` table) in memory, for typo corrections: the
 * words most like a typed one by pg_trgm's similarity (shared trigrams over all trigrams of the
 * two words, each padded `  word `), found through an index of the vocabulary's trigrams, as
 * pg_trgm's `%` with its GIN index finds them. A keystroke then asks the database nothing.
 */
import { trigramsOf } from './search-index';

/** pg_trgm's default threshold for `%`. */
export const MIN_SIMILARITY = 0.3;
/** Looser, for corrections offered when a search found nothing (a shopper then chooses). */
export const LOOSE_SIMILARITY = 0.2;
/** A correction at least this share of the best one's similarity is as likely meant. */
const NEARLY_AS_LIKE = 0.7;

export class SearchVocabulary {
  private readonly words: string[];
  private readonly sizes: Int32Array;
  private readonly wordsByTrigram = new Map<string, number[]>();
  private readonly shared: Int32Array;

  constructor(words: readonly string[]) {
    this.words = [...new Set(words)];
    this.sizes = new Int32Array(this.words.length);
    this.shared = new Int32Array(this.words.length);
    this.words.forEach((word, index) => {
      const trigrams = trigramsOf(word);
      this.sizes[index] = trigrams.size;
      for (const trigram of trigrams) {
        const list = this.wordsByTrigram.get(trigram);
        if (list) list.push(index);
        else this.wordsByTrigram.set(trigram, [index]);
      }
    });
  }

  get size(): number {
    return this.words.length;
  }

  /** The `limit` words most like `word` (similarity at least 0.3), best first, ties by spelling. */
  similarWords(word: string, limit: number, minSimilarity = MIN_SIMILARITY): string[] {
    return this.scored(word, minSimilarity)
      .slice(0, limit)
      .map((candidate) => candidate.word);
  }

  /**
   * The words a typed one likely means: those of `similarWords` nearly as like it as the best one
   * (« carotes » means « carottes », 0.7, not « cotes », 0.4, which would find every « à côté »
   * of the descriptions), and those it begins whatever their similarity (search as you type).
   */
  likelyMeant(word: string, limit: number): string[] {
    const found = this.scored(word, MIN_SIMILARITY);
    const best = found[0]?.similarity ?? 0;
    return found
      .filter((candidate) => candidate.similarity >= best * NEARLY_AS_LIKE || candidate.word.startsWith(word))
      .slice(0, limit)
      .map((candidate) => candidate.word);
  }

  /** Every word at least `minSimilarity` like `word`, best first, ties by spelling. */
  private scored(word: string, minSimilarity: number): { word: string; similarity: number }[] {
    const { shared, sizes } = this;
    const trigrams = trigramsOf(word);
    const touched: number[] = [];
    for (const trigram of trigrams) {
      for (const index of this.wordsByTrigram.get(trigram) ?? []) {
        if (shared[index] === 0) touched.push(index);
        shared[index] = shared[index]! + 1;
      }
    }
    const found: { word: string; similarity: number }[] = [];
    for (const index of touched) {
      const common = shared[index]!;
      const similarity = common / (trigrams.size + sizes[index]! - common);
      if (similarity >= minSimilarity) found.push({ word: this.words[index]!, similarity });
      shared[index] = 0;
    }
    found.sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return found;
  }
}
