/**
 * The checkout server's checkout (Spree Storefront API v2, JSON:API, spec §7): request bodies of
 * `/checkout`, `/checkout/*`, the shipping rates document (our `delivery_slots` on shipments and
 * rates, `shipping_method_code`), payment methods, and the documents an order includes once its
 * checkout has started (addresses, shipments, payments, the chosen pickup point).
 * Unknown body keys are dropped, as Spree's strong parameters do.
 */
import { EMAIL_MAX_LENGTH } from '@sillon/domain';
import { z } from 'zod';
import { pickupPointAttributes } from './delivery';
import {
  cartResource,
  lineItemResource,
  promotionResource,
  variantResource,
  userResource,
} from './storefront';

const idParam = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const include = z.string().max(500).optional();
const text = (max: number) => z.string().max(max).nullish();
const money = z.string();
const relationshipOne = z.object({ data: z.object({ id: z.string(), type: z.string() }).nullable() });
const relationshipMany = z.object({ data: z.array(z.object({ id: z.string(), type: z.string() })) });

/** Spec §7 address fields, plus Spree's stock ones; the phone is not required (spec sends none). */
export const addressAttributesBody = z.object({
  firstname: text(100),
  lastname: text(100),
  fullname: text(200),
  company: text(200),
  address1: text(255),
  address2: text(255),
  city: text(100),
  zipcode: text(20),
  phone: text(30),
  country_iso: text(3),
  country_id: z.union([z.string().max(10), z.number().int()]).nullish(),
  state_name: text(100),
  label: text(100),
  /**
   * Issue 40, our extension: the door code, the floor, « laisser chez le voisin », kept with the
   * ship address (the domain's rule limits the length, with its French message).
   */
  delivery_instructions: text(1000),
});
export type AddressAttributesBody = z.input<typeof addressAttributesBody>;

/** Spec §7 shipments_attributes: the slot travels with the shipment (our extension). */
export const shipmentAttributesBody = z.object({
  id: idParam,
  selected_shipping_rate_id: idParam.optional(),
  delivery_slot_id: z.string().max(64).nullish(),
  special_instructions: text(500),
});

/** Spec §7 chosen_pickup_point_attributes. */
export const chosenPickupPointBody = z.object({
  /** The point's network; the shop's configured default network when absent (spec §9). */
  provider_name: z.string().min(1).max(100).optional(),
  provider_point_id: z.string().min(1).max(100),
  address_attributes: z
    .object({
      company: text(200),
      country_id: z.union([z.string().max(10), z.number().int()]).nullish(),
      address1: text(255),
      zipcode: text(20),
      city: text(100),
    })
    .optional(),
});

/** PATCH/PUT `/checkout`: `{ order: {...}, include }`. */
export const checkoutUpdateBody = z.object({
  order: z
    .object({
      email: z.string().max(EMAIL_MAX_LENGTH).nullish(),
      special_instructions: text(500),
      use_billing: z.boolean().optional(),
      bill_address_attributes: addressAttributesBody.optional(),
      ship_address_attributes: addressAttributesBody.optional(),
      shipments_attributes: z.array(shipmentAttributesBody).max(10).optional(),
      chosen_pickup_point_attributes: chosenPickupPointBody.nullish(),
      /** Issue 38: the customer ticked the CGV at payment (`false` withdraws it), with… */
      terms_accepted: z.boolean().optional(),
      /** …the version of the CGV they were shown (the legal page's `version`). */
      terms_version: z.string().min(1).max(64).optional(),
    })
    .refine((order) => order.terms_accepted !== true || order.terms_version !== undefined, {
      path: ['terms_version'],
      message: 'Indiquez la version des conditions générales de vente acceptée.',
    })
    .default({}),
  include,
});
export type CheckoutUpdateBody = z.input<typeof checkoutUpdateBody>;

export const selectShippingMethodBody = z.object({
  shipping_method_id: idParam,
  shipment_id: idParam.optional(),
  include,
});

