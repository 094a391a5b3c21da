import { describe, expect, it } from 'vitest';
import {
  chooseDeliverySlot,
  choosePickupPoint,
  deliveryExplanation,
  deliveryQuote,
  homeDeliveryCodes,
  homeDeliveryPriceCents,
  isHomeDeliveryCode,
  isPickupPointWithinReach,
  isSlotBookable,
  PICKUP_POINT_MAX_DISTANCE_KM,
  shippingLookupResult,
  shippingMethodCode,
  shippingModeOf,
  sortShippingMethodsByPrice,
  type ShippingMode,
} from './delivery';

describe('shipping method codes (spec §3, §9)', () => {
  it.each([
    ['parcel', 'sillon-parcel-delivery'],
    ['bag', 'sillon-bag-delivery'],
    ['pickup-point', 'sillon-pickup-point-delivery'],
  ] as const)('%s → %s', (mode, code) => {
    expect(shippingMethodCode(mode)).toBe(code);
    expect(shippingModeOf(code)).toBe(mode);
  });

  it('reads the mode whatever the product prefix', () => {
    expect(shippingModeOf('autre-bag-delivery')).toBe('bag');
    expect(shippingModeOf('sillon-drone-delivery')).toBeUndefined();
  });

  it('has bag and parcel as home delivery codes', () => {
    expect(homeDeliveryCodes()).toEqual(['sillon-bag-delivery', 'sillon-parcel-delivery']);
    expect(isHomeDeliveryCode('sillon-bag-delivery')).toBe(true);
    expect(isHomeDeliveryCode('sillon-pickup-point-delivery')).toBe(false);
    expect(isHomeDeliveryCode('other')).toBe(false);
  });
});

describe('sorting and the home delivery price (spec §9)', () => {
  const methods = [
    {
      id: 'a',
      name: 'Colis',
      priceCents: 1800,
      isOffered: false,
      shippingMethodCode: 'sillon-parcel-delivery',
    },
    {
      id: 'b',
      name: 'Point relais',
      priceCents: 500,
      isOffered: false,
      shippingMethodCode: 'sillon-pickup-point-delivery',
    },
    { id: 'c', name: 'Vélo', priceCents: 1500, isOffered: false, shippingMethodCode: 'sillon-bag-delivery' },
  ];
  it('sorts shipping methods by price ascending', () => {
    expect(sortShippingMethodsByPrice(methods).map((method) => method.id)).toEqual(['b', 'c', 'a']);
  });
  it('gives the cheapest home method price', () => {
    expect(homeDeliveryPriceCents(methods)).toBe(1500);
  });
  it('defaults to 6 € with no home method', () => {
    expect(homeDeliveryPriceCents([methods[1] ?? methods[0]!])).toBe(600);
    expect(homeDeliveryPriceCents([])).toBe(600);
  });
});

describe('shippingLookupResult (spec §3)', () => {
  const response = {
    data: [{ id: 'ship-1' }, { id: 'ship-2' }],
    included: [
      { type: 'line_item', id: 'li-1' },
      { type: 'shipping_rate', id: 'rate-1', attributes: { shipping_method_code: 'sillon-parcel-delivery' } },
      { type: 'shipping_rate', id: 'rate-2', attributes: { shipping_method_code: 'sillon-bag-delivery' } },
    ],
  };
  it('takes the first shipment and the first shipping rate', () => {
    expect(shippingLookupResult(response)).toEqual({ shipmentId: 'ship-1', shippingRateId: 'rate-1' });
  });
  it('takes the rate of the chosen method', () => {
    expect(shippingLookupResult(response, 'sillon-bag-delivery').shippingRateId).toBe('rate-2');
    expect(shippingLookupResult(response, 'sillon-pickup-point-delivery').shippingRateId).toBe('');
  });
  it('answers empty strings when nothing is there', () => {
    expect(shippingLookupResult({ data: [] })).toEqual({ shipmentId: '', shippingRateId: '' });
  });
});

