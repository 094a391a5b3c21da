/**
 * The Expo push service adapter, on Expo's own SDK (`expo-server-sdk`): messages go in chunks of
 * what one request may carry, each answered with one ticket per message; receipts are read later
 * by their ids. The SDK sends a chunk again itself when Expo answers 429 (twice, waiting longer
 * each time); any other refusal of a whole request throws, and the caller's job is tried again.
 */
import { Expo, type ExpoPushErrorReceipt, type ExpoPushMessage } from 'expo-server-sdk';
import { Agent, type Dispatcher } from 'undici';
import type { ExpoPushSettings, PushMessage, PushOutcome, PushProvider, PushTicket } from './push-provider';

/** Refusals that come back until the shop changes something (its message, its credentials). */
const SHOP_FAULTS = new Set(['MessageTooBig', 'InvalidCredentials', 'DeveloperError']);

function outcomeOfError(answer: Pick<ExpoPushErrorReceipt, 'message' | 'details'>): PushOutcome {
  const reason = answer.details?.error ?? answer.message;
  if (answer.details?.error === 'DeviceNotRegistered') return { status: 'device_gone', reason };
  return { status: 'refused', reason, fault: SHOP_FAULTS.has(reason) ? 'shop' : 'service' };
}

/**
 * The SDK builds its addresses from Expo's host (or `EXPO_BASE_URL`, read once when it loads);
 * its public `httpAgent` option takes the undici dispatcher that carries every request, which
 * sends them to the configured host instead, keeping their paths.
 */
function dispatcherTo(baseUrl: string): Dispatcher {
  const { origin } = new URL(baseUrl);
  return new Agent().compose((dispatch) => (options, handler) => dispatch({ ...options, origin }, handler));
}

export function expoMessageOf(message: PushMessage): ExpoPushMessage {
  return {
    to: message.to,
    title: message.title,
    body: message.body,
    data: message.data,
    sound: 'default',
    channelId: message.channelId,
    ...(message.categoryId ? { categoryId: message.categoryId } : {}),
  };
}

export function createExpoPushProvider(settings: Omit<ExpoPushSettings, 'kind'>): PushProvider {
  const expo = new Expo({
    httpAgent: dispatcherTo(settings.baseUrl),
    ...(settings.accessToken ? { accessToken: settings.accessToken } : {}),
    ...(settings.retryMinTimeoutMs === undefined ? {} : { retryMinTimeout: settings.retryMinTimeoutMs }),
  });

  return {
    chunk(messages) {
      // One recipient per message: each chunk holds the next messages, in order.
      let start = 0;
      return expo.chunkPushNotifications(messages.map(expoMessageOf)).map((chunk) => {
        const part = messages.slice(start, start + chunk.length);
        start += chunk.length;
        return part;
      });
    },

    async send(chunk) {
      // Expo refuses a whole request for one malformed token: such a device can never be reached.
      const reachable = chunk.filter((message) => Expo.isExpoPushToken(message.to));
      const expoTickets =
        reachable.length === 0 ? [] : await expo.sendPushNotificationsAsync(reachable.map(expoMessageOf));
      const ticketOf = new Map(reachable.map((message, index) => [message, expoTickets[index]!]));
      return chunk.map((message): PushTicket => {
        const ticket = ticketOf.get(message);
        if (!ticket) return { to: message.to, status: 'device_gone', reason: 'not an Expo push token' };
        if (ticket.status === 'ok') return { to: message.to, status: 'sent', receiptId: ticket.id };
        return { to: message.to, ...outcomeOfError(ticket) };
      });
    },

    async receipts(receiptIds) {
      const outcomes = new Map<string, PushOutcome>();
      for (const ids of expo.chunkPushNotificationReceiptIds([...receiptIds])) {
        const receipts = await expo.getPushNotificationReceiptsAsync(ids);
        for (const [id, receipt] of Object.entries(receipts))
          outcomes.set(id, receipt.status === 'ok' ? { status: 'sent' } : outcomeOfError(receipt));
      }
      return outcomes;
    },
  };
}
