/**
 * After an order (issue 19, spec §4 "then newsletter and notifications"): a phone that was never
 * asked offers the order's notifications. Accepting shows the system's question, registers the
 * device and saves the account's choice; « Non merci » leaves the question for
 * « Communications ». Once the system has an answer, the offer is not made again.
 */
import { t } from '@sillon/domain';
import { useEffect, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { pushDeviceRegistered, pushPermission } from '@/features/auth';
import { useAppDispatch } from '@/store/hooks';
import { Button, Notice, spacing } from '@/ui';
import { useUpdateAccountMutation } from '../api/account-api';

export function PushPrompt() {
  const dispatch = useAppDispatch();
  const [update] = useUpdateAccountMutation();
  const [isOffered, setOffered] = useState(false);

  useEffect(() => {
    let isMounted = true;
    void pushPermission().then((permission) => {
      if (isMounted) setOffered(permission === 'undetermined');
    });
    return () => {
      isMounted = false;
    };
  }, []);

  if (!isOffered) return null;

  const accept = async () => {
    setOffered(false);
    const registered = await dispatch(pushDeviceRegistered({ ask: true }));
    if (registered.payload === true) await update({ notificationsOptIn: true });
  };

  return (
    <Notice tone="info" message={t('components.push_prompt.message')} testID="push-prompt">
      <View style={styles.actions}>
        <Button label={t('components.push_prompt.accept')} onPress={accept} testID="push-prompt-accept" />
        <Button
          variant="outline"
          label={t('components.push_prompt.decline')}
          onPress={() => setOffered(false)}
          testID="push-prompt-decline"
        />
      </View>
    </Notice>
  );
}

const styles = StyleSheet.create({ actions: { gap: spacing.sm } });
