/**
 * Delivery (spec §3, §4, §9): shipping method codes, the order they are offered in, what home
 * delivery costs, slots versus pickup points, and the delivery price rule.
 */
import { BRAND_SLUG } from './brand';
import { formatEuros, type Cents } from './money';
import { t } from './messages/translate';

/** Spec §3: parcel (home, on appointment), bag (home by bike, 2–4 h slots), pickup point. */
export const SHIPPING_MODES = ['parcel', 'bag', 'pickup-point'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

/** Spec §9: "Home delivery codes: bag and parcel". */
export const HOME_DELIVERY_MODES: readonly ShippingMode[] = ['bag', 'parcel'];

/** Spec §9: "Default home-delivery price 6 when no home method found". */
export const DEFAULT_HOME_DELIVERY_PRICE_CENTS: Cents = 600;

/**
 * Spec §9: "Delivery usually costs 12-18 euros". Our base price per method, inside that range:
 * the pickup point is the cheapest to serve, then the bike bag, then the parcel on appointment.
 */
export const DEFAULT_DELIVERY_BASE_PRICES_CENTS: Readonly<Record<ShippingMode, Cents>> = {
  'pickup-point': 1200,
  bag: 1500,
  parcel: 1800,
};
/** Spec §9: from this order subtotal the shop pays half of the delivery (amount not recorded: ours). */
export const DEFAULT_HALF_PRICE_DELIVERY_FROM_CENTS: Cents = 5000;
/** Spec §9: from this order subtotal delivery is free (amount not recorded: ours). */
export const DEFAULT_FREE_DELIVERY_FROM_CENTS: Cents = 8000;

export type DeliveryPricing = {
  basePriceCents: Readonly<Record<ShippingMode, Cents>>;
  halfPriceFromCents: Cents;
  freeFromCents: Cents;
};

export const DEFAULT_DELIVERY_PRICING: DeliveryPricing = {
  basePriceCents: DEFAULT_DELIVERY_BASE_PRICES_CENTS,
  halfPriceFromCents: DEFAULT_HALF_PRICE_DELIVERY_FROM_CENTS,
  freeFromCents: DEFAULT_FREE_DELIVERY_FROM_CENTS,
};

/**
 * How far a pickup point may be from the searched postal code to be offered: beyond, a customer
 * would not go (the search then says none is near, and to try a neighbouring code).
 */
export const PICKUP_POINT_MAX_DISTANCE_KM = 50;

/**
 * Whether a pickup point is offered for a searched postal code: one of that code's department
 * always (a code outside Paris, Lyon and Marseille is placed only at its department's centre, so
 * a distance there can be tens of kilometres off), another within 50 km.
 */
export function isPickupPointWithinReach(
  searchedZipcode: string,
  point: { zipcode: string; distanceKm: number | null },
): boolean {
  if (point.zipcode.slice(0, 2) === searchedZipcode.slice(0, 2)) return true;
  return point.distanceKm !== null && point.distanceKm <= PICKUP_POINT_MAX_DISTANCE_KM;
}

export type DeliveryPriceReason = 'first_order' | 'free_threshold' | 'half_price' | 'full_price';
export type DeliveryQuote = { priceCents: Cents; isOffered: boolean; reason: DeliveryPriceReason };

/** Spec §3: a shipping method as the checkout shows it; the price in cents. */
export type ShippingMethod = {
  id: string;
  name: string;
  priceCents: Cents;
  isOffered: boolean;
  shippingMethodCode: string;
};

/** Spec §3: `{product}-parcel-delivery`, `{product}-bag-delivery`, `{product}-pickup-point-delivery`. */
export function shippingMethodCode(mode: ShippingMode, brandSlug: string = BRAND_SLUG): string {
  return `${brandSlug}-${mode}-delivery`;
}

const METHOD_CODE = /^.+-(parcel|bag|pickup-point)-delivery$/;

/** The mode a shipping method code stands for, whatever its `{product}` prefix. */
export function shippingModeOf(code: string): ShippingMode | undefined {
  return METHOD_CODE.exec(code)?.[1] as ShippingMode | undefined;
}

// Wired by issue 22 (spec leftovers).
/** Spec §9: the home delivery codes (bag and parcel). */
export function homeDeliveryCodes(brandSlug: string = BRAND_SLUG): string[] {
  return HOME_DELIVERY_MODES.map((mode) => shippingMethodCode(mode, brandSlug));
}

export function isHomeDeliveryCode(code: string): boolean {
  const mode = shippingModeOf(code);
  return mode !== undefined && HOME_DELIVERY_MODES.includes(mode);
}

/** Spec §9: "Shipping methods sorted by price ascending"; equal prices keep their order. */
export function sortShippingMethodsByPrice<T extends { priceCents: Cents }>(methods: readonly T[]): T[] {
  return [...methods].sort((a, b) => a.priceCents - b.priceCents);
}

/**
 * Spec §9: the home-delivery price shown with the slots (the timeslot step): the cheapest home
 * method's price, or 6 € when the methods hold no home method.
 */
export function homeDeliveryPriceCents(
  methods: readonly Pick<ShippingMethod, 'priceCents' | 'shippingMethodCode'>[],
): Cents {
  const home = sortShippingMethodsByPrice(
    methods.filter((method) => isHomeDeliveryCode(method.shippingMethodCode)),
  );
  return home[0]?.priceCents ?? DEFAULT_HOME_DELIVERY_PRICE_CENTS;
}

/** Spec §7 shipping methods answer, as far as the lookup reads it. */
export type ShippingMethodsResponse = {
  data: readonly { id: string }[];
  included?: readonly { type: string; id: string; attributes?: { shipping_method_code?: string } }[];
};

/**
 * Spec §3 "Shipping lookup result": shipmentId is the id of the first item of `data`;
 * shippingRateId the id of the included `shipping_rate` (the one of `shippingMethodCode` when
 * given), or an empty string when there is none.
 */
export function shippingLookupResult(
  response: ShippingMethodsResponse,
  shippingMethodCode?: string,
): { shipmentId: string; shippingRateId: string } {
  const rates = (response.included ?? []).filter((item) => item.type === 'shipping_rate');
  const rate =
    shippingMethodCode === undefined
      ? rates[0]
      : rates.find((item) => item.attributes?.shipping_method_code === shippingMethodCode);
  return { shipmentId: response.data[0]?.id ?? '', shippingRateId: rate?.id ?? '' };
}

/**
 * Spec §9 delivery price rule: the method's base price (12–18 €); half of it from the first
 * threshold; free from the last threshold; free on the customer's first order. Half a price in
 * odd cents rounds down, in the customer's favour. Thresholds and prices default to the named
 * constants above and can each be overridden.
 */
export function deliveryQuote(
  input: { mode: ShippingMode; subtotalCents: Cents; isFirstOrder: boolean },
  pricing: Partial<DeliveryPricing> = {},
): DeliveryQuote {
  const { basePriceCents, halfPriceFromCents, freeFromCents } = { ...DEFAULT_DELIVERY_PRICING, ...pricing };
  if (input.isFirstOrder) return { priceCents: 0, isOffered: true, reason: 'first_order' };
  if (input.subtotalCents >= freeFromCents)
    return { priceCents: 0, isOffered: true, reason: 'free_threshold' };
  const base = basePriceCents[input.mode];
  if (input.subtotalCents >= halfPriceFromCents) {
    return { priceCents: Math.floor(base / 2), isOffered: false, reason: 'half_price' };
  }
  return { priceCents: base, isOffered: false, reason: 'full_price' };
}

/** The sentence under the delivery price (spec §3 `deliverySlots.explain`). */
export function deliveryExplanation(quote: DeliveryQuote, pricing: Partial<DeliveryPricing> = {}): string {
  const { halfPriceFromCents, freeFromCents } = { ...DEFAULT_DELIVERY_PRICING, ...pricing };
  const amounts = { half_from: formatEuros(halfPriceFromCents), free_from: formatEuros(freeFromCents) };
  switch (quote.reason) {
    case 'first_order':
      return t('components.delivery.offered_first_order');
    case 'free_threshold':
      return t('components.delivery.offered');
    case 'half_price':
      return t('components.delivery.half_price_now', amounts);
    case 'full_price':
      return t('components.delivery.half_price_from', amounts);
  }
}

/** Spec §3 "Delivery slot". */
export type DeliverySlot = { id: string; start: string; end: string; bookableUntil: string };

/** A slot can be booked until its `bookableUntil` instant. */
export function isSlotBookable(slot: Pick<DeliverySlot, 'bookableUntil'>, now: Date): boolean {
  const until = Date.parse(slot.bookableUntil);
  return !Number.isNaN(until) && now.getTime() < until;
}

export type DeliveryChoice<P> = { deliverySlotId: string | null; pickupPoint: P | null };

/** Spec §4: "choosing a slot clears the pickup point". */
export function chooseDeliverySlot<P>(choice: DeliveryChoice<P>, deliverySlotId: string): DeliveryChoice<P> {
  return { ...choice, deliverySlotId, pickupPoint: null };
}

/** Spec §4: "choosing a pickup point clears the slot". */
export function choosePickupPoint<P>(choice: DeliveryChoice<P>, pickupPoint: P): DeliveryChoice<P> {
  return { ...choice, deliverySlotId: null, pickupPoint };
}
