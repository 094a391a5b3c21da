import { accountOrderPath, t } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { StyleSheet } from 'react-native';
import { useAccountOrderQuery } from '@/features/orders';
import { Notice, Skeleton, palette } from '@/ui';

/**
 * A checkout step whose order is no longer a cart (the back button after paying, a bookmark, a
 * second tab): once paid, it is the customer's order, which the notice links to; otherwise the
 * customer starts again from the cart.
 */
export function OrderNotInProgress({ orderId }: { orderId: string }) {
  const placed = useAccountOrderQuery(orderId);
  if (placed.isLoading) return <Skeleton width="100%" height={64} />;
  // An answer without the order (another shape) is no placed order either.
  if (placed.data?.data?.id === orderId)
    return (
      <Notice tone="info" title={t('checkout.order_already_paid')} testID="order-already-paid">
        <Link href={accountOrderPath(orderId) as Href} accessibilityRole="link" style={styles.link}>
          {t('checkout.see_order')}
        </Link>
      </Notice>
    );
  return <OrderMissing />;
}

/** An order this customer has neither in progress nor placed: they start again from the cart. */
export function OrderMissing() {
  return (
    <Notice tone="error" title={t('checkout.order_missing')} testID="order-missing">
      <Link href="/cart" accessibilityRole="link" style={styles.link}>
        {t('checkout.back_to_cart')}
      </Link>
    </Notice>
  );
}

const styles = StyleSheet.create({ link: { color: palette.link, textDecorationLine: 'underline' } });
