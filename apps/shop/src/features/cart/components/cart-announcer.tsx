import { cartItemCount, t, tCount } from '@sillon/domain';
import { useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { Announcement } from '@/ui';

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
  return <Announcement message={heard.said} testID="cart-announcer" />;
}

function countText(count: number): string {
  return count === 0 ? t('components.cart.announced_empty') : tCount('components.header.cart_label', count);
}
