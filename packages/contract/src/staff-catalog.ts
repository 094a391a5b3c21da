/**
 * The staff API's shop resources (`/api/staff`, issue 18; docs/staff-api.md): the catalogue
 * (products, racks, shelves), content documents with their drafts, vouchers and home banners,
 * customers and reviews. Money in cents, percentages in basis points, times ISO 8601.
 */
import {
  CUSTOMER_MINIMUM_ORDER_MAX_CENTS,
  foodInformationProblems,
  isProduceKey,
  isShopPath,
  MAX_ORDERABLE_MAX,
  MAX_ORDERABLE_TOO_BIG,
  PRODUCT_LABEL_MAX_LENGTH,
  PRODUCT_LABELS_MAX,
  productDescriptionProblem,
  productNameProblem,
  STAFF_SEARCH_MAX_LENGTH,
  STOCK_MAX,
  STOCK_TOO_BIG,
  VOUCHER_AMOUNT_MAX_CENTS,
  VOUCHER_AMOUNT_TOO_BIG,
  VOUCHER_MINIMUM_MAX_CENTS,
  VOUCHER_MINIMUM_TOO_BIG,
} from '@sillon/domain';
import { z } from 'zod';
import { foodInformationSchema, sellingPriceCents } from './catalog';
import { accountBanner } from './customer';
import { staffList, staffPageQuery } from './staff';

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
const searchText = z.string().trim().max(STAFF_SEARCH_MAX_LENGTH).optional();

// Catalogue.

export const staffProductIdParams = z.object({ id: z.uuid() });
export const staffRackIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const staffProductsQuery = staffPageQuery.extend({
  /** A word of the name or of the reference. */
  q: searchText,
  rackId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  available: booleanQuery.optional(),
});
export type StaffProductsQuery = z.infer<typeof staffProductsQuery>;

export const staffProduct = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  /** The product page's paragraph, also searched (its words weigh less than the name's). */
  description: z.string(),
  unitLabel: z.string(),
  priceCents: z.number().int(),
  vatRateBp: z.number().int(),
  stock: z.number().int(),
  available: z.boolean(),
  maxOrderable: z.number().int().nullable(),
  labels: z.array(z.string()),
  regionalPostalPrefixes: z.array(z.string()).nullable(),
  /** The shop's picture address (`/images/...`); a new picture has a new address. */
  pictureUrl: z.string(),
  /** The product's shop page. */
  path: z.string(),
  /** The racks of its shelves, in the racks' order (none: on no shelf); `label` is the rack's title. */
  racks: z.array(z.object({ id: z.number().int(), label: z.string() })),
  /** Ingredients, allergens, nutrition… (issue 40); null for a non-food product. */
  foodInformation: foodInformationSchema.nullable(),
  /** The fruit or vegetable it is, a key of the seasonal calendar (issue 40); null: no season. */
  produce: z.string().nullable(),
  updatedAt: z.string(),
});
export type StaffProduct = z.infer<typeof staffProduct>;
export const staffProductList = staffList(staffProduct);

/**
 * Food information as the staff write it: a prepacked product has all of it, its allergens agree
 * with its ingredients and its energy with its nutrients (the domain's rules), so the shop never
 * shows a granola of hazelnuts without « Fruits à coque ».
 */
export const staffFoodInformation = foodInformationSchema.superRefine((information, context) => {
  for (const problem of foodInformationProblems(information)) {
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }
});

const postalPrefix = z
  .string()
  .regex(/^\d{2,5}$/, { error: 'Un préfixe de code postal compte de 2 à 5 chiffres.' });

/** A text the domain checks (`productNameProblem`…): its message is the refusal's. */
const checkedText = (problem: (text: string) => string | undefined) =>
  z
    .string()
    .max(5_000)
    .superRefine((text, context) => {
      const found = problem(text);
      if (found) context.addIssue({ code: 'custom', message: found });
    })
    .transform((text) => text.trim());

