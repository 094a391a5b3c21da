import { t } from '@sillon/domain';
import { router, useLocalSearchParams } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { PushPrompt } from '@/features/account';
import { Button, Text, spacing } from '@/ui';
import { CheckoutLayout } from '../components/checkout-layout';

/** The end of the checkout (spec §2 all-done); a phone never asked is offered the order's notifications. */
export function AllDoneScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="all-done" title={t('checkout.all_done.title')} orderId={orderId}>
      {() => (
        <View style={styles.body}>
          <Text variant="heading" role="heading" aria-level={1}>
            {t('checkout.all_done.heading')}
          </Text>
          <Text>{t('checkout.all_done.message')}</Text>
          <PushPrompt />
          <Button
            label={t('checkout.all_done.back_home')}
            onPress={() => router.replace('/')}
            testID="all-done-home"
          />
        </View>
      )}
    </CheckoutLayout>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.lg } });
