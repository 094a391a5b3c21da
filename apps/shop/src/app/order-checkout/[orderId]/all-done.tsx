import { t } from '@sillon/domain';
import { AllDoneScreen } from '@/features/checkout/screens/all-done-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.all_done.title') });

export default AllDoneScreen;
