import { t } from '@sillon/domain';
import { PaymentScreen } from '@/features/checkout/screens/payment-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.payment.title') });

export default PaymentScreen;
