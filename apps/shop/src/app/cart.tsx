import { t } from '@sillon/domain';
import { CartScreen } from '@/features/cart/screens/cart-screen';
import { OrderStartButton } from '@/features/checkout';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.cart.title') });

/** The cart, with the checkout's « Commander » (the checkout depends on the cart, not the reverse). */
export default function CartRoute() {
  return <CartScreen orderButton={OrderStartButton} />;
}
