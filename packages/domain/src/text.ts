/** Text in French: its order, its elisions. */

/**
 * One collator for the whole program: `a.localeCompare(b, 'fr')` makes one per call, and sorting a
 * thousand names that way took more than a search's whole budget.
 */
const french = new Intl.Collator('fr-FR');

/** Compares two texts as a French reader orders them (accents after their letter, case aside). */
export function frenchOrder(a: string, b: string): number {
  return french.compare(a, b);
}

/** « de » before a word, elided before a vowel: « d’Élodie », « d’avril », « de Paul ». */
export function withDe(word: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(word) ? `d’${word}` : `de ${word}`;
}
