/**
 * Sending an e-mail through the transport chosen by configuration: the built-in outbox keeps it
 * in the database (listed by `GET /api/dev/mail` outside production), the SMTP adapter hands it
 * to a mail server. Neither logs an address or a message.
 */
import type { MailSettings } from './mail-settings';
import type { MailOutboxStore, MailTransport } from './mail-message';
import { createSmtpTransport } from './smtp-transport';

export type { MailMessage, MailOutboxStore, MailTransport } from './mail-message';

export function createMailTransport(
  settings: MailSettings,
  deps: { outbox: MailOutboxStore; now: () => Date },
): MailTransport {
  return settings.transport.kind === 'smtp'
    ? createSmtpTransport(settings.transport.url, settings.from)
    : { send: (message) => deps.outbox.keepMail({ ...message, sentAt: deps.now() }) };
}
