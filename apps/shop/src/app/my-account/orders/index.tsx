import { t } from '@sillon/domain';
import { OrdersScreen } from '@/features/orders/screens/orders-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.orders.title') });

export default OrdersScreen;
