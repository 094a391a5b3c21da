import { t } from '@sillon/domain';
import { PaymentScreen } from '@/features/checkout';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.payment.title') });

export default PaymentScreen;
