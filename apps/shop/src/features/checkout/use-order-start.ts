/**
 * The cart's "Commander" (spec §4): a visitor or an anonymous user signs in first and comes back
 * to the cart; a customer who left the sign-up unfinished (a number, no account yet) creates the
 * account first and comes back to the cart; a customer's order is initialised, then the
 * Information step opens (once the navigation is ready) and the cart's loading ends.
 */
import { checkoutPath } from '@sillon/domain';
import { router, type Href } from 'expo-router';
import { useCallback } from 'react';
import { accountApi } from '@/features/account';
import { authFailure, unfinishedSignUpDestination } from '@/features/auth';
import { cartLoadingEnded, cartLoadingStarted } from '@/features/cart';
import { useNavigateWhenReady } from '@/features/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { orderInitialization } from './state/order-thunks';

export function useOrderStart(): { start(): Promise<void>; isCustomer: boolean; isSessionPending: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigateWhenReady();
  const isCustomer = useAppSelector((state) => state.auth.status === 'authenticated');
  // While a page's start restores the session, who is asking is not known yet: a customer
  // pressing « Commander » then must not be sent to sign in.
  const isSessionPending = useAppSelector((state) => state.auth.loading || state.auth.user === null);

  /** The account, as the cart's screens asked for it already (or asked now): none yet? */
  const isSignUpUnfinished = useCallback(async () => {
    const account = await dispatch(accountApi.endpoints.account.initiate(undefined, { subscribe: false }));
    return account.error !== undefined && authFailure(account.error).code === 'account_not_found';
  }, [dispatch]);

  const start = useCallback(async () => {
    if (!isCustomer) {
      router.push({ pathname: '/pre-login', params: { next: '/cart' } } as Href);
      return;
    }
    dispatch(cartLoadingStarted());
    if (await isSignUpUnfinished()) {
      dispatch(cartLoadingEnded());
      router.push(unfinishedSignUpDestination('/cart'));
      return;
    }
    const initialized = await dispatch(orderInitialization());
    if (orderInitialization.fulfilled.match(initialized)) {
      navigate(checkoutPath(initialized.payload.id, 'information') as Href);
    }
    dispatch(cartLoadingEnded());
  }, [dispatch, isCustomer, isSignUpUnfinished, navigate]);

  return { start, isCustomer, isSessionPending };
}
