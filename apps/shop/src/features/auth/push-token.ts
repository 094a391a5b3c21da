/**
 * The device's push on iOS and Android (expo-notifications): its Expo push token once the customer
 * allowed notifications, the Android channels the server's pushes name, how a push shows while
 * the app is open, and the responses to pushes (a tap, an action button), including the one that
 * opened a closed app. `ask` shows the system's question when it was never asked; without it the
 * token is read only if notifications are already allowed (a sign-in registers a device
 * silently). The web has its own version of this module: no push there.
 */
import { PUSH_CHANNELS, t, type PushChannel } from '@sillon/domain';
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

/** What needs an answer or is at the door pops up; the order's news arrives quietly. */
const CHANNEL_IMPORTANCE: Record<PushChannel, Notifications.AndroidImportance> = {
  orders: Notifications.AndroidImportance.DEFAULT,
  substitutions: Notifications.AndroidImportance.HIGH,
  courier: Notifications.AndroidImportance.HIGH,
};

/**
 * One Android channel per kind of push, under its French name in the phone's settings. They exist
 * before the system's question (Android 13 asks only once a channel exists) and before a push
 * names them (Android drops a push to an unknown channel into a catch-all one).
 */
export async function createPushChannels(): Promise<void> {
  if (Platform.OS !== 'android') return;
  for (const channel of PUSH_CHANNELS)
    await Notifications.setNotificationChannelAsync(channel, {
      name: t(`notifications.channels.${channel}`),
      importance: CHANNEL_IMPORTANCE[channel],
    });
}

/** The EAS project the build belongs to (`app.config.js`, from `EAS_PROJECT_ID`): Expo's push service needs it. */
function easProjectId(): string | undefined {
  const extra = Constants.expoConfig?.extra as { eas?: { projectId?: string } } | undefined;
  return extra?.eas?.projectId;
}

export async function devicePushToken({ ask }: { ask: boolean }): Promise<string | null> {
  try {
    await createPushChannels();
    let permission = await pushPermission();
    if (permission === 'undetermined' && ask)
      permission = (await Notifications.requestPermissionsAsync()).granted ? 'granted' : 'denied';
    if (permission !== 'granted') return null;
    const projectId = easProjectId();
    const token = await Notifications.getExpoPushTokenAsync(projectId ? { projectId } : {});
    return token.data;
  } catch {
    // No push service on this device (a simulator, a build without an Expo project id).
    return null;
  }
}

/** A push arriving while the app is open shows as it does outside it: a banner, and in the list. */
export function showPushesInForeground(): void {
  Notifications.setNotificationHandler({
    handleNotification: async () => ({
      shouldShowBanner: true,
      shouldShowList: true,
      shouldPlaySound: true,
      shouldSetBadge: false,
    }),
  });
}

/** The count on the app's icon is cleared once the customer has the app open. */
export function clearPushBadge(): void {
  Notifications.setBadgeCountAsync(0).catch(() => undefined);
}

/** The responses each reader has handled in this run of the app, by notification and action. */
const handledResponses = new Set<string>();

/**
 * Calls `handle` with the response that opened the app from a push, if any, then with each new
 * one, once per reader: the system may also hand the opening response to the listener, and a
 * reader set again (its screen mounted again) must not act twice on the same tap.
 */
export function onPushResponse(
  reader: string,
  handle: (response: Notifications.NotificationResponse) => void,
): () => void {
  const deliver = (response: Notifications.NotificationResponse | null) => {
    if (!response) return;
    const key = [reader, response.notification.request.identifier, response.actionIdentifier].join('\n');
    if (handledResponses.has(key)) return;
    handledResponses.add(key);
    handle(response);
  };
  const subscription = Notifications.addNotificationResponseReceivedListener(deliver);
  deliver(Notifications.getLastNotificationResponse());
  return () => subscription.remove();
}

/** Where a tapped notification leads (`data.path`, set by the server), for the router. */
export function onPushOpened(open: (path: string) => void): () => void {
  return onPushResponse('opened pages', (response) => {
    // An action button (a substitute's « Accepter », issue 41) answers from the notification.
    if (response.actionIdentifier !== Notifications.DEFAULT_ACTION_IDENTIFIER) return;
    const path = (response.notification.request.content.data as { path?: unknown } | undefined)?.path;
    if (typeof path === 'string' && path.startsWith('/')) open(path);
  });
}

/** The app the device's token belongs to (`fr.sillon.shop`), as registered with the token. */
export function pushAppId(): string {
  return Application.applicationId ?? 'fr.sillon.shop';
}
