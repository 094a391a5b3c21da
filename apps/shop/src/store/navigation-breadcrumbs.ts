/**
 * Each screen shown leaves a breadcrumb (`navigation`, from → to, as Sentry's SDKs record one), on
 * every platform alike, so a report says which screens led to it. The path only: a search's words
 * stay out of the trail.
 */
import { usePathname } from 'expo-router';
import { useEffect, useRef } from 'react';
import { leaveBreadcrumb } from '@/lib/error-reports';

export function useNavigationBreadcrumbs(): void {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    leaveBreadcrumb({ category: 'navigation', data: { from: previous.current, to: pathname } });
    previous.current = pathname;
  }, [pathname]);
}