const staffProductChanges = z.object({
  /** The name the shop shows; the product's address (its slug) stays, so links keep working. */
  name: checkedText(productNameProblem),
  description: checkedText(productDescriptionProblem),
  priceCents: sellingPriceCents,
  stock: z
    .number()
    .int()
    .min(0, { error: 'Le stock ne peut pas être négatif.' })
    .max(STOCK_MAX, { error: STOCK_TOO_BIG }),
  available: z.boolean(),
  maxOrderable: z
    .number()
    .int()
    .min(1, { error: 'La quantité maximale est au moins 1 (ou vide : sans limite).' })
    .max(MAX_ORDERABLE_MAX, { error: MAX_ORDERABLE_TOO_BIG })
    .nullable(),
  labels: z.array(z.string().trim().min(1).max(PRODUCT_LABEL_MAX_LENGTH)).max(PRODUCT_LABELS_MAX),
  regionalPostalPrefixes: z.array(postalPrefix).min(1).max(200).nullable(),
  foodInformation: staffFoodInformation.nullable(),
  produce: z
    .string()
    .refine(isProduceKey, { error: 'Choisissez un fruit ou un légume du calendrier des saisons.' })
    .nullable(),
});
export const staffProductChangeBody = staffProductChanges
  .partial()
  .extend({
    /**
     * What the form showed of the fields it changes: one another member changed meanwhile is
     * refused (409 `product_changed_meanwhile`), never overwritten. Without it, the change wins.
     */
    previous: z.record(z.string(), z.unknown()).optional(),
    /**
     * The price the member confirmed, when it is three times the current one or a third of it
     * (`isUnusualPriceChange`): such a price sent without it, or with another, is refused (422
     * `price_change_unconfirmed`).
     */
    confirmedPriceCents: sellingPriceCents.optional(),
  })
  .refine(
    (body) => Object.keys(body).some((field) => field !== 'previous' && field !== 'confirmedPriceCents'),
    {
      error: 'Indiquez au moins une modification.',
    },
  );
export type StaffProductChangeBody = z.infer<typeof staffProductChangeBody>;

/** Pictures the staff may upload, and their size limit. */
export const STAFF_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const STAFF_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const staffShelf = z.object({
  id: z.number().int(),
  label: z.string(),
  position: z.number().int(),
  /** A « de saison » shelf shows only its products in season at the shop's clock (issue 40). */
  seasonal: z.boolean(),
});
export const staffRack = z.object({
  id: z.number().int(),
  label: z.string(),
  title: z.string(),
  position: z.number().int(),
  shelves: z.array(staffShelf),
});
export type StaffRack = z.infer<typeof staffRack>;
export type StaffShelf = z.infer<typeof staffShelf>;
export const staffRackList = staffList(staffRack);

/** What the staff may change of a rack or a shelf. */
const rackChanges = {
  label: z
    .string()
    .trim()
    .min(1, { error: 'Le libellé ne peut pas être vide.' })
    .max(60, { error: 'Le libellé compte 60 caractères au plus.' }),
  position: z.number().int().min(0).max(10_000),
};

export const staffRackChangeBody = z
  .object(rackChanges)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Indiquez au moins une modification.' });
export type StaffRackChangeBody = z.infer<typeof staffRackChangeBody>;

export const staffShelfChangeBody = z
  .object({
    ...rackChanges,
    seasonal: z.boolean({ error: 'Indiquez si l’étagère est de saison : oui ou non.' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Indiquez au moins une modification.' });
export type StaffShelfChangeBody = z.infer<typeof staffShelfChangeBody>;

// Content documents.

export const staffDocumentIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
});
export const staffDocumentsQuery = staffPageQuery.extend({
  type: z.string().trim().max(60).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(100),
});
export const staffDocumentRow = z.object({
  /** The published id (never `drafts.…`). */
  id: z.string(),
  type: z.string(),
  title: z.string(),
  path: z.string().nullable(),
  updatedAt: z.string(),
  hasDraft: z.boolean(),
  published: z.boolean(),
});
export type StaffDocumentRow = z.infer<typeof staffDocumentRow>;
export const staffDocumentList = staffList(staffDocumentRow);

const documentBody = z.record(z.string(), z.unknown());
export const staffDocument = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  path: z.string().nullable(),
  published: documentBody.nullable(),
  draft: documentBody.nullable(),
  /** The shop's page with the preview token (drafts shown); null for a document without a page. */
  previewUrl: z.string().nullable(),
});
export type StaffDocument = z.infer<typeof staffDocument>;
export const staffDraftBody = z.object({ body: documentBody });
export type StaffDraftBody = z.infer<typeof staffDraftBody>;

// Vouchers and banners.

