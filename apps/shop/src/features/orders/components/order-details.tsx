import {
  formatEuros,
  formatParisDate,
  formatParisDay,
  formatParisHour,
  formatSlotHours,
  isPreparedShort,
  shippingModeOf,
  t,
} from '@sillon/domain';
import type { ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import type { ProductTile } from '@sillon/contract';
import { useProductTiles } from '@/features/products';
import { RemoteImage, Text, palette, radius, spacing } from '@/ui';
import {
  deliveredTotalsOf,
  isVatSubTotal,
  linesOf,
  paymentTotalsOf,
  pickupPointOf,
  promotionsOf,
  shippingAddressOf,
  totalsOf,
  type OrderDocument,
  type OrderLine,
  type PaymentTotals,
  type SubTotal,
} from '../api/order-document';

/**
 * An order as the checkout server answered it (spec §3 Order): lines (gifts at 0 € with their
 * offered value), discounts, delivery (method, slot or pickup point, address), the server's
 * subtotals with their VAT lines, and the total to pay. Nothing is recomputed here.
 */
export function OrderDetails({
  document,
  shippingMethodName,
  isPaid = false,
  lineAction,
}: {
  document: OrderDocument;
  shippingMethodName?: string;
  /**
   * A completed order says what its card holds until the preparation takes it, then what was paid,
   * rather than what is to pay.
   */
  isPaid?: boolean;
  /** What the customer may still do with a paid line (« Si ce produit manque », issue 41). */
  lineAction?: (line: OrderLine) => ReactNode;
}) {
  const lines = linesOf(document);
  const promotions = promotionsOf(document).filter((promotion) => promotion.kind !== 'gift');
  const totals = totalsOf(document);
  const moved = paymentTotalsOf(document);
  const delivered = deliveredTotalsOf(document);
  // Once prepared for another amount, the first total is what was ordered, not what is paid.
  const deliveredDiffers =
    delivered !== null && delivered.totalCents !== totals.orderTotalAfterStoreCreditCents;
  // Once prepared, the VAT is the one inside what is charged: said after that total, not before.
  const subTotals = delivered
    ? totals.subTotals.filter((subtotal) => !isVatSubTotal(subtotal))
    : totals.subTotals;
  const slot = document.data.attributes.delivery_slot;
  // The name the rates gave, or else the one of the order's method code (a reloaded screen).
  const mode = shippingModeOf(document.data.attributes.shipping_method_code ?? '');
  const methodName = shippingMethodName ?? (mode ? t(`checkout.shipping_methods.${mode}`) : undefined);
  const pickupPoint = pickupPointOf(document);
  const address = shippingAddressOf(document);
  const tiles = useProductTiles(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])));

  return (
    <View style={styles.details}>
      <View style={styles.card} testID="order-lines">
        <Text variant="title" role="heading" aria-level={2}>
          {t('checkout.summary.items')}
        </Text>
        {lines.map((line) => (
          <View key={line.id} style={styles.line}>
            <View style={styles.row} testID={line.isGift ? 'order-gift' : 'order-line'}>
              <LinePicture tiles={tiles.data} variantId={line.variantId} />
              <View style={styles.grow}>
                <Text variant="label">{line.name}</Text>
                <Text variant="caption" tone="muted">
                  {line.isGift
                    ? t('checkout.summary.gift', { price: formatEuros(line.offeredValueCents) })
                    : t('checkout.summary.quantity', {
                        quantity: line.quantity,
                        price: formatEuros(line.priceCents),
                      })}
                </Text>
                {line.addedAt ? (
                  <Text variant="caption" tone="muted" testID="order-line-added">
                    {t('screens.order.line_added', {
                      day: formatParisDay(line.addedAt),
                      hour: formatParisHour(line.addedAt),
                    })}
                  </Text>
                ) : null}
                <PreparedNote line={line} />
                <SubstitutionNote line={line} />
              </View>
              <LineAmount line={line} />
            </View>
            {!line.isGift && lineAction ? lineAction(line) : null}
          </View>
        ))}
      </View>

      {promotions.length > 0 ? (
        <View style={styles.card} testID="order-discounts">
          <Text variant="title" role="heading" aria-level={2}>
            {t('checkout.summary.discounts')}
          </Text>
          {promotions.map((promotion) => (
            <View key={promotion.id} style={styles.row}>
              <Text style={styles.grow}>{promotion.name}</Text>
              <Text style={styles.discount}>
                {promotion.kind === 'free_delivery'
                  ? t('checkout.shipping.offered')
                  : promotion.displayAmount}
              </Text>
            </View>
          ))}
        </View>
      ) : null}

      <View style={styles.card} testID="order-delivery">
        <Text variant="title" role="heading" aria-level={2}>
          {t('checkout.summary.delivery')}
        </Text>
        {methodName ? <Text variant="label">{methodName}</Text> : null}
        {slot ? (
          <Text testID="order-slot">
            {t('checkout.summary.delivery_slot', {
              day: formatParisDay(slot.start),
              hours: formatSlotHours(slot),
            })}
          </Text>
        ) : null}
        {pickupPoint ? (
          <Text testID="order-pickup-point">
            {t('checkout.summary.pickup_point', {
              name: pickupPoint.attributes.company,
              address: `${pickupPoint.attributes.address1}, ${pickupPoint.attributes.zipcode} ${pickupPoint.attributes.city}`,
            })}
          </Text>
        ) : null}
        {pickupPoint ? (
          <View testID="order-pickup-hours">
            {pickupPoint.attributes.opening_hours.map((line) => (
              <Text key={line.day} variant="caption" tone="muted">
                {t('checkout.pickup.hours_line', { day: line.day, hours: line.hours })}
              </Text>
            ))}
          </View>
        ) : null}
        {address && !pickupPoint ? (
          <View testID="order-address">
            <Text variant="caption" tone="muted">
              {t('checkout.summary.address')}
            </Text>
            <Text>{address.name}</Text>
            <Text>{address.address1}</Text>
            {address.address2 ? <Text>{address.address2}</Text> : null}
            <Text>{`${address.zipcode} ${address.city}`}</Text>
            {address.deliveryInstructions ? (
              <Text testID="order-delivery-instructions">
                {t('checkout.summary.delivery_instructions', { instructions: address.deliveryInstructions })}
              </Text>
            ) : null}
          </View>
        ) : null}
      </View>

      <View style={styles.card} testID="order-amounts">
        <Text variant="title" role="heading" aria-level={2}>
          {t('checkout.summary.amounts')}
        </Text>
        {subTotals.map((subtotal) => (
          <SubTotalRow key={subtotal.code} subtotal={subtotal} />
        ))}
        <View style={[styles.row, styles.totalRow]}>
          <Text variant="title" style={styles.grow}>
            {t(
              document.data.attributes.status === 'canceled'
                ? 'screens.order.total_canceled'
                : deliveredDiffers
                  ? 'screens.order.total_ordered'
                  : isPaid
                    ? moved
                      ? 'checkout.recap.total'
                      : 'checkout.recap.total_to_charge'
                    : 'checkout.summary.total',
            )}
          </Text>
          <Text variant="title" testID="order-total">
            {formatEuros(totals.orderTotalAfterStoreCreditCents)}
          </Text>
        </View>
        {delivered && delivered.offeredCents > 0 ? (
          <View style={styles.row} testID="order-offered">
            <Text style={styles.grow}>{t('receipt.preparation.offered')}</Text>
            <Text>{formatEuros(-delivered.offeredCents)}</Text>
          </View>
        ) : null}
        {deliveredDiffers && delivered ? (
          <View style={styles.row} testID="order-delivered-total">
            <Text variant="label" style={styles.grow}>
              {t(
                delivered.isAwaitingAnswers
                  ? 'screens.order.substitution.delivered_total_pending'
                  : 'screens.order.substitution.delivered_total',
              )}
            </Text>
            <Text variant="label">{formatEuros(delivered.totalCents)}</Text>
          </View>
        ) : null}
        {delivered?.vat.map((subtotal) => (
          <SubTotalRow key={subtotal.code} subtotal={subtotal} testID="order-delivered-vat" />
        ))}
        {moved ? <MoneyMoved moved={moved} totalCents={totals.orderTotalAfterStoreCreditCents} /> : null}
        {isPaid && !moved && !delivered && document.data.attributes.status !== 'canceled' ? (
          <Text variant="caption" tone="muted" testID="order-charge-note">
            {t('checkout.recap.charge_note')}
          </Text>
        ) : null}
      </View>
    </View>
  );
}

