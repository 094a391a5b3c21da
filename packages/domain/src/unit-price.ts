/**
 * The price per kilogram or per litre shown beside a product's price (French shelf-tag rule), from
 * the price of the unit sold and its net quantity.
 */
import type { Cents } from './money';

export type NetQuantity = { amount: number; unit: 'g' | 'ml' };
export type UnitPrice = { cents: Cents; per: 'kg' | 'L' };

/** Spec §2 product card "price per kg where it applies": undefined for pieces sold without weight. */
export function unitPrice(
  priceCents: Cents,
  netQuantity: NetQuantity | null | undefined,
): UnitPrice | undefined {
  if (!netQuantity || !Number.isFinite(netQuantity.amount) || netQuantity.amount <= 0) return undefined;
  return {
    cents: Math.round((priceCents * 1000) / netQuantity.amount),
    per: netQuantity.unit === 'g' ? 'kg' : 'L',
  };
}
