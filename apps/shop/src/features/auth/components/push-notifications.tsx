/**
 * The apps' push notifications while the app runs (issue 43): a push arriving with the app open
 * shows as a banner and in the list, Android's channels exist, the icon's count is cleared each
 * time the app comes to the foreground, and a tapped push opens its page, also when the tap
 * started a closed app. On the web, whose push module does nothing, it does nothing either.
 */
import { useEffect } from 'react';
import { AppState } from 'react-native';
import { clearPushBadge, createPushChannels, onPushOpened, showPushesInForeground } from '../push-token';

export function PushNotifications({ open }: { open(path: string): void }) {
  useEffect(() => {
    showPushesInForeground();
    void createPushChannels().catch(() => undefined);
    clearPushBadge();
    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active') clearPushBadge();
    });
    return () => subscription.remove();
  }, []);

  useEffect(() => onPushOpened(open), [open]);
  return null;
}
