import { Link } from 'expo-router';
import { t } from '@sillon/domain';
import { StyleSheet } from 'react-native';
import { typeface, fontSize, palette } from '@/ui';

export function SearchLink() {
  return (
    <Link
      href="/search"
      accessibilityRole="link"
      accessibilityLabel={t('components.header.search_label')}
      style={styles.link}
    >
      {t('components.header.search')}
    </Link>
  );
}

const styles = StyleSheet.create({
  link: { color: palette.white, ...typeface.semiBold, fontSize: fontSize.sm },
});
