import { formatParisLongDate, LEGAL_PAGE_PATHS, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { useEffect, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Checkbox, Skeleton, Text, fontSize, layout, lineHeight, palette, spacing } from '@/ui';
import { checkoutApi, checkoutFailure, type CheckoutFailure } from '../api/checkout-api';
import { CheckoutError } from './checkout-error';

/** The CGV's version in force, once loaded, and a way to ask again once they changed. */
function useTermsOfSale() {
  const page = checkoutApi.useTermsOfSaleQuery();
  return {
    version: page.data?.kind === 'legal' ? page.data.version : undefined,
    failure: page.error ? checkoutFailure(page.error) : undefined,
    refetch: () => void page.refetch(),
  };
}

/**
 * Issue 38: the customer accepts the CGV at payment. Ticking sends the acceptance with the
 * version shown here, which the order keeps; the server refuses to complete an order without it,
 * and refuses a version no longer in force (the new one is then shown, to tick again).
 */
export function TermsAcceptance({
  order,
  acceptedVersion,
  isRefused = false,
  onChange,
}: {
  order: { token: string };
  /** The version the order keeps as accepted (`terms_version`): ticked again after a reload. */
  acceptedVersion: string | null;
  /** The last payment was refused for want of the CGV: said here too, by the box to tick. */
  isRefused?: boolean;
  /** Told whether the order keeps the acceptance: at once (a reload), then after each change. */
  onChange(isAccepted: boolean): void;
}) {
  const terms = useTermsOfSale();
  const [updateCheckout, update] = checkoutApi.useUpdateCheckoutMutation();
  const [choice, setAccepted] = useState<boolean | null>(null);
  // Until the customer ticks or unticks here, the box says what the order keeps.
  const isAccepted = choice ?? (acceptedVersion !== null && acceptedVersion === terms.version);
  // The step lets a wallet open only once the box is ticked, ticked by a reload too.
  useEffect(() => onChange(isAccepted), [isAccepted, onChange]);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  /** Ticked once the order keeps it, so a payment pressed at once never runs ahead of it. */
  async function handleChange(checked: boolean) {
    setFailure(null);
    const answer = await updateCheckout({
      token: order.token,
      body: {
        order: checked ? { terms_accepted: true, terms_version: terms.version } : { terms_accepted: false },
      },
    });
    if (!answer.error) {
      setAccepted(checked);
      return;
    }
    const refused = checkoutFailure(answer.error);
    setFailure(refused);
    if (refused.code === 'terms_version_outdated') terms.refetch();
  }

  // Nothing to tick until the version it accepts is known.
  if (!terms.version) {
    return terms.failure ? (
      <CheckoutError failure={terms.failure}>
        <Button variant="outline" label={t('checkout.payment.retry')} onPress={terms.refetch} />
      </CheckoutError>
    ) : (
      // Laid out as the box and its two lines will be, so that nothing below moves when they come.
      <View style={styles.block}>
        <Skeleton width="100%" height={layout.touchTarget} />
        <View style={styles.details}>
          <Skeleton width={200} height={lineHeight(fontSize.xs)} />
          <Skeleton width={160} height={lineHeight(fontSize.xs)} />
        </View>
      </View>
    );
  }
  const version = terms.version;

  return (
    <View style={styles.block} testID="terms-acceptance">
      <Checkbox
        label={t('screens.checkout.payment.terms_accept')}
        checked={isAccepted}
        onChange={(checked) => {
          if (!update.isLoading) void handleChange(checked);
        }}
        testID="terms-accept"
      />
      <View style={styles.details}>
        <Text variant="caption">
          <Link href={LEGAL_PAGE_PATHS.terms} style={styles.link} target="_blank">
            {t('screens.checkout.payment.terms_read')}
          </Link>
        </Text>
        <Text variant="caption" tone="muted" testID="terms-version">
          {t('screens.checkout.payment.terms_version', { date: formatParisLongDate(version) })}
        </Text>
      </View>
      {isRefused && !isAccepted ? (
        <Text variant="caption" tone="error" role="alert" testID="terms-missing">
          {t('screens.checkout.payment.terms_missing')}
        </Text>
      ) : null}
      {failure ? <CheckoutError failure={failure} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: spacing.xs },
  details: { flexDirection: 'row', flexWrap: 'wrap', columnGap: spacing.md, paddingLeft: spacing.xxl },
  // A target a finger or a pointer takes (24 px at least, WCAG 2.5.8), its text said to open a tab.
  link: {
    color: palette.link,
    textDecorationLine: 'underline',
    display: 'flex',
    minHeight: 24,
    paddingVertical: 4,
  },
});
