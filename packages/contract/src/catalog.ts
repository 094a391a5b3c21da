/** Catalogue API (`/api/catalog`, spec §7) and the catalogue shapes the BFF serves. */
import {
  ALLERGENS,
  CATALOGUE_PAGE_SIZE,
  FOOD_TEXT_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  SELLING_PRICE_CENTS,
  SELLING_PRICE_TOO_HIGH,
} from '@sillon/domain';
import { z } from 'zod';

/** A catalogue product id: a UUID (spec §3: 36 characters, 4 dashes). */
export const productId = z.uuid({ error: 'n’est pas un identifiant de produit' });

export const netQuantity = z.object({ amount: z.number().positive(), unit: z.enum(['g', 'ml']) });
export const unitPriceSchema = z.object({ cents: z.number().int(), per: z.enum(['kg', 'L']) });

export const imageRef = z.object({
  /** Path of the image service (`/images/products/…`); add `?w=` for a size. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});

export const producerSchema = z.object({
  key: z.string(),
  farmName: z.string(),
  region: z.string(),
  town: z.string(),
  practices: z.array(z.string()),
  story: z.string(),
});

export const retailVariantSchema = z.object({
  id: z.string(),
  unitLabel: z.string(),
  priceCents: z.number().int(),
  unitPrice: unitPriceSchema.nullable(),
});

const allergen = z.enum(ALLERGENS, { error: 'n’est pas un des 14 allergènes' });
const grams = z.number().min(0, { error: 'ne peut pas être négatif' }).max(100, { error: 'au plus 100 g' });
const shortText = z.string().trim().min(1, { error: 'ne peut pas être vide' }).max(FOOD_TEXT_MAX_LENGTH);

/**
 * A product's food information (issue 40, Regulation (EU) 1169/2011), as the product page shows it
 * and the staff write it: `@sillon/domain`'s `FoodInformation`. Null for a non-food product.
 */
export const foodInformationSchema = z.object({
  prepacked: z.boolean(),
  ingredients: z
    .array(
      z.object({
        name: shortText,
        allergen: allergen.optional(),
        percent: z.number().gt(0).max(100).optional(),
      }),
    )
    .min(1, { error: 'La liste d’ingrédients ne peut pas être vide (null : produit frais).' })
    .max(80)
    .nullable(),
  allergens: z.array(allergen).max(14),
  traces: z.array(allergen).max(14),
  nutrition: z
    .object({
      per: z.enum(['100g', '100ml']),
      energyKj: z.number().min(0).max(4000),
      energyKcal: z.number().min(0).max(1000),
      fat: grams,
      saturates: grams,
      carbohydrate: grams,
      sugars: grams,
      fibre: grams.optional(),
      protein: grams,
      salt: grams,
    })
    .nullable(),
  storage: shortText.nullable(),
  shelfLife: z
    .object({ kind: z.enum(['bestBefore', 'useBy']), days: z.number().int().min(1).max(3650) })
    .nullable(),
  origin: shortText.nullable(),
  alcoholPercent: z.number().gt(0).max(80).optional(),
});
export type FoodInformationPayload = z.infer<typeof foodInformationSchema>;

export const productCard = z.object({
  id: z.string(),
  documentId: z.string(),
  reference: z.string(),
  slug: z.string(),
  /** Canonical path `/pp/{slug}-{documentId}` (spec §2). */
  path: z.string(),
  displayName: z.string(),
  description: z.string(),
  unitLabel: z.string(),
  priceCents: z.number().int(),
  unitPrice: unitPriceSchema.nullable(),
  vatRateBp: z.number().int(),
  labels: z.array(z.string()),
  producer: producerSchema,
  originRegion: z.string(),
  photo: imageRef,
  maxOrderable: z.number().int().nullable(),
  available: z.boolean(),
  /**
   * The units left when they stop an order before its cap (the domain's `stockLeftToTell`): the
   * product page offers no more; absent when the cap stops it first. Not on tiles: lists are kept
   * while only stock moves.
   */
  stockLeft: z.number().int().min(1).optional(),
  regionalPostalPrefixes: z.array(z.string()).nullable(),
  farmSharePercent: z.number(),
  retail: retailVariantSchema.nullable(),
  shelfIds: z.array(z.string()),
  rating: z.object({ averageRating: z.number(), totalCount: z.number().int() }).nullable(),
  /** Ingredients, allergens, nutrition… (issue 40); null for a non-food product. */
  foodInformation: foodInformationSchema.nullable(),
  /**
   * A fruit or vegetable out of its season at the shop's clock, marked « Hors saison » (issue 40);
   * absent for any other product.
   */
  outOfSeason: z.literal(true).optional(),
});
export type ProductCard = z.infer<typeof productCard>;

/**
 * What lists, grids, search results and home blocks show of a product: the card without its long
 * texts (description, the producer's story and practices, the food information), so a whole
 * catalogue stays light.
 */
export const productTile = productCard
  .omit({ description: true, producer: true, foodInformation: true, stockLeft: true })
  .extend({
    producer: producerSchema.pick({ farmName: true, region: true }),
  });
export type ProductTile = z.infer<typeof productTile>;

export const seoBlock = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});

