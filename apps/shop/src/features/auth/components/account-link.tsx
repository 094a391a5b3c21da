import { t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet } from 'react-native';
import { useAppSelector } from '@/store/hooks';
import { typeface, fontSize, palette } from '@/ui';
import { selectIsCustomer } from '../state/auth-slice';

/** The header's way to the account, or to signing in for visitors (same short word: the header is narrow). */
export function AccountLink() {
  const isCustomer = useAppSelector(selectIsCustomer);
  return (
    <Link
      href={isCustomer ? '/my-account' : '/pre-login'}
      accessibilityRole="link"
      style={styles.link}
      testID="account-link"
    >
      {t('components.header.account')}
    </Link>
  );
}

const styles = StyleSheet.create({
  link: { color: palette.white, ...typeface.semiBold, fontSize: fontSize.sm },
});
