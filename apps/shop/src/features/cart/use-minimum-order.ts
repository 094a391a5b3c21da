/**
 * Spec §3, §9: the order minimum is the account's `minimumOrderValue` (a decimal euro string on
 * `/api/users/me`), 15 € for a visitor or until the account answers.
 */
import type { AccountResponse } from '@sillon/contract';
import { parseDecimalString, visitorCustomer, type Cents } from '@sillon/domain';
import { useAccountQuery } from '@/features/account';
import { useAppSelector } from '@/store/hooks';

/** Spec §3: a visitor's user has empty values and the 15 € minimum. */
const VISITOR_MINIMUM_CENTS = visitorCustomer().minimumOrderValueCents;

export function minimumOrderCentsOf(account: AccountResponse | undefined): Cents {
  const value = account?.minimumOrderValue;
  if (!value) return VISITOR_MINIMUM_CENTS;
  try {
    return parseDecimalString(value);
  } catch {
    return VISITOR_MINIMUM_CENTS;
  }
}

export function useMinimumOrderCents(): Cents {
  return useMinimumOrder().cents;
}

/**
 * The minimum, and whether it is the one that stays: a customer's account answered (or failed:
 * 15 €). A failure stays settled while it is asked again (RTK Query keeps the error until an
 * answer comes): each new reader of a failed account asks again (the cart's lines, shown once
 * settled), and unsettling then would hide the lines, show them again and ask again, on and on
 * (a signed-in number with no account yet, at the sign-up step).
 */
export function useMinimumOrder(): { cents: Cents; isSettled: boolean } {
  const isCustomer = useAppSelector((state) => state.auth.status === 'authenticated');
  const account = useAccountQuery(undefined, { skip: !isCustomer });
  return {
    cents: isCustomer ? minimumOrderCentsOf(account.data) : VISITOR_MINIMUM_CENTS,
    isSettled: !isCustomer || account.data !== undefined || account.error !== undefined,
  };
}
