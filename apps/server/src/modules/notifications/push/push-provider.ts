/**
 * How the shop sends push notifications: a provider chosen by configuration. The built-in outbox
 * keeps them in the database (listed by `GET /api/dev/push` outside production); the Expo adapter
 * hands them to Expo's push service, which forwards them to Apple's and Google's.
 */
import type { Database } from '../../../db/client';
import { createExpoPushProvider } from './expo-push';
import { createPushOutbox } from './push-outbox';

export type PushMessage = {
  /** The device's push token (`ExponentPushToken[…]`), as the app registered it. */
  to: string;
  userId: string;
  title: string;
  body: string;
  /** Where the notification leads when tapped (`{ path: '/my-account/orders/R…' }`). */
  data: Record<string, string>;
};

/** What became of one message: sent, refused for good because the device is gone, or refused. */
export type PushOutcome =
  | { to: string; status: 'sent' }
  | { to: string; status: 'device_gone' }
  | { to: string; status: 'refused'; reason: string };

/** Resolves with one outcome per message; throws when the service could not be reached at all. */
export type PushProvider = { send(messages: readonly PushMessage[]): Promise<PushOutcome[]> };

export type PushSettings = {
  provider: { kind: 'outbox' } | { kind: 'expo'; url: string; accessToken?: string | undefined };
  /** `GET /api/dev/push` lists the outbox (never in production unless asked for). */
  showDevOutbox: boolean;
};

/** Expo's push API (https://docs.expo.dev/push-notifications/sending-notifications/). */
export const EXPO_PUSH_URL = 'https://exp.host/--/api/v2/push/send';

export function defaultPushSettings(overrides: Partial<PushSettings> = {}): PushSettings {
  return { provider: { kind: 'outbox' }, showDevOutbox: false, ...overrides };
}

export function createPushProvider(
  settings: PushSettings,
  deps: { db: Database; now: () => Date },
): PushProvider {
  return settings.provider.kind === 'expo'
    ? createExpoPushProvider(settings.provider)
    : createPushOutbox(deps.db, deps.now);
}
