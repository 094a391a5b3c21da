/** Shopping list queries. Only this file touches the lists module's table. */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shoppingListItems } from './lists.tables';

export type ListItemRow = typeof shoppingListItems.$inferSelect;

/** The first key of the lists' locks (advisory locks of two keys: space, customer). */
const LIST_LOCK_SPACE = 7_301_457;

function listQueries(db: Database) {
  return {
    /** One customer's list changes one batch at a time (two devices syncing at once). */
    async lockList(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK_SPACE}, hashtext(${userId}))`);
    },

    rowsOf(userId: string, productIds: readonly string[]): Promise<ListItemRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(shoppingListItems)
        .where(
          and(eq(shoppingListItems.userId, userId), inArray(shoppingListItems.productId, [...productIds])),
        );
    },

    async save(row: ListItemRow): Promise<void> {
      await db
        .insert(shoppingListItems)
        .values(row)
        .onConflictDoUpdate({
          target: [shoppingListItems.userId, shoppingListItems.productId],
          set: { quantity: row.quantity, changedAt: row.changedAt, addedAt: row.addedAt },
        });
    },

    /**
     * The products on the list (removed ones left out), in the order they were put on it, then by
     * id: the order the app shows (the domain's `listWithChanges`), the same at every read.
     */
    listOf(userId: string): Promise<ListItemRow[]> {
      return db
        .select()
        .from(shoppingListItems)
        .where(and(eq(shoppingListItems.userId, userId), gt(shoppingListItems.quantity, 0)))
        .orderBy(asc(shoppingListItems.addedAt), asc(shoppingListItems.productId));
    },

    /** The account's erasure (issue 15): the list goes with it. */
    async forgetCustomer(userId: string): Promise<void> {
      await db.delete(shoppingListItems).where(eq(shoppingListItems.userId, userId));
    },
  };
}

export type ListQueries = ReturnType<typeof listQueries>;
export type ListsRepository = ListQueries & {
  transaction<T>(work: (queries: ListQueries) => Promise<T>): Promise<T>;
};

export function createListsRepository(db: Database): ListsRepository {
  return {
    ...listQueries(db),
    transaction: (work) => db.transaction((tx) => work(listQueries(tx as unknown as Database))),
  };
}

export const listQueriesIn = (tx: Database): ListQueries => listQueries(tx);
