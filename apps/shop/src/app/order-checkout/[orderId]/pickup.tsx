import { t } from '@sillon/domain';
import { PickupScreen } from '@/features/checkout/screens/pickup-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.pickup.title') });

export default PickupScreen;
