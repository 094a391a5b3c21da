import { Redirect, usePathname, type Href } from 'expo-router';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/features/errors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Skeleton } from '@/ui';
import { selectHasSessionStartFailed } from '../state/auth-slice';
import { sessionStartedOnLaunch } from '../state/auth-thunks';

/**
 * Checkout and account routes are for signed-in customers (spec §3): others go to `pre-login`,
 * and come back here once signed in. While the session is being restored, a placeholder: a short
 * one unless the screen gives its own (as tall as what it will show, so nothing below it moves).
 */
export function RequireCustomer({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
  const status = useAppSelector((state) => state.auth.status);
  const hasStartFailed = useAppSelector(selectHasSessionStartFailed);
  const dispatch = useAppDispatch();
  const pathname = usePathname();
  if (status === 'authenticated') return <>{children}</>;
  // Without a network at launch, who the shopper is cannot be known: say so, never wait forever.
  if (hasStartFailed)
    return <ErrorPanel kind="network" onRetry={() => void dispatch(sessionStartedOnLaunch())} />;
  if (status === 'unknown') return placeholder ?? <Skeleton width="100%" height={120} />;
  return <Redirect href={{ pathname: '/pre-login', params: { next: pathname } } as Href} />;
}
