import { t } from '@sillon/domain';
import { LoginScreen } from '@/features/auth';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.sign_in.title') });

export default LoginScreen;
