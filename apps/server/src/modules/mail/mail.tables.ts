/**
 * The dev mailbox: with `MAIL_PROVIDER=outbox` (the built-in default) e-mails are kept here
 * instead of being sent, so every server copy's `GET /api/dev/mail` lists them.
 */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    messageId: text('message_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mail_outbox_recipient_idx').on(table.recipient, table.id)],
);
