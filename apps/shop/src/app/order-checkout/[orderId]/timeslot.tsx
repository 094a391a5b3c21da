import { t } from '@sillon/domain';
import { TimeslotScreen } from '@/features/checkout/screens/timeslot-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.timeslot.title') });

export default TimeslotScreen;
