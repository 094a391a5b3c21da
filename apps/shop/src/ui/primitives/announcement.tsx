import { useEffect, useRef, type ReactNode } from 'react';
import { AccessibilityInfo, Platform, StyleSheet, Text, View } from 'react-native';

/**
 * Says `message` to screen readers when it changes, after what they are reading: an outcome that
 * shows away from the focus (the cart's count, a code applied, a search's count). Not the message
 * it starts with, which is the screen's, read with it.
 *
 * On the web, a live region, which must be in the page before its text changes: mounted with the
 * screen, it holds the `children` that show the outcome (and then says whatever they come to
 * show, so no list of products belongs in it), or else `message` out of sight ('' while there is
 * nothing to say). In the apps, the platform's announcement of `message`, the children as they are.
 */
export function Announcement({
  message,
  children,
  testID,
}: {
  message: string;
  children?: ReactNode;
  testID?: string;
}) {
  // The message last heard: the first one is the screen's, and a remount says nothing again.
  const heard = useRef(message);
  useEffect(() => {
    if (message === heard.current) return;
    heard.current = message;
    if (Platform.OS !== 'web' && message) AccessibilityInfo.announceForAccessibility(message);
  }, [message]);
  if (Platform.OS !== 'web') return <>{children}</>;
  if (children !== undefined) {
    return (
      <View role="status" aria-live="polite" style={styles.around} testID={testID}>
        {children}
      </View>
    );
  }
  return (
    <View role="status" aria-live="polite" style={styles.offscreen} testID={testID}>
      <Text>{message}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  // No box of its own: the children are laid out as if it were not there.
  around: { display: 'contents' },
  // In the page for screen readers, out of sight (the usual off-screen box).
  offscreen: { position: 'absolute', left: -10_000, top: 0, width: 1, height: 1, overflow: 'hidden' },
});
