import { formatLocalPhone, LEGAL_PAGE_PATHS, t } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import type { ComponentType } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { authFailure, RequireCustomer, signedOut } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  Button,
  Columns,
  PageHead,
  Screen,
  ScreenSkeleton,
  Skeleton,
  Text,
  layout,
  palette,
  radius,
  spacing,
} from '@/ui';
import { useAccountQuery, useStorefrontAccountQuery } from '../api/account-api';
import { AccountBanner } from '../components/account-banner';
import { SubstitutionDefault } from '../components/substitution-default';

/**
 * « Mon compte » (spec §2): who is signed in, the shop's message for them, the account's sections,
 * and signing out (the cart stays on the device).
 */
export function AccountScreen({ favourites: Favourites }: { favourites?: ComponentType }) {
  return (
    <Screen wide>
      <PageHead title={t('screens.account.title')} />
      {/* On the web's desktop, the legal pages beside the account (issue 40). */}
      <Columns
        main={
          // The account is taller than a phone's screen: its placeholders are too, so that the
          // legal pages under it (on a phone) never move while it loads.
          <RequireCustomer placeholder={<ScreenSkeleton />}>
            <AccountHub />
            {/* « Vos favoris »: given by the route, since the favourites show the catalogue's tiles. */}
            {Favourites ? <Favourites /> : null}
          </RequireCustomer>
        }
        aside={<LegalPages />}
      />
    </Screen>
  );
}

function AccountHub() {
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
        <SignedUpHub />
      )}
      <Button variant="outline" label={t('screens.account.sign_out')} onPress={() => dispatch(signedOut())} />
    </View>
  );
}

function SignedUpHub() {
  const customerId = useAppSelector((state) => state.auth.user?.id ?? '');
  const document = useStorefrontAccountQuery(customerId);
  const attributes = document.data?.data.attributes;
  return (
    <QueryBoundary queries={[document]} skeleton={<HubSkeleton />}>
      <AccountBanner />
      {attributes ? (
        <View style={styles.details}>
          <Text>
            {t('screens.account.phone', {
              phone: formatLocalPhone(attributes.phone_number, { grouped: true }),
            })}
          </Text>
          <Text>{t('screens.account.email', { email: attributes.email })}</Text>
        </View>
      ) : null}
      <SubstitutionDefault />
      <View role="list" aria-label={t('screens.account.sections')} style={styles.sections}>
        <Section
          href="/my-account/my-info"
          title={t('navigation.my-info')}
          hint={t('screens.account.my_info_hint')}
        />
        <Section
          href="/my-account/orders"
          title={t('screens.orders.title')}
          hint={t('screens.account.orders_hint')}
          testID="account-orders"
        />
        <Section
          href="/shopping-list"
          title={t('screens.shopping_list.title')}
          hint={t('screens.account.shopping_list_hint')}
          testID="account-shopping-list"
        />
        <Section
          href="/my-account/communications"
          title={t('navigation.communications')}
          hint={t('screens.account.communications_hint')}
        />
        <Section
          href="/my-account/vouchers"
          title={t('navigation.vouchers')}
          hint={t('screens.account.vouchers_hint')}
        />
        <Section
          href="/my-account/referral"
          title={t('navigation.referral')}
          hint={
            attributes
              ? t('screens.account.referral_hint', { amount: attributes.referral.display_referrer_discount })
              : undefined
          }
        />
        <Section
          href="/my-account/privacy"
          title={t('screens.privacy.title')}
          hint={t('screens.account.privacy_hint')}
        />
      </View>
    </QueryBoundary>
  );
}

/** Issue 38: the legal pages, signed in or not: the apps show no footer. */
function LegalPages() {
  return (
    <View style={styles.sections}>
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.account.legal')}
      </Text>
      <View role="list" aria-label={t('screens.account.legal')} style={styles.sections}>
        <Section href={LEGAL_PAGE_PATHS.terms} title={t('components.footer.terms')} />
        <Section href={LEGAL_PAGE_PATHS.legalNotice} title={t('components.footer.legal_notice')} />
        <Section href={LEGAL_PAGE_PATHS.privacy} title={t('components.footer.privacy')} />
        <Section href={LEGAL_PAGE_PATHS.accessibility} title={t('components.footer.accessibility')} />
      </View>
    </View>
  );
}

/** One section of the account: a whole row to press, its name and what is inside. */
function Section({
  href,
  title,
  hint,
  testID,
}: {
  href: Href;
  title: string;
  hint?: string;
  testID?: string;
}) {
  return (
    <View role="listitem">
      <Link href={href} asChild>
        <Pressable
          accessibilityRole="link"
          // A plain style: the link hands its child a merged style, not a function of the press.
          style={styles.section}
          testID={testID ?? `account-${String(href).split('/').pop()}`}
        >
          <View style={styles.sectionText}>
            <Text variant="label">{title}</Text>
            {hint ? (
              <Text variant="caption" tone="muted">
                {hint}
              </Text>
            ) : null}
          </View>
          <Text variant="title" aria-hidden>
            ›
          </Text>
        </Pressable>
      </Link>
    </View>
  );
}

function HubSkeleton() {
  return (
    <View style={[styles.sections, styles.hubPlaceholder]}>
      <Skeleton width="100%" height={44} />
      {[1, 2, 3, 4, 5, 6].map((row) => (
        <Skeleton key={row} width="100%" height={56} />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  details: { gap: spacing.xs },
  sections: { gap: spacing.sm },
  hubPlaceholder: { minHeight: layout.screenPlaceholderMinHeight },
  section: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    minHeight: 56,
    paddingHorizontal: spacing.lg,
    paddingVertical: spacing.md,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
  },
  sectionText: { flex: 1, gap: spacing.xxs },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
