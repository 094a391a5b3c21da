/**
 * Paying with Stripe in the browser: the card in Stripe's Payment Element, Apple Pay and Google
 * Pay in its Express Checkout Element (shown only when Stripe says this browser can pay with
 * them). Payment methods are created here (`paymentMethodCreation: 'manual'`) and paid for by the
 * checkout like the sandbox's; card data never leaves Stripe's frames.
 */
import {
  Elements,
  ExpressCheckoutElement,
  PaymentElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { AvailablePaymentMethods, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { errorText, t } from '@sillon/domain';
import { useMemo, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Checkbox, Notice, Text, TextField, spacing } from '@/ui';
import type { CreatePaymentMethod, WalletKind } from '../api/card-processor';
import { paymentMethodOf, stripeRefusal } from '../api/stripe-errors';
import { stripeFor } from '../api/stripe-processor.web';
import type { StripeCardFieldsProps } from './stripe-card-fields-props';

export default function StripeCardFields(props: StripeCardFieldsProps) {
  const key = props.config.publishable_key;
  const [isUnavailable, setUnavailable] = useState(false);
  // Stripe.js that cannot be fetched (offline, blocked): the payment cannot be prepared.
  const stripe = useMemo(
    () =>
      stripeFor(key).catch(() => {
        setUnavailable(true);
        return null;
      }),
    [key],
  );
  if (isUnavailable) {
    const text = errorText('payment_unavailable');
    return <Notice tone="error" title={text.title} message={text.content} testID="payment-config-error" />;
  }
  const options = {
    mode: 'payment' as const,
    amount: props.amountCents,
    currency: 'eur',
    paymentMethodCreation: 'manual' as const,
    locale: 'fr' as const,
  };
  return (
    <Elements stripe={stripe} options={options}>
      <Fields {...props} />
    </Elements>
  );
}

/** The wallets Stripe offers in this browser, among those the order may be paid with. */
export function walletsOffered(
  available: AvailablePaymentMethods | undefined,
  allowed: readonly WalletKind[],
): WalletKind[] {
  const offered: WalletKind[] = [];
  if (available?.applePay && allowed.includes('apple_pay')) offered.push('apple_pay');
  if (available?.googlePay && allowed.includes('google_pay')) offered.push('google_pay');
  return offered;
}

function Fields({
  wallets,
  cardHeading,
  submitLabel,
  isBusy,
  cardNotice,
  walletNotice,
  mayOpenWallet,
  onPayPressed,
  onCard,
  onWallet,
}: StripeCardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [holder, setHolder] = useState('');
  const [holderError, setHolderError] = useState<string | undefined>();
  const [saveCard, setSaveCard] = useState(false);
  const [offered, setOffered] = useState<WalletKind[]>([]);

  /** Stripe checks its fields (`submit`), then makes the payment method from what they hold. */
  const creator =
    (name?: string): CreatePaymentMethod =>
    async () => {
      if (!stripe || !elements) return { ok: false, code: 'card_error' };
      const submitted = await elements.submit();
      if (submitted.error) return stripeRefusal(submitted.error);
      const params = name === undefined ? undefined : { billing_details: { name } };
      const created = await stripe.createPaymentMethod({ elements, ...(params && { params }) });
      return created.paymentMethod
        ? { ok: true, value: paymentMethodOf(created.paymentMethod) }
        : stripeRefusal(created.error);
    };

  const handleConfirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    const wallet: WalletKind = event.expressPaymentType === 'apple_pay' ? 'apple_pay' : 'google_pay';
    const isPaid = await onWallet(wallet, creator());
    if (!isPaid) event.paymentFailed({ reason: 'fail' });
  };

  const handlePay = () => {
    onPayPressed();
    if (holder.trim() === '') {
      setHolderError(errorText('card_field_required').content);
      return;
    }
    onCard(creator(holder.trim()), { holder: holder.trim(), saveCard });
  };

  return (
    <View style={styles.body}>
      {/* Stripe draws only the wallets it offers: nothing when it offers none. */}
      <View style={styles.section} testID="stripe-wallets">
        <ExpressCheckoutElement
          options={{
            paymentMethods: {
              applePay: wallets.includes('apple_pay') ? 'auto' : 'never',
              googlePay: wallets.includes('google_pay') ? 'auto' : 'never',
              link: 'never',
              paypal: 'never',
              amazonPay: 'never',
              klarna: 'never',
            },
          }}
          onReady={({ availablePaymentMethods }) =>
            setOffered(walletsOffered(availablePaymentMethods, wallets))
          }
          // Stripe opens its sheet once resolved, and keeps it closed when rejected.
          onClick={(event) => (mayOpenWallet() ? event.resolve() : event.reject())}
          onConfirm={(event) => void handleConfirm(event)}
        />
        {offered.length > 0 ? (
          <>
            {walletNotice}
            <Text tone="muted" style={styles.or}>
              {t('checkout.payment.or')}
            </Text>
          </>
        ) : null}
      </View>
      {cardHeading}
      <TextField
        label={t('checkout.payment.card_holder')}
        value={holder}
        onChangeText={(text) => {
          setHolder(text);
          setHolderError(undefined);
        }}
        error={holderError}
        autoComplete="cc-name"
        autoCapitalize="words"
        testID="card-holder"
      />
      <View testID="stripe-card-element">
        <PaymentElement
          options={{
            wallets: { applePay: 'never', googlePay: 'never' },
            fields: { billingDetails: { name: 'never' } },
          }}
        />
      </View>
      <Checkbox
        label={t('checkout.payment.save_card')}
        checked={saveCard}
        onChange={setSaveCard}
        testID="card-save"
      />
      {cardNotice}
      <Button label={submitLabel} onPress={handlePay} disabled={!stripe} busy={isBusy} testID="card-submit" />
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.md },
  section: { gap: spacing.sm },
  or: { textAlign: 'center' },
});
