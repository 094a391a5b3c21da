import type { ChallengeOutcome } from '@sillon/contract';
import { formatEuros, t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { Button, Sheet, Text, spacing } from '@/ui';
import type { ThreeDSecureChallenge, WalletKind } from '../api/card-processor';

/**
 * The bank's 3-D Secure page, as the sandbox processor plays it (like a processor's test page):
 * « Valider », a failed authentication, or « Annuler ».
 */
export function ThreeDSecureSheet({
  challenge,
  onAnswer,
}: {
  challenge: ThreeDSecureChallenge | null;
  onAnswer(challengeId: string, outcome: ChallengeOutcome): void;
}) {
  return (
    <Sheet
      visible={challenge !== null}
      title={t('checkout.payment.three_d_secure_title')}
      testID="three-d-secure-sheet"
    >
      {challenge ? (
        <View style={styles.body}>
          <Text>
            {t('checkout.payment.three_d_secure_message', {
              amount: formatEuros(challenge.amountCents),
              merchant: challenge.merchant,
            })}
          </Text>
          <Button
            label={t('checkout.payment.three_d_secure_validate')}
            onPress={() => onAnswer(challenge.id, 'complete')}
          />
          <Button
            variant="outline"
            label={t('checkout.payment.three_d_secure_fail')}
            onPress={() => onAnswer(challenge.id, 'fail')}
          />
          <Button
            variant="outline"
            label={t('checkout.payment.cancel')}
            onPress={() => onAnswer(challenge.id, 'cancel')}
          />
        </View>
      ) : null}
    </Sheet>
  );
}

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
