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
 * A customer already signed in who opens the sign-in pages (a bookmark, the back button) goes on
 * at once, as if they had just signed in, instead of being asked for a number again. `waiting`
 * holds it while the flow itself is under way (its code step signs the customer in before the
 * sign-up steps are done).
 */
export function useLeaveWhenSignedIn(next: string | undefined, waiting = false) {
  const isCustomer = useAppSelector(selectIsCustomer);
  // On the screen shown only: the web's stack keeps `pre-login` mounted under the sign-in flow.
  useFocusEffect(
    useCallback(() => {
      if (isCustomer && !waiting) router.replace(signedInDestination(next));
    }, [isCustomer, waiting, next]),
  );
}
