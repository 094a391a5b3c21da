/**
 * The preparers' counts (issue 37) and how the money taken for what was delivered is shared over
 * the order's authorisations; what is delivered costs is `deliveredCharge` (substitutions.ts).
 */
import type { Cents } from './money';
import { ok, violation, type Result } from './result';

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

/** A payment as the shop records it: what it authorised, and what the processor took and gave back. */
export type RecordedPayment = {
  state: string;
  amountCents: Cents;
  capturedCents: Cents | null;
  refundedCents: Cents | null;
};

/**
 * What a payment can still bring to the order: a hold, all it holds; a payment already taken,
 * what it kept (a capture releases the rest of the hold, and a refund is final). The order is
 * never charged more than its payments bring: the rest is the shop's.
 */
export function takeableCents(payment: RecordedPayment): Cents {
  if (payment.state === 'processing') return payment.amountCents;
  if (payment.state !== 'completed') return 0;
  return Math.max((payment.capturedCents ?? payment.amountCents) - (payment.refundedCents ?? 0), 0);
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
