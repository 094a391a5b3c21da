/**
 * The providers' interfaces wrapped at the composition root, so every adapter (present or to come)
 * is counted alike: a message its provider took is sent, one it refused or never answered failed.
 */
import type { SmsSender } from '../auth';
import type { MailTransport } from '../mail';
import type { PushProvider } from '../notifications';
import type { ShopMetrics } from './shop-metrics';

type Counts = Pick<ShopMetrics, 'messageSent' | 'messageFailed'>;

export function countedSms(metrics: Counts) {
  return (sender: SmsSender): SmsSender => ({
    send: (message) => counted(metrics, 'sms', () => sender.send(message)),
  });
}

export function countedMail(metrics: Counts) {
  return (transport: MailTransport): MailTransport => ({
    send: (message) => counted(metrics, 'email', () => transport.send(message)),
  });
}

/** A push's ticket says at once whether the service took it; a chunk it refused whole failed whole. */
export function countedPush(metrics: Counts) {
  return (provider: PushProvider): PushProvider => ({
    chunk: (messages) => provider.chunk(messages),
    receipts: (ids) => provider.receipts(ids),
    async send(chunk) {
      try {
        const tickets = await provider.send(chunk);
        const sent = tickets.filter((ticket) => ticket.status === 'sent').length;
        if (sent > 0) metrics.messageSent('push', sent);
        if (tickets.length > sent) metrics.messageFailed('push', tickets.length - sent);
        return tickets;
      } catch (failure) {
        metrics.messageFailed('push', chunk.length);
        throw failure;
      }
    },
  });
}

async function counted<T>(metrics: Counts, channel: 'sms' | 'email', send: () => Promise<T>): Promise<T> {
  try {
    const result = await send();
    metrics.messageSent(channel);
    return result;
  } catch (failure) {
    metrics.messageFailed(channel);
    throw failure;
  }
}
