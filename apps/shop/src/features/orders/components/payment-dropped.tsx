import { isPaymentDropped, t } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { StyleSheet } from 'react-native';
import { config } from '@/config';
import { Notice, Text, palette } from '@/ui';

/**
 * The card's hold was dropped before the shop took the money: the order still reads « En cours »,
 * but the shop neither prepares nor delivers it. The customer is told so and where to write: the
 * shop has no new payment to offer, so the page promises none.
 */
export function PaymentDropped({
  number,
  order,
}: {
  number: string;
  order: { status: string | null; payment_state: string | null };
}) {
  if (order.status === 'canceled' || !isPaymentDropped({ paymentState: order.payment_state })) return null;
  const subject = encodeURIComponent(t('screens.order.payment_dropped.subject', { number }));
  return (
    <Notice tone="error" title={t('screens.order.payment_dropped.title')} testID="order-payment-dropped">
      <Text variant="caption">{t('screens.order.payment_dropped.text')}</Text>
      <Link
        href={`mailto:${config.contactEmail}?subject=${subject}` as Href}
        style={styles.link}
        accessibilityRole="link"
        testID="order-payment-dropped-contact"
      >
        {t('screens.order.delivery_day.contact', { email: config.contactEmail })}
      </Link>
    </Notice>
  );
}

const styles = StyleSheet.create({
  link: { color: palette.link, textDecorationLine: 'underline' },
});
