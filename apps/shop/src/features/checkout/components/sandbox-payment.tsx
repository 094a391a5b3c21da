import { t } from '@sillon/domain';
import { useState, type ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import { sandboxWalletToken, type SandboxCardProcessor, type WalletKind } from '@/features/payments';
import { Button, Text, spacing } from '@/ui';
import type { usePayment } from '../use-payment';
import { CardForm } from './card-form';
import { WalletSheet, walletName } from './payment-sheets';

/** Where the customer paid from: the answer shows there, next to the button they pressed. */
export type Attempt = 'wallet' | 'saved_card' | 'card';

/**
 * The sandbox's way to pay (every dev machine and test): its simulated wallet sheets, the saved
 * cards, and the shop's own card form, whose card goes to the sandbox processor.
 */
export function SandboxPayment({
  processor,
  payment,
  wallets,
  amountCents,
  isBusy,
  submitLabel,
  cardHeading,
  savedCards,
  outcomeAt,
  onAttempt,
  mayPay,
  onPayPressed,
}: {
  processor: SandboxCardProcessor;
  payment: ReturnType<typeof usePayment>;
  wallets: readonly WalletKind[];
  amountCents: number;
  isBusy: boolean;
  submitLabel: string;
  cardHeading: ReactNode;
  savedCards: ReactNode;
  outcomeAt(place: Attempt): ReactNode;
  onAttempt(place: Attempt): void;
  /**
   * Asked as a wallet's button is pressed and as a card's fields are right: false keeps the
   * wallet's sheet closed and the card unsent (the step says why).
   */
  mayPay(place: Attempt): boolean;
  /** « Payer » pressed for a card, whatever its fields hold. */
  onPayPressed(): void;
}) {
  const [sheetWallet, setSheetWallet] = useState<WalletKind | null>(null);
  return (
    <>
      {wallets.length > 0 ? (
        <View style={styles.section}>
          {wallets.map((wallet) => (
            <Button
              key={wallet}
              variant="primary"
              label={t('checkout.payment.wallet_pay', { wallet: walletName(wallet) })}
              onPress={() => {
                if (!mayPay('wallet')) return;
                onAttempt('wallet');
                setSheetWallet(wallet);
              }}
              busy={isBusy}
              testID={`pay-${wallet}`}
            />
          ))}
          {outcomeAt('wallet')}
          <Text tone="muted" style={styles.or}>
            {t('checkout.payment.or')}
          </Text>
        </View>
      ) : null}
      {savedCards}
      <View style={styles.section}>
        {cardHeading}
        <CardForm
          submitLabel={submitLabel}
          isSubmitting={isBusy}
          notice={outcomeAt('card')}
          onPress={onPayPressed}
          onSubmit={(card, saveCard) => {
            if (!mayPay('card')) return;
            onAttempt('card');
            const create = () =>
              processor.createCardPaymentMethod({
                number: card.number,
                expMonth: card.expiryMonth,
                expYear: card.expiryYear,
                cvc: card.cryptogram,
                holder: card.holder,
              });
            void payment.payWithNewCard(create, { holder: card.holder, saveCard });
          }}
        />
      </View>
      <WalletSheet
        wallet={sheetWallet}
        amountCents={amountCents}
        onCancel={() => setSheetWallet(null)}
        onPay={(wallet) => {
          setSheetWallet(null);
          void payment.payWithWallet(wallet, () =>
            processor.createWalletPaymentMethod(sandboxWalletToken(wallet)),
          );
        }}
      />
    </>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.sm },
  or: { textAlign: 'center' },
});