function SubTotalRow({ subtotal, testID }: { subtotal: SubTotal; testID?: string }) {
  return (
    <View style={styles.row} testID={testID}>
      <Text style={styles.grow}>{subtotal.label}</Text>
      <Text>{subtotal.displayAmount}</Text>
    </View>
  );
}

/** A line the preparers could not fill: what went in the bag, the rest not charged. */
function PreparedNote({ line }: { line: OrderLine }) {
  if (line.isGift || !isPreparedShort(line)) return null;
  return (
    <Text variant="caption" tone="muted" testID="order-line-short">
      {line.preparedQuantity === 0
        ? t('screens.order.prepared_missing')
        : t('screens.order.prepared_short', { prepared: line.preparedQuantity, quantity: line.quantity })}
    </Text>
  );
}

/** What the line is charged once prepared short (the server's amount); null for any other line. */
function shortLineCharge(line: OrderLine): number | null {
  return !line.isGift && isPreparedShort(line) ? line.deliveredCents : null;
}

/**
 * Issue 41: once prepared, what a short line came to: its substitute (kept with its amount, or
 * refused); while the customer may still refuse it, that its line's amount holds if they accept.
 */
function SubstitutionNote({ line }: { line: OrderLine }) {
  if (line.isGift || line.deliveredCents === null) return null;
  const { proposal } = line;
  const charged = shortLineCharge(line);
  return (
    <>
      {proposal && proposal.state !== 'pending' ? (
        <Text variant="caption" tone="muted" testID="order-line-substitute">
          {proposal.state === 'accepted'
            ? t('screens.order.substitution.accepted', {
                substitute: proposal.name,
                quantity: proposal.quantity,
                amount: proposal.display_amount,
              })
            : t('screens.order.substitution.refused', { substitute: proposal.name })}
        </Text>
      ) : null}
      {proposal?.state === 'pending' && charged !== null ? (
        <Text variant="caption" testID="order-line-charged">
          {t('screens.order.substitution.line_amount_pending', { amount: formatEuros(charged) })}
        </Text>
      ) : null}
    </>
  );
}

