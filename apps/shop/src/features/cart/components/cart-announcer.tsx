import { cartItemCount, t, tCount } from '@sillon/domain';
import { useEffect, useState } from 'react';
import { AccessibilityInfo, Platform, StyleSheet, Text, View } from 'react-native';
import { useAppSelector } from '@/store/hooks';

/**
 * Says the cart's new count to screen readers when it changes (a product added, a quantity
 * changed, a line removed, the cart changed in another tab): the header's badge changes
 * silently, and the button pressed may be gone (a card's « + » becomes its stepper). Not when the
 * saved cart comes back at start. Once, in the layout: every screen's header has a badge.
 */
export function CartAnnouncer() {
  const count = useAppSelector((state) => cartItemCount(state.cart));
  const isHydrated = useAppSelector((state) => state.cart.isHydrated);
  // The count last seen and what was said of it (nothing for the saved cart coming back).
  const [heard, setHeard] = useState<{ count: number | null; said: string }>({ count: null, said: '' });
  if (isHydrated && heard.count !== count) {
    setHeard({ count, said: heard.count === null ? '' : countText(count) });
  }

  useEffect(() => {
    if (Platform.OS !== 'web' && heard.said) AccessibilityInfo.announceForAccessibility(heard.said);
  }, [heard]);

  if (Platform.OS !== 'web') return null;
  return (
    <View role="status" aria-live="polite" style={styles.offscreen} testID="cart-announcer">
      <Text>{heard.said}</Text>
    </View>
  );
}

function countText(count: number): string {
  return count === 0 ? t('components.cart.announced_empty') : tCount('components.header.cart_label', count);
}

/** In the page for screen readers, out of sight (the usual off-screen box). */
const styles = StyleSheet.create({
  offscreen: { position: 'absolute', left: -10_000, top: 0, width: 1, height: 1, overflow: 'hidden' },
});
