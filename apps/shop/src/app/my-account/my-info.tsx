import { t } from '@sillon/domain';
import { MyInfoScreen } from '@/features/account/screens/my-info-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.my_info.title') });

export default MyInfoScreen;
