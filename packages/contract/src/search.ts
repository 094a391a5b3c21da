/**
 * Search (BFF, spec §7 "search with query s"; issue 16): the products for a typed text, narrowed by
 * a label and a rack named as the page's address names them (`label=bio&rayon=fruits-et-legumes`),
 * and the suggestions shown while typing.
 */
import { MAX_SEARCH_LENGTH } from '@sillon/domain';
import { z } from 'zod';
import { productTile } from './catalog';

/** At most this many suggestions of each kind while typing. */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_RACKS = 3;
export const SUGGESTED_PRODUCERS = 3;

const text = z
  .string()
  .max(MAX_SEARCH_LENGTH, `la recherche est limitée à ${MAX_SEARCH_LENGTH} caractères`)
  .default('');

/**
 * A filter is a slug (`sans-gluten`, `fruits-et-legumes`). A malformed one is refused; a
 * well-formed one the catalogue does not know is ignored, and the answer says it was not applied.
 */
const filterSlug = z
  .string()
  .max(60, 'le filtre est trop long')
  .regex(/^[a-z0-9-]*$/, 'n’est pas un filtre (lettres minuscules sans accent, chiffres et tirets)')
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * « Sans » filters (issue 40): allergen filters by their slugs, comma-separated
 * (`sans=gluten,fruits-a-coque`); unknown ones are ignored.
 */
const sansSlugs = z
  .string()
  .max(200, 'le filtre est trop long')
  .regex(
    /^[a-z0-9,-]*$/,
    'n’est pas une liste de filtres (lettres minuscules sans accent, chiffres, tirets et virgules)',
  )
  .optional()
  .transform((value) => [...new Set((value ?? '').split(',').filter((slug) => slug !== ''))]);

export const searchQuery = z.object({ s: text, label: filterSlug, rayon: filterSlug, sans: sansSlugs });
export type SearchQuery = z.input<typeof searchQuery>;

/** A filter the shopper can choose, with how many of the text's products it would keep. */
const filterChoice = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type SearchFilterChoice = z.infer<typeof filterChoice>;

export const searchResponse = z.object({
  query: z.string(),
  products: z.array(productTile),
  total: z.number().int(),
  /** The filters applied (null: none asked, or unknown and so ignored). */
  filters: z.object({
    label: filterChoice.nullable(),
    rack: filterChoice.nullable(),
    /** The « sans » filters applied (allergens left out, traces too), in the shop's order. */
    sans: z.array(filterChoice),
  }),
  /**
   * The filters worth offering for this text: each label among the products in the chosen rack,
   * each rack among the products with the chosen label, with their counts.
   */
  choices: z.object({
    labels: z.array(filterChoice),
    racks: z.array(filterChoice),
    /** Every « sans » filter, with how many products it keeps among those found. */
    sans: z.array(filterChoice),
  }),
  /**
   * Where in `products` the ones missing a typed word begin (shown after « Résultats
   * approchants »); null when every product shown has every word (issue 40).
   */
  approximateFrom: z.number().int().nullable(),
  /** When nothing was found: the text with its words corrected to the catalogue's, a few. */
  corrections: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const suggestionsQuery = z.object({ s: text });

export const suggestionsResponse = z.object({
  query: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string(), path: z.string() })),
  racks: z.array(z.object({ id: z.string(), title: z.string(), path: z.string() })),
  /** Farms are found by searching their name (their products carry it). */
  producers: z.array(z.object({ key: z.string(), farmName: z.string(), region: z.string() })),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponse>;
