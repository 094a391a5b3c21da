import { t } from '@sillon/domain';
import { RecapScreen } from '@/features/checkout/screens/recap-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.recap.title') });

export default RecapScreen;
