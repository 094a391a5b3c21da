import { t } from '@sillon/domain';
import { ConfirmationScreen } from '@/features/checkout/screens/confirmation-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.confirmation.title') });

export default ConfirmationScreen;
