import {
  accountOrderPath,
  checkoutPath,
  formatEuros,
  formatParisDay,
  formatSlotHours,
  t,
} from '@sillon/domain';
import { Link, router, useLocalSearchParams, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { useAppSelector } from '@/store/hooks';
import { Button, Text, palette, radius, spacing } from '@/ui';
import { checkoutApi } from '../api/checkout-api';
import { pickupPointOf, totalsOf } from '@/features/orders';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { useShippingMethodName } from './summary-screen';

/** After payment (spec §2 confirmation): thanks, the order's number and how it will arrive. */
export function ConfirmationScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="confirmation" title={t('checkout.confirmation.title')} orderId={orderId}>
      {(order) => <Confirmation order={order} />}
    </CheckoutLayout>
  );
}

function Confirmation({ order }: { order: { id: string; token: string } }) {
  const status = checkoutApi.useOrderStatusQuery({ token: order.token, orderId: order.id });
  const email = useAppSelector((state) => state.order.email);
  const methodName = useShippingMethodName(status.data?.data.attributes.shipping_method_code);
  const attributes = status.data?.data.attributes;
  const slot = attributes?.delivery_slot;
  const pickupPoint = status.data ? pickupPointOf(status.data) : undefined;
  const totals = status.data ? totalsOf(status.data) : undefined;

  return (
    <View style={styles.body}>
      <Text variant="display" role="heading" aria-level={1}>
        {t('checkout.confirmation.heading')}
      </Text>
      <Text variant="title" testID="confirmation-message">
        {t('checkout.confirmation.message', { number: order.id })}
      </Text>
      <QueryBoundary queries={[status]} skeleton={<CheckoutSkeleton rows={1} />}>
        <View style={styles.card} testID="confirmation-delivery">
          {methodName ? <Text variant="label">{methodName}</Text> : null}
          {slot ? (
            <Text>
              {t('checkout.summary.delivery_slot', {
                day: formatParisDay(slot.start),
                hours: formatSlotHours(slot),
              })}
            </Text>
          ) : null}
          {pickupPoint ? (
            <Text>
              {t('checkout.summary.pickup_point', {
                name: pickupPoint.attributes.company,
                address: `${pickupPoint.attributes.address1}, ${pickupPoint.attributes.zipcode} ${pickupPoint.attributes.city}`,
              })}
            </Text>
          ) : null}
          {/* What « Payer » held on the card, to check against it, and when it is taken. */}
          {totals ? (
            <View style={styles.total} testID="confirmation-total">
              <Text variant="label">{t('checkout.recap.total_to_charge')}</Text>
              <Text variant="label">{formatEuros(totals.orderTotalAfterStoreCreditCents)}</Text>
            </View>
          ) : null}
          <Text variant="caption" tone="muted">
            {t('checkout.recap.charge_note')}
          </Text>
        </View>
      </QueryBoundary>
      {email || attributes?.email ? (
        <Text tone="muted">
          {t('checkout.confirmation.email', { email: email || attributes?.email || '' })}
        </Text>
      ) : null}
      <Button
        label={t('checkout.confirmation.see_recap')}
        onPress={() => router.push(checkoutPath(order.id, 'recap') as Href)}
        testID="confirmation-recap"
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
  total: { flexDirection: 'row', justifyContent: 'space-between', gap: spacing.md, marginTop: spacing.sm },
  card: { gap: spacing.xs, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.lg },
});
