import { checkoutPath, shippingMethodName, t } from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Text, spacing } from '@/ui';
import { checkoutApi } from '../api/checkout-api';
import { totalsOf } from '@/features/orders';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { OrderDetails } from '@/features/orders';
import { orderTotalsUpdated } from '../state/order-slice';

/** Step 4 "Vérification" (spec §2, §7): the order as the server priced it, before paying. */
export function SummaryScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="summary" title={t('checkout.summary.title')} orderId={orderId}>
      {(order) => <SummaryStep order={order} />}
    </CheckoutLayout>
  );
}

/**
 * The chosen method's name, as the shipping step listed it; once the order is paid (the order
 * reset, spec §4), from its code on the order (`orderCode`).
 */
export function useShippingMethodName(orderCode?: string | null): string | undefined {
  const listed = useAppSelector((state) => {
    const code = state.order.shippingMethodSelected;
    return state.order.shippingMethods.find((method) => method.shippingMethodCode === code)?.name;
  });
  return listed ?? (orderCode ? shippingMethodName(orderCode) : undefined);
}

function SummaryStep({ order }: { order: { id: string; token: string } }) {
  const dispatch = useAppDispatch();
  const summary = checkoutApi.useOrderSummaryQuery(
    { token: order.token, orderId: order.id },
    { refetchOnMountOrArgChange: true },
  );
  const methodName = useShippingMethodName();

  const pay = () => {
    if (summary.data) dispatch(orderTotalsUpdated(totalsOf(summary.data)));
    router.push(checkoutPath(order.id, 'payment') as Href);
  };

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.summary.heading')}
      </Text>
      <QueryBoundary queries={[summary]} skeleton={<CheckoutSkeleton rows={4} />}>
        {summary.data ? <OrderDetails document={summary.data} shippingMethodName={methodName} /> : null}
        <Button
          label={t('checkout.summary.pay')}
          onPress={pay}
          disabled={!summary.data}
          testID="summary-pay"
        />
        <Button
          variant="outline"
          label={t('checkout.summary.change_delivery')}
          onPress={() => router.push(checkoutPath(order.id, 'shipping') as Href)}
        />
      </QueryBoundary>
    </View>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.lg } });
