import { t } from '@sillon/domain';
import { ReferralScreen } from '@/features/account';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.referral.title') });

export default ReferralScreen;