/** Spec §3 Rack. */
export const rackSchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  label: z.string(),
  seo: seoBlock,
  marketing: seoBlock,
  imageUrl: z.string(),
  urlSlug: z.string(),
  canonical: z.boolean(),
  legacyKey: z.string().nullable(),
  path: z.string(),
  shelves: z.array(z.string()),
  updatedAt: z.string(),
});
export type Rack = z.infer<typeof rackSchema>;

/** Spec §3 Shelf. */
export const shelfSchema = z.object({
  id: z.string(),
  key: z.string(),
  rackId: z.string(),
  legacyKey: z.string().nullable(),
  urlSlug: z.string(),
  label: z.string(),
  path: z.string(),
  products: z.array(z.string()),
  relatedShelves: z.array(z.string()),
  article: z
    .object({ title: z.string(), imageUrl: z.string(), backgroundColor: z.string(), url: z.string() })
    .nullable(),
  updatedAt: z.string(),
  /** A « de saison » shelf: only its products in season at the shop's clock (issue 40). */
  seasonal: z.literal(true).optional(),
});
export type Shelf = z.infer<typeof shelfSchema>;

/**
 * Ids in a query string: `ids=a,b,c`, each a product (or variant) uuid, at most a page of them
 * (spec §9 "catalogue page size 150"): a screen asks for its products a page at a time, never
 * for the whole catalogue.
 */
export const idsParam = z
  .string()
  // Room for a few more than a page, so that too many ids get the message that says so.
  .max(16_000)
  .transform((text) => [...new Set(text.split(',').filter((id) => id !== ''))])
  .pipe(
    z
      .array(z.uuid({ error: 'n’est pas un identifiant de produit' }))
      .max(CATALOGUE_PAGE_SIZE, `au plus ${CATALOGUE_PAGE_SIZE} identifiants`),
  );

/** `GET /api/catalog/products/availability?ids=…`: these products and variants only (a cart's). */
export const availabilityQuery = z.object({ ids: idsParam.optional() });

/**
 * `GET /api/catalog/products/availability` (spec §7): by product or variant id. Ours beside the
 * spec's: `stock_left`, the units a cart line stops at when the stock stops it before the cap
 * (the domain's `stockLeftToTell`; a retail variant and its product share it).
 */
export const availabilityResponse = z.record(
  z.string(),
  z.object({
    available: z.boolean(),
    public_price: z.number(),
    stock_left: z.number().int().min(1).optional(),
  }),
);
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

export const ratingsResponse = z.record(
  z.string(),
  z.object({ averageRating: z.number(), totalCount: z.number().int() }),
);
export type RatingsResponse = z.infer<typeof ratingsResponse>;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  comment: z.string(),
  displayName: z.string(),
  rating: z.number().int().min(0).max(5),
  createdAt: z.string(),
  /** The author bought the product (« Achat vérifié »). */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /products/{id}/reviews/mine`: the signed-in customer's review of the product, if any. */
export const myReviewResponse = z.object({ review: reviewSchema.nullable() });
export type MyReviewResponse = z.infer<typeof myReviewResponse>;

/**
 * Spec §7 `POST /products/{id}/reviews`: rating, title, comment; `anonymous` signs it « anonymous »
 * rather than with the customer's first name. The domain's rule checks the values (spec §5, §8).
 */
export const reviewBody = z.object({
  rating: z.number().int().nullish(),
  title: z.string().max(REVIEW_TITLE_MAX_LENGTH).nullish(),
  comment: z.string().max(REVIEW_COMMENT_MAX_LENGTH).nullish(),
  anonymous: z.boolean().optional(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

/** Spec §7, Spree's `POST /api/v2/storefront/product_reviews`. */
export const spreeProductReviewBody = z.object({
  product_review: z.object({
    variant_id: z.string().max(64),
    display_name: z.string().max(100).nullish(),
    rating: z.number().int().nullish(),
    title: z.string().max(REVIEW_TITLE_MAX_LENGTH).nullish(),
    comment: z.string().max(REVIEW_COMMENT_MAX_LENGTH).nullish(),
  }),
});
export type SpreeProductReviewBody = z.infer<typeof spreeProductReviewBody>;

/** Staff: hide a review (or show it again). */
export const reviewVisibilityBody = z.object({ hidden: z.boolean() });

export const reviewsQuery = z.object({
  page: z.coerce
    .number({ error: 'doit être un numéro de page' })
    .int('doit être un numéro de page')
    .min(1, 'doit être au moins 1')
    .max(100_000, 'est trop grand')
    .default(1),
});

export const reviewsResponse = z.object({
  reviews: z.array(reviewSchema),
  averageRating: z.number(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

/** Staff's change of a product (operations route): any of price, availability, stock. */
/** A product's price as the staff set it (back office and scripts alike): `SELLING_PRICE_CENTS`. */
export const sellingPriceCents = z
  .number()
  .int({ error: 'Le prix est un nombre entier de centimes.' })
  .min(SELLING_PRICE_CENTS.min, { error: 'Le prix doit être d’au moins 1 centime.' })
  .max(SELLING_PRICE_CENTS.max, { error: SELLING_PRICE_TOO_HIGH });

export const productChangesBody = z
  .object({
    price_cents: sellingPriceCents.optional(),
    available: z.boolean().optional(),
    stock: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Indiquez au moins un changement' });
export const productChangesResponse = z.object({
  id: z.string(),
  price_cents: z.number().int().optional(),
  available: z.boolean().optional(),
  stock: z.number().int().optional(),
});
