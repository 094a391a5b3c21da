/**
 * The device's push address on iOS and Android (expo-notifications): its Expo push token, once
 * the customer allowed notifications. `ask` shows the system's question when it was never asked;
 * without it the token is read only if notifications are already allowed (a sign-in registers a
 * device silently). The web has its own version of this module: no push there.
 */
import * as Application from 'expo-application';
import Constants from 'expo-constants';
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';

export type PushPermission = 'granted' | 'denied' | 'undetermined';

/** The phone apps offer the order's notifications (the web's version of this module does not). */
export function isPushOffered(): boolean {
  return true;
}

export async function pushPermission(): Promise<PushPermission> {
  try {
    const { status } = await Notifications.getPermissionsAsync();
    return status === 'granted' ? 'granted' : status === 'denied' ? 'denied' : 'undetermined';
  } catch {
    return 'denied';
  }
}

export async function devicePushToken({ ask }: { ask: boolean }): Promise<string | null> {
  try {
    if (Platform.OS === 'android')
      await Notifications.setNotificationChannelAsync('orders', {
        name: 'Suivi de commande',
        importance: Notifications.AndroidImportance.DEFAULT,
      });
    let permission = await pushPermission();
    if (permission === 'undetermined' && ask)
      permission = (await Notifications.requestPermissionsAsync()).granted ? 'granted' : 'denied';
    if (permission !== 'granted') return null;
    const projectId = (Constants.expoConfig?.extra as { eas?: { projectId?: string } } | undefined)?.eas
      ?.projectId;
    const token = await Notifications.getExpoPushTokenAsync(projectId ? { projectId } : {});
    return token.data;
  } catch {
    // No push service on this device (a simulator, a build without an Expo project id).
    return null;
  }
}

/** Where a tapped notification leads (`data.path`, set by the server), for the router. */
export function onPushOpened(open: (path: string) => void): () => void {
  const subscription = Notifications.addNotificationResponseReceivedListener((response) => {
    // An action button (a substitute's « Accepter », issue 41) answers from the notification.
    if (response.actionIdentifier !== Notifications.DEFAULT_ACTION_IDENTIFIER) return;
    const path = (response.notification.request.content.data as { path?: unknown } | undefined)?.path;
    if (typeof path === 'string' && path.startsWith('/')) open(path);
  });
  return () => subscription.remove();
}

/** The app the device's token belongs to (`fr.sillon.shop`), as registered with the token. */
export function pushAppId(): string {
  return Application.applicationId ?? 'fr.sillon.shop';
}
