import { errorText, normalizeVoucherCode, t, withDe } from '@sillon/domain';
import { useRouter, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { useStorefrontAccountQuery, voucherChosen } from '@/features/account';
import { QueryBoundary } from '@/features/errors';
import { readFailure } from '@/lib/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, PageHead, Screen, Skeleton, Text, palette, radius, spacing } from '@/ui';
import { useReferrerFavouritesQuery } from '../api/favourites-api';
import { ProductRow, useTilesOf } from '../components/favourites-shelf';

/**
 * A referral link (`/parrainage/{code}`, issue 17): the referrer's first name and favourite
 * products, the referee's offer, and « Créer mon compte » with the code kept in the cart, where the
 * cart (or « Mes bons », while the cart is empty) applies it as a referral code once the account
 * exists (as if typed). An unknown code says so.
 */
export function ReferralLandingScreen({ code }: { code: string }) {
  const referrer = useReferrerFavouritesQuery(code);
  const isUnknown = referrer.isError && readFailure(referrer.error).code === 'referral_code_unknown';
  return (
    <Screen>
      <PageHead title={t('screens.referral_landing.page_title')} />
      {isUnknown ? (
        <UnknownCode />
      ) : (
        <QueryBoundary queries={[referrer]} skeleton={<Skeleton width="100%" height={200} />}>
          {referrer.data ? <Invitation {...referrer.data} /> : null}
        </QueryBoundary>
      )}
    </Screen>
  );
}

function Invitation({
  referrerName,
  referralCode,
  refereeDiscount,
  productIds,
}: {
  referrerName: string;
  referralCode: string;
  refereeDiscount: string;
  productIds: string[];
}) {
  const products = useTilesOf(productIds);
  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.referral_landing.title', { name: referrerName })}
      </Text>
      <View style={styles.offer} testID="referral-offer">
        <Text variant="title">{t('screens.referral_landing.offer', { amount: refereeDiscount })}</Text>
        <Text variant="caption">{t('screens.referral_landing.code', { code: referralCode })}</Text>
      </View>
      <InvitationAction referralCode={referralCode} />
      {products.length > 0 ? (
        <View style={styles.body} testID="referrer-favourites">
          <Text variant="title" role="heading" aria-level={2}>
            {t('screens.referral_landing.favourites', { ofName: withDe(referrerName) })}
          </Text>
          <ProductRow products={products} />
        </View>
      ) : null}
    </View>
  );
}

/**
 * What the page offers: a visitor creates an account, a customer uses the code; the referrer who
 * opens their own link (to see what friends see) is told so, and led to their referral.
 */
function InvitationAction({ referralCode }: { referralCode: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const isCustomer = useAppSelector((state) => state.auth.status === 'authenticated');
  const customerId = useAppSelector((state) => state.auth.user?.id ?? '');
  const keptCode = useAppSelector((state) => state.cart.voucherCode);
  const hasProducts = useAppSelector((state) => state.cart.products.length > 0);
  const account = useStorefrontAccountQuery(customerId, { skip: !isCustomer });
  const ownCode = account.data?.data.attributes.referral.referral_code;
  if (ownCode !== undefined && normalizeVoucherCode(ownCode) === normalizeVoucherCode(referralCode)) {
    return (
      <View style={styles.body} testID="referral-own-link">
        <Text>{t('screens.referral_landing.own_link')}</Text>
        <Button
          variant="outline"
          label={t('screens.referral_landing.own_referral')}
          onPress={() => router.push('/my-account/referral')}
        />
      </View>
    );
  }
  const handlePress = () => {
    // Kept as the cart's code: the cart, or « Mes bons », tries it as a referral code once the
    // visitor is a customer. An empty cart shows no code: « Mes bons » takes it and lists its voucher.
    if (keptCode !== normalizeVoucherCode(referralCode)) dispatch(voucherChosen(referralCode));
    const next = hasProducts ? '/cart' : '/my-account/vouchers';
    router.push((isCustomer ? next : { pathname: '/pre-login', params: { next } }) as Href);
  };
  return (
    <Button
      label={t(isCustomer ? 'screens.referral_landing.use_code' : 'screens.referral_landing.sign_up')}
      disabled={isCustomer && account.isLoading}
      onPress={handlePress}
    />
  );
}

function UnknownCode() {
  const router = useRouter();
  return (
    <View style={styles.body} testID="referral-unknown">
      <Text variant="heading" role="heading" aria-level={1}>
        {errorText('referral_code_unknown').title}
      </Text>
      <Text>{errorText('referral_code_unknown').content}</Text>
      <Button label={t('screens.referral_landing.home')} variant="outline" onPress={() => router.push('/')} />
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.md },
  offer: {
    gap: spacing.xs,
    backgroundColor: palette.informational,
    borderRadius: radius.md,
    padding: spacing.lg,
  },
});
