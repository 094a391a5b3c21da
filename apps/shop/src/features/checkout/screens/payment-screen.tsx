import { cardTypeLabel, checkoutPath, formatEuros, t } from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { useEffect, useMemo, useState } from 'react';
import { Platform, StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { totalsOf } from '@/features/orders';
import {
  PaymentConfigBoundary,
  StripePayment,
  isSandbox,
  useCardProcessor,
  type PaymentConfig,
  type WalletKind,
} from '@/features/payments';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Notice, RadioRow, Text, spacing } from '@/ui';
import { checkoutApi } from '../api/checkout-api';
import { CheckoutError } from '../components/checkout-error';
import { OrderNotInProgress } from '../components/order-not-in-progress';
import { PricesChangedNotice, useItemTotalOnArrival } from '../components/prices-changed-notice';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { orderTotalsUpdated } from '../state/order-slice';
import { SandboxPayment, type Attempt } from '../components/sandbox-payment';
import { TermsAcceptance } from '../components/terms-acceptance';
import { paymentMethodCode, usePayment, type PaymentPhase } from '../use-payment';
import { useDeliveryCheck } from '../use-delivery-check';

/** Step 5 "Paiement" (spec §2, §7, §8): a saved card, a new card, Apple Pay or Google Pay. */
export function PaymentScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="payment" title={t('checkout.payment.title')} orderId={orderId}>
      {(order) => (
        <View style={styles.body}>
          <Text variant="heading" role="heading" aria-level={1}>
            {t('checkout.payment.heading')}
          </Text>
          <PaymentConfigBoundary skeleton={<CheckoutSkeleton rows={4} />}>
            {(config) => <PaymentStep order={order} config={config} />}
          </PaymentConfigBoundary>
        </View>
      )}
    </CheckoutLayout>
  );
}

/** The wallets this device offers: Apple Pay on iOS, Google Pay on Android, both on the web. */
const deviceWallets: readonly WalletKind[] =
  Platform.OS === 'ios'
    ? ['apple_pay']
    : Platform.OS === 'android'
      ? ['google_pay']
      : ['apple_pay', 'google_pay'];

