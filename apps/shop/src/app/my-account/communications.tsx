import { t } from '@sillon/domain';
import { CommunicationsScreen } from '@/features/account/screens/communications-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.communications.title') });

export default CommunicationsScreen;