export const staffVoucherKind = z.enum(['fixed_amount', 'percentage', 'free_delivery']);
export const staffVouchersQuery = staffPageQuery.extend({ q: searchText });
export const staffVoucher = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  kind: staffVoucherKind,
  amountCents: z.number().int(),
  percentBp: z.number().int(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  minimumSubtotalCents: z.number().int(),
  firstOrderOnly: z.boolean(),
  /** Issued to one customer (a referral reward). */
  ownerUserId: z.string().nullable(),
  disabled: z.boolean(),
  /** Completed orders that used it. */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type StaffVoucher = z.infer<typeof staffVoucher>;
export const staffVoucherList = staffList(staffVoucher);

const voucherTerms = {
  name: z
    .string()
    .trim()
    .min(1, { error: 'Donnez un nom au bon.' })
    .max(80, { error: 'Le nom compte 80 caractères au plus.' }),
  description: z.string().trim().max(300, { error: 'La description compte 300 caractères au plus.' }),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  usageLimit: z
    .number()
    .int({ error: 'Le nombre d’utilisations est un nombre entier.' })
    .min(1, { error: 'Le nombre d’utilisations est au moins 1 (ou vide : sans limite).' })
    .max(1_000_000, { error: 'Le nombre d’utilisations ne peut pas dépasser 1 000 000.' })
    .nullable(),
  usageLimitPerCustomer: z
    .number()
    .int({ error: 'Le nombre d’utilisations par client est un nombre entier.' })
    .min(1, { error: 'Le nombre d’utilisations par client est au moins 1 (ou vide : sans limite).' })
    .max(1000, { error: 'Le nombre d’utilisations par client ne peut pas dépasser 1 000.' })
    .nullable(),
  minimumSubtotalCents: z
    .number()
    .int()
    .min(0, { error: 'Le minimum de produits ne peut pas être négatif.' })
    .max(VOUCHER_MINIMUM_MAX_CENTS, { error: VOUCHER_MINIMUM_TOO_BIG }),
  firstOrderOnly: z.boolean(),
};
const amountCents = z
  .number()
  .int()
  .min(1, { error: 'Le montant est au moins 1 centime.' })
  .max(VOUCHER_AMOUNT_MAX_CENTS, { error: VOUCHER_AMOUNT_TOO_BIG });
const percentBp = z
  .number()
  .int()
  .min(1, { error: 'Le pourcentage est au moins 0,01 %.' })
  .max(10_000, { error: 'Le pourcentage ne peut pas dépasser 100 %.' });

export const staffVoucherCreateBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, {
        error: 'Le code compte de 3 à 30 lettres, chiffres, tirets ou soulignés.',
      }),
    kind: staffVoucherKind,
    amountCents: amountCents.optional(),
    percentBp: percentBp.optional(),
    ...voucherTerms,
    description: voucherTerms.description.default(''),
    startsAt: voucherTerms.startsAt.default(null),
    expiresAt: voucherTerms.expiresAt.default(null),
    usageLimit: voucherTerms.usageLimit.default(null),
    usageLimitPerCustomer: voucherTerms.usageLimitPerCustomer.default(1),
    minimumSubtotalCents: voucherTerms.minimumSubtotalCents.default(0),
    firstOrderOnly: voucherTerms.firstOrderOnly.default(false),
  })
  .refine((body) => body.kind !== 'fixed_amount' || body.amountCents !== undefined, {
    error: 'Un bon à montant fixe indique son montant (amountCents).',
    path: ['amountCents'],
  })
  .refine((body) => body.kind !== 'percentage' || body.percentBp !== undefined, {
    error: 'Un bon en pourcentage indique son pourcentage (percentBp).',
    path: ['percentBp'],
  })
  .refine((body) => !body.startsAt || !body.expiresAt || body.startsAt < body.expiresAt, {
    error: 'La fin de validité doit suivre le début.',
    path: ['expiresAt'],
  });
export type StaffVoucherCreateBody = z.infer<typeof staffVoucherCreateBody>;

export const staffVoucherChangeBody = z
  .object({
    disabled: z.boolean(),
    amountCents,
    percentBp,
    ...voucherTerms,
    /**
     * What the form showed of the fields it changes: one another member changed meanwhile is
     * refused (409 `voucher_changed_meanwhile`), never overwritten. Without it, the change wins.
     */
    previous: z.record(z.string(), z.unknown()),
  })
  .partial()
  .refine((body) => Object.keys(body).some((field) => field !== 'previous'), {
    error: 'Indiquez au moins une modification.',
  });
export type StaffVoucherChangeBody = z.infer<typeof staffVoucherChangeBody>;

export const staffBannerAudience = z.enum(['lead', 'recent', 'returning']);
export const staffBannerParams = z.object({ audience: staffBannerAudience });
export const staffBanner = z.object({ audience: staffBannerAudience, banner: accountBanner.nullable() });
export const staffBannerList = z.object({ items: z.array(staffBanner) });
export const staffBannerBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Le titre ne peut pas être vide.' })
    .max(80, { error: 'Le titre compte 80 caractères au plus.' }),
  subtitle: z.string().trim().max(160, { error: 'Le sous-titre compte 160 caractères au plus.' }),
  deeplink: z
    .string()
    .trim()
    .max(300, { error: 'Le lien compte 300 caractères au plus.' })
    .refine(isShopPath, { error: 'Le lien est un chemin de la boutique (/…), jamais un autre site.' }),
});
export type StaffBannerBody = z.infer<typeof staffBannerBody>;

// Customers.

