/**
 * Paying with Stripe on iOS and Android: the card in the SDK's `CardField` (the number never
 * reaches the app's code), Apple Pay or Google Pay through the platform's own sheet when the
 * device can pay with it. Payment methods are created here and paid for by the checkout.
 */
import {
  CardField,
  PlatformPay,
  PlatformPayButton,
  PlatformPayError,
  StripeProvider,
  createPaymentMethod,
  createPlatformPayPaymentMethod,
  isPlatformPaySupported,
  type PaymentMethod,
} from '@stripe/stripe-react-native';
import { errorText, t, toDecimalString } from '@sillon/domain';
import { useEffect, useState } from 'react';
import { Platform, StyleSheet, View } from 'react-native';
import { Button, Checkbox, Text, TextField, radius, spacing } from '@/ui';
import type { CreatePaymentMethod, ProcessorPaymentMethod, WalletKind } from '../api/card-processor';
import type { PaymentConfig } from '../api/payment-config-api';
import { stripeRefusal } from '../api/stripe-errors';
import { stripeSettings } from '../api/stripe-processor';
import { WALLET_CANCELED, type StripeCardFieldsProps } from './stripe-card-fields-props';

export default function StripeCardFields(props: StripeCardFieldsProps) {
  return (
    <StripeProvider {...stripeSettings(props.config)}>
      <Fields {...props} />
    </StripeProvider>
  );
}

/** The phone's own wallet: Apple Pay on iOS, Google Pay on Android. */
const deviceWallet: WalletKind = Platform.OS === 'ios' ? 'apple_pay' : 'google_pay';

/** The SDK names brands its own way (`Visa`, `MasterCard`, `AmericanExpress`); the shop, Stripe's API's. */
const BRANDS: Readonly<Record<string, string>> = {
  americanexpress: 'amex',
  amex: 'amex',
  dinersclub: 'diners',
};

export function nativePaymentMethod(method: PaymentMethod.Result): ProcessorPaymentMethod {
  const card = method.Card;
  const brand = String(card?.brand ?? 'unknown').toLowerCase();
  return {
    id: method.id,
    card:
      card?.last4 !== undefined
        ? {
            brand: BRANDS[brand] ?? brand,
            last4: card.last4,
            expMonth: card.expMonth ?? 0,
            expYear: card.expYear ?? 0,
          }
        : null,
  };
}

/** The SDK's error (`stripeErrorCode` is Stripe's API code) in the shop's words. */
const refusalOf = (error: { stripeErrorCode?: string; declineCode?: string; type?: string } | undefined) =>
  stripeRefusal(error && { code: error.stripeErrorCode, decline_code: error.declineCode, type: error.type });

const isTestKey = (config: PaymentConfig) => config.publishable_key.startsWith('pk_test_');

function useCanPayWithWallet(config: PaymentConfig, wallets: readonly WalletKind[]): boolean {
  const [canPay, setCanPay] = useState(false);
  const isAllowed = wallets.includes(deviceWallet);
  const testEnv = isTestKey(config);
  useEffect(() => {
    if (!isAllowed) return;
    let isCurrent = true;
    isPlatformPaySupported({ googlePay: { testEnv } })
      .then((supported) => isCurrent && setCanPay(supported))
      .catch(() => isCurrent && setCanPay(false));
    return () => {
      isCurrent = false;
    };
  }, [isAllowed, testEnv]);
  return isAllowed && canPay;
}

function Fields({
  config,
  amountCents,
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
  const canPayWithWallet = useCanPayWithWallet(config, wallets);
  const [holder, setHolder] = useState('');
  const [holderError, setHolderError] = useState<string | undefined>();
  const [saveCard, setSaveCard] = useState(false);

  const createCard =
    (name: string): CreatePaymentMethod =>
    async () => {
      const created = await createPaymentMethod({
        paymentMethodType: 'Card',
        paymentMethodData: { billingDetails: { name } },
      });
      return created.paymentMethod
        ? { ok: true, value: nativePaymentMethod(created.paymentMethod) }
        : refusalOf(created.error);
    };

  const createWallet: CreatePaymentMethod = async () => {
    const amount = toDecimalString(amountCents);
    const created = await createPlatformPayPaymentMethod({
      applePay: {
        cartItems: [{ label: t('app.brand'), amount, paymentType: PlatformPay.PaymentType.Immediate }],
        merchantCountryCode: config.country,
        currencyCode: 'EUR',
      },
      googlePay: {
        testEnv: isTestKey(config),
        merchantName: t('app.brand'),
        merchantCountryCode: config.country,
        currencyCode: 'EUR',
        amount: amountCents,
      },
    });
    if (created.paymentMethod) return { ok: true, value: nativePaymentMethod(created.paymentMethod) };
    if (created.error.code === PlatformPayError.Canceled) return { ok: false, code: WALLET_CANCELED };
    return refusalOf(created.error);
  };

  const handlePay = () => {
    onPayPressed();
    if (holder.trim() === '') {
      setHolderError(errorText('card_field_required').content);
      return;
    }
    onCard(createCard(holder.trim()), { holder: holder.trim(), saveCard });
  };

  return (
    <View style={styles.body}>
      {canPayWithWallet ? (
        <View style={styles.section}>
          <PlatformPayButton
            type={PlatformPay.ButtonType.Order}
            borderRadius={radius.md}
            onPress={() => {
              if (mayOpenWallet()) void onWallet(deviceWallet, createWallet);
            }}
            disabled={isBusy}
            style={styles.walletButton}
            accessibilityLabel={t('checkout.payment.wallet_pay', {
              wallet: t(
                deviceWallet === 'apple_pay' ? 'checkout.payment.apple_pay' : 'checkout.payment.google_pay',
              ),
            })}
            testID={`pay-${deviceWallet}`}
          />
          {walletNotice}
          <Text tone="muted" style={styles.or}>
            {t('checkout.payment.or')}
          </Text>
        </View>
      ) : null}
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
        textContentType="name"
        autoCapitalize="words"
        testID="card-holder"
      />
      <CardField postalCodeEnabled={false} style={styles.cardField} testID="stripe-card-field" />
      <Checkbox
        label={t('checkout.payment.save_card')}
        checked={saveCard}
        onChange={setSaveCard}
        testID="card-save"
      />
      {cardNotice}
      <Button label={submitLabel} onPress={handlePay} busy={isBusy} testID="card-submit" />
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.md },
  section: { gap: spacing.sm },
  or: { textAlign: 'center' },
  walletButton: { height: spacing.xxxl },
  cardField: { height: spacing.xxxl },
});
