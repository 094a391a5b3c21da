import { StyleSheet, View, type DimensionValue } from 'react-native';
import { palette, radius } from '../tokens';

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
