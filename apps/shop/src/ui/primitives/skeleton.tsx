import { StyleSheet, View, type DimensionValue } from 'react-native';
import { layout, palette, radius, spacing } from '../tokens';

/** A grey placeholder of the content to come: lists show these instead of a spinner. */
export function Skeleton({
  width,
  height,
  rounded = false,
}: {
  width: DimensionValue;
  height: number;
  rounded?: boolean;
}) {
  return (
    <View
      accessibilityElementsHidden
      importantForAccessibility="no-hide-descendants"
      style={[styles.block, { width, height }, rounded && styles.rounded]}
    />
  );
}

const styles = StyleSheet.create({
  block: { backgroundColor: palette.border, borderRadius: radius.sm, opacity: 0.7 },
  rounded: { borderRadius: radius.pill },
});

/**
 * A screen's placeholder while what the device keeps (the saved cart, the session) is read back.
 * The server cannot know it, so its page shows this: at least a screen tall, so what follows it on
 * the page (the account's legal pages on a phone) stays out of sight and does not move when the
 * content takes its place.
 */
export function ScreenSkeleton() {
  return (
    <View
      testID="screen-skeleton"
      accessibilityElementsHidden
      importantForAccessibility="no-hide-descendants"
      style={screenStyles.screen}
    >
      <Skeleton width="60%" height={24} />
      <Skeleton width="100%" height={72} />
      <Skeleton width="100%" height={72} />
      <Skeleton width="80%" height={16} />
    </View>
  );
}

const screenStyles = StyleSheet.create({
  screen: { minHeight: layout.screenPlaceholderMinHeight, gap: spacing.md },
});