/** A line none of whose units went in the bag, and nothing in their place: not charged at all. */
function isNotCharged(line: OrderLine): boolean {
  return !line.isGift && isPreparedShort(line) && line.preparedQuantity === 0 && !line.deliveredCents;
}

/**
 * The line's amount: what it came to when ordered; once prepared short and charged otherwise,
 * what it is charged, the ordered amount beneath it said as such (« Commandé : 5,20 € »). A line
 * not charged at all shows its ordered amount struck, beside « non facturé » (which says it to a
 * screen reader). A line made up in full keeps its one amount.
 */
function LineAmount({ line }: { line: OrderLine }) {
  if (isNotCharged(line)) {
    return (
      <Text variant="label" tone="muted" style={styles.struck} aria-hidden testID="order-line-not-charged">
        {formatEuros(line.totalCents)}
      </Text>
    );
  }
  const charged = shortLineCharge(line);
  if (charged === null || charged === line.totalCents) {
    return <Text variant="label">{formatEuros(line.totalCents)}</Text>;
  }
  const ordered = formatEuros(line.totalCents);
  // The charge is net of the line's share of the discounts: said so, as 2,79 € for one unit at
  // 3,10 € would puzzle.
  return (
    <View style={styles.amount}>
      <Text variant="label" testID="order-line-charged-amount">
        {formatEuros(charged)}
      </Text>
      <Text variant="caption" tone="muted" testID="order-line-ordered">
        {line.discountCents > 0
          ? t('screens.order.line_ordered_discounted', { amount: ordered })
          : t('screens.order.line_ordered', { amount: ordered })}
      </Text>
    </View>
  );
}

/** « Encaissé » and « Remboursé », when what the card paid differs from the order's total. */
function MoneyMoved({ moved, totalCents }: { moved: PaymentTotals; totalCents: number }) {
  if (moved.capturedCents === totalCents && moved.refundedCents === 0) return null;
  return (
    <View testID="order-money-moved">
      <View style={styles.row}>
        <Text style={styles.grow}>{t('screens.order.captured')}</Text>
        <Text>{formatEuros(moved.capturedCents)}</Text>
      </View>
      {moved.refundedCents > 0 ? (
        <View style={styles.row}>
          <Text style={styles.grow}>
            {t('screens.order.refunded', {
              date: moved.refundedAt ? formatParisDate(moved.refundedAt) : '',
            })}
          </Text>
          <Text>{formatEuros(moved.refundedCents)}</Text>
        </View>
      ) : null}
    </View>
  );
}

/** The line's product picture, from the catalogue's tiles (a product no longer sold has none). */
function LinePicture({
  tiles,
  variantId,
}: {
  tiles: readonly ProductTile[] | undefined;
  variantId: string | null;
}) {
  const tile = tiles?.find((candidate) => candidate.id === variantId || candidate.retail?.id === variantId);
  return tile ? (
    <RemoteImage path={tile.photo.url} alt="" width={40} height={40} />
  ) : (
    <View style={styles.noPicture} />
  );
}

const styles = StyleSheet.create({
  noPicture: { width: 40, height: 40 },
  details: { gap: spacing.lg },
  card: { gap: spacing.sm, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.lg },
  row: { flexDirection: 'row', gap: spacing.md, alignItems: 'center' },
  line: { gap: spacing.xs },
  grow: { flex: 1 },
  amount: { alignItems: 'flex-end', gap: spacing.xs },
  discount: { color: palette.primary },
  struck: { textDecorationLine: 'line-through' },
  totalRow: { borderTopWidth: 1, borderTopColor: palette.border, paddingTop: spacing.sm },
});
