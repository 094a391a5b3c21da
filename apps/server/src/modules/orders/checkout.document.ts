/**
 * The checkout's own JSON:API documents: the shipments with their rates and slots (spec §7), the
 * shop's payment methods, and an account's completed orders with Spree's paging.
 */
import type {
  CartDocument,
  DeliverySlotPayload,
  OrderListDocument,
  PaymentMethodsDocument,
  ShippingRateResource,
  ShippingRatesDocument,
} from '@sillon/contract';
import {
  deliverySlotsHeadline,
  formatEuros,
  isDeliverySlotMode,
  toDecimalString,
  type DeliverySlotMode,
  type ShippingMode,
  type ShippingOffer,
} from '@sillon/domain';
import type { SlotView } from '../delivery';
import type { ShopPaymentMethod } from '../payments';
import type { PricedCart } from './order-pricing';
import type { OrderRow } from './order-types';

export type SlotsByMode = Partial<Record<ShippingMode, SlotView[]>>;

/** The slots offered of each home delivery, and when the next open for a mode with none now. */
export type OfferedSlots = {
  slots: SlotsByMode;
  nextOpenings: Partial<Record<DeliverySlotMode, Date | null>>;
};

function slotPayload(slot: SlotView): DeliverySlotPayload {
  return {
    id: slot.id,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    bookable_until: slot.bookableUntil.toISOString(),
    is_full: slot.isFull,
    is_closed: slot.isClosed,
  };
}

function slotsHeadline(
  mode: ShippingMode,
  slots: readonly SlotView[] | undefined,
  nextOpenings: OfferedSlots['nextOpenings'],
): string | null {
  if (!slots || !isDeliverySlotMode(mode)) return null;
  return deliverySlotsHeadline(mode, slots.length, nextOpenings[mode] ?? null);
}

/**
 * Spec §7 shipping methods: `data` holds the shipment (its id is the one to send back), `included`
 * its rates, cheapest first, each with its slots; the shipment shows the slots of its chosen mode
 * (or else of the cheapest home delivery).
 */
export function shippingRatesDocument(
  input: OfferedSlots & {
    order: OrderRow;
    offers: readonly ShippingOffer[];
    priced: PricedCart;
    rateId: (shipmentNumber: string, mode: ShippingMode) => string;
  },
): ShippingRatesDocument {
  const { order, offers, slots, nextOpenings } = input;
  const shipmentNumber = order.shipmentNumber!;
  const rates = offers.map((offer): ShippingRateResource => {
    const cents = offer.quote.priceCents;
    const modeSlots = slots[offer.mode];
    return {
      id: input.rateId(shipmentNumber, offer.mode),
      type: 'shipping_rate',
      attributes: {
        name: offer.name,
        selected: order.shippingMode === offer.mode,
        cost: toDecimalString(cents),
        display_cost: formatEuros(cents),
        final_price: toDecimalString(cents),
        display_final_price: formatEuros(cents),
        tax_amount: '0.00',
        display_tax_amount: formatEuros(0),
        free: offer.quote.isOffered,
        shipping_method_id: offer.methodId,
        shipping_method_code: offer.code,
        explain: offer.explain,
        delivery_estimate: offer.deliveryEstimate,
        delivery_slots: (modeSlots ?? []).map(slotPayload),
        delivery_slots_headline: slotsHeadline(offer.mode, modeSlots, nextOpenings),
      },
    };
  });
  const shownMode =
    offers.find((offer) => offer.mode === order.shippingMode && slots[offer.mode])?.mode ??
    offers.find((offer) => slots[offer.mode])?.mode;
  const selected = rates.find((rate) => rate.attributes.selected) ?? null;
  const shipTotal = input.priced.totals.shipTotalCents;
  return {
    data: [
      {
        id: shipmentNumber,
        type: 'shipment',
        attributes: {
          number: shipmentNumber,
          final_price: toDecimalString(shipTotal),
          display_final_price: formatEuros(shipTotal),
          state: order.shipmentState ?? 'pending',
          shipped_at: null,
          tracking_url: null,
          free: input.priced.shipping?.quote.isOffered ?? false,
          delivery_slots: shownMode ? (slots[shownMode] ?? []).map(slotPayload) : [],
          delivery_slots_headline: shownMode
            ? slotsHeadline(shownMode, slots[shownMode], nextOpenings)
            : null,
          delivery_slot_id: order.deliverySlot?.id ?? null,
          shipping_method_code: selected?.attributes.shipping_method_code ?? null,
          public_metadata: {},
        },
        relationships: {
          shipping_rates: { data: rates.map((rate) => ({ id: rate.id, type: 'shipping_rate' })) },
          selected_shipping_rate: { data: selected ? { id: selected.id, type: 'shipping_rate' } : null },
          stock_location: { data: null },
          line_items: { data: input.priced.lines.map((line) => ({ id: line.id, type: 'line_item' })) },
        },
      },
    ],
    included: rates,
  };
}

export function paymentMethodsDocument(methods: readonly ShopPaymentMethod[]): PaymentMethodsDocument {
  return {
    data: methods.map((method) => ({
      id: method.id,
      type: 'payment_method',
      attributes: {
        type: method.type,
        name: method.name,
        description: method.description,
        preferences: {},
        public_metadata: { code: method.code },
      },
    })),
  };
}

/** Spree's account orders: `data` of `order`s, `meta` counts and absolute `links`. */
export function orderListDocument(input: {
  documents: readonly CartDocument[];
  total: number;
  page: number;
  perPage: number;
  url: (page: number) => string;
}): OrderListDocument {
  const totalPages = Math.max(1, Math.ceil(input.total / input.perPage));
  const included = input.documents.flatMap((document) => document.included ?? []);
  const links: Record<string, string> = {
    self: input.url(input.page),
    first: input.url(1),
    last: input.url(totalPages),
    next: input.url(Math.min(input.page + 1, totalPages)),
    prev: input.url(Math.max(input.page - 1, 1)),
  };
  return {
    data: input.documents.map((document) => document.data),
    ...(included.length > 0 ? { included } : {}),
    meta: { count: input.documents.length, total_count: input.total, total_pages: totalPages },
    links,
  };
}
