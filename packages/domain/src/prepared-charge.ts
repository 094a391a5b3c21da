/**
 * What the customer pays once the order is prepared (issue 37): what was delivered. A unit the
 * preparers could not put in the bag is not charged, at what it cost on the order (its line's
 * price after the line's share of the discounts); the delivery stays as ordered.
 */
import type { Cents } from './money';
import { ok, violation, type Result } from './result';

/** A paid line of the order's priced snapshot, and how many of it went in the bag. */
export type PreparedLine = {
  id: string;
  quantity: number;
  /** The line's price before discounts (`priceCents × quantity`). */
  totalCents: Cents;
  /** The line's share of the order's discounts (positive). */
  discountCents: Cents;
  preparedQuantity: number;
};

export type PreparedCharge = {
  /** What the card is charged in all. */
  amountCents: Cents;
  /** What the missing units would have cost: not charged. */
  missingCents: Cents;
};

/** What a line's missing units cost, to the cent: its paid amount shared per unit. */
export function missingLineCents(line: PreparedLine): Cents {
  if (line.quantity <= 0) return 0;
  const missing = Math.min(Math.max(line.quantity - line.preparedQuantity, 0), line.quantity);
  const paidCents = Math.max(line.totalCents - line.discountCents, 0);
  return Math.round((paidCents * missing) / line.quantity);
}

/**
 * Issue 37: the order's total (what the customer agreed to pay, delivery included) less what its
 * missing units cost; never more than the card holds for it (`authorisedCents`), never below zero.
 */
export function preparedCharge(input: {
  totalCents: Cents;
  lines: readonly PreparedLine[];
  authorisedCents: Cents;
}): PreparedCharge {
  const missingCents = input.lines.reduce((sum, line) => sum + missingLineCents(line), 0);
  const due = Math.max(input.totalCents - missingCents, 0);
  return { amountCents: Math.min(due, Math.max(input.authorisedCents, 0)), missingCents };
}

/**
 * The preparers' count of each line: one whole number per paid line of the order, between 0 and
 * what was ordered. Lines not named were prepared in full.
 */
export function checkPreparedQuantities(
  lines: readonly { id: string; quantity: number }[],
  prepared: readonly { lineId: string; preparedQuantity: number }[],
): Result<Record<string, number>, 'prepared_quantity_invalid'> {
  const counted: Record<string, number> = Object.fromEntries(lines.map((line) => [line.id, line.quantity]));
  const seen = new Set<string>();
  for (const { lineId, preparedQuantity } of prepared) {
    const ordered = lines.find((line) => line.id === lineId)?.quantity;
    const isValid =
      ordered !== undefined &&
      !seen.has(lineId) &&
      Number.isInteger(preparedQuantity) &&
      preparedQuantity >= 0 &&
      preparedQuantity <= ordered;
    if (!isValid) return violation('prepared_quantity_invalid', { params: { line: lineId } });
    seen.add(lineId);
    counted[lineId] = preparedQuantity;
  }
  return ok(counted);
}

/**
 * Shares what is to be charged over the order's authorisations, oldest first, each up to what it
 * holds: the order's own payment, then its additions'. Answers one amount per authorisation.
 */
export function shareOverAuthorisations(amountCents: Cents, heldCents: readonly Cents[]): Cents[] {
  let left = Math.max(amountCents, 0);
  return heldCents.map((held) => {
    const share = Math.min(left, Math.max(held, 0));
    left -= share;
    return share;
  });
}

/**
 * Issue 41: a substitute fills only units the preparers could not find: at least one, at most the
 * line's missing units.
 */
export function checkSubstituteQuantity(line: {
  quantity: number;
  preparedQuantity: number;
  substituteQuantity: number;
}): Result<true, 'substitute_quantity_invalid'> {
  const missing = line.quantity - line.preparedQuantity;
  const isValid =
    Number.isInteger(line.substituteQuantity) &&
    line.substituteQuantity >= 1 &&
    line.substituteQuantity <= missing;
  return isValid ? ok(true) : violation('substitute_quantity_invalid');
}
