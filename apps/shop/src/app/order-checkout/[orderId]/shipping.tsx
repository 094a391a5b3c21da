import { t } from '@sillon/domain';
import { ShippingScreen } from '@/features/checkout/screens/shipping-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.shipping.title') });

export default ShippingScreen;
