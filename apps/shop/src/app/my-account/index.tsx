import { t } from '@sillon/domain';
import { AccountScreen } from '@/features/account';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.account.title') });

export default AccountScreen;
