import {
  changeDeadline,
  checkMinimumPayable,
  checkoutPath,
  formatParisDay,
  formatParisHour,
  shippingMethodName,
  shippingModeOf,
  t,
} from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Text, spacing } from '@/ui';
import { checkoutApi } from '../api/checkout-api';
import {
  ORDER_INCLUDE,
  shippingAddressOf,
  totalsOf,
  type OrderDocument,
  type OrderLine,
} from '@/features/orders';
import { SubstitutionChoice, useSetCartSubstitutionMutation } from '@/features/substitutions';
import { CheckoutError } from '../components/checkout-error';
import { OrderNotInProgress } from '../components/order-not-in-progress';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { OrderDetails } from '@/features/orders';
import { orderTotalsUpdated } from '../state/order-slice';
import { PricesChangedNotice, useItemTotalOnArrival } from '../components/prices-changed-notice';
import { useDeliveryCheck } from '../use-delivery-check';

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
  const itemTotalBefore = useItemTotalOnArrival();
  const methodName = useShippingMethodName();
  const isDeliveryDropped = useDeliveryCheck(order.id, summary);
  // Spec §5: less than 1 € to pay cannot be validated; said here, before the card step.
  const isUnpayable =
    summary.data !== undefined &&
    !checkMinimumPayable(totalsOf(summary.data).orderTotalAfterStoreCreditCents).ok;

  const pay = () => {
    if (summary.data) dispatch(orderTotalsUpdated(totalsOf(summary.data)));
    router.push(checkoutPath(order.id, 'payment') as Href);
  };

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.summary.heading')}
      </Text>
      <QueryBoundary
        queries={[summary]}
        skeleton={<CheckoutSkeleton rows={4} />}
        notFound={<OrderNotInProgress orderId={order.id} />}
      >
        {summary.data && !isDeliveryDropped ? (
          <>
            <PricesChangedNotice
              before={itemTotalBefore}
              itemTotalCents={totalsOf(summary.data).itemTotalCents}
            />
            <OrderDetails
              document={summary.data}
              shippingMethodName={methodName}
              lineAction={(line) => (
                <SummaryLineSubstitution
                  order={order}
                  document={summary.data!}
                  line={line}
                  onSaved={() => void summary.refetch()}
                />
              )}
            />
            <ChangeDeadline document={summary.data} />
          </>
        ) : null}
        {isUnpayable ? <CheckoutError failure={{ code: 'minimum_payable_not_reached' }} /> : null}
        <Button
          label={t('checkout.summary.pay')}
          onPress={pay}
          disabled={!summary.data || isDeliveryDropped || isUnpayable}
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

/** Until when the order about to be paid may be changed or cancelled: its slot's cut-off. */
function ChangeDeadline({ document }: { document: OrderDocument }) {
  const { shipping_method_code: code, delivery_slot: slot } = document.data.attributes;
  const shippingMode = shippingModeOf(code ?? '');
  if (!shippingMode) return null;
  const until = changeDeadline({
    shippingMode,
    deliverySlot: slot ? { bookableUntil: slot.bookable_until } : null,
  });
  return (
    <Text variant="caption" tone="muted" testID="summary-changeable">
      {until
        ? t('checkout.summary.changeable_until', { day: formatParisDay(until), hour: formatParisHour(until) })
        : t('checkout.summary.changeable_pickup')}
    </Text>
  );
}

/** « Si ce produit manque » on a line of the order about to be paid (issue 41). */
function SummaryLineSubstitution({
  order,
  document,
  line,
  onSaved,
}: {
  order: { id: string; token: string };
  document: OrderDocument;
  line: OrderLine;
  onSaved(): void;
}) {
  const [setSubstitution, saved] = useSetCartSubstitutionMutation();
  return (
    <SubstitutionChoice
      preference={line.substitution ?? undefined}
      productId={line.variantId ?? undefined}
      productName={line.name}
      zipcode={shippingAddressOf(document)?.zipcode}
      isDisabled={saved.isLoading}
      testID={`summary-substitution-${line.id}`}
      onChange={async (substitution) => {
        const answer = await setSubstitution({
          lineItemId: line.id,
          substitution,
          include: ORDER_INCLUDE,
          orderToken: order.token,
        });
        if (answer.data) onSaved();
      }}
    />
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.lg } });
