/**
 * Navigation to a named screen with parameters once the navigation container is ready (spec §2):
 * a navigation asked earlier (a deep link handled at start, an order initialised while the app is
 * still mounting) would otherwise be lost or throw. The last one asked wins.
 */
import { router, useRootNavigationState, type Href } from 'expo-router';
import { useCallback, useEffect, useRef } from 'react';

export function useNavigateWhenReady(): (href: Href) => void {
  const isReady = Boolean(useRootNavigationState()?.key);
  const pending = useRef<Href | null>(null);

  useEffect(() => {
    if (!isReady || pending.current === null) return;
    const href = pending.current;
    pending.current = null;
    router.push(href);
  }, [isReady]);

  return useCallback(
    (href: Href) => {
      if (isReady) router.push(href);
      else pending.current = href;
    },
    [isReady],
  );
}
