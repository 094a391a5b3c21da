import { router, useFocusEffect, type Href } from 'expo-router';
import { useCallback } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsCustomer } from '../state/auth-slice';

/**
 * Where the sign-in flow ends: where the customer was going (`next`, a path of the shop), else the
 * account. `//host/…` starts with a slash too but leaves the shop: never followed.
 */
export const signedInDestination = (next: string | undefined) =>
  (next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/my-account') as Href;

/**
 * Where a customer goes on with a sign-up left unfinished (a reload on its form): « Mes
 * informations », which asks for the account's details while it has none, then goes on to `next`.
 */
export const unfinishedSignUpDestination = (next: string | undefined) =>
  ({ pathname: '/my-account/my-info', params: next ? { next } : {} }) as Href;

/**
 * A customer already signed in who opens the sign-in pages (a bookmark, the back button) goes on
 * at once, as if they had just signed in, instead of being asked for a number again; one whose
 * sign-up was under way (`signingUp`: a reload on its form) goes on to finish it. `waiting` holds
 * it while the flow itself is under way (its code step signs the customer in before the sign-up
 * steps are done).
 */
export function useLeaveWhenSignedIn(next: string | undefined, waiting = false, signingUp = false) {
  const isCustomer = useAppSelector(selectIsCustomer);
  // On the screen shown only: the web's stack keeps `pre-login` mounted under the sign-in flow.
  useFocusEffect(
    useCallback(() => {
      if (!isCustomer || waiting) return;
      router.replace(signingUp ? unfinishedSignUpDestination(next) : signedInDestination(next));
    }, [isCustomer, waiting, signingUp, next]),
  );
}
