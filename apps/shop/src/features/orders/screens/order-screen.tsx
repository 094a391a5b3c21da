import {
  errorText,
  formatParisDay,
  formatParisHour,
  orderStatusLabel,
  t,
  timeLeftLabel,
} from '@sillon/domain';
import { useEffect, useState } from 'react';
import { Link, useLocalSearchParams, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { RequireCustomer } from '@/features/auth';
import {
  SubstitutionChoice,
  SubstitutionProposals,
  useSetOrderSubstitutionMutation,
} from '@/features/substitutions';
import { QueryBoundary } from '@/features/errors';
import { useProductTiles } from '@/features/products';
import { Columns, Notice, PageHead, Screen, Skeleton, Text, palette, spacing } from '@/ui';
import { readFailure, shopNow, type RequestFailure } from '@/lib/api';
import {
  ORDER_INCLUDE,
  useAccountOrderQuery,
  useAddOrderItemsMutation,
  useCancelOrderMutation,
} from '../api/orders-api';
import { shippingAddressOf, type OrderDocument, type OrderLine } from '../api/order-document';
import { AddFromCart, addOrderItemsKey } from '../components/add-from-cart';
import { BuyAgain } from '../components/buy-again';
import { CancelOrder, cancelOrderKey } from '../components/cancel-order';
import { DeliveryDay, deliveryDayShownOf } from '../components/delivery-day';
import { OrderDetails } from '../components/order-details';
import { PaymentDropped } from '../components/payment-dropped';

/**
 * While a courier is on the way, the window narrows as stops are done: the page asks again this
 * often (and on focus, like every screen), so a customer watching it sees the window move.
 */
const COURIER_POLL_MS = 60_000;
/** The countdown's step: « plus que 25 minutes » moves by the minute. */
const CHANGEABLE_TICK_MS = 30_000;

/**
 * Spec §2 `my-account/orders/{orderId}`: a placed order, its status, and what the customer may do
 * with it: cancel it or add products until its cut-off, order it again, see its ticket; on the
 * delivery day, when the courier comes (issue 42). On a desktop, what may be done with it stands
 * beside the order (a phone's column left each line's « Si ce produit manque » on two rows).
 */
export function OrderScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <Screen wide>
      <PageHead title={t('screens.order.title', { number: orderId })} />
      <RequireCustomer>
        <Order number={orderId} />
      </RequireCustomer>
    </Screen>
  );
}

function Order({ number }: { number: string }) {
  const order = useAccountOrderQuery(number);
  return (
    <View style={styles.body}>
      <Link href="/my-account/orders" style={styles.link} accessibilityRole="link">
        {t('screens.orders.back')}
      </Link>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.order.title', { number })}
      </Text>
      <QueryBoundary queries={[order]} skeleton={<Skeleton width="100%" height={320} />}>
        {order.data ? <PlacedOrder document={order.data} /> : null}
      </QueryBoundary>
    </View>
  );
}

/**
 * Whether the order's cut-off (`changeable_until`, while the server lets it be changed) has passed
 * by the shop's clock. At the cut-off the order is read again, so « Annuler » and « Ajouter » go as
 * the server closes them; they go at once all the same, the server's answer or not.
 */
function useCutOffPassed(number: string, until: string | null): boolean {
  const [passedCutOff, setPassedCutOff] = useState<string | null>(null);
  const { refetch } = useAccountOrderQuery(number);
  useEffect(() => {
    if (!until) return undefined;
    const left = Date.parse(until) - shopNow().getTime();
    const closing = setTimeout(
      () => {
        setPassedCutOff(until);
        void refetch();
      },
      Math.max(0, left) + 1000,
    );
    return () => clearTimeout(closing);
  }, [until, refetch]);
  return until !== null && (passedCutOff === until || Date.parse(until) <= shopNow().getTime());
}

/** How long the order stays changeable, counted down while the page is open. */
function ChangeableUntil({ until }: { until: string | null }) {
  const [now, setNow] = useState(shopNow);
  useEffect(() => {
    if (!until) return undefined;
    const tick = setInterval(() => setNow(shopNow()), CHANGEABLE_TICK_MS);
    return () => clearInterval(tick);
  }, [until]);
  const left = until ? timeLeftLabel(until, now) : null;
  // Past the cut-off, for the second before the page says the order is no longer changeable: no
  // time left to write (the brackets stood empty), so no line.
  if (until && left === null) return null;
  return (
    <Text variant="caption" tone="muted" testID="order-changeable">
      {until && left
        ? t('screens.order.changeable_until', {
            day: formatParisDay(until),
            hour: formatParisHour(until),
            left,
          })
        : t('screens.order.changeable_pickup')}
    </Text>
  );
}

