/**
 * The shopping list (issue 17; spec §1, §2 `shopping-list`) and the favourites (spec §7 account
 * `favorites`, BFF `referrer/favorites`). A device sends its list's changes, each with the moment
 * it was made there; the server keeps the last change per product and answers the list.
 */
import { z } from 'zod';

/**
 * A moment on a device's list: dated with its offset, and not before 1970 (a device whose clock
 * was reset reads 1970; the year 0000, which the database cannot store, would fail the change).
 */
const listMoment = z.iso
  .datetime({ offset: true })
  .refine((text) => Date.parse(text) >= 0, 'Date antérieure à 1970.');

export const shoppingListChange = z.object({
  product_id: z.uuid(),
  /** 0 removes the product from the list. */
  quantity: z.number().int().min(0).max(99),
  changed_at: listMoment,
  /**
   * When the product came on the device's list (its place there); absent (an older app), the
   * change's own moment. Kept by the server while the product stays on the list.
   */
  added_at: listMoment.optional(),
});
export type ShoppingListChange = z.infer<typeof shoppingListChange>;

export const shoppingListChangesBody = z.object({ changes: z.array(shoppingListChange).max(500) });
export type ShoppingListChangesBody = z.infer<typeof shoppingListChangesBody>;

export const shoppingListResponse = z.object({
  /** In the order the products were put on the list (`added_at`), then by product id. */
  items: z.array(
    z.object({
      product_id: z.string(),
      quantity: z.number().int(),
      changed_at: z.string(),
      added_at: z.string(),
    }),
  ),
});
export type ShoppingListResponse = z.infer<typeof shoppingListResponse>;

/** The customer's favourite products: the most ordered first, then the shopping list's. */
export const accountFavoritesDocument = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('favorite'),
      attributes: z.object({
        product_id: z.string(),
        reason: z.enum(['ordered', 'shopping_list']),
        times_ordered: z.number().int(),
      }),
    }),
  ),
});
export type AccountFavoritesDocument = z.infer<typeof accountFavoritesDocument>;

export const referrerFavoritesQuery = z.object({ referralCode: z.string().min(1).max(64) });

/** Spec §7 BFF `referrer/favorites`: what a referral link shows, nothing more of the referrer. */
export const referrerFavoritesResponse = z.object({
  referrerName: z.string(),
  referralCode: z.string(),
  /** What the referee gets off the first order ("10,00 €"). */
  refereeDiscount: z.string(),
  productIds: z.array(z.string()),
});
export type ReferrerFavoritesResponse = z.infer<typeof referrerFavoritesResponse>;
