/** Saved cards and payment methods' owners. Only this file touches the payments module's tables. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/statements';
import { paymentMethodOwners, savedCards } from './payments.tables';

export type SavedCardRow = typeof savedCards.$inferSelect;

export function createPaymentsRepository(db: Database) {
  return {
    /** Saving the same payment method again keeps the first row (a retried call). */
    async insertSavedCard(row: SavedCardRow): Promise<void> {
      await db.insert(savedCards).values(row).onConflictDoNothing();
    },

    async savedCardByPaymentMethod(
      userId: string,
      paymentMethodId: string,
    ): Promise<SavedCardRow | undefined> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.paymentMethodId, paymentMethodId)));
      return row;
    },

    /** Newest first: the newest card is the default one. */
    savedCards(userId: string): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(eq(savedCards.userId, userId))
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    },

    /** The account's erasure (issue 15): the customer's cards are forgotten. */
    async forgetCustomer(userId: string): Promise<void> {
      await db.delete(savedCards).where(eq(savedCards.userId, userId));
      await db.delete(paymentMethodOwners).where(eq(paymentMethodOwners.owner, `user:${userId}`));
    },

    /**
     * The payment method's owner: the first to use it, whoever asks at once. One statement, unless
     * it waited for another call's binding, which its snapshot cannot see: then read again.
     */
    async bindPaymentMethod(paymentMethodId: string, owner: string, at: Date): Promise<string> {
      const [row] = await queryRows(
        db,
        sql`with bound as (insert into payment_method_owners (payment_method_id, owner, bound_at)
            values (${paymentMethodId}, ${owner}, ${at}) on conflict do nothing returning owner)
          select owner from bound
          union all select owner from payment_method_owners where payment_method_id = ${paymentMethodId}`,
      );
      if (row) return String(row['owner']);
      const [bound] = await db
        .select({ owner: paymentMethodOwners.owner })
        .from(paymentMethodOwners)
        .where(eq(paymentMethodOwners.paymentMethodId, paymentMethodId));
      return bound!.owner;
    },

    async deleteSavedCard(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)))
        .returning({ id: savedCards.id });
      return deleted.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
