import { describe, expect, it } from 'vitest';
import type { CartVariant } from '../catalog';
import type { CartOffers } from '../promotions';
import { priceCart } from './order-pricing';

const variant = (id: string, priceCents: number, vatRateBp: number, stock = 10): CartVariant => ({
  variantId: id,
  productId: id,
  name: id,
  slug: id,
  unitLabel: '1 pièce',
  priceCents,
  vatRateBp,
  available: stock > 0,
  stock,
  maxOrderable: null,
  isRetail: false,
  regionalPostalPrefixes: null,
});

const noOffers: CartOffers = {
  gifts: [],
  coupon: null,
  referral: null,
  firstOrderFreeDelivery: false,
  completedOrdersCount: 1,
};

describe('priceCart', () => {
  const soap = variant('savon', 1200, 2000);

  it('never takes more than the items cost when the coupon and the referral add up', () => {
    const priced = priceCart({
      lines: [{ id: '1', variant: soap, quantity: 1 }],
      offers: {
        ...noOffers,
        coupon: {
          code: 'DIX',
          voucherId: 'v1',
          name: 'Dix',
          description: '',
          failure: null,
          discountCents: 500,
          freeDelivery: false,
        },
        referral: { discountCents: 1000, referrerName: 'Marie' },
      },
      giftVariants: new Map(),
    });
    expect(priced.totals).toMatchObject({ promoTotalCents: -1200, totalCents: 0, taxTotalCents: 0 });
    expect(priced.promotions.map((promotion) => [promotion.kind, promotion.amountCents])).toEqual([
      ['coupon', -500],
      ['referral', -700],
    ]);
    expect(priced.lines[0]).toMatchObject({ totalCents: 1200, discountCents: 1200, vatCents: 0 });
  });

  it('says a coupon worth more than the items took what they cost, so its line adds up', () => {
    const priced = priceCart({
      lines: [{ id: '1', variant: soap, quantity: 1 }],
      offers: {
        ...noOffers,
        coupon: {
          code: 'VINGT',
          voucherId: 'v2',
          name: 'Vingt',
          description: '',
          failure: null,
          discountCents: 2000,
          freeDelivery: false,
        },
      },
      giftVariants: new Map(),
    });
    expect(priced.totals.promoTotalCents).toBe(-1200);
    expect(priced.promotions.map((promotion) => promotion.amountCents)).toEqual([-1200]);
  });

  it('gives nothing for a coupon that does not apply', () => {
    const priced = priceCart({
      lines: [{ id: '1', variant: soap, quantity: 1 }],
      offers: {
        ...noOffers,
        coupon: {
          code: 'X',
          voucherId: 'v1',
          name: 'X',
          description: '',
          failure: 'voucher_expired',
          discountCents: 0,
          freeDelivery: false,
        },
      },
      giftVariants: new Map(),
    });
    expect(priced.totals.totalCents).toBe(1200);
    expect(priced.promotions).toEqual([]);
  });

  it('keeps a gift locked below its threshold, out of stock, or in an empty cart', () => {
    const gift = (id: string, minimum: number) => ({
      variantId: id,
      promotionId: 'p',
      promotionName: 'Cadeaux',
      quantity: 1,
      minimumUnlockableAmountCents: minimum,
    });
    const giftVariants = new Map([
      ['choco', variant('choco', 450, 550)],
      ['miel', variant('miel', 690, 550)],
      ['rupture', variant('rupture', 300, 550, 0)],
    ]);
    const offers = { ...noOffers, gifts: [gift('choco', 1200), gift('miel', 1201), gift('rupture', 0)] };
    const priced = priceCart({ lines: [{ id: '1', variant: soap, quantity: 1 }], offers, giftVariants });
    expect(priced.gifts.map((item) => [item.variantId, item.active, item.available])).toEqual([
      ['choco', true, true],
      ['miel', false, true],
      ['rupture', false, false],
    ]);
    expect(priced.offeredValueCents).toBe(450);
    expect(priced.promotions).toEqual([expect.objectContaining({ id: 'p', kind: 'gift', amountCents: 0 })]);
    const empty = priceCart({ lines: [], offers: { ...offers, gifts: [gift('miel', 0)] }, giftVariants });
    expect(empty.gifts[0]?.active).toBe(false);
  });
});
