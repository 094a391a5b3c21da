import type { AccountResponse, NewsletterFrequency } from '@sillon/contract';
import { errorText, t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { authFailure, isPushOffered, pushDeviceRegistered, RequireCustomer } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { useAppDispatch } from '@/store/hooks';
import { Checkbox, Notice, PageHead, RadioRow, Screen, Skeleton, Text, spacing } from '@/ui';
import { useAccountQuery, useUpdateAccountMutation } from '../api/account-api';

const FREQUENCIES: readonly NewsletterFrequency[] = ['weekly', 'monthly', 'none'];

const savedNewsletter = {
  weekly: 'screens.communications.newsletter_saved_weekly',
  monthly: 'screens.communications.newsletter_saved_monthly',
  none: 'screens.communications.newsletter_saved_none',
} as const satisfies Record<NewsletterFrequency, string>;

/**
 * « Communications » (spec §2, §7: weekly or monthly means opted in): the newsletter's frequency
 * and the order notifications, each saved on the server as soon as it is chosen and confirmed on
 * screen. Choosing the notifications on a phone also asks the system's permission and registers the
 * phone for the customer's pushes (issue 19). The web has no notifications: it says where they are
 * (the phone apps) rather than offering a choice that would reach no device (issue 36).
 */
export function CommunicationsScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.communications.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.communications.title')}
      </Text>
      <RequireCustomer>
        <Preferences />
      </RequireCustomer>
    </Screen>
  );
}

function Preferences() {
  const account = useAccountQuery();
  return (
    <QueryBoundary queries={[account]} skeleton={<PreferencesSkeleton />}>
      {account.data ? <PreferenceChoices account={account.data} /> : null}
    </QueryBoundary>
  );
}

function PreferenceChoices({ account }: { account: AccountResponse }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateAccountMutation();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (change: { newsletter: NewsletterFrequency } | { notificationsOptIn: boolean }) => {
    setConfirmation(null);
    setFailure(null);
    const answer = await update(change);
    if (!answer.data) {
      setFailure(authFailure(answer.error).code);
      return;
    }
    if ('notificationsOptIn' in change && change.notificationsOptIn)
      void dispatch(pushDeviceRegistered({ ask: true }));
    setConfirmation(
      'newsletter' in change
        ? t(savedNewsletter[change.newsletter])
        : t(
            change.notificationsOptIn
              ? 'screens.communications.notifications_saved_on'
              : 'screens.communications.notifications_saved_off',
          ),
    );
  };

  return (
    <View style={styles.body}>
      <View style={styles.section}>
        <Text variant="title" role="heading" aria-level={2}>
          {t('screens.communications.newsletter_heading')}
        </Text>
        <Text tone="muted">{t('screens.communications.newsletter_message')}</Text>
        <View
          role="radiogroup"
          aria-label={t('screens.communications.newsletter_heading')}
          style={styles.section}
        >
          {FREQUENCIES.map((frequency) => (
            <RadioRow
              key={frequency}
              label={t(`screens.communications.${frequency}`)}
              checked={account.newsletter === frequency}
              disabled={isLoading}
              onPress={() => void save({ newsletter: frequency })}
              testID={`newsletter-${frequency}`}
            />
          ))}
        </View>
      </View>
      <View style={styles.section}>
        <Text variant="title" role="heading" aria-level={2}>
          {t('screens.communications.notifications_heading')}
        </Text>
        {isPushOffered() ? (
          <Checkbox
            label={t('screens.communications.notifications_label')}
            checked={account.notificationsOptIn}
            onChange={(checked) => void save({ notificationsOptIn: checked })}
            testID="notifications-opt-in"
          />
        ) : (
          <Text testID="notifications-apps-only">{t('screens.communications.notifications_apps_only')}</Text>
        )}
      </View>
      {confirmation ? <Notice tone="info" message={confirmation} testID="communications-saved" /> : null}
      {failure ? (
        <Notice tone="error" title={errorText(failure).title} message={errorText(failure).content} />
      ) : null}
    </View>
  );
}

function PreferencesSkeleton() {
  return (
    <View style={styles.section}>
      {[1, 2, 3, 4].map((row) => (
        <Skeleton key={row} width="100%" height={52} />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.xl }, section: { gap: spacing.md } });
