/** An e-mail as the shop hands it to a transport, and what a transport is. */
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
