import { t } from '@sillon/domain';
import { SummaryScreen } from '@/features/checkout/screens/summary-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.summary.title') });

export default SummaryScreen;
