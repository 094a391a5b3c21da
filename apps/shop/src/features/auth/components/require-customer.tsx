import { Redirect, usePathname, type Href } from 'expo-router';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { Skeleton } from '@/ui';

/**
 * Checkout and account routes are for signed-in customers (spec §3): others go to `pre-login`,
 * and come back here once signed in. While the session is being restored, a placeholder.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.auth.status);
  const pathname = usePathname();
  if (status === 'authenticated') return <>{children}</>;
  if (status === 'unknown') return <Skeleton width="100%" height={120} />;
  return <Redirect href={{ pathname: '/pre-login', params: { next: pathname } } as Href} />;
}
