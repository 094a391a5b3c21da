/**
 * Turns what a shopper types into the words of a search. Words are unaccented and lower-cased
 * ("PÂTES" → "pates"); each word also matches the catalogue words it is a likely typo of
 * ("carrote" → "carottes"); the last word matches as a prefix, for search as you type.
 * Only [a-z0-9] reaches the database (to be stemmed): nothing typed can inject tsquery operators
 * or SQL.
 */
export const MIN_WORD_LENGTH = 2;
const MAX_WORDS = 8;
/** Shorter words are too ambiguous to correct. */
const MIN_TYPO_WORD_LENGTH = 4;

export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function searchWordsOf(text: string): string[] {
  return normaliseForSearch(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_WORD_LENGTH)
    .slice(0, MAX_WORDS);
}

/** A word to look for, whole or as the start of words (`carot:*` as `to_tsquery` writes it). */
export type SearchTerm = string;

export type BuiltSearchQuery = {
  /** One group per typed word: the word and its corrections, any of which may match. */
  groups: SearchTerm[][];
  /** The typed words, normalised: how close a product's name is to them counts in the ranking. */
  words: string[];
};

export async function buildSearchQuery(
  text: string,
  similarWords: (word: string) => Promise<string[]>,
): Promise<BuiltSearchQuery | undefined> {
  const words = searchWordsOf(text);
  if (words.length === 0) return undefined;
  const groups = await Promise.all(
    words.map(async (word, index) => {
      const isLast = index === words.length - 1;
      const similar = word.length >= MIN_TYPO_WORD_LENGTH ? await similarWords(word) : [];
      // A word the catalogue knows (or begins) is no typo: correcting it would only add noise
      // ("pates" must not also find "patates").
      const isKnown = similar.some((candidate) => candidate.startsWith(word));
      // The plural of a catalogue word looks for that word, not for its look-alikes ("comtes" is
      // "comte", not "cotes"; "choux" is "chou", which the stemmer does not make of it).
      const singular = similar.find((candidate) => isPluralOf(word, candidate));
      const corrections = isKnown
        ? []
        : singular
          ? [singular]
          : similar.filter((candidate) => /^[a-z0-9]+$/.test(candidate));
      const alternatives = [...new Set([word, ...corrections])];
      // The last word may still be being typed: it matches as a prefix, unless it is a whole word.
      const isWholeWord = similar.includes(word);
      return alternatives.map((alternative) =>
        isLast && alternative === word && !isWholeWord ? `${alternative}:*` : alternative,
      );
    }),
  );
  return { groups, words };
}

/** « comtés » of « comté », « choux » of « chou ». */
function isPluralOf(word: string, singular: string): boolean {
  return word === `${singular}s` || word === `${singular}x`;
}
