import { t } from '@sillon/domain';
import { CartScreen } from '@/features/cart/screens/cart-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.cart.title') });

export default CartScreen;
