import { t } from '@sillon/domain';
import { InformationScreen } from '@/features/checkout/screens/information-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.information.title') });

export default InformationScreen;