const AMOUNT_MESSAGE = 'Un montant en euros, comme « 12.50 ».';

/** Spree's create_payment: a saved card (`source_id`) or a processor payment method in source_attributes. */
export const createPaymentBody = z.object({
  payment_method_id: idParam,
  /** The total the customer was shown: a payment of another amount is refused, not taken. */
  amount: z
    .union(
      [
        z.string().regex(/^\d{1,7}(?:\.\d{1,2})?$/, { error: AMOUNT_MESSAGE }),
        z.number({ error: AMOUNT_MESSAGE }).nonnegative({ error: AMOUNT_MESSAGE }).max(9_999_999),
      ],
      { error: AMOUNT_MESSAGE },
    )
    .optional(),
  source_id: idParam.optional(),
  source_attributes: z
    .object({
      /** The card processor's payment method id (`pm_…`), made by the app at the processor. */
      gateway_payment_profile_id: z.string().min(1).max(100),
      cc_type: text(30),
      last_digits: text(4),
      month: z.union([z.string(), z.number()]).nullish(),
      year: z.union([z.string(), z.number()]).nullish(),
      name: text(200),
    })
    .optional(),
  /** Our extension: keep the card on the account once the order is paid. */
  save_card: z.boolean().optional(),
  include,
});
export type CreatePaymentBody = z.input<typeof createPaymentBody>;

export const checkoutStepBody = z.object({ include }).nullish();

/**
 * A delivery slot as the app shows it (spec §3). Our extensions: `is_full` (every place taken)
 * and `is_closed` (the shop closed it); either is shown disabled, each for what it is.
 */
export const deliverySlotSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  bookable_until: z.string(),
  is_full: z.boolean(),
  is_closed: z.boolean(),
});
export type DeliverySlotPayload = z.infer<typeof deliverySlotSchema>;

export const shippingRateResource = z.object({
  id: z.string(),
  type: z.literal('shipping_rate'),
  attributes: z.object({
    name: z.string(),
    selected: z.boolean(),
    cost: money,
    display_cost: money,
    final_price: money,
    display_final_price: money,
    tax_amount: money,
    display_tax_amount: money,
    free: z.boolean(),
    /** A number, as in Spree, though every id is a string. */
    shipping_method_id: z.number().int(),
    /** Spec §7: `{product}-bag-delivery`, `{product}-parcel-delivery`, `{product}-pickup-point-delivery`. */
    shipping_method_code: z.string(),
    /** Why this price (half price from…, offered…). */
    explain: z.string(),
    /** When it arrives ("3 à 5 jours ouvrés", "Sur rendez-vous"...). */
    delivery_estimate: z.string(),
    /** The slots of this method (empty for pickup points). */
    delivery_slots: z.array(deliverySlotSchema),
    delivery_slots_headline: z.string().nullable(),
  }),
});
export type ShippingRateResource = z.infer<typeof shippingRateResource>;

export const shipmentResource = z.object({
  id: z.string(),
  type: z.literal('shipment'),
  attributes: z.object({
    number: z.string(),
    final_price: money,
    display_final_price: money,
    state: z.string(),
    shipped_at: z.string().nullable(),
    tracking_url: z.string().nullable(),
    free: z.boolean(),
    /** Spec §7: the slots of the selected (or else the cheapest home) method, and their headline. */
    delivery_slots: z.array(deliverySlotSchema),
    delivery_slots_headline: z.string().nullable(),
    delivery_slot_id: z.string().nullable(),
    shipping_method_code: z.string().nullable(),
    public_metadata: z.record(z.string(), z.unknown()),
  }),
  relationships: z.object({
    shipping_rates: relationshipMany,
    selected_shipping_rate: relationshipOne,
    stock_location: relationshipOne,
    line_items: relationshipMany,
  }),
});
export type ShipmentResource = z.infer<typeof shipmentResource>;

/** GET `/checkout/shipping_rates`: the shipments, each related to its rates (included). */
export const shippingRatesDocument = z.object({
  data: z.array(shipmentResource),
  included: z.array(shippingRateResource),
});
export type ShippingRatesDocument = z.infer<typeof shippingRatesDocument>;

