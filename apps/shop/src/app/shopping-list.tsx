import { t } from '@sillon/domain';
import { ShoppingListScreen } from '@/features/shopping-list/screens/shopping-list-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.shopping_list.title') });

export default ShoppingListScreen;
