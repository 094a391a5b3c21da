import { accountOrderPath, checkoutPath, t } from '@sillon/domain';
import { Link, router, useLocalSearchParams, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { useAccountQuery } from '@/features/account';
import { QueryBoundary } from '@/features/errors';
import { Button, Text, palette, spacing } from '@/ui';
import { checkoutApi } from '../api/checkout-api';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { OrderDetails } from '@/features/orders';
import { useShippingMethodName } from './summary-screen';

/** The paid order (spec §2 recap), from its status: lines, gifts, discounts, delivery, VAT, total. */
export function RecapScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="recap" title={t('checkout.recap.title')} orderId={orderId}>
      {(order) => <Recap order={order} />}
    </CheckoutLayout>
  );
}

function Recap({ order }: { order: { id: string; token: string } }) {
  const status = checkoutApi.useOrderStatusQuery({ token: order.token, orderId: order.id });
  const account = useAccountQuery();
  const methodName = useShippingMethodName(status.data?.data.attributes.shipping_method_code);
  // Spec §2: the newsletter step only for a customer who is not opted in.
  const next = account.data?.newsletterOptedIn ? 'all-done' : 'newsletter-optin';

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.recap.heading', { number: order.id })}
      </Text>
      <QueryBoundary queries={[status]} skeleton={<CheckoutSkeleton rows={4} />}>
        {status.data ? <OrderDetails document={status.data} shippingMethodName={methodName} isPaid /> : null}
      </QueryBoundary>
      <Button
        label={t('checkout.continue')}
        onPress={() => router.push(checkoutPath(order.id, next) as Href)}
        disabled={account.isLoading}
        testID="recap-continue"
      />
      <Link
        href={accountOrderPath(order.id) as Href}
        style={styles.link}
        accessibilityRole="link"
        testID="see-order"
      >
        {t('screens.order.see_order')}
      </Link>
    </View>
  );
}

const styles = StyleSheet.create({
  link: { color: palette.link, textDecorationLine: 'underline' },
  body: { gap: spacing.lg },
});
