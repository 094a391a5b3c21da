import { usePathname } from 'expo-router';
import { useEffect, useRef } from 'react';
import { Platform } from 'react-native';
import { shownElement } from '@/ui';

/** Frames to wait for the new page's heading (a page may draw it once its data is there). */
const HEADING_WAIT_FRAMES = 30;

/**
 * On the web, a page reached inside the shop gets the focus on its main heading, as a page loaded
 * anew starts at its top: the link or button that led there is gone with the page before, and the
 * focus would fall to the document's start (WCAG 2.4.3). Only when nothing holds the focus: a page
 * that focuses a field of its own (the sign-in code) keeps it. Not on the first page, which the
 * browser starts. Nothing on iOS and Android: the navigator moves the screen reader itself.
 */
export function PageFocus() {
  const pathname = usePathname();
  const isFirstPage = useRef(true);
  useEffect(() => {
    if (Platform.OS !== 'web') return;
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    let frames = 0;
    let frame = requestAnimationFrame(function focusHeading() {
      if (!isFocusLost()) return;
      const heading = shownElement('h1');
      if (heading) {
        heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (++frames < HEADING_WAIT_FRAMES) {
        frame = requestAnimationFrame(focusHeading);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

/** On the page's body, or on an element the page before took away (hidden with its screen). */
function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.getClientRects().length === 0;
}
