import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { t } from '@sillon/domain';
import { PageHead, Screen, Text, typeface, fontSize, palette, spacing } from '@/ui';

/** The French 404 (spec §2 error screens), also shown inside a screen whose data does not exist. */
export function NotFoundPanel() {
  return (
    <View style={styles.panel}>
      <PageHead title={t('screens.not_found.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.not_found.title')}
      </Text>
      <Text>{t('screens.not_found.message')}</Text>
      <Link href="/" accessibilityRole="link" style={styles.link}>
        {t('screens.not_found.back_home')}
      </Link>
    </View>
  );
}

export function NotFoundScreen() {
  return (
    <Screen>
      <NotFoundPanel />
    </Screen>
  );
}

const styles = StyleSheet.create({
  panel: { gap: spacing.lg },
  link: {
    color: palette.link,
    ...typeface.medium,
    fontSize: fontSize.md,
    textDecorationLine: 'underline',
  },
});
