import { describe, expect, it } from 'vitest';
import {
  FOOD_VAT_RATE_BP,
  STANDARD_VAT_RATE_BP,
  formatVatRate,
  includedVatCents,
  orderTotals,
  shareInProportion,
  withAddedGoods,
} from './order-totals';

describe('includedVatCents', () => {
  it.each([
    // 6.98 € of food at 5.5 %: 6.98 × 5.5 / 105.5 = 0.3639 → 0.36 €
    [698, FOOD_VAT_RATE_BP, 36],
    // 12.00 € at 20 %: 12 × 20 / 120 = 2.00 €
    [1200, STANDARD_VAT_RATE_BP, 200],
    // 10.55 € of food: exactly 0.55 €
    [1055, FOOD_VAT_RATE_BP, 55],
    [0, STANDARD_VAT_RATE_BP, 0],
  ])('%i cents at %i bp include %i cents of VAT', (amount, rate, vat) => {
    expect(includedVatCents(amount, rate)).toBe(vat);
  });
});

describe('shareInProportion', () => {
  it('shares whole cents that add up exactly', () => {
    expect(shareInProportion([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareInProportion([698, 1200], 190)).toEqual([70, 120]);
  });

  it('shares nothing without weights', () => {
    expect(shareInProportion([0, 0], 100)).toEqual([0, 0]);
    expect(shareInProportion([], 100)).toEqual([]);
  });
});

describe('orderTotals (VAT included, spec §3)', () => {
  const food = { totalCents: 698, vatRateBp: FOOD_VAT_RATE_BP }; // 2 × 3.49 €
  const soap = { totalCents: 1200, vatRateBp: STANDARD_VAT_RATE_BP }; // 1 × 12.00 €

  it('adds no VAT on top: the tax total is the VAT inside the prices', () => {
    const totals = orderTotals({ lines: [food, soap], itemDiscountCents: 0 });
    expect(totals).toEqual({
      itemTotalCents: 1898,
      promoTotalCents: -0,
      adjustmentTotalCents: -0,
      shipTotalCents: 0,
      taxTotalCents: 236,
      vatByRate: [
        { vatRateBp: 550, paidCents: 698, vatCents: 36 },
        { vatRateBp: 2000, paidCents: 1200, vatCents: 200 },
      ],
      totalCents: 1898,
      totalAppliedStoreCreditCents: 0,
      totalAfterStoreCreditCents: 1898,
    });
  });

  it('lowers the VAT base of each rate by its share of the discount', () => {
    // 10 % of 18.98 € = 1.90 €, shared 0.70 € (food) and 1.20 € (soap):
    // food 6.28 € → 0.33 € VAT, soap 10.80 € → 1.80 € VAT.
    const totals = orderTotals({ lines: [food, soap], itemDiscountCents: 190 });
    expect(totals.totalCents).toBe(1708);
    expect(totals.adjustmentTotalCents).toBe(-190);
    expect(totals.vatByRate).toEqual([
      { vatRateBp: 550, paidCents: 628, vatCents: 33 },
      { vatRateBp: 2000, paidCents: 1080, vatCents: 180 },
    ]);
    expect(totals.taxTotalCents).toBe(213);
  });

  it('taxes the delivery like the goods it carries', () => {
    // 15.00 € of delivery over 6.98 € food and 12.00 € soap: 5.52 € and 9.48 €.
    const totals = orderTotals({ lines: [food, soap], itemDiscountCents: 0, shippingCents: 1500 });
    expect(totals.totalCents).toBe(3398);
    expect(totals.vatByRate).toEqual([
      { vatRateBp: 550, paidCents: 1250, vatCents: 65 },
      { vatRateBp: 2000, paidCents: 2148, vatCents: 358 },
    ]);
  });

  it('caps the discount at the items and taxes lone delivery at the standard rate', () => {
    const totals = orderTotals({ lines: [food], itemDiscountCents: 5000, shippingCents: 1200 });
    expect(totals.promoTotalCents).toBe(-698);
    expect(totals.totalCents).toBe(1200);
    expect(totals.vatByRate).toEqual([{ vatRateBp: 2000, paidCents: 1200, vatCents: 200 }]);
  });

  it('takes store credit off the amount to pay, never below zero', () => {
    const totals = orderTotals({ lines: [food], itemDiscountCents: 0, storeCreditCents: 1000 });
    expect(totals.totalAppliedStoreCreditCents).toBe(698);
    expect(totals.totalAfterStoreCreditCents).toBe(0);
  });

  it('answers zeros for an empty order', () => {
    const totals = orderTotals({ lines: [], itemDiscountCents: 500 });
    expect(totals.totalCents).toBe(0);
    expect(totals.vatByRate).toEqual([]);
  });
});

describe('withAddedGoods (issue 14: products added to a paid order)', () => {
  const food = { totalCents: 698, vatRateBp: FOOD_VAT_RATE_BP };
  const soap = { totalCents: 1200, vatRateBp: STANDARD_VAT_RATE_BP };
  // Paid with 10 % off and 4.90 € of delivery: its VAT per rate must stay as the receipt said.
  const paid = orderTotals({ lines: [food, soap], itemDiscountCents: 190, shippingCents: 490 });

  it('keeps the VAT already paid and adds the added goods, paid in full, to their rate', () => {
    const totals = withAddedGoods(paid, [{ totalCents: 349, vatRateBp: FOOD_VAT_RATE_BP }]);
    const [paidFood, paidSoap] = paid.vatByRate;
    expect(totals.vatByRate).toEqual([
      { vatRateBp: 550, paidCents: paidFood!.paidCents + 349, vatCents: paidFood!.vatCents + 18 },
      paidSoap,
    ]);
    expect(totals.itemTotalCents).toBe(1898 + 349);
    expect(totals.totalCents).toBe(paid.totalCents + 349);
    expect(totals.totalAfterStoreCreditCents).toBe(paid.totalAfterStoreCreditCents + 349);
    expect(totals.promoTotalCents).toBe(paid.promoTotalCents);
    expect(totals.shipTotalCents).toBe(490);
    expect(totals.taxTotalCents).toBe(paid.taxTotalCents + 18);
  });

  it('opens a rate the order did not have, in rate order', () => {
    const foodOnly = orderTotals({ lines: [food], itemDiscountCents: 0 });
    const totals = withAddedGoods(foodOnly, [soap, { totalCents: 600, vatRateBp: STANDARD_VAT_RATE_BP }]);
    expect(totals.vatByRate).toEqual([
      { vatRateBp: 550, paidCents: 698, vatCents: 36 },
      { vatRateBp: 2000, paidCents: 1800, vatCents: 300 },
    ]);
    expect(totals.taxTotalCents).toBe(336);
  });
});

describe('formatVatRate', () => {
  it.each([
    [FOOD_VAT_RATE_BP, '5,5'],
    [STANDARD_VAT_RATE_BP, '20'],
    [210, '2,1'],
  ])('%i bp is written %s % with a no-break space (ICU picks which one)', (rate, number) => {
    expect(formatVatRate(rate)).toMatch(new RegExp(`^${number}[\u00a0\u202f]%$`));
  });
});
