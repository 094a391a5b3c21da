/**
 * Sending SMS through a provider chosen by configuration: the built-in outbox keeps messages in
 * the database (listed by `GET /api/dev/sms` outside production); Brevo's transactional SMS sends
 * them for real (`brevo-sms.ts`). Neither logs a phone number or a message.
 */
import type { SmsProviderSettings } from './auth-settings';
import { brevoSms, type SmsFailureLog } from './brevo-sms';
import type { CountedSmsSender, SmsMessage } from './sms-sender';

export type { CountedSmsSender, SmsFailureReason, SmsMessage, SmsSender } from './sms-sender';

export type SmsOutboxStore = { keepSms(message: SmsMessage & { sentAt: Date }): Promise<void> };

export function createSmsSender(
  settings: SmsProviderSettings,
  deps: { outbox: SmsOutboxStore; now: () => Date; log: SmsFailureLog },
): CountedSmsSender {
  if (settings.kind === 'brevo') return brevoSms(settings, deps.log);
  return {
    send: (message) => deps.outbox.keepSms({ ...message, sentAt: deps.now() }),
    // Keeping a row fails only with the database, which the request's own error reports.
    failures: () => ({ invalid_number: 0, refused: 0, unavailable: 0, timeout: 0 }),
  };
}
