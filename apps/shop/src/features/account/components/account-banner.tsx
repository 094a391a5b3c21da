import { isShopPath, t } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { bannerDismissed } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Text, palette, radius, spacing } from '@/ui';
import { useStorefrontAccountQuery } from '../api/account-api';

/**
 * Spec §3 `homeBanner`: the account's message for a signed-in customer (the referral offer for a
 * lead, something else for a regular), chosen and written by the shop. Hidden for the rest of the
 * session once dismissed (`shouldDisplayBanner`, never persisted); a visitor gets none.
 */
export function AccountBanner() {
  const dispatch = useAppDispatch();
  const isCustomer = useAppSelector((state) => state.auth.status === 'authenticated');
  const shouldDisplay = useAppSelector((state) => state.auth.shouldDisplayBanner);
  const customerId = useAppSelector((state) => state.auth.user?.id ?? '');
  const account = useStorefrontAccountQuery(customerId, { skip: !isCustomer || !shouldDisplay });
  const banner = account.data?.data.attributes.banner;
  if (!isCustomer || !shouldDisplay || !banner) return null;
  return (
    <View style={styles.banner} role="region" aria-label={banner.title} testID="account-banner">
      <View style={styles.text}>
        <Text variant="label">{banner.title}</Text>
        <Text variant="caption">{banner.subtitle}</Text>
        {isShopPath(banner.deeplink) ? (
          <Link href={banner.deeplink as Href} style={styles.link} accessibilityRole="link">
            {t('components.account_banner.open')}
          </Link>
        ) : null}
      </View>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={t('components.account_banner.dismiss')}
        onPress={() => dispatch(bannerDismissed())}
        hitSlop={8}
        style={styles.dismiss}
        testID="account-banner-dismiss"
      >
        <Text variant="title" aria-hidden>
          ×
        </Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  banner: {
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: spacing.md,
    backgroundColor: palette.informational,
    borderRadius: radius.md,
    padding: spacing.lg,
  },
  text: { flex: 1, gap: spacing.xs },
  link: { color: palette.primary, textDecorationLine: 'underline', marginTop: spacing.xs },
  dismiss: { minWidth: 44, minHeight: 44, alignItems: 'center', justifyContent: 'center' },
});
