import { checkoutPath, formatEuros, isSlotBookable, t } from '@sillon/domain';
import { Redirect, router, useLocalSearchParams, type Href } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Notice, Text, spacing } from '@/ui';
import type { CheckoutFailure } from '../api/checkout-api';
import { totalsOf } from '@/features/orders';
import { homeDeliveryOf } from '../api/shipping-rates';
import { useShippingRates } from '../api/use-shipping-rates';
import { CheckoutError } from '../components/checkout-error';
import { OrderNotInProgress } from '../components/order-not-in-progress';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { SlotPicker, isSlotUnavailable, type PickableSlot } from '../components/slot-picker';
import { checkoutStepSaved } from '../state/checkout-step-thunks';
import { deliverySlotChosen, orderTotalsUpdated, shippingMethodChosen } from '../state/order-slice';
import { shopNow } from '@/lib/api';

/** Step 3 "Créneau" (spec §2, §4, §7): a home delivery's slot, saved on the shipment. */
export function TimeslotScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="timeslot" title={t('checkout.timeslot.title')} orderId={orderId}>
      {(order) => <TimeslotGate order={order} />}
    </CheckoutLayout>
  );
}

/**
 * A slot is chosen for the method chosen before it: an order without one (a link followed, or an
 * address changed since) goes to the shipping step first, never to a method picked for the customer.
 */
function TimeslotGate({ order }: { order: { id: string; token: string } }) {
  const method = useAppSelector(
    (state) => state.order.shippingMethodSelected ?? state.order.shippingMethodRestored,
  );
  if (!method) return <Redirect href={checkoutPath(order.id, 'shipping') as Href} />;
  return <TimeslotStep order={order} />;
}

function TimeslotStep({ order }: { order: { id: string; token: string } }) {
  const dispatch = useAppDispatch();
  const { query, shipmentId, rates } = useShippingRates(order);
  const selected = useAppSelector((state) => state.order);
  // After a reload, the method the shipping step saved on the order.
  const method = selected.shippingMethodSelected ?? selected.shippingMethodRestored;
  const delivery = rates ? homeDeliveryOf(rates, method) : undefined;
  const rate = delivery?.rate;
  const now = shopNow();
  const slots: (PickableSlot & { bookableUntil: string })[] = (rate?.slots ?? [])
    .filter((slot) => isSlotBookable({ bookableUntil: slot.bookable_until }, now))
    .map((slot) => ({
      id: slot.id,
      start: slot.start,
      end: slot.end,
      bookableUntil: slot.bookable_until,
      isFull: slot.is_full === true,
      isClosed: slot.is_closed === true,
    }));
  const [slotId, setSlotId] = useState<string | null>(selected.shipmentInformations.deliverySlotId);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const chosen = slots.find((slot) => slot.id === slotId && !isSlotUnavailable(slot));
  /** The delivery has no slot to offer now: the step says when, and leads back to the other modes. */
  const noSlotYet = rate !== undefined && slots.length === 0;
  /** Every slot shown is full or closed (a day the shop closed): the step leads to the other modes. */
  const allTaken = slots.length > 0 && slots.every(isSlotUnavailable);

  const confirm = async () => {
    if (!rate || !chosen) return;
    setFailure(null);
    setIsSaving(true);
    const saved = await dispatch(
      checkoutStepSaved({
        body: {
          order: {
            shipments_attributes: [
              { id: shipmentId, selected_shipping_rate_id: rate.id, delivery_slot_id: chosen.id },
            ],
          },
        },
        advance: true,
      }),
    ).unwrap();
    setIsSaving(false);
    if (!saved.ok) {
      const refused = saved.failure;
      setFailure(refused);
      // Spec §8: a slot taken meanwhile (or closed) — the slots are asked again.
      if (refused.code === 'slot_full' || refused.code === 'slot_closed') {
        setSlotId(null);
        void query.refetch();
      }
      return;
    }
    dispatch(shippingMethodChosen({ code: rate.code, shipmentId, shippingRateId: rate.id }));
    dispatch(
      deliverySlotChosen({
        id: chosen.id,
        start: chosen.start,
        end: chosen.end,
        bookableUntil: chosen.bookableUntil,
      }),
    );
    dispatch(orderTotalsUpdated(totalsOf(saved.document)));
    router.push(checkoutPath(order.id, 'summary') as Href);
  };

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.timeslot.heading')}
      </Text>
      <QueryBoundary
        queries={[query]}
        skeleton={<CheckoutSkeleton />}
        notFound={<OrderNotInProgress orderId={order.id} />}
      >
        {noSlotYet && !query.isFetching ? (
          // Slots the server sent whose time passed on this device: the server's headline is theirs.
          <NoSlotYet headline={rate.slots.length === 0 ? rate.slotsHeadline : null} orderId={order.id} />
        ) : null}
        {rate && !noSlotYet ? <Text tone="muted">{rate.slotsHeadline ?? rate.name}</Text> : null}
        {delivery && !noSlotYet ? (
          <Text testID="timeslot-price">
            {t('checkout.timeslot.price', {
              price: delivery.isOffered ? t('checkout.shipping.offered') : formatEuros(delivery.priceCents),
            })}
          </Text>
        ) : null}
        {query.isFetching && !query.isLoading ? (
          <CheckoutSkeleton rows={2} />
        ) : !noSlotYet ? (
          <SlotPicker slots={slots} selectedId={slotId} onSelect={(slot) => setSlotId(slot.id)} />
        ) : null}
        {allTaken && !query.isFetching ? (
          <NoSlotYet headline={t('checkout.timeslot.all_taken')} orderId={order.id} />
        ) : null}
        {failure ? <CheckoutError failure={failure} /> : null}
        {!noSlotYet ? (
          <Button
            label={t('checkout.timeslot.confirm')}
            onPress={confirm}
            disabled={!chosen || isSaving}
            testID="timeslot-submit"
          />
        ) : null}
      </QueryBoundary>
    </View>
  );
}

/**
 * No slot of this delivery can be booked now (the bike from a Friday evening, every slot full or
 * closed): when the next open, as the server says, and the way back to the other modes.
 */
function NoSlotYet({ headline, orderId }: { headline: string | null; orderId: string }) {
  return (
    <Notice tone="info" message={headline ?? t('checkout.timeslot.none')} testID="timeslot-none">
      <Button
        label={t('checkout.timeslot.other_method')}
        variant="outline"
        onPress={() => router.push(checkoutPath(orderId, 'shipping') as Href)}
        testID="timeslot-other-method"
      />
    </Notice>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.lg } });
