/** Text in French order. */

/**
 * One collator for the whole program: `a.localeCompare(b, 'fr')` makes one per call, and sorting a
 * thousand names that way took more than a search's whole budget.
 */
const french = new Intl.Collator('fr-FR');

/** Compares two texts as a French reader orders them (accents after their letter, case aside). */
export function frenchOrder(a: string, b: string): number {
  return french.compare(a, b);
}
