import { errorText, t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { readFailure } from '@/lib/api';
import { Button, Notice, Sheet, Text, spacing } from '@/ui';
import { useCancelOrderMutation } from '../api/orders-api';

/** « Annuler la commande », confirmed first: what is given back, and how the payment is. */
export function CancelOrder({ number }: { number: string }) {
  const [isAsking, setAsking] = useState(false);
  const [cancel, { isLoading, error }] = useCancelOrderMutation();
  const failure = error ? errorText(readFailure(error).code ?? 'internal_error') : null;

  return (
    <View style={styles.box}>
      {failure ? (
        <Notice tone="error" title={failure.title} message={failure.content} testID="cancel-error" />
      ) : null}
      <Button
        variant="outline"
        label={t('screens.order.cancel')}
        onPress={() => setAsking(true)}
        testID="order-cancel"
      />
      <Sheet
        visible={isAsking}
        title={t('screens.order.cancel_title')}
        onRequestClose={() => setAsking(false)}
        testID="cancel-sheet"
      >
        <Text>{t('screens.order.cancel_text')}</Text>
        <Button
          label={t('screens.order.cancel_confirm')}
          disabled={isLoading}
          onPress={() => void cancel(number).finally(() => setAsking(false))}
          testID="order-cancel-confirm"
        />
        <Button variant="outline" label={t('screens.order.keep')} onPress={() => setAsking(false)} />
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({ box: { gap: spacing.sm } });
