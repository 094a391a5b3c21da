import { t } from '@sillon/domain';
import { OrderScreen } from '@/features/orders/screens/order-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = (_request: unknown, params: { orderId?: string }) =>
  pageMetadata({ title: t('screens.order.title', { number: params.orderId ?? '' }) });

export default OrderScreen;
