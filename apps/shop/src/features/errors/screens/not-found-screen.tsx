import { Link } from 'expo-router';
import { StyleSheet } from 'react-native';
import { t } from '@sillon/domain';
import { PageHead, Screen, Text, fontFamily, fontSize, palette } from '@/ui';

export function NotFoundScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.not_found.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.not_found.title')}
      </Text>
      <Text>{t('screens.not_found.message')}</Text>
      <Link href="/" accessibilityRole="link" style={styles.link}>
        {t('screens.not_found.back_home')}
      </Link>
    </Screen>
  );
}

const styles = StyleSheet.create({
  link: {
    color: palette.action,
    fontFamily: fontFamily.medium,
    fontSize: fontSize.md,
    textDecorationLine: 'underline',
  },
});
