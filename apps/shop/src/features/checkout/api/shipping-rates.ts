/** The shipment's rates as the checkout shows them (spec §7, §9), cheapest first. */
import {
  homeDeliveryPriceCents,
  isHomeDeliveryCode,
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

export type HomeDelivery = {
  /** The home delivery whose slots the step offers; none when the rates hold no home method. */
  rate: ShippingRate | undefined;
  priceCents: Cents;
  isOffered: boolean;
};

/**
 * Spec §3 `deliverySlots` (slots, price, isOffered), §9: the home delivery of the timeslot step,
 * the chosen method or else the cheapest home one (bag or parcel), with its price; spec §9's
 * default home-delivery price (6 €) when the rates hold no home method.
 */
export function homeDeliveryOf(rates: readonly ShippingRate[], chosenCode: string | null): HomeDelivery {
  const home = rates.filter((rate) => isHomeDeliveryCode(rate.code));
  const rate = home.find((candidate) => candidate.code === chosenCode) ?? home[0];
  const priced = (rate ? [rate] : rates).map((method) => ({
    priceCents: method.priceCents,
    shippingMethodCode: method.code,
  }));
  return { rate, priceCents: homeDeliveryPriceCents(priced), isOffered: rate?.isOffered ?? false };
}
