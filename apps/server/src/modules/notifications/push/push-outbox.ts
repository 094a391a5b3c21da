/** The dev push outbox: pushes kept in the database instead of being sent (`PUSH_PROVIDER=outbox`). */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { pushOutbox } from '../notifications.tables';
import type { PushProvider } from './push-provider';

export function createPushOutbox(db: Database, now: () => Date): PushProvider {
  return {
    chunk: (messages) => (messages.length === 0 ? [] : [[...messages]]),

    async send(messages) {
      if (messages.length === 0) return [];
      const sentAt = now();
      await db.insert(pushOutbox).values(
        messages.map((message) => ({
          pushTokenId: message.to,
          userId: message.userId,
          title: message.title,
          body: message.body,
          data: message.data,
          channelId: message.channelId,
          categoryId: message.categoryId ?? null,
          sentAt,
        })),
      );
      return messages.map((message) => ({ to: message.to, status: 'sent' as const }));
    },

    // A kept message has nothing more to tell: its tickets carry no receipt id.
    receipts: () => Promise.resolve(new Map()),
  };
}

export function createPushOutboxReader(db: Database) {
  return {
    latest(query: { to?: string | undefined; limit: number }) {
      return db
        .select()
        .from(pushOutbox)
        .where(query.to ? eq(pushOutbox.pushTokenId, query.to) : undefined)
        .orderBy(desc(pushOutbox.id))
        .limit(query.limit);
    },
  };
}
