/**
 * Spec §8 "Mandatory or recommended app update", on iOS and Android: at start and each time the app
 * comes back to the foreground, the app compares its own version with the server's policy for its
 * platform. Below the minimum, « Mise à jour obligatoire » covers every screen, with the store's
 * link and no way round; below the recommended version, a notice the customer may dismiss. The
 * web is always the latest: its version of this file renders the screens only.
 */
import { appUpdateNeed, errorText, t } from '@sillon/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { AppState, Linking, Platform, StyleSheet, View } from 'react-native';
import { Button, Notice, Text, palette, spacing } from '@/ui';
import { useAppVersionsQuery } from '../api/app-versions-api';
import { ownAppVersion } from '../own-version';

export function AppUpdateGate({ children }: { children: ReactNode }) {
  const versions = useAppVersionsQuery();
  const [isDismissed, setDismissed] = useState(false);
  const { refetch } = versions;

  useEffect(() => {
    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active') void refetch();
    });
    return () => subscription.remove();
  }, [refetch]);

  const policy = Platform.OS === 'android' ? versions.data?.android : versions.data?.ios;
  const need = policy ? appUpdateNeed(ownAppVersion(), policy) : 'none';
  const openStore = () => {
    if (policy?.storeUrl) void Linking.openURL(policy.storeUrl);
  };

  return (
    <View style={styles.fill}>
      {need === 'recommended' && !isDismissed ? (
        <Notice
          tone="info"
          title={errorText('app_update_recommended').title}
          message={errorText('app_update_recommended').content}
          testID="app-update-notice"
        >
          <View style={styles.actions}>
            {policy?.storeUrl ? (
              <Button
                label={t('components.app_update.update')}
                onPress={openStore}
                testID="app-update-open"
              />
            ) : null}
            <Button
              variant="outline"
              label={t('components.app_update.later')}
              onPress={() => setDismissed(true)}
              testID="app-update-later"
            />
          </View>
        </Notice>
      ) : null}
      {children}
      {need === 'required' ? (
        <View style={styles.blocking} accessibilityViewIsModal testID="app-update-required">
          <Text variant="heading" role="heading" aria-level={1}>
            {errorText('app_update_required').title}
          </Text>
          <Text>{errorText('app_update_required').content}</Text>
          {policy?.storeUrl ? (
            <Button label={t('components.app_update.update')} onPress={openStore} testID="app-update-store" />
          ) : null}
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  fill: { flex: 1 },
  actions: { flexDirection: 'row', gap: spacing.sm },
  blocking: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    left: 0,
    backgroundColor: palette.background,
    justifyContent: 'center',
    padding: spacing.xl,
    gap: spacing.lg,
  },
});
