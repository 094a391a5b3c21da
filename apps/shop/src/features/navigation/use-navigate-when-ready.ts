/**
 * Navigation to a named screen with parameters, only once the navigation container is ready
 * (spec §2: "otherwise nothing happens"): a navigation asked while the app is still mounting
 * would throw or land on a half-built stack. Answers whether it navigated, so the caller can
 * keep its state (the order stays initialised) and offer to go on.
 */
import { router, useRootNavigationState, type Href } from 'expo-router';
import { useCallback } from 'react';

export function useNavigateWhenReady(): (href: Href) => boolean {
  const isReady = Boolean(useRootNavigationState()?.key);
  return useCallback(
    (href: Href) => {
      if (!isReady) return false;
      router.push(href);
      return true;
    },
    [isReady],
  );
}
