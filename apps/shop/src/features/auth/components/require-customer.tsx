import { Redirect, usePathname, type Href } from 'expo-router';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { Skeleton } from '@/ui';

/**
 * Checkout and account routes are for signed-in customers (spec §3): others go to `pre-login`,
 * and come back here once signed in. While the session is being restored, a placeholder: a short
 * one unless the screen gives its own (as tall as what it will show, so nothing below it moves).
 */
export function RequireCustomer({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
  const status = useAppSelector((state) => state.auth.status);
  const pathname = usePathname();
  if (status === 'authenticated') return <>{children}</>;
  if (status === 'unknown') return placeholder ?? <Skeleton width="100%" height={120} />;
  return <Redirect href={{ pathname: '/pre-login', params: { next: pathname } } as Href} />;
}
