/**
 * When a voucher applies to an order and what it takes off (spec §8 "coupon not applicable", §9
 * first-order offers). The amounts and limits are data (the server's voucher table); these rules
 * only read them, so no amount lives in code.
 */
import { formatEuros, type Cents } from './money';
import { formatParisLongDate } from './slot-calendar';
import { ok, violation, type Result } from './result';

/** Fixed amount off, a percentage of the items, or the delivery offered. */
export type VoucherKind = 'fixed_amount' | 'percentage' | 'free_delivery';

/** A voucher's terms, as the promotions table holds them. */
export type VoucherTerms = {
  kind: VoucherKind;
  /** For `fixed_amount`. */
  amountCents: Cents;
  /** For `percentage`, in basis points (1000 = 10 %). */
  percentBp: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  /** Orders the voucher may serve across every customer; null = no limit. */
  usageLimit: number | null;
  /** Orders one customer may use it for; null = no limit. */
  usageLimitPerCustomer: number | null;
  minimumSubtotalCents: Cents;
  firstOrderOnly: boolean;
  /** A voucher issued to one customer (a referral reward): nobody else may use it. */
  ownerUserId: string | null;
  /** When the staff disabled it (the back office, issue 18); null while it is usable. */
  disabledAt: Date | null;
  /** When the shop took a referral reward back (the referee's first order cancelled); null if never. */
  withdrawnAt: Date | null;
};

/** The order and customer a voucher is checked against. */
export type VoucherUse = {
  now: Date;
  userId: string | null;
  /** The paid items, gifts excluded (spec §3: a gift costs 0). */
  itemTotalCents: Cents;
  completedOrdersCount: number;
  /** Completed orders that used this voucher, every customer together. */
  timesUsed: number;
  /** Completed orders of this customer that used this voucher. */
  timesUsedByCustomer: number;
};

export type VoucherIneligibility =
  | 'voucher_disabled'
  | 'voucher_not_started'
  | 'voucher_expired'
  | 'voucher_not_yours'
  | 'voucher_withdrawn'
  | 'voucher_usage_limit_reached'
  | 'voucher_first_order_only'
  | 'voucher_minimum_subtotal_not_reached';

/**
 * Whether a voucher may serve this order: not disabled by the staff, its window (start included, expiry excluded), its
 * owner, its usage limits, first order only, then its minimum subtotal. The first failure is the
 * reason given, so the customer reads the most lasting one first.
 */
export function checkVoucherEligibility(
  terms: VoucherTerms,
  use: VoucherUse,
): Result<VoucherTerms, VoucherIneligibility> {
  const now = use.now.getTime();
  if (terms.disabledAt !== null) return violation('voucher_disabled');
  if (terms.startsAt !== null && now < terms.startsAt.getTime()) {
    // The customer reads from when to try again (« à partir du 1 janvier 2031 »).
    return violation('voucher_not_started', {
      params: { start: formatParisLongDate(terms.startsAt.toISOString()) },
    });
  }
  if (terms.expiresAt !== null && now >= terms.expiresAt.getTime()) return violation('voucher_expired');
  if (terms.ownerUserId !== null && terms.ownerUserId !== use.userId) return violation('voucher_not_yours');
  // After the owner's check: only the referrer learns that their referee's order was cancelled.
  if (terms.withdrawnAt !== null) return violation('voucher_withdrawn');
  if (terms.usageLimit !== null && use.timesUsed >= terms.usageLimit) {
    return violation('voucher_usage_limit_reached');
  }
  if (terms.usageLimitPerCustomer !== null && use.timesUsedByCustomer >= terms.usageLimitPerCustomer) {
    return violation('voucher_usage_limit_reached');
  }
  if (terms.firstOrderOnly && use.completedOrdersCount > 0) return violation('voucher_first_order_only');
  if (use.itemTotalCents < terms.minimumSubtotalCents) {
    // The customer reads how much the code asks for (« dès 40,00 € »), not only that it is missing.
    return violation('voucher_minimum_subtotal_not_reached', {
      params: { minimum: formatEuros(terms.minimumSubtotalCents) },
    });
  }
  return ok(terms);
}

/**
 * A voucher of the customer's account that can never serve them again: disabled by the staff,
 * taken back by the shop, used as often as it may be (by them, or by everyone), or a first order's once they ordered.
 * Their account stops listing it (« Utiliser » would only be refused). Its dates are not read: the
 * account says them (« Expiré depuis… », « Pas encore valable »).
 */
export function isVoucherUsedUp(
  terms: VoucherTerms,
  use: Pick<VoucherUse, 'completedOrdersCount' | 'timesUsed' | 'timesUsedByCustomer'>,
): boolean {
  return (
    terms.disabledAt !== null ||
    terms.withdrawnAt !== null ||
    (terms.usageLimit !== null && use.timesUsed >= terms.usageLimit) ||
    (terms.usageLimitPerCustomer !== null && use.timesUsedByCustomer >= terms.usageLimitPerCustomer) ||
    (terms.firstOrderOnly && use.completedOrdersCount > 0)
  );
}

/**
 * What a voucher takes off the items: a fixed amount or a percentage (rounded to the nearest
 * cent, half up), never more than the items cost. A free-delivery voucher takes nothing off the
 * items; the delivery price rule reads it instead.
 */
export function voucherItemDiscountCents(
  terms: Pick<VoucherTerms, 'kind' | 'amountCents' | 'percentBp'>,
  itemTotalCents: Cents,
): Cents {
  const wanted =
    terms.kind === 'fixed_amount'
      ? terms.amountCents
      : terms.kind === 'percentage'
        ? Math.round((itemTotalCents * terms.percentBp) / 10_000)
        : 0;
  return Math.max(0, Math.min(wanted, itemTotalCents));
}

/** A free-delivery voucher offers the delivery of the order it serves. */
export function offersDelivery(terms: Pick<VoucherTerms, 'kind'>): boolean {
  return terms.kind === 'free_delivery';
}
