import { useEffect, useRef } from 'react';
import { AccessibilityInfo, Platform, type View } from 'react-native';

/**
 * A control that replaces the one just pressed (a card's « + » becoming its stepper, and back)
 * takes the focus when it appears, when `isWanted`: otherwise the keyboard's focus falls to the
 * page's start on the web, and a screen reader's to the screen's top. Read once, on mount; on
 * the web only while the focus is lost (on the page's body): a change made elsewhere (another
 * tab's cart) takes nobody's focus away.
 */
export function useFocusOnMount<T extends View>(isWanted: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(isWanted);
  useEffect(() => {
    if (wanted.current) moveFocusTo(ref.current);
  }, []);
  return ref;
}

function moveFocusTo(node: View | null): void {
  if (Platform.OS === 'web') {
    const active = document.activeElement;
    if (active && active !== document.body) return;
  }
  giveFocus(node);
}

/**
 * Gives `node` the focus: the keyboard's on the web (a view that is no control needs
 * `tabIndex={-1}`), the screen reader's in the apps, which then reads it.
 */
export function giveFocus(node: View | null): void {
  if (!node) return;
  if (Platform.OS === 'web') (node as unknown as HTMLElement).focus();
  else AccessibilityInfo.sendAccessibilityEvent(node, 'focus');
}
