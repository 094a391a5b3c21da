import type { ReactNode } from 'react';
import { ScrollView, StyleSheet, View } from 'react-native';
import { layout, palette, spacing } from '../tokens';

/** A page body: scrollable, on the shop background, content column capped at 500 px and centred. */
export function Screen({ children }: { children: ReactNode }) {
  return (
    <ScrollView style={styles.scroll} contentContainerStyle={styles.content}>
      <View style={styles.column}>{children}</View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  scroll: { flex: 1, backgroundColor: palette.background },
  content: { alignItems: 'center', paddingVertical: spacing.xl },
  column: { width: '100%', maxWidth: layout.maxContentWidth, paddingHorizontal: spacing.lg, gap: spacing.lg },
});
