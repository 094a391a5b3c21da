/**
 * Promotions: the catalogue's preloaded products (spec §7 "cart/preloaded-products") and the
 * account's vouchers and referral (spec §7 "Account": add_promotion_code, set_referrer), in the
 * checkout server's JSON:API style. Money is a decimal string there ("10.00"), a number of euros
 * on the catalogue API.
 */
import { z } from 'zod';
import { VOUCHER_CODE_MAX_LENGTH } from '@sillon/domain';

/** Spec §7: by promotion id, the products the cart pre-fills and the gifts it may unlock. */
export const preloadedPromotionSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      quantity: z.number().int(),
      gift: z.boolean(),
      /** Euros (0 for a gift with no minimum, or a product that is not a gift). */
      minimum_unlockable_amount: z.number(),
    }),
  ),
  gifts_section_title: z.string(),
  gifts_section_subtitle: z.string(),
  /** Sent back in set_items' `preloaded` map; a new version replaces the cart's gifts (spec §4). */
  version: z.string(),
});
export const preloadedProductsResponse = z.record(z.string(), preloadedPromotionSchema);
export type PreloadedProductsResponse = z.infer<typeof preloadedProductsResponse>;

/** Spec §7: `{ user: { promotion_code } }`; a missing code is the "empty code" error, not a 400 of shape. */
export const addPromotionCodeBody = z.object({
  user: z.object({ promotion_code: z.string().max(VOUCHER_CODE_MAX_LENGTH).optional() }).optional(),
});
export type AddPromotionCodeBody = z.infer<typeof addPromotionCodeBody>;

/** Spec §7: `{ user: { referral_code } }`. */
export const setReferrerBody = z.object({
  user: z.object({ referral_code: z.string().max(VOUCHER_CODE_MAX_LENGTH).optional() }).optional(),
});
export type SetReferrerBody = z.infer<typeof setReferrerBody>;

/** Spec §3 "Voucher" as the account lists it (snake case, like the rest of the storefront API). */
export const accountVoucherSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** A referral voucher (the referrer's code, spec §9) rather than a promotion. */
  is_referrer: z.boolean(),
  referrer_name: z.string().nullable(),
  kind: z.enum(['fixed_amount', 'percentage', 'free_delivery', 'referral']),
  /** Decimal string of the amount off, null for a percentage or free delivery. */
  amount: z.string().nullable(),
  /** Percentage off (10 = 10 %), null otherwise. */
  percent: z.number().nullable(),
  minimum_subtotal: z.string(),
  first_order_only: z.boolean(),
});
export type AccountVoucher = z.infer<typeof accountVoucherSchema>;

/** Spec §7 account `referrer`: who referred this customer. */
export const accountReferrerSchema = z.object({
  referral_code: z.string(),
  description: z.string(),
  referrer_name: z.string(),
});

/** Spec §7 `referral`: the customer's own code to share, the referee's discount, the reward. */
export const accountReferralSchema = z.object({
  referral_code: z.string(),
  referrer_discount: z.string(),
  display_referrer_discount: z.string(),
  /** What the customer earns once a friend's first order is placed (a voucher of this amount). */
  referrer_reward: z.string(),
  display_referrer_reward: z.string(),
});

/** The account's promotions, vouchers and referral: the `user` document these routes answer. */
export const accountPromotionsDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('user'),
    attributes: z.object({
      /** Spec §7 account `promotions`, the referral voucher included while it may be used (§9). */
      promotions: z.array(accountVoucherSchema),
      /** Null when nobody referred this customer. */
      referrer: accountReferrerSchema.nullable(),
      referral: accountReferralSchema,
      completed_orders: z.number().int(),
    }),
  }),
});
export type AccountPromotionsDocument = z.infer<typeof accountPromotionsDocument>;

/**
 * Errors of the storefront API, in Spree's shape (`error` sentence, `errors` by field) plus our
 * stable `code`, and `reason` where the spec names the original server's (§8: InvalidCode,
 * UserAlreadyHasAreferrer, UsingCodeFromAreferred, UnknownReason).
 */
export const spreeErrorResponse = z.object({
  error: z.string(),
  code: z.string(),
  reason: z.string().optional(),
  errors: z.record(z.string(), z.array(z.unknown())).optional(),
  /**
   * What the customer must do first: a payment's 3-D Secure challenge (checkout, additions). The
   * intent's client secret is what Stripe's client libraries take (`handleNextAction`); the
   * built-in sandbox's challenge page takes it too.
   */
  action: z.object({ type: z.literal('three_d_secure'), client_secret: z.string() }).optional(),
});
export type SpreeErrorResponse = z.infer<typeof spreeErrorResponse>;
