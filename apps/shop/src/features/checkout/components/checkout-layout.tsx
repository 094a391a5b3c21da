import {
  checkoutStepOf,
  checkoutSteps,
  shippingModeOf,
  t,
  type CheckoutScreen,
  type ShippingMode,
} from '@sillon/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import { RequireCustomer } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Columns, PageHead, Screen, Skeleton, StepHeader, spacing } from '@/ui';
import { checkoutApi } from '../api/checkout-api';
import { totalsOf, useAccountOrderQuery } from '@/features/orders';
import { orderRestored } from '../state/order-slice';
import { OrderAside } from './order-aside';
import { OrderMissing, OrderNotInProgress } from './order-not-in-progress';

/**
 * Every checkout screen: its title (brand suffix), the customer's session (spec §6: checkout is
 * for signed-in customers), the step header of spec §2 on steps 1 to 5, then the screen once the
 * order it is about is known; on the web's desktop, the order's amounts beside it (issue 40).
 */
export function CheckoutLayout({
  screen,
  title,
  orderId,
  children,
}: {
  screen: CheckoutScreen;
  title: string;
  orderId: string;
  children(order: { id: string; token: string }): ReactNode;
}) {
  return (
    <Screen wide>
      <PageHead title={title} />
      <Columns
        main={
          <RequireCustomer>
            <OrderGate
              orderId={orderId}
              isPaid={isAfterPayment(screen)}
              steps={<CheckoutSteps screen={screen} />}
            >
              {children}
            </OrderGate>
          </RequireCustomer>
        }
        aside={<OrderAside isPaid={isAfterPayment(screen)} />}
        asideOnDesktopOnly
      />
    </Screen>
  );
}

/** A screen of neither way's steps comes after payment (the pickup point is a step of its own way). */
const isAfterPayment = (screen: CheckoutScreen): boolean =>
  !checkoutStepOf(screen, 'bag') && !checkoutStepOf(screen, 'pickup-point');

/**
 * The mode the steps follow: the chosen method's, or after a reload the order's as the server had
 * it; home delivery until one is chosen.
 */
export function useShippingMode(): ShippingMode {
  const code = useAppSelector(
    (state) => state.order.shippingMethodSelected ?? state.order.shippingMethodRestored,
  );
  return (code ? shippingModeOf(code) : undefined) ?? 'bag';
}

function CheckoutSteps({ screen }: { screen: CheckoutScreen }) {
  const mode = useShippingMode();
  const current = checkoutStepOf(screen, mode);
  if (!current) return null;
  const steps = checkoutSteps(mode);
  return (
    <StepHeader
      steps={steps}
      current={current.number}
      labelOf={(step, state) =>
        state === 'done'
          ? t('checkout.steps.done', { label: step.label })
          : t('checkout.steps.progress', { number: step.number, total: steps.length, label: step.label })
      }
    />
  );
}

/**
 * The order of the route: the one this device started, or after a reload the session's open
 * order when it has this number; on the screens after payment (`isPaid`), the customer's
 * completed order of that number. Another number is an order no longer in progress, and so is a
 * step's order reset while it showed it (paid: the cart was reinitialised, spec §4): a step the
 * stack keeps mounted asks for no cart then.
 */
function OrderGate({
  orderId,
  isPaid,
  steps,
  children,
}: {
  orderId: string;
  isPaid: boolean;
  /** The step header: shown with an order in progress, never over a notice that it is not. */
  steps: ReactNode;
  children(order: { id: string; token: string }): ReactNode;
}) {
  const dispatch = useAppDispatch();
  const order = useAppSelector((state) => state.order);
  const isSameOrder = order.id === orderId && order.token !== null;
  // A step before payment of an order already paid: nothing left to do there.
  const isPaidStep = isSameOrder && order.isPaid && !isPaid;
  const isKnown = isSameOrder && !isPaidStep;
  const [hadOrder, setHadOrder] = useState(isKnown);
  if (isKnown && !hadOrder) setHadOrder(true);
  const open = checkoutApi.useOrderSummaryQuery(
    { token: '', orderId },
    { skip: isSameOrder || isPaid || hadOrder },
  );
  const paid = useAccountOrderQuery(orderId, { skip: isKnown || !isPaid });
  const restore = isPaid ? paid : open;
  const restored = restore.data?.data;

  useEffect(() => {
    if (!isSameOrder && restore.data && restored?.id === orderId) {
      const totals = totalsOf(restore.data);
      const { token, shipping_method_code: shippingMethodCode, delivery_slot: slot } = restored.attributes;
      dispatch(
        orderRestored({
          id: orderId,
          token,
          totals,
          isPaid,
          shippingMethodCode,
          deliverySlotId: slot?.id ?? null,
        }),
      );
    }
  }, [dispatch, isSameOrder, isPaid, orderId, restore.data, restored]);

  if (isKnown)
    return (
      <>
        {steps}
        {children({ id: orderId, token: order.token ?? '' })}
      </>
    );
  if (!isPaidStep && (restore.isLoading || restored?.id === orderId))
    return (
      <>
        {steps}
        <CheckoutSkeleton />
      </>
    );
  // After payment, the placed order was the one asked for: it is not this customer's.
  return isPaid ? <OrderMissing /> : <OrderNotInProgress orderId={orderId} />;
}

/** Grey blocks the size of a step's content while it loads. */
export function CheckoutSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <View style={styles.skeleton} testID="checkout-skeleton">
      <Skeleton width="60%" height={28} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} width="100%" height={64} />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  skeleton: { gap: spacing.md },
});
