import { t } from '@sillon/domain';
import { PrivacyScreen } from '@/features/account/screens/privacy-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.privacy.title') });

export default PrivacyScreen;
