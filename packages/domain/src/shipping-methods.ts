/**
 * The shipping methods the checkout offers an order (spec §3, §7, §9): which modes an address can
 * have, their Spree method ids, names and delays, and their prices by the delivery rule, sorted by
 * price. Pure: the server gathers the address's district and the customer's offers.
 */
import {
  deliveryExplanation,
  deliveryQuote,
  SHIPPING_MODES,
  shippingMethodCode,
  shippingModeOf,
  sortShippingMethodsByPrice,
  type DeliveryPricing,
  type DeliveryQuote,
  type ShippingMode,
} from './delivery';
import { formatEuros, type Cents } from './money';
import { t } from './messages/translate';

/** Spree's `shipping_method_id` (a number on the wire) of each mode. */
export const SHIPPING_METHOD_IDS: Readonly<Record<ShippingMode, number>> = {
  'pickup-point': 1,
  bag: 2,
  parcel: 3,
};

export function shippingModeOfMethodId(id: number | string): ShippingMode | undefined {
  const wanted = Number(id);
  return SHIPPING_MODES.find((mode) => SHIPPING_METHOD_IDS[mode] === wanted);
}

/** Modes that need a delivery slot (home delivery); a pickup point needs a point instead. */
export function needsDeliverySlot(mode: ShippingMode): boolean {
  return mode !== 'pickup-point';
}

/** Spec §3: bike delivery only in served districts; parcel and pickup points all over the zone. */
export function offeredShippingModes(isBikeDistrict: boolean): ShippingMode[] {
  return SHIPPING_MODES.filter((mode) => mode !== 'bag' || isBikeDistrict);
}

export type ShippingPriceInput = {
  subtotalCents: Cents;
  isFirstOrder: boolean;
  hasFreeDeliveryVoucher: boolean;
};

/**
 * Spec §9: the price of one mode for an order: the delivery rule, offered on the first order or
 * with a free-delivery voucher. The cart's totals and the shipping rates both come from here.
 */
export function shippingQuote(
  mode: ShippingMode,
  input: ShippingPriceInput,
  pricing: Partial<DeliveryPricing> = {},
): DeliveryQuote {
  const rule = deliveryQuote(
    { mode, subtotalCents: input.subtotalCents, isFirstOrder: input.isFirstOrder },
    pricing,
  );
  return input.hasFreeDeliveryVoucher && !rule.isOffered
    ? { priceCents: 0, isOffered: true, reason: 'free_threshold' }
    : rule;
}

/** A shipping method's name, from its code (`sillon-bag-delivery` → « Livraison à vélo »…). */
export function shippingMethodName(code: string): string | undefined {
  const mode = shippingModeOf(code);
  return mode && t(`checkout.shipping_methods.${mode}`);
}

export type ShippingOffer = {
  mode: ShippingMode;
  methodId: number;
  code: string;
  name: string;
  deliveryEstimate: string;
  quote: DeliveryQuote;
  explain: string;
};

/**
 * Spec §9: each offered method priced by the delivery rule (free on the first order, or with a
 * free-delivery voucher), cheapest first.
 */
export function shippingOffers(
  input: ShippingPriceInput & { isBikeDistrict: boolean },
  pricing: Partial<DeliveryPricing> = {},
): ShippingOffer[] {
  const offers = offeredShippingModes(input.isBikeDistrict).map(
    (mode): ShippingOffer & { priceCents: Cents } => {
      const quote = shippingQuote(mode, input, pricing);
      return {
        mode,
        methodId: SHIPPING_METHOD_IDS[mode],
        code: shippingMethodCode(mode),
        name: t(`checkout.shipping_methods.${mode}`),
        deliveryEstimate: t(`checkout.delivery_estimates.${mode}`),
        quote,
        explain: deliveryExplanation(quote, pricing),
        priceCents: quote.priceCents,
      };
    },
  );
  return sortShippingMethodsByPrice(offers).map(({ priceCents: _price, ...offer }) => offer);
}

/** What the cart says of delivery while no method is chosen; amounts in cents. */
export type DeliveryEstimate = {
  /** The cheapest price the rule gives this order, whichever method: « à partir de ». */
  fromPriceCents: Cents;
  /** Offered whatever the method (first order, threshold reached, free-delivery voucher). */
  isOffered: boolean;
  /** « offerte dès … », « à moitié prix dès … »: the thresholds still ahead, in French. */
  explain: string;
};

/**
 * Spec §9, issue 36: the delivery of a cart before its method is chosen, by the very rule the
 * checkout's rates come from (`shippingQuote`), so the cart never shows a price the checkout
 * will not keep: the cheapest method's price as « à partir de », or offered, with the thresholds
 * that lower it.
 */
export function deliveryEstimate(
  input: ShippingPriceInput,
  pricing: Partial<DeliveryPricing> = {},
): DeliveryEstimate {
  const quotes = SHIPPING_MODES.map((mode) => shippingQuote(mode, input, pricing));
  const cheapest = quotes.reduce((best, quote) => (quote.priceCents < best.priceCents ? quote : best));
  return {
    fromPriceCents: cheapest.priceCents,
    isOffered: quotes.every((quote) => quote.isOffered),
    explain: deliveryExplanation(cheapest, pricing),
  };
}

/** The estimate as the cart's delivery row reads: « Offerte » or « à partir de 12,00 € ». */
export function deliveryEstimateLabel(
  estimate: Pick<DeliveryEstimate, 'fromPriceCents' | 'isOffered'>,
): string {
  return estimate.isOffered
    ? t('cart.delivery.offered')
    : t('cart.delivery.from', { price: formatEuros(estimate.fromPriceCents) });
}
