/**
 * Adding a code to the account (spec §7 "Account", §8 "Voucher"): `add_promotion_code`, then
 * `set_referrer` when no voucher has that code (it may be a friend's referral code). The code must
 * then be among the account's vouchers, or the add is an unknown error even though the call passed.
 * Either way the cart selects the code (spec §4 "Vouchers").
 */
import type { AccountPromotionsDocument, AccountVoucher } from '@sillon/contract';
import {
  confirmVoucherAdded,
  isErrorCode,
  validateVoucherCode,
  voucherFailureCode,
  type ErrorCode,
  type Voucher,
} from '@sillon/domain';
import { NETWORK_ERROR, readFailure } from '@/lib/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { referralCodeAdded, voucherAdded } from '../state/voucher-actions';
import {
  useAccountPromotionsQuery,
  useAddPromotionCodeMutation,
  useSetReferrerMutation,
} from './account-api';

/** `set_referrer`'s answer: the account as it now is, or its refusal as a code of §8's catalogue. */
export type ReferralTry = { ok: true; document: AccountPromotionsDocument } | { ok: false; code: ErrorCode };

export type VoucherAddition =
  { ok: true; code: string; isReferral: boolean; wasHeld: boolean } | { ok: false; code: ErrorCode };

/** The account's voucher as the domain's rules read it (spec §3 "Voucher"). */
export function voucherOf(voucher: AccountVoucher): Voucher {
  return {
    id: voucher.id,
    description: voucher.description,
    expiresAt: voucher.expires_at,
    startsAt: voucher.starts_at,
    name: voucher.name,
    isReferrer: voucher.is_referrer,
    referrerName: voucher.referrer_name,
    code: voucher.code,
  };
}

/**
 * The account's vouchers as the domain's rules read them, its referrer's code among them (as a
 * referral voucher) even once the account no longer lists it (spec §9: after the first order).
 */
export function accountVouchersOf(document: AccountPromotionsDocument): Voucher[] {
  const { promotions, referrer } = document.data.attributes;
  const vouchers = promotions.map(voucherOf);
  if (
    referrer &&
    !vouchers.some((voucher) => voucher.isReferrer && voucher.code === referrer.referral_code)
  ) {
    vouchers.push({
      id: `referral-${referrer.referral_code}`,
      description: referrer.description,
      expiresAt: null,
      startsAt: null,
      name: referrer.referrer_name,
      isReferrer: true,
      referrerName: referrer.referrer_name,
      code: referrer.referral_code,
    });
  }
  return vouchers;
}

/** Spec §8: the server's code when the catalogue has its sentence, else what its status and reason mean. */
export function voucherRefusal(error: unknown): ErrorCode {
  const failure = readFailure(error);
  if (failure.code === NETWORK_ERROR) return 'network_error';
  if (failure.code !== undefined && isErrorCode(failure.code)) return failure.code;
  return voucherFailureCode({ status: failure.status, reason: failure.reason ?? null });
}

/**
 * Spec §4, §7: a code that is no voucher may be a friend's referral code, which a customer's account
 * takes through `set_referrer`: typed here or in the cart, or kept from a referral link.
 */
export function useReferralTry() {
  const [setReferrer, referring] = useSetReferrerMutation();
  const tryReferral = async (code: string): Promise<ReferralTry> => {
    const answer = await setReferrer(code);
    return answer.data
      ? { ok: true, document: answer.data }
      : { ok: false, code: voucherRefusal(answer.error) };
  };
  return { tryReferral, isLoading: referring.isLoading };
}

export function useAddVoucher() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const [addPromotionCode, adding] = useAddPromotionCodeMutation();
  // What the account held before: a code typed again is said to be there already, not added.
  const { data: held } = useAccountPromotionsQuery(userId, { skip: !userId });
  const { tryReferral, isLoading: isReferring } = useReferralTry();

  const confirmed = (document: AccountPromotionsDocument, code: string): boolean =>
    confirmVoucherAdded(document.data.attributes.promotions.map(voucherOf), code).ok ||
    document.data.attributes.referrer?.referral_code === code;

  const add = async (typed: string): Promise<VoucherAddition> => {
    const checked = validateVoucherCode(typed, { id: userId });
    if (!checked.ok) return { ok: false, code: checked.code };
    const code = checked.value;
    const wasHeld = held ? accountVouchersOf(held).some((voucher) => voucher.code === code) : false;
    const added = await addPromotionCode(code);
    if (added.data) {
      if (!confirmed(added.data, code)) return { ok: false, code: 'voucher_unknown_error' };
      // Spec §4 "Vouchers": the cart selects the new voucher.
      dispatch(voucherAdded(code));
      return { ok: true, code, isReferral: false, wasHeld };
    }
    const refusal = voucherRefusal(added.error);
    if (refusal !== 'voucher_invalid') return { ok: false, code: refusal };
    const referred = await tryReferral(code);
    if (!referred.ok) return { ok: false, code: referred.code };
    if (!confirmed(referred.document, code)) return { ok: false, code: 'voucher_unknown_error' };
    // Spec §4 "Vouchers": the cart selects the referral code too; the order does not send it.
    dispatch(referralCodeAdded(code));
    return { ok: true, code, isReferral: true, wasHeld };
  };

  return { add, isLoading: adding.isLoading || isReferring };
}
