/** Text in French: its order, its elisions, its spaces. */

/**
 * One collator for the whole program: `a.localeCompare(b, 'fr')` makes one per call, and sorting a
 * thousand names that way took more than a search's whole budget.
 */
const french = new Intl.Collator('fr-FR');

/** Compares two texts as a French reader orders them (accents after their letter, case aside). */
export function frenchOrder(a: string, b: string): number {
  return french.compare(a, b);
}

/**
 * The catalogue's words whose h is aspirated: « de » stays whole before them (« plus de haricots »,
 * « plus de houmous »), where it elides before a mute h (« d’huile de colza », « d’herbes de
 * Provence »). A product named by another such word adds it here.
 */
const ASPIRATED_H_WORDS = new Set(['haricot', 'haricots', 'houmous']);

/**
 * « de » before a word, elided before a vowel or a mute h: « d’Élodie », « d’avril », « d’huile »,
 * « de Paul », « de haricots ». A y before a vowel is a consonant (« de yaourts »), before a
 * consonant a vowel (« d’Yves »).
 */
export function withDe(word: string): string {
  return elidesDe(word) ? `d’${word}` : `de ${word}`;
}

function elidesDe(word: string): boolean {
  const first = (word.split(/[\s’'-]/, 1)[0] ?? '').toLocaleLowerCase('fr');
  if (first.startsWith('h')) return !ASPIRATED_H_WORDS.has(first);
  if (first.startsWith('y')) return !/^y[aeiouyàâäéèêëîïôöùûü]/.test(first);
  return /^[aeiouàâäéèêëîïôöùûüœæ]/.test(first);
}

/**
 * A name written to open a label (« Carottes des sables ») as it reads within a sentence: its
 * first letter in lower case (« plus de carottes des sables »). A first word in capitals is an
 * acronym (« AOP », « IGP »), kept as written.
 */
export function inSentence(name: string): string {
  if (/^\p{Lu}\p{Lu}/u.test(name)) return name;
  return name.charAt(0).toLocaleLowerCase('fr') + name.slice(1);
}

const NO_BREAK = '\u00a0';

/**
 * Texts the staff write (the gifts' subtitle, the home's notices) keep an amount with its unit
 * and a French sign with its word on one line, as the shop's own amounts do (`formatEuros`): a
 * narrow phone's line break between « 40 » and « € d'achats » reads as two things.
 */
export function withFrenchSpacing(text: string): string {
  return (
    text
      // « 1 000 »: a number's groups of three together.
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NO_BREAK}`)
      // « 40 € », « 10 % », « 1 kg »: the number with its unit.
      .replace(/(\d) (€|%|kg|g|cl|ml|l|h|min)(?=$|[\s.,;:!?)’'])/g, `$1${NO_BREAK}$2`)
      // « Nouveau ? », « comme ceci : », « « Bio » »: the sign with the word before it (after it for «).
      .replace(/ ([?!:;»])/g, `${NO_BREAK}$1`)
      .replace(/« /g, `«${NO_BREAK}`)
  );
}
