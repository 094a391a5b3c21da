import type { ReceiptAttributes } from '@sillon/contract';
import { errorText, t } from '@sillon/domain';
import { Link, useLocalSearchParams, type Href } from 'expo-router';
import { Linking, Platform, Share, StyleSheet, View } from 'react-native';
import { RequireCustomer } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { readFailure } from '@/lib/api';
import { Button, Notice, PageHead, Screen, Skeleton, Text, palette, radius, spacing } from '@/ui';
import { useAccountOrderQuery, useReceiptLinkMutation, useReceiptQuery } from '../api/orders-api';

/**
 * Spec §2 `my-account/orders/{orderId}/ticket`: the order's receipt as a French shop gives it, and
 * its PDF (a download on the web, the share sheet on a phone).
 */
export function TicketScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <Screen>
      <PageHead title={t('receipt.title')} />
      <RequireCustomer>
        <Ticket number={orderId} />
      </RequireCustomer>
    </Screen>
  );
}

function Ticket({ number }: { number: string }) {
  const receipt = useReceiptQuery(number);
  const order = useAccountOrderQuery(number);
  const isCanceled = order.data?.data.attributes.status === 'canceled';
  return (
    <View style={styles.body}>
      <Link
        href={`/my-account/orders/${encodeURIComponent(number)}` as Href}
        style={styles.link}
        accessibilityRole="link"
      >
        {t('screens.order.see_order')}
      </Link>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('receipt.title')}
      </Text>
      {isCanceled ? (
        <Notice tone="info" message={t('screens.order.canceled')} testID="ticket-canceled" />
      ) : null}
      <QueryBoundary queries={[receipt]} skeleton={<Skeleton width="100%" height={420} />}>
        {receipt.data ? <Receipt receipt={receipt.data.data.attributes} isCanceled={isCanceled} /> : null}
      </QueryBoundary>
      {/* Only a ticket on screen has a PDF: none for an order that is not the customer's or not found. */}
      {receipt.data ? <PdfButton number={number} /> : null}
    </View>
  );
}

/** A cancelled order's total was ordered, then given back: it is not « payé ». */
function Receipt({ receipt, isCanceled }: { receipt: ReceiptAttributes; isCanceled: boolean }) {
  return (
    <View style={styles.paper} testID="receipt">
      <View style={styles.block}>
        <Text variant="label">{receipt.shop.legal_name}</Text>
        {receipt.shop.address_lines.map((line) => (
          <Text key={line} variant="caption">
            {line}
          </Text>
        ))}
        <Text variant="caption">{t('receipt.siret', { siret: receipt.shop.siret })}</Text>
        <Text variant="caption">{t('receipt.vat_number', { number: receipt.shop.vat_number })}</Text>
      </View>
      <View style={styles.block}>
        <Text variant="label" testID="receipt-number">
          {t('receipt.order', { number: receipt.number })}
        </Text>
        <Text variant="caption">{t('receipt.placed_on', { date: receipt.display_placed_at })}</Text>
        {receipt.customer ? (
          <Text variant="caption">{`${t('receipt.customer')} : ${receipt.customer.name}`}</Text>
        ) : null}
        <Text variant="caption">{`${t('receipt.delivery')} : ${receipt.delivery_label}`}</Text>
      </View>

      <View style={styles.block}>
        {receipt.line_items.map((line, index) => (
          <View key={`${line.name}-${index}`} style={styles.row} testID="receipt-line">
            <View style={styles.grow}>
              <Text>{line.name}</Text>
              <Text variant="caption" tone="muted">
                {`${line.unit_label} · ${line.quantity} × ${line.display_unit_price} · ${t('receipt.columns.vat_rate')} ${line.display_vat_rate}`}
              </Text>
            </View>
            <Text>{line.display_total}</Text>
          </View>
        ))}
        {receipt.gifts.map((gift, index) => (
          <View key={`${gift.name}-${index}`} style={styles.row}>
            <View style={styles.grow}>
              <Text>{gift.name}</Text>
              <Text variant="caption" tone="muted">
                {`${t('receipt.gift_value', { price: gift.display_offered_value })} · ${t('receipt.columns.vat_rate')} ${gift.display_vat_rate}`}
              </Text>
            </View>
            <Text>{t('receipt.gift_price')}</Text>
          </View>
        ))}
      </View>

      <View style={styles.block}>
        <Amount label={t('receipt.items_total')} amount={receipt.display_item_total} />
        {receipt.discounts.map((discount) => (
          <Amount key={discount.name} label={discount.name} amount={discount.display_amount} />
        ))}
        <Amount label={t('receipt.shipping')} amount={receipt.display_ship_total} />
      </View>

      <View style={styles.block}>
        <Text variant="label">{t('receipt.vat.title')}</Text>
        {receipt.vat_lines.map((line) => (
          <Text key={line.vat_rate} variant="caption" testID="receipt-vat">
            {`${line.display_vat_rate} : ${t('receipt.vat.excluding')} ${line.display_pre_tax_amount} · ${t('receipt.vat.vat')} ${line.display_tax_amount} · ${t('receipt.vat.including')} ${line.display_amount}`}
          </Text>
        ))}
        <Amount label={t('receipt.total_excluding_vat')} amount={receipt.display_pre_tax_total} />
        <Amount label={t('receipt.total_vat')} amount={receipt.display_tax_total} />
        {receipt.preparation || isCanceled ? (
          <Amount label={t('receipt.total_ordered')} amount={receipt.display_total} />
        ) : (
          <GrandTotal label={t('receipt.total_to_charge')} amount={receipt.display_total} />
        )}
        {receipt.preparation ? (
          <Preparation preparation={receipt.preparation} isCanceled={isCanceled} />
        ) : null}
        <Text variant="caption">{`${t('receipt.payment')} : ${receipt.payment_label ?? t('receipt.payment.none')}`}</Text>
        <Text variant="caption" tone="muted">
          {t('receipt.vat_note')}
        </Text>
      </View>
    </View>
  );
}

