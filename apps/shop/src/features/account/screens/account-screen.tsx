import { formatLocalPhone, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { authFailure, RequireCustomer, signedOut } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { useAppDispatch } from '@/store/hooks';
import { Button, PageHead, Screen, Skeleton, Text, palette, spacing } from '@/ui';
import { useAccountQuery } from '../api/account-api';

/** The customer's account: who is signed in, and signing out (the cart stays on the device). */
export function AccountScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.account.title')} />
      <RequireCustomer>
        <AccountDetails />
      </RequireCustomer>
    </Screen>
  );
}

function AccountDetails() {
  const dispatch = useAppDispatch();
  const account = useAccountQuery();
  const notSignedUp = account.isError && authFailure(account.error).code === 'account_not_found';
  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {account.data
          ? t('screens.account.hello', { name: account.data.firstName })
          : t('screens.account.title')}
      </Text>
      {notSignedUp ? (
        <Link href="/my-account/my-info" style={styles.link} accessibilityRole="link">
          {t('screens.account.finish_sign_up')}
        </Link>
      ) : (
        <QueryBoundary queries={[account]} skeleton={<Skeleton width="100%" height={60} />}>
          {account.data ? (
            <View style={styles.details}>
              <Text>
                {t('screens.account.phone', {
                  phone: formatLocalPhone(account.data.phoneNumber, { grouped: true }),
                })}
              </Text>
              <Text>{t('screens.account.email', { email: account.data.email })}</Text>
            </View>
          ) : null}
        </QueryBoundary>
      )}
      <Link href="/my-account/orders" style={styles.link} accessibilityRole="link" testID="account-orders">
        {t('screens.orders.title')}
      </Link>
      <Button variant="outline" label={t('screens.account.sign_out')} onPress={() => dispatch(signedOut())} />
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  details: { gap: spacing.xs },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