function PlacedOrder({ document }: { document: OrderDocument }) {
  const { attributes } = document.data;
  const number = document.data.id;
  const deliveryDay = deliveryDayShownOf(attributes.status, attributes.delivery_day);
  const until = attributes.can_cancel ? attributes.changeable_until : null;
  const isCutOffPassed = useCutOffPassed(number, until);
  const isChangeable = attributes.can_cancel && !isCutOffPassed;
  const canAddItems = attributes.can_add_items && isChangeable;
  // A second subscription to the same order, polling only while the courier is to come.
  useAccountOrderQuery(number, {
    skip: deliveryDay?.kind !== 'window',
    pollingInterval: COURIER_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const actions = (
    <>
      {canAddItems ? <AddFromCart number={number} /> : null}
      <View style={styles.actions}>
        <Link
          href={`/my-account/orders/${encodeURIComponent(number)}/ticket` as Href}
          style={styles.link}
          accessibilityRole="link"
        >
          {t('screens.order.see_ticket')}
        </Link>
        <BuyAgain document={document} />
        {isChangeable ? <CancelOrder number={number} /> : null}
      </View>
    </>
  );
  return (
    <Columns
      main={<OrderBody document={document} isChangeable={isChangeable} canAddItems={canAddItems} />}
      aside={actions}
    />
  );
}

/** The order itself: its status, its delivery day, the staff's proposals, its lines and amounts. */
function OrderBody({
  document,
  isChangeable,
  canAddItems,
}: {
  document: OrderDocument;
  isChangeable: boolean;
  canAddItems: boolean;
}) {
  const { attributes } = document.data;
  const number = document.data.id;
  const until = attributes.can_cancel ? attributes.changeable_until : null;
  const deliveryDay = deliveryDayShownOf(attributes.status, attributes.delivery_day);
  return (
    <View style={styles.body}>
      <Refusal number={number} />
      <View style={styles.status}>
        <Text variant="label" testID="order-status">
          {t('screens.order.status', { status: orderStatusLabel(attributes.status) })}
        </Text>
        {isChangeable ? <ChangeableUntil until={until} /> : null}
        {/* Past its cut-off, a coming order says so, where « Modifiable… » was. */}
        {!isChangeable && attributes.status === 'scheduled' ? (
          <Text variant="caption" tone="muted" testID="order-locked">
            {t('screens.order.locked')}
          </Text>
        ) : null}
      </View>
      <PaymentDropped number={number} order={attributes} />
      <DeliveryDay number={number} shown={deliveryDay} />
      {attributes.status === 'canceled' ? (
        <Notice tone="info" message={t('screens.order.canceled')} testID="order-canceled" />
      ) : null}
      <SubstitutionProposals number={number} document={document} include={ORDER_INCLUDE} />
      <OrderDetails
        document={document}
        isPaid
        lineAction={
          // Until the cut-off, like « Ajouter des produits » (issue 41).
          canAddItems
            ? (line) => <OrderLineSubstitution number={number} document={document} line={line} />
            : undefined
        }
      />
    </View>
  );
}

/** « Si ce produit manque » on a line of the order, until its cut-off (issue 41). */
function OrderLineSubstitution({
  number,
  document,
  line,
}: {
  number: string;
  document: OrderDocument;
  line: OrderLine;
}) {
  const [setSubstitution, saved] = useSetOrderSubstitutionMutation();
  const zipcode = shippingAddressOf(document)?.zipcode;
  const productId = line.variantId ?? undefined;
  return (
    <>
      <SubstitutionChoice
        preference={line.substitution ?? undefined}
        productId={productId}
        productName={line.name}
        zipcode={zipcode}
        isDisabled={saved.isLoading}
        testID={`order-substitution-${line.id}`}
        onChange={(substitution) =>
          void setSubstitution({ number, lineItemId: line.id, substitution, include: ORDER_INCLUDE })
        }
      />
      {saved.error ? (
        <Text variant="caption" tone="error" role="alert" testID={`order-substitution-error-${line.id}`}>
          {errorText(readFailure(saved.error).code ?? 'internal_error').content}
        </Text>
      ) : null}
    </>
  );
}

/**
 * Why the last cancellation or addition was refused (« Trop tard pour modifier »…): shown above
 * the order, as the order's screen then shows it as it now is (no longer changeable, say).
 */
function Refusal({ number }: { number: string }) {
  const [, added] = useAddOrderItemsMutation({ fixedCacheKey: addOrderItemsKey(number) });
  const [, canceled] = useCancelOrderMutation({ fixedCacheKey: cancelOrderKey(number) });
  const addition = added.error ? readFailure(added.error) : undefined;
  const capped = addition ? cappedProductOf(addition) : undefined;
  const cappedName = useProductTiles(capped ? [capped.id] : []).byId.get(capped?.id ?? '')?.displayName;
  const failures = [
    addition
      ? {
          testID: 'order-add-error',
          text:
            capped && cappedName
              ? {
                  ...errorText('quantity_above_limit'),
                  content: t('screens.order.add_above_limit', { name: cappedName, max: capped.max }),
                }
              : errorText(addition.code ?? 'internal_error'),
        }
      : null,
    canceled.error
      ? { testID: 'cancel-error', text: errorText(readFailure(canceled.error).code ?? 'internal_error') }
      : null,
  ];
  return (
    <>
      {failures.map((failure) =>
        failure ? (
          <Notice
            key={failure.testID}
            tone="error"
            title={failure.text.title}
            message={failure.text.content}
            testID={failure.testID}
          />
        ) : null,
      )}
    </>
  );
}

/** The product above its cap an addition was refused for: its id and the cap (`{ [id]: [max] }`). */
function cappedProductOf(failure: RequestFailure): { id: string; max: number } | undefined {
  if (failure.code !== 'quantity_above_limit') return undefined;
  const [entry] = Object.entries(failure.fields ?? {});
  const max = Number(entry?.[1]?.[0]);
  return entry && Number.isInteger(max) ? { id: entry[0], max } : undefined;
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  status: { gap: spacing.xs },
  actions: { gap: spacing.md },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