export const addressResource = z.object({
  id: z.string(),
  type: z.literal('address'),
  attributes: z.object({
    firstname: z.string(),
    lastname: z.string(),
    fullname: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    zipcode: z.string(),
    phone: z.string().nullable(),
    state_name: z.string().nullable(),
    state_code: z.string().nullable(),
    company: z.string().nullable(),
    country_name: z.string(),
    country_iso: z.string(),
    country_iso3: z.string(),
    label: z.string().nullable(),
    public_metadata: z.record(z.string(), z.unknown()),
    /** Issue 40, our extension: the ship address's delivery instructions; absent or null when none. */
    delivery_instructions: z.string().nullish(),
  }),
});
export type AddressResource = z.infer<typeof addressResource>;

export const pickupPointResource = z.object({
  id: z.string(),
  type: z.literal('pickup_point'),
  attributes: pickupPointAttributes,
  relationships: z.object({ address: relationshipOne }),
});
export type PickupPointResource = z.infer<typeof pickupPointResource>;

export const paymentResource = z.object({
  id: z.string(),
  type: z.literal('payment'),
  attributes: z.object({
    amount: money,
    display_amount: money,
    number: z.string(),
    /** Spree's payment states: checkout, processing, pending, completed, failed, void. */
    state: z.string(),
    payment_method_id: z.string(),
    payment_method_name: z.string(),
    response_code: z.string().nullable(),
    cvv_response_code: z.string().nullable(),
    cvv_response_message: z.string().nullable(),
    public_metadata: z.object({
      code: z.string(),
      brand: z.string().nullable(),
      last_digits: z.string().nullable(),
      wallet: z.string().nullable(),
      failure_code: z.string().nullable(),
    }),
  }),
  relationships: z.object({ source: relationshipOne, payment_method: relationshipOne }),
});
export type PaymentResource = z.infer<typeof paymentResource>;

export const includedResource = z.union([
  lineItemResource,
  variantResource,
  promotionResource,
  userResource,
  addressResource,
  shipmentResource,
  shippingRateResource,
  paymentResource,
  pickupPointResource,
]);

/** Every cart and checkout answer, order_status and an account's order. */
export const cartDocument = z.object({
  data: cartResource,
  included: z.array(includedResource).optional(),
  /**
   * Our extension, on a checkout update (spec §5): the e-mail given was not saved to the account,
   * because it is invalid or another account's; the order went on all the same, with
   * `data.attributes.email`.
   */
  meta: z.object({ email_not_saved: z.enum(['invalid_email', 'email_already_used']) }).optional(),
});
export type CartDocument = z.infer<typeof cartDocument>;

/** GET `/account/orders`: completed orders, newest first, Spree's paging. */
export const orderListDocument = z.object({
  data: z.array(cartResource),
  included: z.array(includedResource).optional(),
  meta: z.object({ count: z.number().int(), total_count: z.number().int(), total_pages: z.number().int() }),
  links: z.record(z.string(), z.string()),
});
export type OrderListDocument = z.infer<typeof orderListDocument>;

export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().optional(),
  sort: z.string().max(100).optional(),
  include: z.string().max(500).optional(),
});

export const paymentMethodsDocument = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('payment_method'),
      attributes: z.object({
        type: z.string(),
        name: z.string(),
        description: z.string(),
        preferences: z.record(z.string(), z.unknown()),
        public_metadata: z.object({ code: z.enum(['credit_card', 'apple_pay', 'google_pay']) }),
      }),
    }),
  ),
});
export type PaymentMethodsDocument = z.infer<typeof paymentMethodsDocument>;

/** A checkout refusal is Spree's error with our `code` (and `action` for a 3-D Secure challenge). */
export {
  spreeErrorResponse as checkoutErrorResponse,
  type SpreeErrorResponse as CheckoutErrorResponse,
} from './promotions';
