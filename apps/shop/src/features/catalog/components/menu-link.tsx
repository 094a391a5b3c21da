import { t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet } from 'react-native';
import { typeface, fontSize, palette } from '@/ui';

export function MenuLink() {
  return (
    <Link
      href="/menu"
      accessibilityRole="link"
      accessibilityLabel={t('components.header.menu_label')}
      style={styles.link}
    >
      {t('components.header.menu')}
    </Link>
  );
}

const styles = StyleSheet.create({
  link: { color: palette.white, ...typeface.semiBold, fontSize: fontSize.sm },
});
