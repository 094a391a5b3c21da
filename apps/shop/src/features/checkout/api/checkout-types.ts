/** The checkout's wire shapes: the contract's types (types only, zod stays on the server). */
import type { AddressAttributesBody, CartDocument } from '@sillon/contract';

export type {
  CartDocument as OrderDocument,
  CheckoutUpdateBody,
  CreatePaymentBody,
  CreditCardListDocument as CreditCardsDocument,
  DeliverySlotPayload as DeliverySlotWire,
  PageResponse,
  PaymentMethodsDocument,
  ShippingRateResource,
  ShippingRatesDocument,
} from '@sillon/contract';

export type SpreeAddressAttributes = AddressAttributesBody;

/** Any document an order includes; `includedOf` picks them by type. */
export type IncludedResource = NonNullable<CartDocument['included']>[number];

export type {
  NearbyPickupPointResource as PickupPointResource,
  PickupPointsDocument,
} from '@sillon/contract';