export const staffCustomerIdParams = z.object({ id: z.uuid() });
export const staffCustomersQuery = staffPageQuery.extend({
  /** A first name, a name of the delivery address, an e-mail or a phone number (any part). */
  q: searchText,
});
export const staffCustomerRow = z.object({
  id: z.string(),
  firstName: z.string(),
  /** The name on the delivery address (the shop keeps no separate last name). */
  fullName: z.string().nullable(),
  email: z.string(),
  /** International form (+33…). */
  phone: z.string().nullable(),
  createdAt: z.string(),
  /** The customer deleted the account (erased 30 days later). */
  closedAt: z.string().nullable(),
  /** False once the staff deactivated the account (no sign-in) or the customer closed it. */
  active: z.boolean(),
  /** Placed orders (cancelled ones included). */
  orders: z.number().int(),
  /** Their own minimum order; null: the shop's. */
  minimumOrderCents: z.number().int().nullable(),
});
export type StaffCustomerRow = z.infer<typeof staffCustomerRow>;
export const staffCustomerList = staffList(staffCustomerRow);
export const staffCustomerOrder = z.object({
  number: z.string(),
  status: z.string().nullable(),
  completedAt: z.string().nullable(),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
  shippingMode: z.string().nullable(),
});
export const staffCustomer = staffCustomerRow.extend({
  deliveryAddress: z.record(z.string(), z.unknown()).nullable(),
  /** Newest first, at most the latest 100. */
  orderRows: z.array(staffCustomerOrder),
});
export type StaffCustomer = z.infer<typeof staffCustomer>;
export const staffCustomerChangeBody = z
  .object({
    minimumOrderCents: z
      .number()
      .int()
      .min(0, { error: 'Le minimum de commande ne peut pas être négatif.' })
      .max(CUSTOMER_MINIMUM_ORDER_MAX_CENTS, {
        error: 'Le minimum de commande ne peut pas dépasser 1 000 €.',
      })
      .nullable(),
    active: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Indiquez au moins une modification.' });
export type StaffCustomerChangeBody = z.infer<typeof staffCustomerChangeBody>;

// Reviews.

export const staffReviewIdParams = z.object({ id: z.uuid() });
export const staffReviewsQuery = staffPageQuery.extend({
  hidden: booleanQuery.optional(),
  productId: z.uuid().optional(),
});
export const staffReview = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
  hidden: z.boolean(),
});
export type StaffReview = z.infer<typeof staffReview>;
export const staffReviewList = staffList(staffReview);
export const staffReviewChangeBody = z.object({ hidden: z.boolean() });

/**
 * « Offres de bienvenue »: the shop's amounts for newcomers (spec §9), as the staff read them: the
 * referee's discount on their first order, the referrer's reward and how long it lasts, the gift of
 * the first orders (a product by reference, null for none) and whether the first delivery is free.
 */
export const staffPromotionSettings = z.object({
  refereeDiscountCents: z.number().int(),
  referrerRewardCents: z.number().int(),
  referrerRewardValidDays: z.number().int(),
  firstOrdersGiftReference: z.string().nullable(),
  firstOrdersWithGift: z.number().int(),
  firstOrderFreeDelivery: z.boolean(),
});
export type StaffPromotionSettings = z.infer<typeof staffPromotionSettings>;

const welcomeEuros = (what: string) =>
  z
    .number({ error: `${what} est un montant.` })
    .int({ error: `${what} est un montant au centime.` })
    .min(0, { error: `${what} ne peut pas être en dessous de 0 €.` })
    .max(10_000, { error: `${what} ne peut pas dépasser 100 €.` });

export const staffPromotionSettingsBody = z.object({
  refereeDiscountCents: welcomeEuros('La remise du filleul'),
  referrerRewardCents: welcomeEuros('Le bon du parrain'),
  referrerRewardValidDays: z
    .number({ error: 'La durée du bon est un nombre de jours.' })
    .int({ error: 'La durée du bon est un nombre entier de jours.' })
    .min(1, { error: 'Le bon du parrain vaut au moins 1 jour.' })
    .max(365, { error: 'Le bon du parrain vaut au plus 365 jours.' }),
  firstOrdersGiftReference: z
    .string()
    .trim()
    .max(200, { error: 'Une référence compte 200 caractères au plus.' })
    .nullable()
    .transform((reference) => reference || null),
  firstOrdersWithGift: z
    .number({ error: 'Le nombre de commandes est un nombre entier.' })
    .int({ error: 'Le nombre de commandes est un nombre entier.' })
    .min(0, { error: 'Le nombre de commandes ne peut pas être négatif.' })
    .max(10, { error: 'Le cadeau accompagne au plus les 10 premières commandes.' }),
  firstOrderFreeDelivery: z.boolean(),
});
export type StaffPromotionSettingsBody = z.infer<typeof staffPromotionSettingsBody>;
