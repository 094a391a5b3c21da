import { t } from '@sillon/domain';
import { MenuScreen } from '@/features/catalog/screens/menu-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.menu.title') });

export default MenuScreen;
