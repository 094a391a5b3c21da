import { describe, expect, it } from 'vitest';
import {
  deliveryEstimate,
  deliveryEstimateLabel,
  needsDeliverySlot,
  offeredShippingModes,
  SHIPPING_METHOD_IDS,
  shippingMethodName,
  shippingModeOfMethodId,
  shippingOffers,
} from './shipping-methods';

const base = {
  isBikeDistrict: true,
  subtotalCents: 3000,
  isFirstOrder: false,
  hasFreeDeliveryVoucher: false,
};

describe('offered shipping modes (spec §3)', () => {
  it('offers the bike only in served districts', () => {
    expect(offeredShippingModes(true)).toEqual(['parcel', 'bag', 'pickup-point']);
    expect(offeredShippingModes(false)).toEqual(['parcel', 'pickup-point']);
  });

  it('maps Spree method ids to modes and back', () => {
    for (const [mode, id] of Object.entries(SHIPPING_METHOD_IDS)) {
      expect(shippingModeOfMethodId(id)).toBe(mode);
      expect(shippingModeOfMethodId(String(id))).toBe(mode);
    }
    expect(shippingModeOfMethodId(99)).toBeUndefined();
    expect(shippingModeOfMethodId('abc')).toBeUndefined();
  });

  it('asks a slot for home delivery only', () => {
    expect(needsDeliverySlot('bag')).toBe(true);
    expect(needsDeliverySlot('parcel')).toBe(true);
    expect(needsDeliverySlot('pickup-point')).toBe(false);
  });
});

describe('shipping offers (spec §9)', () => {
  it('prices each method by the rule, cheapest first', () => {
    const offers = shippingOffers(base);
    expect(offers.map((offer) => [offer.mode, offer.quote.priceCents])).toEqual([
      ['pickup-point', 1200],
      ['bag', 1500],
      ['parcel', 1800],
    ]);
    expect(offers[0]).toMatchObject({
      methodId: 1,
      code: 'sillon-pickup-point-delivery',
      name: 'Retrait en point relais',
      deliveryEstimate: 'Sous 3 à 5 jours ouvrés',
    });
  });

  it('halves the price from the first threshold and explains it', () => {
    const [cheapest] = shippingOffers({ ...base, subtotalCents: 5000 });
    expect(cheapest?.quote).toEqual({ priceCents: 600, isOffered: false, reason: 'half_price' });
    expect(cheapest?.explain).toContain('80,00');
  });

  it('offers delivery on the first order and with a free-delivery voucher', () => {
    expect(
      shippingOffers({ ...base, isFirstOrder: true }).every((offer) => offer.quote.priceCents === 0),
    ).toBe(true);
    const withVoucher = shippingOffers({ ...base, hasFreeDeliveryVoucher: true });
    expect(withVoucher.every((offer) => offer.quote.isOffered && offer.quote.priceCents === 0)).toBe(true);
  });

  it('leaves the bike out of a district it does not serve', () => {
    expect(shippingOffers({ ...base, isBikeDistrict: false }).map((offer) => offer.mode)).toEqual([
      'pickup-point',
      'parcel',
    ]);
  });
});

describe('delivery estimate before a method is chosen (spec §9, issue 36)', () => {
  const { isBikeDistrict: _bike, ...order } = base;

  it.each([
    [
      'a second order below the thresholds',
      { ...order, subtotalCents: 3000 },
      1200,
      false,
      /moitié prix dès 50,00\s€.*offerte dès 80,00\s€/,
    ],
    [
      'a second order from the half-price threshold',
      { ...order, subtotalCents: 5000 },
      600,
      false,
      /offerte dès 80,00\s€/,
    ],
    [
      'a second order from the free threshold',
      { ...order, subtotalCents: 8000 },
      0,
      true,
      /^Livraison offerte$/,
    ],
    ['a first order', { ...order, isFirstOrder: true }, 0, true, /première commande/],
    ['a free-delivery voucher', { ...order, hasFreeDeliveryVoucher: true }, 0, true, /^Livraison offerte$/],
  ])(
    'prices %s from the cheapest rate the checkout offers',
    (_case, input, fromCents, isOffered, explain) => {
      const estimate = deliveryEstimate(input);
      expect(estimate).toMatchObject({ fromPriceCents: fromCents, isOffered });
      expect(estimate.explain).toMatch(explain);
      // Never below what the checkout will charge for its cheapest method.
      const cheapest = shippingOffers({ ...input, isBikeDistrict: true })[0]!.quote.priceCents;
      expect(estimate.fromPriceCents).toBe(cheapest);
    },
  );

  it('reads « à partir de » a price, or « Offerte »', () => {
    expect(deliveryEstimateLabel({ fromPriceCents: 1200, isOffered: false })).toMatch(
      /^à partir de 12,00\s€$/,
    );
    expect(deliveryEstimateLabel({ fromPriceCents: 0, isOffered: true })).toBe('Offerte');
  });
});

describe('shippingMethodName', () => {
  it('names a method from its code, whatever its brand prefix', () => {
    expect(shippingMethodName('sillon-pickup-point-delivery')).toBe('Retrait en point relais');
    expect(shippingMethodName('autre-bag-delivery')).toBe(
      shippingOffers(base).find((offer) => offer.mode === 'bag')!.name,
    );
    expect(shippingMethodName('inconnu')).toBeUndefined();
  });
});
