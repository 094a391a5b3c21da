import { checkoutPath, errorText, isDeliverySlotMode, t } from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { shippingAddressOf, totalsOf } from '@/features/orders';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Notice, RadioRow, Text, spacing } from '@/ui';
import { checkoutApi, type CheckoutFailure } from '../api/checkout-api';
import type { ShippingRate } from '../api/shipping-rates';
import { useShippingRates } from '../api/use-shipping-rates';
import { CheckoutError } from '../components/checkout-error';
import { OrderNotInProgress } from '../components/order-not-in-progress';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { checkoutStepSaved } from '../state/checkout-step-thunks';
import { orderTotalsUpdated, shippingMethodChosen } from '../state/order-slice';

/** Step 2 "Livraison" (spec §2, §7, §9): the methods for the address, cheapest first, with their price. */
export function ShippingScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="shipping" title={t('checkout.shipping.title')} orderId={orderId}>
      {(order) => <ShippingStep order={order} />}
    </CheckoutLayout>
  );
}

export function ratePriceLabel(rate: Pick<ShippingRate, 'isOffered' | 'displayPrice'>): string {
  return rate.isOffered ? t('checkout.shipping.offered') : rate.displayPrice;
}

/**
 * A home delivery booked on a slot that has none to offer now (the bike from a Friday evening):
 * it cannot be chosen, and says why, and when the next slots open, in the server's headline.
 */
export function slotlessReason(rate: Pick<ShippingRate, 'mode' | 'slots' | 'slotsHeadline'>): string | null {
  if (!rate.mode || !isDeliverySlotMode(rate.mode) || rate.slots.length > 0) return null;
  return rate.slotsHeadline ?? t('checkout.slots_headline.none');
}

function ShippingStep({ order }: { order: { id: string; token: string } }) {
  const dispatch = useAppDispatch();
  const { query, shipmentId, rates } = useShippingRates(order);
  // Chosen on this device, else the one the order holds (a reload, another device, Back).
  const selectedCode = useAppSelector(
    (state) => state.order.shippingMethodSelected ?? state.order.shippingMethodRestored,
  );
  const savedAddress = useAppSelector((state) => state.order.address);
  const isDeliveryDropped = useAppSelector((state) => state.order.isDeliveryDropped);
  // After a reload the address step's answer is gone from the device: the order still has it.
  const restored = checkoutApi.useOrderSummaryQuery(
    { token: order.token, orderId: order.id },
    { skip: savedAddress !== null },
  );
  const address = savedAddress ?? (restored.data ? shippingAddressOf(restored.data) : undefined);
  const [choice, setChoice] = useState<string | null>(selectedCode);
  const chosen = rates?.find((rate) => rate.code === choice && slotlessReason(rate) === null) ?? null;
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  // The method is saved on the order's shipment (as Spree's rate selection is), so that the next
  // step, reloaded, still offers the slots of the method chosen here.
  const next = async () => {
    if (!chosen) return;
    setFailure(null);
    setIsSaving(true);
    const saved = await dispatch(
      checkoutStepSaved({
        body: { order: { shipments_attributes: [{ id: shipmentId, selected_shipping_rate_id: chosen.id }] } },
      }),
    ).unwrap();
    setIsSaving(false);
    if (!saved.ok) {
      setFailure(saved.failure);
      return;
    }
    dispatch(shippingMethodChosen({ code: chosen.code, shipmentId, shippingRateId: chosen.id }));
    dispatch(orderTotalsUpdated(totalsOf(saved.document)));
    router.push(checkoutPath(order.id, chosen.mode === 'pickup-point' ? 'pickup' : 'timeslot') as Href);
  };

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.shipping.heading')}
      </Text>
      {isDeliveryDropped ? (
        <Notice
          tone="info"
          message={errorText('delivery_to_choose_again').content}
          testID="delivery-dropped"
        />
      ) : null}
      {address ? (
        <Text tone="muted">
          {t('checkout.shipping.to_address', {
            address: `${address.address1}, ${address.zipcode} ${address.city}`,
          })}
        </Text>
      ) : null}
      <QueryBoundary
        queries={[query]}
        skeleton={<CheckoutSkeleton />}
        notFound={<OrderNotInProgress orderId={order.id} />}
      >
        {rates && rates.length === 0 ? <Text>{t('checkout.shipping.none')}</Text> : null}
        <View style={styles.list} role="radiogroup" aria-label={t('checkout.shipping.heading')}>
          {(rates ?? []).map((rate) => {
            const slotless = slotlessReason(rate);
            return (
              <RadioRow
                key={rate.id}
                label={rate.name}
                description={
                  [slotless ?? rate.deliveryEstimate, rate.explain].filter(Boolean).join(' · ') || undefined
                }
                trailing={ratePriceLabel(rate)}
                accessibilityLabel={
                  slotless
                    ? t('checkout.shipping.slotless', { name: rate.name, reason: slotless })
                    : t('checkout.shipping.choose', { name: rate.name, price: ratePriceLabel(rate) })
                }
                checked={rate.code === choice && !slotless}
                disabled={slotless !== null}
                onPress={() => setChoice(rate.code)}
                testID={`shipping-${rate.mode ?? rate.code}`}
              />
            );
          })}
        </View>
        {failure ? <CheckoutError failure={failure} /> : null}
        <Button
          label={t('checkout.continue')}
          onPress={next}
          disabled={!chosen || isSaving}
          testID="shipping-submit"
        />
      </QueryBoundary>
    </View>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.lg }, list: { gap: spacing.sm } });
