import {
  DEFAULT_COUNTRY_ISO,
  checkoutPath,
  errorText,
  isDeliveredPostalCode,
  t,
  validatePostalCode,
} from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { Fragment, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { useAccountQuery } from '@/features/account';
import { QueryBoundary } from '@/features/errors';
import { readFailure } from '@/lib/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, RadioRow, Text, TextField, spacing } from '@/ui';
import { checkoutApi, type CheckoutFailure } from '../api/checkout-api';
import type { PickupPointResource } from '../api/checkout-types';
import { shippingAddressOf, totalsOf } from '@/features/orders';
import { useShippingRates } from '../api/use-shipping-rates';
import { CheckoutError } from '../components/checkout-error';
import { OrderNotInProgress } from '../components/order-not-in-progress';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { checkoutStepSaved } from '../state/checkout-step-thunks';
import { orderTotalsUpdated, pickupPointChosen, shippingMethodChosen } from '../state/order-slice';

/** Step 3 "Point relais" (spec §2, §4, §7): the nearest pickup points to a postal code. */
export function PickupScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="pickup" title={t('checkout.pickup.title')} orderId={orderId}>
      {(order) => <PickupStep order={order} />}
    </CheckoutLayout>
  );
}

function PickupStep({ order }: { order: { id: string; token: string } }) {
  const dispatch = useAppDispatch();
  const account = useAccountQuery();
  const state = useAppSelector((root) => root.order);
  // After a reload the device no longer has the address of step 1: the order has it (it may not be
  // the account's), asked as the step opens. The account's postal code stands in only without it.
  const restored = checkoutApi.useOrderSummaryQuery(
    { token: order.token, orderId: order.id },
    { skip: Boolean(state.address) },
  );
  const orderZipcode =
    state.address?.zipcode ?? (restored.data ? shippingAddressOf(restored.data)?.zipcode : undefined);
  const startZipcode = orderZipcode ?? '';
  const [typed, setTyped] = useState(startZipcode);
  const [searched, setSearched] = useState(startZipcode);
  const [isTyped, setIsTyped] = useState(false);
  // What answers once the step is open fills the field the customer has not touched.
  const lateZipcode =
    orderZipcode ?? (restored.isLoading ? undefined : account.data?.deliveryAddress?.zipcode);
  if (!isTyped && typed === '' && lateZipcode) {
    setTyped(lateZipcode);
    setSearched(lateZipcode);
  }
  const [zipcodeError, setZipcodeError] = useState<string>();
  const [pointId, setPointId] = useState<string | null>(state.chosenPickupPoint?.id ?? null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const { shipmentId, rates } = useShippingRates(order);
  const rate =
    rates?.find((candidate) => candidate.code === state.shippingMethodSelected) ??
    rates?.find((candidate) => candidate.mode === 'pickup-point');
  const isSearchable = validatePostalCode(searched).ok;
  const points = checkoutApi.usePickupPointsQuery(
    { token: order.token, zipcode: searched },
    { skip: !isSearchable },
  );
  const [isSaving, setIsSaving] = useState(false);
  const chosen = points.data?.data.find((point) => point.id === pointId);
  // A code no commune has is the customer's typo: said under the field, not as a failed page.
  const isUnknownCode = points.isError && readFailure(points.error).code === 'postal_code_unknown';

  const search = () => {
    const postalCode = validatePostalCode(typed);
    // Corsica and overseas have no point the shop delivers to (spec §1): said before any search.
    if (!postalCode.ok || !isDeliveredPostalCode(postalCode.value)) {
      setZipcodeError(errorText(postalCode.ok ? 'address_outside_delivery_zone' : postalCode.code).content);
      // The points of the code searched before are not those of the one typed.
      setSearched('');
      return;
    }
    setZipcodeError(undefined);
    setSearched(postalCode.value);
  };

  const confirm = async () => {
    if (!chosen || !rate) return;
    setFailure(null);
    const point = chosen.attributes;
    setIsSaving(true);
    const saved = await dispatch(
      checkoutStepSaved({
        body: {
          order: {
            shipments_attributes: [{ id: shipmentId, selected_shipping_rate_id: rate.id }],
            chosen_pickup_point_attributes: {
              provider_name: point.provider_name,
              provider_point_id: point.provider_point_id,
              address_attributes: {
                company: point.company,
                country_id: DEFAULT_COUNTRY_ISO,
                address1: point.address1,
                zipcode: point.zipcode,
                city: point.city,
              },
            },
          },
        },
        advance: true,
      }),
    ).unwrap();
    setIsSaving(false);
    if (!saved.ok) {
      setFailure(saved.failure);
      return;
    }
    dispatch(shippingMethodChosen({ code: rate.code, shipmentId, shippingRateId: rate.id }));
    dispatch(
      pickupPointChosen({
        id: chosen.id,
        providerName: point.provider_name,
        providerPointId: point.provider_point_id,
        address: {
          company: point.company,
          countryId: DEFAULT_COUNTRY_ISO,
          address1: point.address1,
          zipcode: point.zipcode,
          city: point.city,
        },
      }),
    );
    dispatch(orderTotalsUpdated(totalsOf(saved.document)));
    router.push(checkoutPath(order.id, 'summary') as Href);
  };

  const confirmation = (
    <View style={styles.confirmation}>
      {failure ? <CheckoutError failure={failure} /> : null}
      <Button
        label={t('checkout.pickup.confirm')}
        onPress={confirm}
        disabled={!chosen || !rate || isSaving}
        testID="pickup-submit"
      />
    </View>
  );

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.pickup.heading')}
      </Text>
      <TextField
        label={t('checkout.pickup.zipcode')}
        value={typed}
        onChangeText={(text) => {
          setIsTyped(true);
          setTyped(text);
        }}
        onSubmitEditing={search}
        error={zipcodeError ?? (isUnknownCode ? errorText('postal_code_unknown').content : undefined)}
        keyboardType="number-pad"
        inputMode="numeric"
        maxLength={5}
        testID="pickup-zipcode"
        beside={<Button variant="outline" label={t('checkout.pickup.search')} onPress={search} />}
      />
      {isSearchable && !isUnknownCode ? (
        <QueryBoundary
          queries={[points]}
          skeleton={<CheckoutSkeleton rows={4} />}
          notFound={<OrderNotInProgress orderId={order.id} />}
        >
          {points.data?.data.length === 0 ? <Text>{t('checkout.pickup.none')}</Text> : null}
          <View style={styles.list} role="radiogroup" aria-label={t('checkout.pickup.heading')}>
            {(points.data?.data ?? []).map((point) => (
              <Fragment key={point.id}>
                <PickupPointRow
                  point={point}
                  checked={point.id === pointId}
                  onPress={() => setPointId(point.id)}
                />
                {/* The confirmation comes right under the chosen point, not ten points below. */}
                {point.id === pointId ? confirmation : null}
              </Fragment>
            ))}
          </View>
        </QueryBoundary>
      ) : null}
    </View>
  );
}

const distanceFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

function PickupPointRow({
  point,
  checked,
  onPress,
}: {
  point: PickupPointResource;
  checked: boolean;
  onPress(): void;
}) {
  const { company, address1, zipcode, city, distance_km: distance, opening_hours: hours } = point.attributes;
  return (
    <RadioRow
      label={company}
      accessibilityLabel={t('checkout.pickup.choose', { name: company })}
      description={`${address1}, ${zipcode} ${city}`}
      trailing={
        typeof distance === 'number'
          ? t('checkout.pickup.distance', { distance: distanceFormat.format(distance) })
          : undefined
      }
      detail={
        checked && hours.length > 0 ? (
          <View style={styles.hours} testID="pickup-hours">
            {hours.map((line) => (
              <Text key={line.day} variant="caption" tone="muted">
                {t('checkout.pickup.hours_line', { day: line.day, hours: line.hours })}
              </Text>
            ))}
          </View>
        ) : null
      }
      checked={checked}
      onPress={onPress}
      testID={`pickup-point-${point.id}`}
    />
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  list: { gap: spacing.sm },
  confirmation: { gap: spacing.sm, paddingBottom: spacing.sm },
  hours: { flexDirection: 'row', flexWrap: 'wrap', columnGap: spacing.md, rowGap: spacing.xxs },
});
