/**
 * The Expo push service adapter: `POST` of up to 100 messages per request, one ticket per message
 * in the answer. `DeviceNotRegistered` means the app was removed or its token changed: the device
 * is forgotten. A refused request (network, 5xx, 429) throws, so the job is tried again later; no
 * message of it was sent, so none is sent twice.
 */
import type { PushMessage, PushOutcome, PushProvider } from './push-provider';

const MESSAGES_PER_REQUEST = 100;
const REQUEST_TIMEOUT_MS = 10_000;

type ExpoTicket =
  { status: 'ok'; id: string } | { status: 'error'; message?: string; details?: { error?: string } };

export function createExpoPushProvider(options: {
  url: string;
  accessToken?: string | undefined;
}): PushProvider {
  async function sendChunk(messages: readonly PushMessage[]): Promise<PushOutcome[]> {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
      },
      body: JSON.stringify(
        messages.map((message) => ({
          to: message.to,
          title: message.title,
          body: message.body,
          data: message.data,
          sound: 'default',
          channelId: 'orders',
        })),
      ),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Expo push service answered ${response.status}`);
    const answer = (await response.json()) as { data?: ExpoTicket[] };
    const tickets = answer.data ?? [];
    if (tickets.length !== messages.length)
      throw new Error(`Expo push service answered ${tickets.length} tickets for ${messages.length} messages`);
    return messages.map((message, index): PushOutcome => {
      const ticket = tickets[index]!;
      if (ticket.status === 'ok') return { to: message.to, status: 'sent' };
      if (ticket.details?.error === 'DeviceNotRegistered') return { to: message.to, status: 'device_gone' };
      return {
        to: message.to,
        status: 'refused',
        reason: ticket.details?.error ?? ticket.message ?? 'unknown',
      };
    });
  }

  return {
    async send(messages) {
      const outcomes: PushOutcome[] = [];
      for (let start = 0; start < messages.length; start += MESSAGES_PER_REQUEST)
        outcomes.push(...(await sendChunk(messages.slice(start, start + MESSAGES_PER_REQUEST))));
      return outcomes;
    },
  };
}
