/** Vouchers and referral codes (spec §3, §4, §5, §6, §8, §9). */
import { isVisitor, shouldShowReferralVoucher } from './customer';
import { ok, violation, type Result } from './result';

/** Spec §3 "Voucher". `isReferrer` marks a referral code (parrainage) rather than a promotion. */
export type Voucher = {
  id: string;
  description: string;
  expiresAt: string | null;
  startsAt: string | null;
  name: string;
  isReferrer: boolean;
  referrerName: string | null;
  code: string;
};

export type VoucherCodeViolation = 'voucher_code_empty' | 'voucher_invalid' | 'voucher_user_not_found';

/** Longer than any code the shop makes (the staff's are 30 at most): a longer one exists nowhere. */
export const VOUCHER_CODE_MAX_LENGTH = 64;
export type ReferralCodeViolation =
  'referral_code_own' | 'referrer_already_set' | 'referral_code_from_referee';
export type VoucherFailureCode =
  | 'referrer_already_set'
  | 'voucher_invalid'
  | 'voucher_unknown_reason'
  | 'referral_code_from_referee'
  | 'referral_code_own'
  | 'voucher_not_applicable'
  | 'voucher_unknown_error';

/** Spec §9: "Voucher codes uppercased". Spaces around a pasted code are dropped too. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Spec §5, §6: a voucher code must not be empty (nor longer than any code), and only a signed-in (non-visitor) user can add
 * one (a visitor gets "user not found"). Answers the uppercased code.
 */
export function validateVoucherCode(
  code: string | null | undefined,
  user: { id: string },
): Result<string, VoucherCodeViolation> {
  const normalized = normalizeVoucherCode(code ?? '');
  if (normalized === '') return violation('voucher_code_empty');
  if (normalized.length > VOUCHER_CODE_MAX_LENGTH) return violation('voucher_invalid');
  if (isVisitor(user)) return violation('voucher_user_not_found');
  return ok(normalized);
}

/**
 * Spec §5: a referral code cannot be one's own, a second referral code is refused, and the code
 * of a person one referred is refused. Codes compare case-insensitively, as they are uppercased.
 */
export function validateReferralCode(input: {
  code: string;
  ownReferralCode: string | null | undefined;
  hasReferrer: boolean;
  refereeReferralCodes: readonly string[];
}): Result<string, ReferralCodeViolation> {
  const code = normalizeVoucherCode(input.code);
  if (input.ownReferralCode && normalizeVoucherCode(input.ownReferralCode) === code) {
    return violation('referral_code_own');
  }
  if (input.hasReferrer) return violation('referrer_already_set');
  if (input.refereeReferralCodes.some((referee) => normalizeVoucherCode(referee) === code)) {
    return violation('referral_code_from_referee');
  }
  return ok(code);
}

const referralRefusals: ReadonlySet<string> = new Set<ReferralCodeViolation | 'referral_after_first_order'>([
  'referral_code_own',
  'referrer_already_set',
  'referral_code_from_referee',
  'referral_after_first_order',
]);

/**
 * Whether `set_referrer` refused a code because this account may not take it (spec §5, §8), not
 * because it is no referral code or the shop did not answer: only then is a kept code dropped.
 */
export function isReferralRefusal(code: string): boolean {
  return referralRefusals.has(code);
}

const failureByReason: Readonly<Record<string, VoucherFailureCode>> = {
  UserAlreadyHasAreferrer: 'referrer_already_set',
  InvalidCode: 'voucher_invalid',
  UnknownReason: 'voucher_unknown_reason',
  UsingCodeFromAreferred: 'referral_code_from_referee',
  // Not among the original server's reasons; ours says so for one's own referral code (spec §5).
  UsingOwnCode: 'referral_code_own',
};

/**
 * Spec §8: the checkout server's voucher failures to our codes. Its named reasons win; otherwise
 * 409 is the referrer conflict and 400/404 an invalid code; anything else is an unknown error.
 */
