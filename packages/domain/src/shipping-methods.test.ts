import { describe, expect, it } from 'vitest';
import {
  needsDeliverySlot,
  offeredShippingModes,
  SHIPPING_METHOD_IDS,
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
