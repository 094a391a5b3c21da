/** The shipment's rates as the checkout shows them (spec §7, §9), cheapest first. */
import {
  shippingModeOf,
  shippingLookupResult,
  sortShippingMethodsByPrice,
  type Cents,
  type ShippingMode,
} from '@sillon/domain';
import { cents, includedOf } from '@/features/orders';
import type { DeliverySlotWire, ShippingRateResource, ShippingRatesDocument } from './checkout-types';

export type ShippingRate = {
  id: string;
  name: string;
  code: string;
  mode: ShippingMode | undefined;
  priceCents: Cents;
  displayPrice: string;
  isOffered: boolean;
  explain: string | null;
  deliveryEstimate: string | null;
  slots: DeliverySlotWire[];
  slotsHeadline: string | null;
};

/** Spec §7, §9: the shipment's id and its rates, cheapest first. */
export function shippingRatesOf(document: ShippingRatesDocument): {
  shipmentId: string;
  rates: ShippingRate[];
} {
  const shipment = document.data[0];
  const rates = includedOf<ShippingRateResource>(document, 'shipping_rate').map((rate) => ({
    id: rate.id,
    name: rate.attributes.name,
    code: rate.attributes.shipping_method_code,
    mode: shippingModeOf(rate.attributes.shipping_method_code),
    priceCents: cents(rate.attributes.final_price),
    displayPrice: rate.attributes.display_final_price,
    isOffered: rate.attributes.free,
    explain: rate.attributes.explain ?? null,
    deliveryEstimate: rate.attributes.delivery_estimate ?? null,
    slots: rate.attributes.delivery_slots ?? shipment?.attributes?.delivery_slots ?? [],
    slotsHeadline:
      rate.attributes.delivery_slots_headline ?? shipment?.attributes?.delivery_slots_headline ?? null,
  }));
  return {
    shipmentId: shippingLookupResult(document).shipmentId,
    rates: sortShippingMethodsByPrice(rates),
  };
}
