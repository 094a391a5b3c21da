/**
 * The checkout server's cart (Spree Storefront API v2, JSON:API): request bodies and the `cart`
 * document. Money is a decimal string ("12.50") with a `display_` twin ("12,50 €"); ids are strings.
 * Unknown body keys are dropped, as Spree's strong parameters do.
 */
import { z } from 'zod';
import { VOUCHER_CODE_MAX_LENGTH } from '@sillon/domain';
import { orderStatusSchema } from './orders';
import { orderDeliveryDay } from './rounds';
import { substitutionPreferenceSchema, substitutionProposalSchema } from './substitutions';

/** Spree ids arrive as strings from the SDK, sometimes as numbers from hand-written clients. */
const idParam = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
/** `include` comes in the query for GET and in the JSON body otherwise (SDK behaviour). */
const include = z.string().max(500).optional();
const quantity = z.number().int().min(0).max(999);

export const cartQuery = z.object({ include, currency: z.string().optional() });
export type CartQuery = z.infer<typeof cartQuery>;

export const createCartBody = z
  .object({ include, public_metadata: z.record(z.string(), z.unknown()).optional() })
  .nullish();

/** Our extension (spec §7): the whole basket in one call, gifts following `preloaded`. */
export const setItemsBody = z.object({
  line_items_attributes: z.array(z.object({ variant_id: idParam, quantity })).max(500),
  /** Promotion id → version the app shows (spec §7); a stale version brings no gift. */
  preloaded: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).optional(),
  /** Gifts the customer dropped (spec §4), by variant id: not given even once unlocked. */
  declined_gifts: z.array(idParam).max(50).optional(),
  include,
});
export type SetItemsBody = z.input<typeof setItemsBody>;

export const addItemBody = z.object({
  variant_id: idParam,
  quantity: z.number().int().min(1).max(999).default(1),
  include,
});
export type AddItemBody = z.input<typeof addItemBody>;

/** Quantity 0 or less is Spree's own 422, so any integer passes the schema. */
export const setQuantityBody = z.object({
  line_item_id: idParam,
  quantity: z.number().int().max(999),
  include,
});

/** Spree's associate: the guest cart's order token. */
export const associateBody = z.object({ guest_order_token: z.string().min(1).max(200), include });

export const couponBody = z.object({
  coupon_code: z.string().max(VOUCHER_CODE_MAX_LENGTH).optional(),
  include,
});
/** A body is optional on these calls (Spree's DELETE may carry `{}` or nothing). */
export const includeBody = z.object({ include }).nullish();

const money = z.string();
const relationshipOne = z.object({ data: z.object({ id: z.string(), type: z.string() }).nullable() });
const relationshipMany = z.object({ data: z.array(z.object({ id: z.string(), type: z.string() })) });

/** A gift of the cart, unlocked or not, so the app can show what is left to unlock (spec §3). */
export const cartGiftSchema = z.object({
  variant_id: z.string(),
  promotion_id: z.string(),
  quantity: z.number().int(),
  active: z.boolean(),
  available: z.boolean(),
  minimum_unlockable_amount: money,
  missing_amount: money,
  offered_value: money,
});

/** A named amount of the order, for the summary (items, discounts, delivery, VAT per rate). */
export const subtotalSchema = z.object({
  code: z.string(),
  label: z.string(),
  amount: money,
  display_amount: money,
});

export const couponStatusSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  /** Why the coupon gives nothing now (e.g. `voucher_minimum_subtotal_not_reached`), null when applied. */
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
});

