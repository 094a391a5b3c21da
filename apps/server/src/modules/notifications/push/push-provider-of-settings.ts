/** The push provider the configuration names: the built-in outbox, or Expo's service. */
import type { Database } from '../../../db/client';
import { createExpoPushProvider } from './expo-push';
import { createPushOutbox } from './push-outbox';
import type { PushProvider, PushSettings } from './push-provider';

export function createPushProvider(
  settings: PushSettings,
  deps: { db: Database; now: () => Date },
): PushProvider {
  return settings.provider.kind === 'expo'
    ? createExpoPushProvider(settings.provider)
    : createPushOutbox(deps.db, deps.now);
}
