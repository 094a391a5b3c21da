import { t } from '@sillon/domain';
import { TicketScreen } from '@/features/orders/screens/ticket-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('receipt.title') });

export default TicketScreen;
