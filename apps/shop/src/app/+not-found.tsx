import { t } from '@sillon/domain';
import { NotFoundScreen } from '@/features/errors';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.not_found.title') });

export default NotFoundScreen;
