/**
 * The checkout's wire shapes as the app reads them (Spree Storefront API v2 checkout, delivery,
 * pickup points, payments). Written here until the contract package publishes its checkout types;
 * only the fields the screens read, all others ignored.
 */
import type { CartDocument } from '@sillon/contract';

export type SpreeAddressAttributes = {
  firstname: string;
  lastname: string;
  fullname?: string;
  address1: string;
  address2?: string | null;
  city: string;
  zipcode: string;
  country_iso: string;
  state_name?: string | null;
};

export type CheckoutUpdateBody = {
  order: {
    email?: string;
    bill_address_attributes?: SpreeAddressAttributes;
    ship_address_attributes?: SpreeAddressAttributes;
    shipments_attributes?: { id: string; selected_shipping_rate_id: string; delivery_slot_id?: string }[];
    chosen_pickup_point_attributes?: ChosenPickupPointAttributes;
  };
  include?: string;
};

export type ChosenPickupPointAttributes = {
  provider_name: string;
  provider_point_id: string;
  address_attributes: {
    company: string;
    country_id: string;
    address1: string;
    zipcode: string;
    city: string;
  };
};

export type DeliverySlotWire = {
  id: string;
  start: string;
  end: string;
  bookable_until: string;
  is_full?: boolean;
};

export type ShippingRateResource = {
  id: string;
  type: 'shipping_rate';
  attributes: {
    name: string;
    selected?: boolean;
    final_price: string;
    display_final_price: string;
    free: boolean;
    shipping_method_id?: string | number;
    shipping_method_code: string;
    explain?: string | null;
    delivery_estimate?: string | null;
    delivery_slots?: DeliverySlotWire[];
    delivery_slots_headline?: string | null;
  };
};

export type ShippingRatesDocument = {
  data: {
    id: string;
    type: string;
    attributes?: { delivery_slots?: DeliverySlotWire[]; delivery_slots_headline?: string | null };
  }[];
  included?: IncludedResource[];
};

export type PickupPointResource = {
  id: string;
  type: 'pickup_point';
  attributes: {
    provider_name: string;
    provider_point_id: string;
    company: string;
    address1: string;
    zipcode: string;
    city: string;
    country_iso: string;
    latitude?: number;
    longitude?: number;
    opening_hours: { day: string; hours: string }[];
    distance_km?: number | null;
  };
};

export type PickupPointsDocument = { data: PickupPointResource[] };

export type CommunesResponse = { postal_code: string; communes: { code: string; name: string }[] };

/** The order as the cart and checkout calls answer it, with the checkout's extra attributes. */
export type OrderDocument = Omit<CartDocument, 'data' | 'included'> & {
  data: Omit<CartDocument['data'], 'attributes' | 'relationships'> & {
    attributes: CartDocument['data']['attributes'] & {
      delivery_slot?: DeliverySlotWire | null;
      shipping_method_code?: string | null;
      shipping_method_name?: string | null;
    };
    relationships: CartDocument['data']['relationships'] & {
      chosen_pickup_point?: { data: { id: string; type: string } | null };
    };
  };
  included?: IncludedResource[];
};

/** Any included document; `includedOf` picks them by type. */
export type IncludedResource = {
  id: string;
  type: string;
  attributes?: object;
  relationships?: Record<
    string,
    { data: { id: string; type: string } | { id: string; type: string }[] | null }
  >;
};

export type AddressResource = {
  id: string;
  type: 'address';
  attributes: {
    firstname: string;
    lastname: string;
    address1: string;
    address2: string | null;
    city: string;
    zipcode: string;
    company?: string | null;
    country_iso?: string;
  };
};

export type PaymentMethodsDocument = {
  data: {
    id: string;
    type: 'payment_method';
    attributes: { name: string; description?: string | null; type?: string; code?: string };
  }[];
};

export type CreditCardsDocument = {
  data: {
    id: string;
    type: 'credit_card';
    attributes: {
      cc_type: string;
      last_digits: string;
      month: number;
      year: number;
      name: string | null;
      default?: boolean;
    };
    relationships?: { payment_method?: { data: { id: string; type: string } | null } };
  }[];
};

export type CreatePaymentBody =
  | {
      payment_method_id: string;
      source_attributes: {
        gateway_payment_profile_id: string;
        cc_type: string;
        last_digits: string;
        month: number;
        year: number;
        name: string;
      };
      save_card?: boolean;
    }
  | { payment_method_id: string; source_id: string };

/** A refusal in Spree's shape with our stable code (spec §8). */
export type SpreeFailureBody = {
  error?: string;
  code?: string;
  errors?: Record<string, string[]>;
  action?: { type: 'three_d_secure'; challenge_id: string };
};
