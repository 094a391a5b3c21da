/** Saved cards and payment methods' owners. Only this file touches the payments module's tables. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMethodOwners, processorCustomers, savedCards } from './payments.tables';

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

    /**
     * The account's erasure (issue 15): the customer's cards are forgotten; answers their
     * processor customer, for the processor to forget too.
     */
    async forgetCustomer(userId: string): Promise<string | undefined> {
      await db.delete(savedCards).where(eq(savedCards.userId, userId));
      await db.delete(paymentMethodOwners).where(eq(paymentMethodOwners.owner, `user:${userId}`));
      const [forgotten] = await db
        .delete(processorCustomers)
        .where(eq(processorCustomers.userId, userId))
        .returning({ customerId: processorCustomers.customerId });
      return forgotten?.customerId;
    },

    async processorCustomer(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: processorCustomers.customerId })
        .from(processorCustomers)
        .where(eq(processorCustomers.userId, userId));
      return row?.customerId;
    },

    /** The first customer recorded wins (two requests at once): answers the one kept. */
    async keepProcessorCustomer(userId: string, customerId: string, at: Date): Promise<string> {
      await db.insert(processorCustomers).values({ userId, customerId, createdAt: at }).onConflictDoNothing();
      const [row] = await db
        .select({ customerId: processorCustomers.customerId })
        .from(processorCustomers)
        .where(eq(processorCustomers.userId, userId));
      return row!.customerId;
    },

    /**
     * The payment method's owner: the first to use it, whoever asks at once. A second binding
     * waits for the first one's commit and writes nothing; the owner is then read again.
     */
    async bindPaymentMethod(paymentMethodId: string, owner: string, at: Date): Promise<string> {
      const [bound] = await db
        .insert(paymentMethodOwners)
        .values({ paymentMethodId, owner, boundAt: at })
        .onConflictDoNothing()
        .returning({ owner: paymentMethodOwners.owner });
      if (bound) return bound.owner;
      const [known] = await db
        .select({ owner: paymentMethodOwners.owner })
        .from(paymentMethodOwners)
        .where(eq(paymentMethodOwners.paymentMethodId, paymentMethodId));
      return known!.owner;
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
