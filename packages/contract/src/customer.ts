/**
 * The customer's whole account (issue 15; spec §3 "User", §7 "Account"): the storefront account
 * document the app reads, its two-field update, the home banner, the data export (GDPR article 20)
 * and the account's deletion (spec §4, §9).
 */
import { EMAIL_MAX_LENGTH, FIRST_NAME_MAX_LENGTH } from '@sillon/domain';
import { z } from 'zod';
import { deliveryAddress, newsletterFrequency } from './auth';
import { accountReferralSchema, accountReferrerSchema, accountVoucherSchema } from './promotions';

/** Spec §3 `homeBanner`: shown on the home page to a signed-in customer, data the staff edit. */
export const accountBanner = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** A path of the shop (`/my-account/referral`) or an https address. */
  deeplink: z.string(),
});
export type AccountBanner = z.infer<typeof accountBanner>;

/** Spec §7 `GET /api/v2/storefront/account`, with the account info the app reads (spec §3 "User"). */
export const storefrontAccountDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('user'),
    attributes: z.object({
      firstname: z.string(),
      email: z.string(),
      phone_number: z.string(),
      /** The customer's order minimum in euros ("15.00"), set by the staff. */
      minimum_order_value: z.string(),
      /** Spec §7: `weekly` or `monthly` means opted in. */
      newsletter: newsletterFrequency,
      notifications: z.boolean(),
      delivery_address: deliveryAddress.nullable(),
      promotions: z.array(accountVoucherSchema),
      referrer: accountReferrerSchema.nullable(),
      referral: accountReferralSchema.extend({
        /** Friends who signed up with the code, and the rewards their first orders earned. */
        referees_count: z.number().int(),
        rewards_count: z.number().int(),
      }),
      completed_orders: z.number().int(),
      /** The latest completed order (sort `-completed_at`, limit 1), null for a lead. */
      order_information: z
        .object({ number: z.string(), completed_at: z.string(), status: z.string().nullable() })
        .nullable(),
      /** Spec §3 `lastOrderedProductIds`: the products of the latest order. */
      order_products: z.array(z.string()),
      last_order_date: z.string().nullable(),
      banner: accountBanner.nullable(),
    }),
  }),
});
export type StorefrontAccountDocument = z.infer<typeof storefrontAccountDocument>;

/** Spec §7 account update: `user.firstname` or `user.email`. */
export const storefrontAccountUpdateBody = z.object({
  user: z
    .object({ firstname: z.string().max(FIRST_NAME_MAX_LENGTH), email: z.string().max(EMAIL_MAX_LENGTH) })
    .partial()
    .refine((user) => Object.keys(user).length > 0, 'au moins un champ'),
});
export type StorefrontAccountUpdateBody = z.infer<typeof storefrontAccountUpdateBody>;

/** The answer to a deletion: the account is closed now and erased on `erase_after`. */
export const accountDeletionResponse = z.object({ erase_after: z.iso.datetime() });
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponse>;

/** Staff: the home banner of an audience (`lead`, `recent`, `returning`). */
export const bannerAudienceParams = z.object({ audience: z.enum(['lead', 'recent', 'returning']) });

/** Staff: a customer's own minimum order in euros ("20.00"); null gives them the shop's again. */
export const customerMinimumOrderBody = z.object({
  minimum_order_value: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,2})?$/)
    .nullable(),
});
export const customerIdParams = z.object({ userId: z.uuid() });
