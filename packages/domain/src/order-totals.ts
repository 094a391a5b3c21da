/**
 * An order's totals (spec §3 "Order": itemTotal, adjustmentTotal, taxTotal, shipTotal, total,
 * totalAppliedStoreCredit, orderTotalAfterStoreCredit). French prices include VAT: the tax total
 * is the VAT inside what the customer pays, never added on top. Amounts in cents.
 */
import { sumCents, type Cents } from './money';

/** Reduced rate of food products (taux réduit), in basis points. */
export const FOOD_VAT_RATE_BP = 550;
/** Standard rate of everything else (taux normal), in basis points. */
export const STANDARD_VAT_RATE_BP = 2000;

/** A paid line: its total (price × quantity, VAT included) and its product's VAT rate. */
export type TaxedLine = { totalCents: Cents; vatRateBp: number };

export type VatShare = { vatRateBp: number; paidCents: Cents; vatCents: Cents };

export type OrderTotals = {
  itemTotalCents: Cents;
  /** What promotions take off the items, as a negative amount (Spree's `promo_total`). */
  promoTotalCents: Cents;
  /** Every adjustment of the order; only promotions for now, VAT being included. */
  adjustmentTotalCents: Cents;
  shipTotalCents: Cents;
  taxTotalCents: Cents;
  vatByRate: VatShare[];
  totalCents: Cents;
  totalAppliedStoreCreditCents: Cents;
  totalAfterStoreCreditCents: Cents;
};

/** The VAT inside a VAT-inclusive amount: amount × rate / (1 + rate), to the nearest cent. */
export function includedVatCents(amountCents: Cents, vatRateBp: number): Cents {
  return Math.round((amountCents * vatRateBp) / (10_000 + vatRateBp));
}

/**
 * Shares `amountCents` out in proportion to `weights` (largest remainder): the shares are whole
 * cents and add up exactly to the amount. With no weight at all, nothing is shared.
 */
export function shareInProportion(weights: readonly Cents[], amountCents: Cents): Cents[] {
  const totalWeight = sumCents(weights);
  if (totalWeight <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * amountCents) / totalWeight);
  const shares = exact.map(Math.floor);
  let left = amountCents - sumCents(shares);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Spec §3 totals. The item discount (capped at the items) and the delivery are shared between
 * VAT rates in proportion to what each rate's items cost: a discount lowers the VAT base of the
 * goods it applies to, and delivery follows the VAT of the goods it carries, pro rata when the
 * order mixes rates (an order of no goods is taxed at the standard rate).
 */
export function orderTotals(input: {
  lines: readonly TaxedLine[];
  itemDiscountCents: Cents;
  shippingCents?: Cents;
  storeCreditCents?: Cents;
}): OrderTotals {
  const itemTotalCents = sumCents(input.lines.map((line) => line.totalCents));
  const discountCents = Math.min(Math.max(0, input.itemDiscountCents), itemTotalCents);
  const shipTotalCents = input.shippingCents ?? 0;
  const vatByRate = vatShares(input.lines, discountCents, shipTotalCents);
  const totalCents = itemTotalCents - discountCents + shipTotalCents;
  const totalAppliedStoreCreditCents = Math.min(Math.max(0, input.storeCreditCents ?? 0), totalCents);
  return {
    itemTotalCents,
    promoTotalCents: -discountCents,
    adjustmentTotalCents: -discountCents,
    shipTotalCents,
    taxTotalCents: sumCents(vatByRate.map((share) => share.vatCents)),
    vatByRate,
    totalCents,
    totalAppliedStoreCreditCents,
    totalAfterStoreCreditCents: totalCents - totalAppliedStoreCreditCents,
  };
}

function vatShares(lines: readonly TaxedLine[], discountCents: Cents, shippingCents: Cents): VatShare[] {
  const rates = [...new Set(lines.map((line) => line.vatRateBp))].sort((a, b) => a - b);
  const goodsByRate = rates.map((rate) =>
    sumCents(lines.filter((line) => line.vatRateBp === rate).map((line) => line.totalCents)),
  );
  const discounts = shareInProportion(goodsByRate, discountCents);
  const paidGoods = goodsByRate.map((goods, index) => goods - (discounts[index] ?? 0));
  const hasGoods = sumCents(paidGoods) > 0;
  const shipping = hasGoods ? shareInProportion(paidGoods, shippingCents) : rates.map(() => 0);
  const shares = rates.map((vatRateBp, index) => {
    const paidCents = (paidGoods[index] ?? 0) + (shipping[index] ?? 0);
    return { vatRateBp, paidCents, vatCents: includedVatCents(paidCents, vatRateBp) };
  });
  if (!hasGoods && shippingCents > 0) {
    shares.push({
      vatRateBp: STANDARD_VAT_RATE_BP,
      paidCents: shippingCents,
      vatCents: includedVatCents(shippingCents, STANDARD_VAT_RATE_BP),
    });
  }
  return shares.filter((share) => share.paidCents !== 0 || share.vatCents !== 0);
}

/**
 * A paid order's totals once goods were added to it (issue 14, « Ajouter à ma commande »): the
 * added goods are paid in full, the order's discounts and delivery staying as they were paid, so
 * the VAT already on the order does not move and each rate gains the VAT of what was added to it.
 */
export function withAddedGoods(totals: OrderTotals, added: readonly TaxedLine[]): OrderTotals {
  const shares = new Map(totals.vatByRate.map((share) => [share.vatRateBp, { ...share }]));
  for (const vatRateBp of new Set(added.map((line) => line.vatRateBp))) {
    const goodsCents = sumCents(
      added.filter((line) => line.vatRateBp === vatRateBp).map((line) => line.totalCents),
    );
    const share = shares.get(vatRateBp) ?? { vatRateBp, paidCents: 0, vatCents: 0 };
    shares.set(vatRateBp, {
      vatRateBp,
      paidCents: share.paidCents + goodsCents,
      vatCents: share.vatCents + includedVatCents(goodsCents, vatRateBp),
    });
  }
  const vatByRate = [...shares.values()].sort((a, b) => a.vatRateBp - b.vatRateBp);
  const addedCents = sumCents(added.map((line) => line.totalCents));
  return {
    ...totals,
    itemTotalCents: totals.itemTotalCents + addedCents,
    taxTotalCents: sumCents(vatByRate.map((share) => share.vatCents)),
    vatByRate,
    totalCents: totals.totalCents + addedCents,
    totalAfterStoreCreditCents: totals.totalAfterStoreCreditCents + addedCents,
  };
}

let vatRateFormat: Intl.NumberFormat | undefined;

/** A VAT rate as French documents write it: 550 → "5,5 %", 2000 → "20 %" (a no-break space before "%"). */
export function formatVatRate(vatRateBp: number): string {
  vatRateFormat ??= new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });
  return vatRateFormat.format(vatRateBp / 10_000);
}
