import { Link } from 'expo-router';
import type { ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { t } from '@sillon/domain';
import { fontSize, layout, lineHeight, palette, spacing } from '../tokens';
import { Text } from './text';

/** The shop's top bar: the brand, which always leads home, then the header's actions. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const insets = useSafeAreaInsets();
  return (
    <View style={[styles.bar, { paddingTop: insets.top }]}>
      <View style={styles.column}>
        <Link href="/" accessibilityRole="link" accessibilityLabel={t('components.header.home_link')}>
          <Text variant="title" tone="inverse" style={styles.brand}>
            {t('app.brand')}
          </Text>
        </Link>
        <View style={styles.actions}>{actions}</View>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  bar: { backgroundColor: palette.primary, alignItems: 'center' },
  column: {
    width: '100%',
    maxWidth: layout.maxContentWidth,
    height: layout.headerHeight,
    paddingHorizontal: spacing.md,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  actions: { flexDirection: 'row', alignItems: 'center', gap: spacing.xs + 2 },
  // Small enough for the brand and the four actions on a 375 px phone.
  brand: { fontSize: fontSize.lg, lineHeight: lineHeight(fontSize.lg) },
});
