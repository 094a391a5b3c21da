/**
 * Sending SMS through a provider chosen by configuration: the built-in outbox keeps messages in
 * the database (listed by `GET /api/dev/sms` outside production), the HTTP adapter posts them to a
 * gateway. Neither logs a phone number or a message.
 */
import { AppError } from '../../http/app-error';
import type { SmsProviderSettings } from './auth-settings';

export type SmsMessage = { phone: string; text: string };

export type SmsSender = { send(message: SmsMessage): Promise<void> };

export type SmsOutboxStore = { keepSms(message: SmsMessage & { sentAt: Date }): Promise<void> };

const GATEWAY_TIMEOUT_MS = 5000;

export function createSmsSender(
  settings: SmsProviderSettings,
  deps: { outbox: SmsOutboxStore; now: () => Date },
): SmsSender {
  return settings.kind === 'http'
    ? httpSms(settings.url, settings.apiKey)
    : { send: (message) => deps.outbox.keepSms({ ...message, sentAt: deps.now() }) };
}

/**
 * A gateway that takes `POST {url}` with `{ "to": "+336…", "text": "…" }` and a bearer key, and
 * answers 2xx once it accepted the message (most SMS APIs fit behind a small proxy of this shape).
 */
function httpSms(url: string, apiKey: string | undefined): SmsSender {
  return {
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers['authorization'] = `Bearer ${apiKey}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.phone, text: message.text }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch {
        throw new AppError('unavailable', 'sms_not_sent');
      }
      // The body is read so the connection can be reused, never logged (it may echo the message).
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new AppError('unavailable', 'sms_not_sent', { gatewayStatus: response.status });
    },
  };
}
