import type { AccountVoucher } from '@sillon/contract';
import {
  errorText,
  voucherPeriod,
  formatEuros,
  normalizeVoucherCode,
  parseDecimalString,
  t,
  visibleVouchers,
  VOUCHER_CODE_MAX_LENGTH,
} from '@sillon/domain';
import { Link, router } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { RequireCustomer } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Notice, PageHead, Screen, Skeleton, Text, TextField, palette, radius, spacing } from '@/ui';
import { useAccountPromotionsQuery } from '../api/account-api';
import { useAddVoucher, voucherOf } from '../api/use-add-voucher';
import { useKeptReferralCode } from '../api/use-kept-referral-code';
import { voucherChosen } from '../state/voucher-actions';
import { voucherDatesText } from '../voucher-dates';
import { shopNow } from '@/lib/api';

/** « Mes bons de réduction » (spec §2, §7, §9): add a code, the account's vouchers with their terms. */
export function VouchersScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.vouchers.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.vouchers.title')}
      </Text>
      <RequireCustomer>
        <KeptReferralCode />
        <AddVoucher />
        <VoucherList />
      </RequireCustomer>
    </Screen>
  );
}

/** A referral link's code the account just took, or why it did not (spec §8). */
function KeptReferralCode() {
  const kept = useKeptReferralCode();
  if (!kept) return null;
  if (!kept.refusal)
    return (
      <Notice
        tone="info"
        message={t('screens.vouchers.referral_added', { code: kept.code })}
        testID="kept-code"
      />
    );
  return (
    <Notice
      tone="error"
      title={t('screens.vouchers.kept_refused', { code: kept.code })}
      message={errorText(kept.refusal).content}
      testID="kept-code"
    />
  );
}

function AddVoucher() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { add, isLoading } = useAddVoucher();

  const submit = async () => {
    setError(null);
    setNotice(null);
    const added = await add(code);
    if (!added.ok) {
      setError(errorText(added.code).content);
      return;
    }
    setCode('');
    const said = added.wasHeld
      ? 'screens.vouchers.already_held'
      : added.isReferral
        ? 'screens.vouchers.referral_added'
        : 'screens.vouchers.added';
    setNotice(t(said, { code: added.code }));
  };

  return (
    <View style={styles.section}>
      <TextField
        label={t('screens.vouchers.add_label')}
        value={code}
        // Spec §9: codes are uppercased, as they are typed.
        onChangeText={(typed) => {
          setCode(typed.toUpperCase());
          setError(null);
        }}
        autoCapitalize="characters"
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoCorrect={false}
        error={error ?? undefined}
        onSubmitEditing={submit}
        testID="voucher-code"
      />
      <Button label={t('screens.vouchers.add')} onPress={submit} disabled={isLoading} testID="voucher-add" />
      {notice ? <Notice tone="info" message={notice} testID="voucher-added" /> : null}
    </View>
  );
}

function VoucherList() {
  const customerId = useAppSelector((state) => state.auth.user?.id ?? '');
  const promotions = useAccountPromotionsQuery(customerId);
  const attributes = promotions.data?.data.attributes;
  // Spec §9: the referral voucher only while it may still be used (the server says so too).
  const shown = new Set(
    visibleVouchers((attributes?.promotions ?? []).map(voucherOf), {
      completedOrdersCount: attributes?.completed_orders ?? 0,
      hasReferrer: attributes?.referrer != null,
    }).map((voucher) => voucher.id),
  );
  const vouchers = (attributes?.promotions ?? []).filter((voucher) => shown.has(voucher.id));
  return (
    <View style={styles.section}>
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.vouchers.list_heading')}
      </Text>
      <QueryBoundary queries={[promotions]} skeleton={<VouchersSkeleton />}>
        {vouchers.length === 0 ? (
          <Text tone="muted" testID="vouchers-empty">
            {t('screens.vouchers.empty')}
          </Text>
        ) : (
          <View style={styles.list} role="list">
            {vouchers.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} />
            ))}
          </View>
        )}
      </QueryBoundary>
    </View>
  );
}

function VoucherCard({ voucher }: { voucher: AccountVoucher }) {
  const period = voucherPeriod(voucher, shopNow());
  const isUsable = period === 'valid' || period === 'expiring_soon';
  const terms = termsOf(voucher);
  return (
    <View style={styles.card} role="listitem" testID={`voucher-${voucher.code}`}>
      <Text variant="label">{voucher.name}</Text>
      <Text>{voucher.description}</Text>
      <Text variant="caption" selectable>
        {t('screens.vouchers.code', { code: voucher.code })}
      </Text>
      {terms.length > 0 ? (
        <Text variant="caption" tone="muted">
          {terms.join(' · ')}
        </Text>
      ) : null}
      <Text variant="caption" tone={period === 'expiring_soon' ? 'error' : 'muted'} testID="voucher-dates">
        {voucherDatesText(voucher, shopNow())}
      </Text>
      {voucher.is_referrer ? (
        <Text variant="caption">{t('screens.vouchers.referral_applied')}</Text>
      ) : isUsable ? (
        <UseInCart code={voucher.code} />
      ) : null}
    </View>
  );
}

function termsOf(voucher: AccountVoucher): string[] {
  const terms: string[] = [];
  const minimumCents = parseDecimalString(voucher.minimum_subtotal);
  if (minimumCents > 0) terms.push(t('screens.vouchers.minimum', { amount: formatEuros(minimumCents) }));
  if (voucher.first_order_only && !voucher.is_referrer) terms.push(t('screens.vouchers.first_order_only'));
  return terms;
}

/** « Utiliser »: the cart selects the code and applies it when it opens; once there, the cart is a tap away. */
function UseInCart({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  const isInCart = useAppSelector((state) => state.cart.voucherCode === normalizeVoucherCode(code));
  if (isInCart) {
    return (
      <View style={styles.inCart}>
        <Text variant="label" testID="voucher-in-cart">
          {t('screens.vouchers.in_cart')}
        </Text>
        <Link href="/cart" style={styles.link} accessibilityRole="link">
          {t('screens.vouchers.see_cart')}
        </Link>
      </View>
    );
  }
  return (
    <Button
      variant="outline"
      label={t('screens.vouchers.use')}
      accessibilityLabel={t('screens.vouchers.use_label', { code })}
      onPress={() => {
        dispatch(voucherChosen(code));
        router.push('/cart');
      }}
      testID={`voucher-use-${code}`}
    />
  );
}

function VouchersSkeleton() {
  return (
    <View style={styles.list}>
      <Skeleton width="100%" height={120} />
      <Skeleton width="100%" height={120} />
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.md },
  list: { gap: spacing.md },
  card: {
    gap: spacing.xs,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
    padding: spacing.lg,
  },
  inCart: { flexDirection: 'row', alignItems: 'center', gap: spacing.md, flexWrap: 'wrap' },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
