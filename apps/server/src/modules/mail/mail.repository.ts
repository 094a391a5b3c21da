/** The dev mailbox's SQL. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MailMessage } from './mail-transport';
import { mailOutbox } from './mail.tables';

export function createMailRepository(db: Database) {
  return {
    async keepMail(message: MailMessage & { sentAt: Date }): Promise<void> {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        sentAt: message.sentAt,
      });
    },

    /** The account's erasure (issue 15): the e-mails kept for the address go. */
    async forgetRecipient(address: string): Promise<void> {
      await db.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = lower(${address})`);
    },

    latestMail(query: { to?: string | undefined; limit: number }) {
      return db
        .select()
        .from(mailOutbox)
        .where(query.to ? eq(mailOutbox.recipient, query.to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(query.limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
