/**
 * The checkout's wire shapes: the contract's types (types only, zod stays on the server), and the
 * delivery module's pickup point search and communes, written here until the contract has them.
 */
import type {
  AddressAttributesBody,
  CartDocument,
  PickupPointResource as OrderPickupPointResource,
} from '@sillon/contract';

export type {
  CartDocument as OrderDocument,
  CheckoutUpdateBody,
  CreatePaymentBody,
  CreditCardListDocument as CreditCardsDocument,
  DeliverySlotPayload as DeliverySlotWire,
  PaymentMethodsDocument,
  ShippingRateResource,
  ShippingRatesDocument,
  SpreeErrorResponse,
} from '@sillon/contract';

export type SpreeAddressAttributes = AddressAttributesBody;

/** Any document an order includes; `includedOf` picks them by type. */
export type IncludedResource = NonNullable<CartDocument['included']>[number];

/** A pickup point of the search (`GET /pickup_points`), nearest first. */
export type PickupPointResource = Omit<OrderPickupPointResource, 'attributes' | 'relationships'> & {
  attributes: OrderPickupPointResource['attributes'] & {
    latitude?: number;
    longitude?: number;
    distance_km?: number | null;
  };
};

export type PickupPointsDocument = { data: PickupPointResource[] };

export type CommunesResponse = { postal_code: string; communes: { code: string; name: string }[] };