export function voucherFailureCode(failure: { status?: number; reason?: string | null }): VoucherFailureCode {
  const byReason =
    failure.reason && Object.hasOwn(failureByReason, failure.reason)
      ? failureByReason[failure.reason]
      : undefined;
  if (byReason !== undefined) return byReason;
  if (failure.status === 409) return 'referrer_already_set';
  if (failure.status === 400 || failure.status === 404) return 'voucher_invalid';
  if (failure.status === 422) return 'voucher_not_applicable';
  return 'voucher_unknown_error';
}

/**
 * Spec §8: after adding a code, the account's vouchers must hold it; when absent the add is an
 * "unknown error", even though the call succeeded.
 */
export function confirmVoucherAdded(
  vouchers: readonly Voucher[],
  code: string,
): Result<Voucher, 'voucher_unknown_error'> {
  const wanted = normalizeVoucherCode(code);
  const added = vouchers.find((voucher) => normalizeVoucherCode(voucher.code) === wanted);
  return added ? ok(added) : violation('voucher_unknown_error');
}

/**
 * Spec §4: submitting the cart sends the selected voucher code only if it is not a referral code
 * (the referral discount is applied by the account, not by a coupon).
 */
export function voucherCodeForOrderStart(
  voucherCode: string | null | undefined,
  vouchers: readonly Voucher[],
): string | undefined {
  if (!voucherCode) return undefined;
  const code = normalizeVoucherCode(voucherCode);
  const isReferral = vouchers.some(
    (voucher) => voucher.isReferrer && normalizeVoucherCode(voucher.code) === code,
  );
  return isReferral ? undefined : code;
}

/** Spec §9: the account lists its vouchers, the referral one only while it may still be used. */
export function visibleVouchers(
  vouchers: readonly Voucher[],
  customer: { completedOrdersCount: number; hasReferrer: boolean },
): Voucher[] {
  const showReferral = shouldShowReferralVoucher(customer);
  return vouchers.filter((voucher) => !voucher.isReferrer || showReferral);
}

/** A voucher "expires soon" within this many days: a week is enough to plan one more order. */
export const EXPIRING_SOON_DAYS = 7;

/**
 * The most a fixed-amount voucher takes off, and the most items it may ask for first; what the API
 * and the back office say beyond them.
 */
export const VOUCHER_AMOUNT_MAX_CENTS = 100_000;
export const VOUCHER_MINIMUM_MAX_CENTS = 1_000_000;
export const VOUCHER_AMOUNT_TOO_BIG = 'Le montant ne peut pas dépasser 1 000 €.';
export const VOUCHER_MINIMUM_TOO_BIG = 'Le minimum de produits ne peut pas dépasser 10 000 €.';

const DAY_MS = 24 * 60 * 60 * 1000;

export type VoucherPeriod = 'not_started' | 'valid' | 'expiring_soon' | 'expired';

/**
 * The last instant a voucher still serves (its expiry is excluded): what « valable jusqu'au »
 * dates, so one ending at midnight reads as the day before, its last day.
 */
export function voucherLastInstant(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) - 1).toISOString();
}

/**
 * When an account's voucher may be used, as its card tells the customer in advance: not valid
 * yet, valid (soon to expire or not), expired. Start included, expiry excluded, as the server's
 * eligibility rule (`checkVoucherEligibility`), which has the last word.
 */
export function voucherPeriod(
  voucher: { starts_at: string | null; expires_at: string | null },
  now: Date,
): VoucherPeriod {
  const at = now.getTime();
  const startsAt = voucher.starts_at ? Date.parse(voucher.starts_at) : Number.NaN;
  const expiresAt = voucher.expires_at ? Date.parse(voucher.expires_at) : Number.NaN;
  if (at < startsAt) return 'not_started';
  if (at >= expiresAt) return 'expired';
  if (expiresAt - at <= EXPIRING_SOON_DAYS * DAY_MS) return 'expiring_soon';
  return 'valid';
}

/**
 * The end of validity the staff give a voucher they create or change: still to come. One already
 * passed would make a voucher no customer can use (« Désactivé » is how one ends at once).
 */
export function checkVoucherExpiry(expiresAt: Date | null, now: Date): Result<true, 'voucher_expiry_past'> {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime()
    ? violation('voucher_expiry_past')
    : ok(true);
}
