/**
 * Sending an e-mail through the transport chosen by configuration: the built-in outbox keeps it
 * in the database (listed by `GET /api/dev/mail` outside production), the SMTP adapter hands it
 * to a mail server. Neither logs an address or a message.
 */
import type { MailSettings } from './mail-settings';
import { createSmtpTransport } from './smtp-transport';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  /** The plain-text part, for the clients (and readers) that do not show HTML. */
  text: string;
  /**
   * The same for every try of one e-mail (`<order_mail.R123.placed@sillon>`), so a mail server
   * or a reader can tell a repeat from a new message.
   */
  messageId: string;
};

/** Resolves once the transport accepted the message; throws when it did not. */
export type MailTransport = { send(message: MailMessage): Promise<void> };

export type MailOutboxStore = { keepMail(message: MailMessage & { sentAt: Date }): Promise<void> };

export function createMailTransport(
  settings: MailSettings,
  deps: { outbox: MailOutboxStore; now: () => Date },
): MailTransport {
  return settings.transport.kind === 'smtp'
    ? createSmtpTransport(settings.transport.url, settings.from)
    : { send: (message) => deps.outbox.keepMail({ ...message, sentAt: deps.now() }) };
}
