/**
 * The push of a proposed substitute (issue 41) carries « Accepter » and « Refuser »: a
 * notification category the apps register with the system (`substitution`), and the reading of a
 * response to it: an action button answers the proposal, a tap opens the order. The web has its
 * own version of this module: no push there.
 */
import { SUBSTITUTION_PUSH_CATEGORY, t } from '@sillon/domain';
import * as Notifications from 'expo-notifications';
import { onPushResponse } from '@/features/auth';
import type { SubstitutionAnswerValue } from './api/substitutions-api';

const ACTIONS: Record<string, SubstitutionAnswerValue> = { accept: 'accepted', refuse: 'refused' };

/** Registers the category's actions; a device that cannot (no push service) goes without them. */
export async function registerSubstitutionCategory(): Promise<void> {
  try {
    await Notifications.setNotificationCategoryAsync(SUBSTITUTION_PUSH_CATEGORY, [
      {
        identifier: 'accept',
        buttonTitle: t('screens.order.substitution.accept'),
        // The answer is sent from the notification: the customer need not open the app.
        options: { opensAppToForeground: false },
      },
      {
        identifier: 'refuse',
        buttonTitle: t('screens.order.substitution.refuse'),
        options: { opensAppToForeground: false, isDestructive: true },
      },
    ]);
  } catch {
    // No notifications module on this device (a simulator without push): taps still open the order.
  }
}

/** What a response to a substitution's push asks: an answer, or to open the order. */
export type SubstitutionResponse = {
  number: string;
  lineId: string;
  answer: SubstitutionAnswerValue | null;
  /** The push names the page a tap opens (`data.path`): the app's tap handling opens it. */
  hasPath: boolean;
};

export function substitutionResponseOf(
  response: Notifications.NotificationResponse,
): SubstitutionResponse | null {
  const data = response.notification.request.content.data as
    { orderNumber?: unknown; lineId?: unknown; path?: unknown } | undefined;
  if (typeof data?.orderNumber !== 'string' || typeof data.lineId !== 'string') return null;
  return {
    number: data.orderNumber,
    lineId: data.lineId,
    answer: ACTIONS[response.actionIdentifier] ?? null,
    hasPath: typeof data.path === 'string',
  };
}

/**
 * Calls `handle` once with each response to a substitution's push, also the one that started a
 * closed app (an action pressed then); answers the unsubscribe.
 */
export function onSubstitutionResponse(handle: (response: SubstitutionResponse) => void): () => void {
  return onPushResponse('substitutions', (response) => {
    const read = substitutionResponseOf(response);
    if (read) handle(read);
  });
}
