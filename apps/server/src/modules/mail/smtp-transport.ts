/**
 * The SMTP adapter (nodemailer): one pooled connection per server copy, short timeouts so a slow
 * mail server fails the job (which is tried again later) well within the job's lease.
 */
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-message';

const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Never log the conversation: it holds the addresses and the message.
    logger: false,
    debug: false,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
      });
    },
  };
}
