import type { StorefrontAccountDocument } from '@sillon/contract';
import { t, tCount } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { shopPageUrl } from '@/config';
import { RequireCustomer } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { useAppSelector } from '@/store/hooks';
import {
  Button,
  Notice,
  PageHead,
  Screen,
  Skeleton,
  Text,
  fontSize,
  palette,
  radius,
  spacing,
  typeface,
} from '@/ui';
import { useStorefrontAccountQuery } from '../api/account-api';
import { canCopy, canShare, copyText, shareText } from '../share-text';

type Attributes = StorefrontAccountDocument['data']['attributes'];

/**
 * « Parrainage » (spec §2, §9): the customer's own code, what a friend gets with it and what the
 * customer gets back, a way to pass it on, and what it brought so far.
 */
export function ReferralScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.referral.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.referral.title')}
      </Text>
      <RequireCustomer>
        <Referral />
      </RequireCustomer>
    </Screen>
  );
}

function Referral() {
  const customerId = useAppSelector((state) => state.auth.user?.id ?? '');
  const document = useStorefrontAccountQuery(customerId);
  const attributes = document.data?.data.attributes;
  return (
    <QueryBoundary queries={[document]} skeleton={<ReferralSkeleton />}>
      {attributes ? (
        <View style={styles.body}>
          <OwnCode attributes={attributes} />
          <Results attributes={attributes} />
        </View>
      ) : null}
    </QueryBoundary>
  );
}

function OwnCode({ attributes }: { attributes: Attributes }) {
  const {
    referral_code: code,
    display_referrer_discount: amount,
    display_referrer_reward: reward,
  } = attributes.referral;
  return (
    <View style={styles.section}>
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.referral.heading')}
      </Text>
      <View style={styles.codeBox}>
        <Text variant="label">{t('screens.referral.code_label')}</Text>
        <Text style={styles.code} selectable testID="referral-code">
          {code}
        </Text>
      </View>
      <Text>{t('screens.referral.friend_gets', { amount })}</Text>
      <Text>{t('screens.referral.you_get', { reward })}</Text>
      <Text tone="muted" testID="referral-favourites-shown">
        {t('screens.referral.favourites_shown')}
      </Text>
      <ShareCode code={code} amount={amount} />
    </View>
  );
}

function ShareCode({ code, amount }: { code: string; amount: string }) {
  const [copied, setCopied] = useState(false);
  // Built when pressed: the welcome page's address is the browser's origin on the web.
  const message = () =>
    t('screens.referral.share_message', { code, amount, link: shopPageUrl(`/parrainage/${code}`) });
  return (
    <View style={styles.section}>
      {canShare() ? (
        <Button
          label={t('screens.referral.share')}
          onPress={() => void shareText({ title: t('screens.referral.share_title'), message: message() })}
          testID="referral-share"
        />
      ) : null}
      {canCopy() ? (
        <Button
          variant={canShare() ? 'outline' : 'action'}
          label={t('screens.referral.copy')}
          onPress={async () => setCopied(await copyText(message()))}
          testID="referral-copy"
        />
      ) : null}
      {copied ? <Notice tone="info" message={t('screens.referral.copied')} testID="referral-copied" /> : null}
    </View>
  );
}

function Results({ attributes }: { attributes: Attributes }) {
  const { referees_count: referees, rewards_count: rewards } = attributes.referral;
  return (
    <View style={styles.section}>
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.referral.results_heading')}
      </Text>
      {referees === 0 ? (
        <Text tone="muted" testID="referral-none">
          {t('screens.referral.none_yet')}
        </Text>
      ) : (
        <View testID="referral-results">
          <Text>{tCount('screens.referral.referees', referees)}</Text>
          <Text>{tCount('screens.referral.rewards', rewards)}</Text>
        </View>
      )}
      {attributes.referrer ? (
        <Text tone="muted">
          {t('screens.referral.referred_by', { name: attributes.referrer.referrer_name })}
        </Text>
      ) : null}
    </View>
  );
}

function ReferralSkeleton() {
  return (
    <View style={styles.section}>
      <Skeleton width="100%" height={96} />
      <Skeleton width="80%" height={20} />
      <Skeleton width="80%" height={20} />
      <Skeleton width="100%" height={44} />
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.xl },
  section: { gap: spacing.md },
  codeBox: {
    gap: spacing.xs,
    alignItems: 'center',
    padding: spacing.lg,
    borderRadius: radius.md,
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: palette.primary,
    backgroundColor: palette.surface,
  },
  code: { ...typeface.bold, fontSize: fontSize.xxl, letterSpacing: spacing.xxs, color: palette.primary },
});
