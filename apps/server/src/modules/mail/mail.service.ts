/** Sending the shop's e-mails through the configured transport, and the dev mailbox's list. */
import type { DevMailQuery, DevMailResponse } from '@sillon/contract';
import type { MailMessage, MailTransport } from './mail-transport';
import type { Transaction } from '../../db/client';
import { createMailRepository, type MailRepository } from './mail.repository';

export function createMailService(deps: { transport: MailTransport; repository: MailRepository }) {
  return {
    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetRecipient: (tx: Transaction, address: string) => createMailRepository(tx).forgetRecipient(address),
    /** Hands the message to the transport; throws when it was not accepted (the job tries again). */
    send(message: MailMessage): Promise<void> {
      return deps.transport.send(message);
    },

    async devMailbox(query: DevMailQuery): Promise<DevMailResponse> {
      const rows = await deps.repository.latestMail(query);
      return {
        messages: rows.map((row) => ({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          messageId: row.messageId,
          sentAt: row.sentAt.toISOString(),
        })),
      };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
