import { t } from '@sillon/domain';
import { ReferralScreen } from '@/features/account/screens/referral-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.referral.title') });

export default ReferralScreen;
