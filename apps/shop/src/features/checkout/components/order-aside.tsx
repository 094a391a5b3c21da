import { formatEuros, t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { useAppSelector } from '@/store/hooks';
import { Text, palette, radius, spacing } from '@/ui';

/**
 * Beside a checkout step on the web's desktop (issue 40): the order's amounts as the server last
 * gave them (its own subtotals' labels, as the summary shows them), « Total à prélever » once paid
 * (the card is only held until the preparation).
 * Nothing before it priced them.
 */
export function OrderAside({ isPaid }: { isPaid: boolean }) {
  const totals = useAppSelector((state) => state.order.totals);
  if (!totals) return null;
  return (
    <View style={styles.card} testID="order-aside">
      <Text variant="title" role="heading" aria-level={2}>
        {t('checkout.aside.title')}
      </Text>
      {totals.subTotals.map((subtotal) => (
        <View key={subtotal.code} style={styles.row}>
          <Text>{subtotal.label}</Text>
          <Text>{subtotal.displayAmount}</Text>
        </View>
      ))}
      <View style={styles.row}>
        <Text variant="title">{t(totalLabel(isPaid, totals.subTotals))}</Text>
        <Text variant="title">{formatEuros(totals.orderTotalAfterStoreCreditCents)}</Text>
      </View>
    </View>
  );
}

/** Before a delivery is chosen its price is not in the amounts: the total says so. */
function totalLabel(isPaid: boolean, subTotals: readonly { code: string }[]) {
  if (isPaid) return 'checkout.recap.total_to_charge';
  return subTotals.some((subtotal) => subtotal.code === 'shipping')
    ? 'checkout.summary.total'
    : 'checkout.aside.total_before_delivery';
}

const styles = StyleSheet.create({
  card: {
    gap: spacing.sm,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.lg,
  },
  row: { flexDirection: 'row', justifyContent: 'space-between', gap: spacing.md },
});
