import { t } from '@sillon/domain';
import { useAppSelector } from '@/store/hooks';
import { HeaderLink } from '@/ui';
import { selectIsCustomer } from '../state/auth-slice';

/** The header's way to the account, or to signing in for visitors (same short word: the header is narrow). */
export function AccountLink() {
  const isCustomer = useAppSelector(selectIsCustomer);
  return (
    <HeaderLink
      href={isCustomer ? '/my-account' : '/pre-login'}
      label={t('components.header.account')}
      testID="account-link"
    />
  );
}
