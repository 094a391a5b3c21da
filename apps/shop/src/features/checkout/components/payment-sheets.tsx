import { formatEuros, t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import type { WalletKind } from '@/features/payments';
import { Button, Sheet, Text, spacing } from '@/ui';

export const walletName = (wallet: WalletKind) =>
  t(wallet === 'apple_pay' ? 'checkout.payment.apple_pay' : 'checkout.payment.google_pay');

/** The sandbox's stand-in for the Apple Pay and Google Pay sheets: the amount, pay or cancel. */
export function WalletSheet({
  wallet,
  amountCents,
  onPay,
  onCancel,
}: {
  wallet: WalletKind | null;
  amountCents: number;
  onPay(wallet: WalletKind): void;
  onCancel(): void;
}) {
  const name = wallet ? walletName(wallet) : '';
  return (
    <Sheet
      visible={wallet !== null}
      title={t('checkout.payment.wallet_sheet_title', { wallet: name })}
      onRequestClose={onCancel}
      testID="wallet-sheet"
    >
      {wallet ? (
        <View style={styles.body}>
          <Text>{t('checkout.payment.wallet_sheet_message', { amount: formatEuros(amountCents) })}</Text>
          <Button
            variant="primary"
            label={t('checkout.payment.wallet_sheet_confirm', { wallet: name })}
            onPress={() => onPay(wallet)}
          />
          <Button variant="outline" label={t('checkout.payment.cancel')} onPress={onCancel} />
        </View>
      ) : null}
    </Sheet>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.md } });