export const cartAttributes = z.object({
  number: z.string(),
  token: z.string(),
  state: z.string(),
  email: z.string().nullable(),
  currency: z.string(),
  item_count: z.number().int(),
  item_total: money,
  display_item_total: money,
  adjustment_total: money,
  display_adjustment_total: money,
  promo_total: money,
  display_promo_total: money,
  tax_total: money,
  display_tax_total: money,
  included_tax_total: money,
  display_included_tax_total: money,
  additional_tax_total: money,
  display_additional_tax_total: money,
  ship_total: money,
  display_ship_total: money,
  total: money,
  display_total: money,
  pre_tax_item_amount: money,
  display_pre_tax_item_amount: money,
  pre_tax_total: money,
  display_pre_tax_total: money,
  total_applied_store_credit: money,
  display_total_applied_store_credit: money,
  order_total_after_store_credit: money,
  display_order_total_after_store_credit: money,
  subtotals: z.array(subtotalSchema),
  /**
   * Offered value of the active gifts (spec §3: a gift's price counts as offered value): never
   * charged, so it is not among the subtotals.
   */
  offered_value: money,
  display_offered_value: money,
  gifts: z.array(cartGiftSchema),
  coupon: couponStatusSchema.nullable(),
  /** Delivery offered to this order (first order, or a free-delivery voucher). */
  free_delivery: z.boolean(),
  /**
   * Our extension (issue 38): the CGV version the customer accepted for this order at payment, or
   * null; the payment step shows it ticked again after a reload while that version is in force.
   */
  terms_version: z.string().nullable(),
  /**
   * Our extension (issue 36): while no shipping method is chosen, what delivery will cost by the
   * rule the checkout's rates follow: the cheapest method's price (« à partir de »), or offered,
   * and the thresholds still ahead. Null once a method is chosen: the `shipping` subtotal then
   * holds its price.
   */
  delivery_estimate: z
    .object({
      price_from: money,
      display_price_from: money,
      offered: z.boolean(),
      /** « Offerte » or « à partir de 12,00 € ». */
      label: z.string(),
      /** « Livraison à moitié prix dès 50,00 € d'achats, offerte dès 80,00 € »… */
      explain: z.string(),
    })
    .nullable(),
  preloaded: z.record(z.string(), z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  shipment_state: z.string().nullable(),
  payment_state: z.string().nullable(),
  special_instructions: z.string().nullable(),
  public_metadata: z.record(z.string(), z.unknown()),
  /** Spec §7: the slot chosen for the shipment (checkout), or null. */
  delivery_slot: z
    .object({ id: z.string(), start: z.string(), end: z.string(), bookable_until: z.string() })
    .nullable(),
  /** The chosen shipping method's code (checkout), or null. */
  shipping_method_code: z.string().nullable(),
  /** Our extension: a placed order's status (spec §4); null until the order is placed. */
  status: orderStatusSchema.nullable(),
  /**
   * Our extension: until when the customer may cancel or add to the placed order (its slot's
   * cut-off); null when no time is set (a pickup order: until it is prepared) or it is too late.
   */
  changeable_until: z.string().nullable(),
  can_cancel: z.boolean(),
  can_add_items: z.boolean(),
  /**
   * Our extension (issue 37): the money that moved for a placed order, once it did: what was taken
   * from the card (« Encaissé », at its preparation: what was delivered) and given back
   * (« Remboursé », and when). Null while the payment is only held.
   */
  payment_totals: z
    .object({
      captured_total: money,
      display_captured_total: money,
      refunded_total: money,
      display_refunded_total: money,
      refunded_at: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /**
   * Issue 41: what the prepared order comes to (delivered lines, kept substitutes, delivery), how
   * many units that is, and whether a proposal still waits for the customer's answer; null until
   * prepared.
   */
  delivered_totals: z
    .object({
      total: money,
      display_total: money,
      /** What the shop offered of what was delivered (beyond what the payment could bring), as a positive amount. */
      offered: money.optional(),
      display_offered: money.optional(),
      awaiting_answers: z.boolean(),
      /** What the customer gets of `item_count`: the prepared units and the substitutes' (« 2 articles sur 4 »). */
      item_count: z.number().int(),
      /** The VAT inside `total`, per rate (a substitute's at its own), as `subtotals` says the ordered total's. */
      vat: z.array(subtotalSchema),
    })
    .nullable()
    .optional(),
  /** Issue 41: the account's default when the order was placed (« Produit similaire » when none). */
  substitution_default: z.enum(['similar', 'none']).optional(),
  /** Issue 42: the delivery day (the courier's window, the doorstep's outcome, the pickup code). */
  delivery_day: orderDeliveryDay.nullable().optional(),
});
export type CartAttributes = z.infer<typeof cartAttributes>;

export const cartResource = z.object({
  id: z.string(),
  /** `cart` on cart and checkout calls, `order` on an account's orders (Spree). */
  type: z.enum(['cart', 'order']),
  attributes: cartAttributes,
  relationships: z.object({
    line_items: relationshipMany,
    variants: relationshipMany,
    promotions: relationshipMany,
    payments: relationshipMany,
    shipments: relationshipMany,
    user: relationshipOne,
    billing_address: relationshipOne,
    shipping_address: relationshipOne,
    /** Our extension: the pickup point chosen at checkout. */
    chosen_pickup_point: relationshipOne,
  }),
});

export const lineItemResource = z.object({
  id: z.string(),
  type: z.literal('line_item'),
  attributes: z.object({
    name: z.string(),
    quantity: z.number().int(),
    price: money,
    display_price: money,
    slug: z.string(),
    options_text: z.string(),
    currency: z.string(),
    total: money,
    display_total: money,
    adjustment_total: money,
    display_adjustment_total: money,
    promo_total: money,
    display_promo_total: money,
    discounted_amount: money,
    display_discounted_amount: money,
    pre_tax_amount: money,
    display_pre_tax_amount: money,
    included_tax_total: money,
    display_included_tax_total: money,
    additional_tax_total: money,
    display_additional_tax_total: money,
    public_metadata: z.object({
      gift: z.boolean(),
      available: z.boolean(),
      vat_rate: z.string(),
      /** For a gift: its public price, offered. */
      offered_value: money.optional(),
      promotion_id: z.string().optional(),
      /** Our extension (issue 37): what went in the bag, once the order is prepared. */
      prepared_quantity: z.number().int().optional(),
      /** Our extension (issue 14): when the customer added the line to the placed order. */
      added_at: z.string().optional(),
      /** Issue 41: what the customer wants if the product runs short (its own, else the default). */
      substitution: substitutionPreferenceSchema.optional(),
      /** Issue 41: the substitute proposed for the line's missing units, once prepared. */
      substitution_proposal: substitutionProposalSchema.optional(),
      /** Issue 41: what the line comes to once prepared (delivered units and kept substitute). */
      delivered_amount: money.optional(),
      display_delivered_amount: money.optional(),
    }),
  }),
  relationships: z.object({ variant: relationshipOne, digital_links: relationshipMany }),
});

export const variantResource = z.object({
  id: z.string(),
  type: z.literal('variant'),
  attributes: z.object({
    sku: z.string(),
    name: z.string(),
    slug: z.string(),
    options_text: z.string(),
    price: money,
    display_price: money,
    currency: z.string(),
    purchasable: z.boolean(),
    in_stock: z.boolean(),
    backorderable: z.boolean(),
    is_master: z.boolean(),
    max_orderable: z.number().int().nullable(),
    product_id: z.string(),
  }),
  relationships: z.object({ product: relationshipOne, images: relationshipMany }),
});

export const promotionResource = z.object({
  id: z.string(),
  type: z.literal('promotion'),
  attributes: z.object({
    name: z.string(),
    description: z.string(),
    amount: money,
    display_amount: money,
    code: z.string().nullable(),
    public_metadata: z.object({ kind: z.string() }),
  }),
});

export const userResource = z.object({
  id: z.string(),
  type: z.literal('user'),
  attributes: z.object({ kind: z.string() }),
});

export type LineItemResource = z.infer<typeof lineItemResource>;
export type VariantResource = z.infer<typeof variantResource>;
export type PromotionResource = z.infer<typeof promotionResource>;
