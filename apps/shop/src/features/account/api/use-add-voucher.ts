/**
 * Adding a code to the account (spec §7 "Account", §8 "Voucher"): `add_promotion_code`, then
 * `set_referrer` when no voucher has that code (it may be a friend's referral code). The code must
 * then be among the account's vouchers, or the add is an unknown error even though the call passed.
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
import { voucherAdded } from '../state/voucher-actions';
import { useAddPromotionCodeMutation, useSetReferrerMutation } from './account-api';

export type VoucherAddition =
  { ok: true; code: string; isReferral: boolean } | { ok: false; code: ErrorCode };

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

/** Spec §8: the server's code when the catalogue has its sentence, else what its status and reason mean. */
export function voucherRefusal(error: unknown): ErrorCode {
  const failure = readFailure(error);
  if (failure.code === NETWORK_ERROR) return 'network_error';
  if (failure.code !== undefined && isErrorCode(failure.code)) return failure.code;
  return voucherFailureCode({ status: failure.status, reason: failure.reason ?? null });
}

export function useAddVoucher() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const [addPromotionCode, adding] = useAddPromotionCodeMutation();
  const [setReferrer, referring] = useSetReferrerMutation();

  const confirmed = (document: AccountPromotionsDocument, code: string): boolean =>
    confirmVoucherAdded(document.data.attributes.promotions.map(voucherOf), code).ok ||
    document.data.attributes.referrer?.referral_code === code;

  const add = async (typed: string): Promise<VoucherAddition> => {
    const checked = validateVoucherCode(typed, { id: userId });
    if (!checked.ok) return { ok: false, code: checked.code };
    const code = checked.value;
    const added = await addPromotionCode(code);
    if (added.data) {
      if (!confirmed(added.data, code)) return { ok: false, code: 'voucher_unknown_error' };
      // Spec §4 "Vouchers": the cart selects the new voucher.
      dispatch(voucherAdded(code));
      return { ok: true, code, isReferral: false };
    }
    const refusal = voucherRefusal(added.error);
    if (refusal !== 'voucher_invalid') return { ok: false, code: refusal };
    const referred = await setReferrer(code);
    if (!referred.data) return { ok: false, code: voucherRefusal(referred.error) };
    // A referral code stays out of the cart: the account applies its discount (spec §4).
    return confirmed(referred.data, code)
      ? { ok: true, code, isReferral: true }
      : { ok: false, code: 'voucher_unknown_error' };
  };

  return { add, isLoading: adding.isLoading || referring.isLoading };
}
