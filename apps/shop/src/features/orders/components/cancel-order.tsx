import { t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Sheet, Text, spacing } from '@/ui';
import { useCancelOrderMutation } from '../api/orders-api';

/** The cancellation's request, shared with the order's screen: its refusal outlives the button. */
export const cancelOrderKey = (number: string) => `order-cancel-${number}`;

/** « Annuler la commande », confirmed first: what is given back, and how the payment is. */
export function CancelOrder({ number }: { number: string }) {
  const [isAsking, setAsking] = useState(false);
  const [cancel, { isLoading }] = useCancelOrderMutation({ fixedCacheKey: cancelOrderKey(number) });

  return (
    <View style={styles.box}>
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
