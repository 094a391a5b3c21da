import { t } from '@sillon/domain';
import { PreLoginScreen } from '@/features/auth/screens/pre-login-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.pre_login.title') });

export default PreLoginScreen;
