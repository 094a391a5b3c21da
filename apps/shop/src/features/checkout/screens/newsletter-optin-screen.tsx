import { checkoutPath, t } from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { useUpdateAccountMutation } from '@/features/account';
import { authFailure } from '@/features/auth';
import { Button, Text, spacing } from '@/ui';
import { CheckoutError } from '../components/checkout-error';
import { CheckoutLayout } from '../components/checkout-layout';

/** After the recap, for a customer not opted in (spec §9: weekly or monthly means opted in). */
export function NewsletterOptinScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="newsletter-optin" title={t('checkout.newsletter.title')} orderId={orderId}>
      {(order) => <NewsletterOptin orderId={order.id} />}
    </CheckoutLayout>
  );
}

function NewsletterOptin({ orderId }: { orderId: string }) {
  const [update, { isLoading }] = useUpdateAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const done = () => router.replace(checkoutPath(orderId, 'all-done') as Href);

  const accept = async () => {
    setFailure(null);
    const answer = await update({ newsletter: 'weekly' });
    if (answer.error) setFailure(authFailure(answer.error).code);
    else done();
  };

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.newsletter.heading')}
      </Text>
      <Text>{t('checkout.newsletter.message')}</Text>
      {failure ? <CheckoutError failure={{ code: failure }} /> : null}
      <Button
        label={t('checkout.newsletter.accept')}
        onPress={accept}
        disabled={isLoading}
        testID="newsletter-accept"
      />
      <Button
        variant="outline"
        label={t('checkout.newsletter.decline')}
        onPress={done}
        testID="newsletter-decline"
      />
    </View>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.lg } });