function PaymentStep({ order, config }: { order: { id: string; token: string }; config: PaymentConfig }) {
  const dispatch = useAppDispatch();
  const itemTotalBefore = useItemTotalOnArrival();
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const summary = checkoutApi.useOrderSummaryQuery(
    { token: order.token, orderId: order.id },
    { refetchOnMountOrArgChange: true },
  );
  useDeliveryCheck(order.id, summary);
  const methods = checkoutApi.usePaymentMethodsQuery({ token: order.token, orderId: order.id });
  const cards = checkoutApi.useCreditCardsQuery(userId, { skip: !userId });
  // The saved cards change the step's height once answered: its placeholder stays until they came
  // (or failed), so that nothing, « Payer » least of all, moves under a finger.
  const isShaped = !cards.isLoading;
  const totals = useMemo(() => (summary.data ? totalsOf(summary.data) : undefined), [summary.data]);
  const amountCents = totals?.orderTotalAfterStoreCreditCents ?? 0;
  const amount = formatEuros(amountCents);
  const processor = useCardProcessor(config);
  const payment = usePayment(order, methods.data, processor, amountCents);
  // A price changed while the customer was paying: nothing was taken, the step shows the new total.
  const isAmountChanged =
    payment.phase.kind === 'failed' && payment.phase.failure.code === 'payment_amount_changed';
  const { refetch } = summary;
  useEffect(() => {
    if (isAmountChanged) void refetch();
  }, [isAmountChanged, refetch]);
  // The amounts beside the step follow the total « Payer » asks for.
  useEffect(() => {
    if (totals) dispatch(orderTotalsUpdated(totals));
  }, [dispatch, totals]);
  const [savedCardId, setSavedCardId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<Attempt>('card');
  const [isTermsAccepted, setTermsAccepted] = useState(false);
  // « Payer » pressed with the CGV unticked: the box says so at once, beside what the card's own
  // fields say, rather than only once they are right.
  const [isTermsAsked, setTermsAsked] = useState(false);
  const askTerms = () => setTermsAsked(true);
  /**
   * Whether a payment from `place` may start: only once the CGV are ticked. Otherwise nothing is
   * sent (no card made, no order refused for it) and the step says why beside the button pressed
   * too, since the box may be far above it.
   */
  const mayPay = (place: Attempt) => {
    if (isTermsAccepted) return true;
    setTermsAsked(true);
    setAttempt(place);
    payment.refuse({ code: 'terms_not_accepted' });
    return false;
  };

  const codes = new Set((methods.data?.data ?? []).map(paymentMethodCode));
  const wallets = deviceWallets.filter((wallet) => codes.has(wallet));
  const savedCards = cards.data?.data ?? [];
  // A refusal for want of the CGV is answered once they are ticked.
  const phase =
    isTermsAccepted && payment.phase.kind === 'failed' && payment.phase.failure.code === 'terms_not_accepted'
      ? ({ kind: 'idle' } as const)
      : payment.phase;
  const isBusy = phase.kind === 'paying' || phase.kind === 'checking';
  const submitLabel = isBusy ? t('checkout.payment.paying') : t('checkout.payment.pay', { amount });

  const outcomeAt = (place: Attempt) =>
    attempt === place ? (
      <PaymentOutcome
        phase={phase}
        onRetry={() => void payment.retry()}
        onOtherSlot={() => router.push(checkoutPath(order.id, 'timeslot') as Href)}
        onDelivery={() => router.push(checkoutPath(order.id, 'shipping') as Href)}
      />
    ) : null;

  const savedCardsSection =
    savedCards.length > 0 ? (
      <View style={styles.section} testID="saved-cards">
        <Text variant="title" role="heading" aria-level={2}>
          {t('checkout.payment.saved_cards')}
        </Text>
        <View role="radiogroup" aria-label={t('checkout.payment.saved_cards')} style={styles.section}>
          {savedCards.map((card) => (
            <RadioRow
              key={card.id}
              label={t('checkout.payment.saved_card', {
                brand: cardTypeLabel(card.attributes.cc_type),
                last4: card.attributes.last_digits,
                month: String(card.attributes.month).padStart(2, '0'),
                year: card.attributes.year,
              })}
              checked={card.id === savedCardId}
              onPress={() => setSavedCardId(card.id === savedCardId ? null : card.id)}
              testID={`saved-card-${card.id}`}
            />
          ))}
        </View>
        {outcomeAt('saved_card')}
        {savedCardId ? (
          <Button
            label={t('checkout.payment.pay', { amount })}
            onPress={() => {
              if (!mayPay('saved_card')) return;
              setAttempt('saved_card');
              void payment.payWithSavedCard(savedCardId);
            }}
            busy={isBusy}
            testID="saved-card-pay"
          />
        ) : null}
      </View>
    ) : null;

  const cardHeading = (
    <Text variant="title" role="heading" aria-level={2}>
      {t('checkout.payment.new_card')}
    </Text>
  );

  return (
    <>
      <QueryBoundary
        queries={[summary, methods]}
        skeleton={<CheckoutSkeleton rows={4} />}
        notFound={<OrderNotInProgress orderId={order.id} />}
      >
        {isShaped ? (
          <>
            <PricesChangedNotice before={itemTotalBefore} itemTotalCents={totals?.itemTotalCents} />
            <Text variant="title" testID="payment-amount">
              {t('checkout.payment.amount', { amount })}
            </Text>
            <TermsAcceptance
              order={order}
              acceptedVersion={summary.data?.data.attributes.terms_version ?? null}
              isRefused={
                (isTermsAsked && !isTermsAccepted) ||
                (phase.kind === 'failed' && phase.failure.code === 'terms_not_accepted')
              }
              onChange={setTermsAccepted}
            />
            {isSandbox(processor) ? (
              <SandboxPayment
                processor={processor}
                payment={payment}
                wallets={wallets}
                amountCents={amountCents}
                isBusy={isBusy}
                submitLabel={submitLabel}
                cardHeading={cardHeading}
                savedCards={savedCardsSection}
                outcomeAt={outcomeAt}
                onAttempt={setAttempt}
                onPayPressed={askTerms}
                mayPay={mayPay}
              />
            ) : (
              <>
                {savedCardsSection}
                <StripePayment
                  config={config}
                  amountCents={amountCents}
                  wallets={wallets}
                  cardHeading={cardHeading}
                  submitLabel={submitLabel}
                  isBusy={isBusy}
                  cardNotice={outcomeAt('card')}
                  walletNotice={outcomeAt('wallet')}
                  mayOpenWallet={() => mayPay('wallet')}
                  onPayPressed={askTerms}
                  onCard={(create, card) => {
                    if (!mayPay('card')) return;
                    setAttempt('card');
                    void payment.payWithNewCard(create, card);
                  }}
                  onWallet={(wallet, create) => {
                    setAttempt('wallet');
                    return payment.payWithWallet(wallet, create);
                  }}
                />
              </>
            )}
          </>
        ) : (
          <CheckoutSkeleton rows={4} />
        )}
      </QueryBoundary>
      {payment.challengeSheet}
    </>
  );
}

/** The slot went while the customer paid: taken by others, closed by the shop, or past its cut-off. */
const SLOT_TO_CHOOSE = new Set(['slot_full', 'slot_closed']);
const DELIVERY_TO_CHOOSE = new Set([
  'delivery_to_choose_again',
  'shipping_method_required',
  'delivery_slot_required',
  'pickup_point_required',
]);

/** What came of the last try: a refusal (spec §8), the status check, or the lost connection. */
function PaymentOutcome({
  phase,
  onRetry,
  onOtherSlot,
  onDelivery,
}: {
  phase: PaymentPhase;
  onRetry(): void;
  onOtherSlot(): void;
  onDelivery(): void;
}) {
  if (phase.kind === 'failed') {
    return (
      <CheckoutError failure={phase.failure}>
        {SLOT_TO_CHOOSE.has(phase.failure.code) ? (
          <Button variant="outline" label={t('checkout.payment.choose_other_slot')} onPress={onOtherSlot} />
        ) : null}
        {/* The basket changed elsewhere (another tab): its delivery is to choose again, from its step. */}
        {DELIVERY_TO_CHOOSE.has(phase.failure.code) ? (
          <Button variant="outline" label={t('checkout.payment.choose_delivery')} onPress={onDelivery} />
        ) : null}
      </CheckoutError>
    );
  }
  if (phase.kind === 'checking') return <Notice tone="info" message={t('checkout.payment.checking')} />;
  if (phase.kind === 'network_lost') {
    return (
      <Notice
        tone="error"
        title={t('screens.network_error.title')}
        message={t('checkout.payment.network_lost')}
        testID="payment-network-lost"
      >
        <Button label={t('checkout.payment.retry')} onPress={onRetry} />
      </Notice>
    );
  }
  return null;
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  section: { gap: spacing.sm },
});
