/** The tickets of the messages handed to the push service (`push_tickets`): queries only. */
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { pushTickets } from '../notifications.tables';

export type NewPushTicket = { pushTokenId: string; receiptId: string | null };

export function createPushTickets(db: Database) {
  return {
    /** The devices this notification has reached already (or was refused for). */
    async answeredDevices(notificationKey: string): Promise<Set<string>> {
      const rows = await db
        .select({ pushTokenId: pushTickets.pushTokenId })
        .from(pushTickets)
        .where(eq(pushTickets.notificationKey, notificationKey));
      return new Set(rows.map((row) => row.pushTokenId));
    },

    async add(tx: Transaction, notificationKey: string, tickets: NewPushTicket[], sentAt: Date) {
      if (tickets.length === 0) return;
      await tx
        .insert(pushTickets)
        .values(tickets.map((ticket) => ({ ...ticket, notificationKey, sentAt })))
        .onConflictDoNothing();
    },

    /** The receipts still to read for this notification, with the device each one is for. */
    unreadReceipts(notificationKey: string) {
      return db
        .select({
          receiptId: pushTickets.receiptId,
          pushTokenId: pushTickets.pushTokenId,
          sentAt: pushTickets.sentAt,
        })
        .from(pushTickets)
        .where(and(eq(pushTickets.notificationKey, notificationKey), isNotNull(pushTickets.receiptId)))
        .then((rows) => rows.map((row) => ({ ...row, receiptId: row.receiptId! })));
    },

    /** The ticket stays (its device was reached); only its receipt id goes. */
    async forgetReceipts(notificationKey: string, receiptIds: string[]): Promise<void> {
      if (receiptIds.length === 0) return;
      await db
        .update(pushTickets)
        .set({ receiptId: null })
        .where(
          and(eq(pushTickets.notificationKey, notificationKey), inArray(pushTickets.receiptId, receiptIds)),
        );
    },

    async purgeSentBefore(before: Date): Promise<void> {
      await db.delete(pushTickets).where(lt(pushTickets.sentAt, before));
    },
  };
}

export type PushTickets = ReturnType<typeof createPushTickets>;
