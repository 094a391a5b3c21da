/**
 * A referral link's code (issue 17) is kept as the cart's code while the visitor signs up. The
 * account takes it once « Mes bons » shows, even before any cart has tried it, so that its
 * referral voucher is listed there (spec §9).
 */
import { isReferralRefusal, type ErrorCode } from '@sillon/domain';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { referralCodeAdded, referralCodeRefused } from '../state/voucher-actions';
import { useAccountPromotionsQuery } from './account-api';
import { accountVouchersOf, useReferralTry } from './use-add-voucher';

/** The kept code taken (`refusal` null) or refused with §8's reason. */
export type KeptReferralCode = { code: string; refusal: ErrorCode | null };

/**
 * A kept code that is none of the account's vouchers is tried as a referral code, once per code.
 * One that is no referral code either is left to the cart (a voucher it applies, or an unknown
 * code it says so); one this account may not take is said here and the cart drops it, not saying
 * it again; any other failure (the shop not answering) leaves the code kept, for a later try.
 */
export function useKeptReferralCode(): KeptReferralCode | null {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const kept = useAppSelector((state) => state.cart.voucherCode);
  // Read again after any change of the account: a stale list would try a code taken already.
  const held = useAccountPromotionsQuery(userId, { skip: !userId });
  const { tryReferral } = useReferralTry();
  const [outcome, setOutcome] = useState<KeptReferralCode | null>(null);
  const tried = useRef<string | null>(null);
  const pending =
    kept &&
    held.data &&
    !held.isFetching &&
    !accountVouchersOf(held.data).some((voucher) => voucher.code === kept)
      ? kept
      : null;

  useEffect(() => {
    if (!pending || tried.current === pending) return;
    tried.current = pending;
    void (async () => {
      const answer = await tryReferral(pending);
      if (answer.ok) {
        dispatch(referralCodeAdded(pending));
        setOutcome({ code: pending, refusal: null });
      } else if (isReferralRefusal(answer.code)) {
        dispatch(referralCodeRefused(pending));
        setOutcome({ code: pending, refusal: answer.code });
      }
    })();
    // tryReferral is made anew each render; the kept code's key keeps this to one try per code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, dispatch]);

  return outcome;
}
