/**
 * The notifications module's tables: the dev push outbox, where with `PUSH_PROVIDER=outbox` (the
 * built-in default) push notifications are kept instead of being sent, so every server copy's
 * `GET /api/dev/push` lists them; and the tickets of the messages handed to the push service.
 */
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    pushTokenId: text('push_token_id').notNull(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** The Android channel and the actions' category the push was sent with (none: kept before them). */
    channelId: text('channel_id'),
    categoryId: text('category_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('push_outbox_token_idx').on(table.pushTokenId, table.id),
    index('push_outbox_user_idx').on(table.userId),
  ],
);

/**
 * One row per message the push service answered: a job tried again skips the devices its
 * notification already reached, and the receipts job reads what became of each message.
 */
export const pushTickets = pgTable(
  'push_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The notification the message belongs to (`order_push:R1234:delivery`). */
    notificationKey: text('notification_key').notNull(),
    pushTokenId: text('push_token_id').notNull(),
    /** The receipt still to read; null once read, or when the service gives none. */
    receiptId: text('receipt_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('push_tickets_notification_device_idx').on(table.notificationKey, table.pushTokenId),
    index('push_tickets_sent_at_idx').on(table.sentAt),
  ],
);
