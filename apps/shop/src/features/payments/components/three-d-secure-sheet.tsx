import type { ChallengeOutcome } from '@sillon/contract';
import { formatEuros, t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { Button, Sheet, Text, spacing } from '@/ui';
import type { ThreeDSecureChallenge } from '../api/card-processor';

/**
 * The bank's 3-D Secure page, as the sandbox processor plays it (like a processor's test page):
 * « Valider », a failed authentication, or « Annuler ».
 */
export function ThreeDSecureSheet({
  challenge,
  onAnswer,
}: {
  challenge: ThreeDSecureChallenge | null;
  onAnswer(outcome: ChallengeOutcome): void;
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
            onPress={() => onAnswer('complete')}
          />
          <Button
            variant="outline"
            label={t('checkout.payment.three_d_secure_fail')}
            onPress={() => onAnswer('fail')}
          />
          <Button variant="outline" label={t('checkout.payment.cancel')} onPress={() => onAnswer('cancel')} />
        </View>
      ) : null}
    </Sheet>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.md } });
