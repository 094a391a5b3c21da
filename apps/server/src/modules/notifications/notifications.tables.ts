/**
 * The dev push outbox: with `PUSH_PROVIDER=outbox` (the built-in default) push notifications are
 * kept here instead of being sent, so every server copy's `GET /api/dev/push` lists them.
 */
import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    pushTokenId: text('push_token_id').notNull(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('push_outbox_token_idx').on(table.pushTokenId, table.id),
    index('push_outbox_user_idx').on(table.userId),
  ],
);
