/**
 * Substitutions (issue 41), the customer's side: what each line wants when its product runs short,
 * the substitute the preparers propose for it and the customer's answer, and the products similar
 * to one (« Ce produit à la place »).
 */
import { DEFAULT_SUBSTITUTION_KINDS } from '@sillon/domain';
import { z } from 'zod';
import { productTile } from './catalog';

const include = z.string().max(500).optional();
const productId = z.string().min(1).max(64);

/** A line's preference: « Produit similaire », « Ce produit à la place », « Ne pas remplacer ». */
export const substitutionPreferenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('similar') }),
  z.object({ kind: z.literal('chosen'), product_id: productId }),
  z.object({ kind: z.literal('none') }),
]);
export type SubstitutionPreferenceBody = z.infer<typeof substitutionPreferenceSchema>;

/** The account's default (a product is chosen per line only). */
export const substitutionDefaultSchema = z.enum(DEFAULT_SUBSTITUTION_KINDS);

/** `PATCH cart/set_substitution` and `PATCH account/orders/{number}/set_substitution`. */
export const setSubstitutionBody = z.object({
  line_item_id: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  substitution: substitutionPreferenceSchema,
  include,
});
export type SetSubstitutionBody = z.input<typeof setSubstitutionBody>;

/** `POST account/orders/{number}/substitutions/{line_id}`: the customer's answer to a proposal. */
export const substitutionAnswerParams = z.object({
  number: z.string().min(1).max(32),
  line_id: z.string().min(1).max(64),
});
export const substitutionAnswerBody = z.object({ answer: z.enum(['accepted', 'refused']), include });
export type SubstitutionAnswerBody = z.input<typeof substitutionAnswerBody>;

/**
 * A substitute proposed for a short line, as the customer's order shows it. `state`: the customer's
 * answer, or `pending` while they may answer; once the time is up, what the line's preference made of it.
 */
export const substitutionProposalSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.string(),
  display_price: z.string(),
  answer_by: z.string(),
  state: z.enum(['pending', 'accepted', 'refused']),
  /** What the substitute costs the customer (never above the original's price). */
  amount: z.string(),
  display_amount: z.string(),
});
export type SubstitutionProposalView = z.infer<typeof substitutionProposalSchema>;

/** `GET /api/catalog/products/{id}/similar?zipcode=`: similar products, best first. */
export const similarProductsQuery = z.object({
  zipcode: z.string().regex(/^\d{5}$/),
});
export const similarProductsParams = z.object({ id: productId });
export const similarProductsResponse = z.object({ products: z.array(productTile) });
export type SimilarProductsResponse = z.infer<typeof similarProductsResponse>;
