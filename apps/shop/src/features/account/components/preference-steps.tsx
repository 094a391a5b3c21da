import type { NewsletterFrequency } from '@sillon/contract';
import { t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { AuthError, authFailure, pushDeviceRegistered } from '@/features/auth';
import { useAppDispatch } from '@/store/hooks';
import { Button, Text, spacing } from '@/ui';
import { useUpdateAccountMutation } from '../api/account-api';

/** After sign-up (spec §4): how often the customer wants the newsletter. */
export function NewsletterStep({ onDone }: { onDone(): void }) {
  const [update, { isLoading, error }] = useUpdateAccountMutation();
  const choose = async (newsletter: NewsletterFrequency) => {
    if ((await update({ newsletter })).data) onDone();
  };
  return (
    <View style={styles.step}>
      <Text variant="title" role="heading" aria-level={1}>
        {t('screens.sign_in.newsletter_heading')}
      </Text>
      <Text tone="muted">{t('screens.sign_in.newsletter_message')}</Text>
      <Button
        label={t('screens.sign_in.newsletter_weekly')}
        onPress={() => choose('weekly')}
        disabled={isLoading}
      />
      <Button
        label={t('screens.sign_in.newsletter_monthly')}
        onPress={() => choose('monthly')}
        disabled={isLoading}
      />
      <Button
        variant="outline"
        label={t('screens.sign_in.newsletter_none')}
        onPress={() => choose('none')}
        disabled={isLoading}
      />
      {error ? <AuthError code={authFailure(error).code} /> : null}
    </View>
  );
}

/**
 * Then, on a phone, whether to be notified about orders and deliveries: yes asks the system's
 * permission and registers the phone, as « Communications » does.
 */
export function NotificationsStep({ onDone }: { onDone(): void }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading, error }] = useUpdateAccountMutation();
  const choose = async (notificationsOptIn: boolean) => {
    if (!(await update({ notificationsOptIn })).data) return;
    if (notificationsOptIn) await dispatch(pushDeviceRegistered({ ask: true }));
    onDone();
  };
  return (
    <View style={styles.step}>
      <Text variant="title" role="heading" aria-level={1}>
        {t('screens.sign_in.notifications_heading')}
      </Text>
      <Text tone="muted">{t('screens.sign_in.notifications_message')}</Text>
      <Button
        label={t('screens.sign_in.notifications_yes')}
        onPress={() => choose(true)}
        disabled={isLoading}
      />
      <Button
        variant="outline"
        label={t('screens.sign_in.notifications_no')}
        onPress={() => choose(false)}
        disabled={isLoading}
      />
      {error ? <AuthError code={authFailure(error).code} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({ step: { gap: spacing.lg } });