/**
 * The total that counts: before the preparation, the whole order, which the card holds until the
 * preparation takes it; after it, what was delivered.
 */
function GrandTotal({ label, amount }: { label: string; amount: string }) {
  return (
    <View style={[styles.row, styles.total]}>
      <Text variant="title" style={styles.grow}>
        {label}
      </Text>
      <Text variant="title" testID="receipt-total">
        {amount}
      </Text>
    </View>
  );
}

/**
 * Issue 41: what the preparation changed (each missing line, each substitute, with its amount),
 * the VAT of what was delivered, and what was paid: the PDF's « Après préparation » part.
 */
function Preparation({
  preparation,
  isCanceled,
}: {
  preparation: NonNullable<ReceiptAttributes['preparation']>;
  isCanceled: boolean;
}) {
  return (
    <View style={styles.block} testID="receipt-preparation">
      <Text variant="label">{t('receipt.preparation.title')}</Text>
      {preparation.changes.map((change, index) => {
        const label =
          change.kind === 'missing'
            ? t('receipt.preparation.missing', { name: change.name, quantity: change.quantity })
            : t('receipt.preparation.substitute', { name: change.name, quantity: change.quantity });
        return (
          <Amount
            key={`${change.kind}-${change.name}-${index}`}
            label={change.answer === 'pending' ? t('receipt.preparation.pending', { change: label }) : label}
            amount={change.display_amount}
          />
        );
      })}
      {Number(preparation.offered) !== 0 && (
        <Amount label={t('receipt.preparation.offered')} amount={preparation.display_offered} />
      )}
      <Text variant="label">{t('receipt.preparation.vat_title')}</Text>
      {preparation.vat_lines.map((line) => (
        <Text key={line.vat_rate} variant="caption">
          {`${line.display_vat_rate} : ${t('receipt.vat.excluding')} ${line.display_pre_tax_amount} · ${t('receipt.vat.vat')} ${line.display_tax_amount} · ${t('receipt.vat.including')} ${line.display_amount}`}
        </Text>
      ))}
      <GrandTotal
        label={isCanceled ? t('screens.order.total_canceled') : t('receipt.total')}
        amount={preparation.display_delivered_total}
      />
    </View>
  );
}

function Amount({ label, amount }: { label: string; amount: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.grow}>{label}</Text>
      <Text>{amount}</Text>
    </View>
  );
}

/** The PDF through a link valid a few minutes: opened on the web, shared from a phone. */
function PdfButton({ number }: { number: string }) {
  const [askLink, { isLoading, error }] = useReceiptLinkMutation();
  const failure = error ? errorText(readFailure(error).code ?? 'internal_error') : null;
  const handlePress = async () => {
    const answer = await askLink(number);
    if (!('data' in answer) || !answer.data) return;
    if (Platform.OS === 'web') await Linking.openURL(answer.data.url);
    else await Share.share({ url: answer.data.url, message: answer.data.url, title: t('receipt.title') });
  };
  return (
    <View style={styles.block}>
      {failure ? <Notice tone="error" title={failure.title} message={failure.content} /> : null}
      <Button
        variant="outline"
        label={t(Platform.OS === 'web' ? 'screens.order.download_pdf' : 'screens.order.share_pdf')}
        disabled={isLoading}
        onPress={() => void handlePress()}
        testID="receipt-pdf"
      />
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  paper: { gap: spacing.lg, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.lg },
  block: { gap: spacing.xs },
  row: { flexDirection: 'row', gap: spacing.md, alignItems: 'center' },
  grow: { flex: 1 },
  total: { borderTopWidth: 1, borderTopColor: palette.border, paddingTop: spacing.sm },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
