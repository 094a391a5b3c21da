import { cardTypeLabel, checkoutPath, formatEuros, t } from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { useEffect, useState } from 'react';
import { Platform, StyleSheet, View } from 'react-native';
import { QueryBoundary } from '@/features/errors';
import { useAppSelector } from '@/store/hooks';
import { Button, Notice, RadioRow, Skeleton, Text, spacing } from '@/ui';
import { canPayWithBrowserWallet, payWithBrowserWallet } from '../api/browser-wallet';
import type { WalletKind } from '../api/card-processor';
import { checkoutApi } from '../api/checkout-api';
import { totalsOf } from '@/features/orders';
import { CardForm } from '../components/card-form';
import { CheckoutError } from '../components/checkout-error';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { ThreeDSecureSheet, WalletSheet, walletName } from '../components/payment-sheets';
import { paymentMethodCode, usePayment, type PaymentPhase } from '../use-payment';

/** Step 5 "Paiement" (spec §2, §7, §8): a saved card, a new card, Apple Pay or Google Pay. */
export function PaymentScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="payment" title={t('checkout.payment.title')} orderId={orderId}>
      {(order) => <PaymentStep order={order} />}
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

function PaymentStep({ order }: { order: { id: string; token: string } }) {
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const summary = checkoutApi.useOrderSummaryQuery(
    { token: order.token, orderId: order.id },
    { refetchOnMountOrArgChange: true },
  );
  const methods = checkoutApi.usePaymentMethodsQuery({ token: order.token, orderId: order.id });
  const cards = checkoutApi.useCreditCardsQuery(userId, { skip: !userId });
  const payment = usePayment(order, methods.data);
  const [savedCardId, setSavedCardId] = useState<string | null>(null);
  const [sandboxWallet, setSandboxWallet] = useState<WalletKind | null>(null);
  // Where the customer paid from: the answer shows there, next to the button they pressed.
  const [attempt, setAttempt] = useState<'wallet' | 'saved_card' | 'card'>('card');
  const browserWallets = useBrowserWallets();

  const amountCents = summary.data ? totalsOf(summary.data).orderTotalAfterStoreCreditCents : 0;
  const amount = formatEuros(amountCents);
  const codes = new Set((methods.data?.data ?? []).map(paymentMethodCode));
  const wallets = deviceWallets.filter((wallet) => codes.has(wallet));
  const savedCards = cards.data?.data ?? [];
  const phase = payment.phase;
  const isBusy = phase.kind === 'paying' || phase.kind === 'checking';

  const outcome = (
    <PaymentOutcome
      phase={phase}
      onRetry={() => void payment.retry()}
      onOtherSlot={() => router.push(checkoutPath(order.id, 'timeslot') as Href)}
    />
  );

  const payWithWallet = async (wallet: WalletKind) => {
    setAttempt('wallet');
    if (!browserWallets[wallet]) {
      setSandboxWallet(wallet);
      return;
    }
    const paid = await payWithBrowserWallet(wallet, { cents: amountCents, label: t('app.brand') });
    if (paid) await paid.finish(await payment.payWithWallet(wallet, paid.token));
  };

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.payment.heading')}
      </Text>
      <QueryBoundary queries={[summary, methods]} skeleton={<CheckoutSkeleton rows={4} />}>
        <Text variant="title" testID="payment-amount">
          {t('checkout.payment.amount', { amount })}
        </Text>

        {wallets.length > 0 ? (
          <View style={styles.section}>
            {wallets.map((wallet) => (
              <Button
                key={wallet}
                variant="primary"
                label={t('checkout.payment.wallet_pay', { wallet: walletName(wallet) })}
                onPress={() => void payWithWallet(wallet)}
                disabled={isBusy}
                testID={`pay-${wallet}`}
              />
            ))}
            {attempt === 'wallet' ? outcome : null}
            <Text tone="muted" style={styles.or}>
              {t('checkout.payment.or')}
            </Text>
          </View>
        ) : null}

        {cards.isLoading ? <Skeleton width="100%" height={64} /> : null}
        {savedCards.length > 0 ? (
          <View style={styles.section} testID="saved-cards">
            <Text variant="title" role="heading" aria-level={2}>
              {t('checkout.payment.saved_cards')}
            </Text>
            <View role="radiogroup" aria-label={t('checkout.payment.saved_cards')} style={styles.section}>
              {savedCards.map((card) => {
                const brand = cardTypeLabel(card.attributes.cc_type);
                return (
                  <RadioRow
                    key={card.id}
                    label={t('checkout.payment.saved_card', {
                      brand,
                      last4: card.attributes.last_digits,
                      month: String(card.attributes.month).padStart(2, '0'),
                      year: card.attributes.year,
                    })}
                    checked={card.id === savedCardId}
                    onPress={() => setSavedCardId(card.id === savedCardId ? null : card.id)}
                    testID={`saved-card-${card.id}`}
                  />
                );
              })}
            </View>
            {attempt === 'saved_card' ? outcome : null}
            {savedCardId ? (
              <Button
                label={t('checkout.payment.pay', { amount })}
                onPress={() => {
                  setAttempt('saved_card');
                  void payment.payWithSavedCard(savedCardId);
                }}
                disabled={isBusy}
                testID="saved-card-pay"
              />
            ) : null}
          </View>
        ) : null}

        <View style={styles.section}>
          <Text variant="title" role="heading" aria-level={2}>
            {t('checkout.payment.new_card')}
          </Text>
          <CardForm
            submitLabel={isBusy ? t('checkout.payment.paying') : t('checkout.payment.pay', { amount })}
            isSubmitting={isBusy}
            notice={attempt === 'card' ? outcome : null}
            onSubmit={(card, saveCard) => {
              setAttempt('card');
              void payment.payWithNewCard(card, saveCard);
            }}
          />
        </View>
      </QueryBoundary>

      <ThreeDSecureSheet
        challenge={phase.kind === 'challenge' ? phase.challenge : null}
        onAnswer={(id, outcome) => void payment.answerChallenge(id, outcome)}
      />
      <WalletSheet
        wallet={sandboxWallet}
        amountCents={amountCents}
        onCancel={() => setSandboxWallet(null)}
        onPay={(wallet) => {
          setSandboxWallet(null);
          void payment.payWithWallet(wallet, 'sandbox');
        }}
      />
    </View>
  );
}

/** What came of the last try: a refusal (spec §8), the status check, or the lost connection. */
function PaymentOutcome({
  phase,
  onRetry,
  onOtherSlot,
}: {
  phase: PaymentPhase;
  onRetry(): void;
  onOtherSlot(): void;
}) {
  if (phase.kind === 'failed') {
    return (
      <CheckoutError failure={phase.failure}>
        {phase.failure.code === 'slot_full' ? (
          <Button variant="outline" label={t('checkout.payment.choose_other_slot')} onPress={onOtherSlot} />
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

/** Which wallets the browser itself can pay with (asked once, when the step opens). */
function useBrowserWallets(): Record<WalletKind, boolean> {
  const [available, setAvailable] = useState({ apple_pay: false, google_pay: false });
  useEffect(() => {
    let isCurrent = true;
    void Promise.all(deviceWallets.map((wallet) => canPayWithBrowserWallet(wallet))).then((answers) => {
      if (!isCurrent) return;
      setAvailable({
        apple_pay: answers[deviceWallets.indexOf('apple_pay')] === true,
        google_pay: answers[deviceWallets.indexOf('google_pay')] === true,
      });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return available;
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  section: { gap: spacing.sm },
  or: { textAlign: 'center' },
});
