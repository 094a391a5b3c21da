/**
 * A real SMTP server on 127.0.0.1 for the e-mail tests (the `smtp-server` package): it keeps every
 * message it accepts, parsed, and refuses messages on demand as a busy mail server does (451).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

export type SmtpTestServer = {
  /** `smtp://127.0.0.1:port` */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next `count` messages are refused with 451 (try again later). */
  refuseNext(count: number): void;
  /** Resolves once `count` messages arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusals > 0) {
            refusals--;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          received.push({
            recipients: session.envelope.rcptTo.map((address) => address.address),
            from: parsed.from?.text ?? '',
            to: [parsed.to ?? []]
              .flat()
              .map((address) => address.text)
              .join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port where no mail server answers (the mail server is down). */
export async function closedPort(): Promise<number> {
  const probe = await startSmtpTestServer();
  await probe.close();
  return probe.port;
}