describe('deliveryQuote (spec §9: 12–18 €, half from a first threshold, free from the last, free on the first order)', () => {
  it.each<[string, ShippingMode, number, boolean, number, string]>([
    ['charges the parcel base price', 'parcel', 3000, false, 1800, 'full_price'],
    ['charges the bag base price', 'bag', 3000, false, 1500, 'full_price'],
    ['charges the pickup point base price', 'pickup-point', 3000, false, 1200, 'full_price'],
    ['charges full price just below the first threshold', 'bag', 4999, false, 1500, 'full_price'],
    ['halves the price from the first threshold', 'bag', 5000, false, 750, 'half_price'],
    ['halves the price just below the last threshold', 'parcel', 7999, false, 900, 'half_price'],
    ['is free from the last threshold', 'parcel', 8000, false, 0, 'free_threshold'],
    ['is free on the first order', 'parcel', 1500, true, 0, 'first_order'],
  ])('%s', (_rule, mode, subtotalCents, isFirstOrder, priceCents, reason) => {
    expect(deliveryQuote({ mode, subtotalCents, isFirstOrder })).toEqual({
      priceCents,
      isOffered: priceCents === 0,
      reason,
    });
  });

  it('keeps every base price within 12–18 €', () => {
    for (const mode of ['parcel', 'bag', 'pickup-point'] as const) {
      const { priceCents } = deliveryQuote({ mode, subtotalCents: 0, isFirstOrder: false });
      expect(priceCents).toBeGreaterThanOrEqual(1200);
      expect(priceCents).toBeLessThanOrEqual(1800);
    }
  });

  it('takes overridden thresholds and prices', () => {
    const pricing = {
      halfPriceFromCents: 2000,
      freeFromCents: 4000,
      basePriceCents: { parcel: 1299, bag: 1300, 'pickup-point': 1200 },
    };
    expect(
      deliveryQuote({ mode: 'parcel', subtotalCents: 2500, isFirstOrder: false }, pricing).priceCents,
    ).toBe(649);
    expect(
      deliveryQuote({ mode: 'parcel', subtotalCents: 4000, isFirstOrder: false }, pricing).priceCents,
    ).toBe(0);
    expect(
      deliveryQuote({ mode: 'bag', subtotalCents: 8500, isFirstOrder: false }, { freeFromCents: 9000 })
        .priceCents,
    ).toBe(750);
  });

  it('explains the price in French', () => {
    const quote = (subtotalCents: number, isFirstOrder = false) =>
      deliveryQuote({ mode: 'bag', subtotalCents, isFirstOrder });
    expect(deliveryExplanation(quote(0, true))).toBe('Livraison offerte pour votre première commande');
    expect(deliveryExplanation(quote(9000))).toBe('Livraison offerte');
    expect(deliveryExplanation(quote(6000))).toBe(
      'Livraison à moitié prix, offerte dès 80,00\u00a0€ d’achats',
    );
    expect(deliveryExplanation(quote(1000))).toBe(
      'Livraison à moitié prix dès 50,00\u00a0€ d’achats, offerte dès 80,00\u00a0€',
    );
  });
});

describe('slots and pickup points (spec §3, §4)', () => {
  it('books a slot until bookableUntil', () => {
    const slot = { bookableUntil: '2024-06-01T10:00:00Z' };
    expect(isSlotBookable(slot, new Date('2024-06-01T09:59:59Z'))).toBe(true);
    expect(isSlotBookable(slot, new Date('2024-06-01T10:00:00Z'))).toBe(false);
    expect(isSlotBookable({ bookableUntil: 'demain' }, new Date())).toBe(false);
  });
  it('choosing a pickup point clears the slot, and the reverse', () => {
    const withSlot = chooseDeliverySlot<{ id: string }>(
      { deliverySlotId: null, pickupPoint: { id: 'pp' } },
      'slot-1',
    );
    expect(withSlot).toEqual({ deliverySlotId: 'slot-1', pickupPoint: null });
    expect(choosePickupPoint(withSlot, { id: 'pp' })).toEqual({
      deliverySlotId: null,
      pickupPoint: { id: 'pp' },
    });
  });
});

describe('a pickup point within reach', () => {
  it('offers the points of the searched code’s department, then others up to 50 km', () => {
    // Bayonne for Biarritz: the department's centre, where both codes are placed, is far from both.
    expect(isPickupPointWithinReach('64200', { zipcode: '64100', distanceKm: 90 })).toBe(true);
    const edge = { zipcode: '93100', distanceKm: PICKUP_POINT_MAX_DISTANCE_KM };
    expect(isPickupPointWithinReach('75011', edge)).toBe(true);
    // Annecy for Lyon.
    expect(isPickupPointWithinReach('69001', { zipcode: '74000', distanceKm: 101 })).toBe(false);
    expect(isPickupPointWithinReach('69001', { zipcode: '74000', distanceKm: null })).toBe(false);
  });
});
