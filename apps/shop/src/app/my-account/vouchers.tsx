import { t } from '@sillon/domain';
import { VouchersScreen } from '@/features/account/screens/vouchers-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.vouchers.title') });

export default VouchersScreen;
