import { t } from '@sillon/domain';
import { router } from 'expo-router';
import { Linking, StyleSheet, View } from 'react-native';
import { Button, Text, palette, spacing } from '@/ui';

/**
 * The web view's bar: back where the customer came from (home when the page was opened from
 * outside), the title, and the page in the system browser (a site may refuse to be framed).
 */
export function BackBar({ title, address }: { title: string; address: string | undefined }) {
  const handleBack = () => (router.canGoBack() ? router.back() : router.replace('/'));
  return (
    <View style={styles.bar}>
      <Button label={`‹ ${t('screens.web_view.back')}`} variant="outline" onPress={handleBack} />
      <Text variant="label" role="heading" aria-level={1} style={styles.title} numberOfLines={1}>
        {title}
      </Text>
      {address ? (
        <Text role="link" style={styles.link} onPress={() => void Linking.openURL(address)}>
          {t('screens.web_view.open_in_browser')}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  bar: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: spacing.md,
    paddingHorizontal: spacing.lg,
    paddingVertical: spacing.sm,
    borderBottomWidth: 1,
    borderBottomColor: palette.border,
    backgroundColor: palette.surface,
  },
  title: { flexGrow: 1 },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
