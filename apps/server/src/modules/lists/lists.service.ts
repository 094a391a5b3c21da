/**
 * The shopping list (issue 17): a customer's list is kept on the server, the same on every
 * device. Devices send their changes (also the changes made offline, and a visitor's list when
 * they sign in); for each product the last change wins (the domain's rule), under the customer's
 * lock, so two devices syncing at once lose nothing and double nothing.
 */
import type { ShoppingListChange, ShoppingListResponse } from '@sillon/contract';
import { isNewerListChange, listAddedAt, listChangeTime } from '@sillon/domain';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../auth';
import { listQueriesIn, type ListItemRow, type ListsRepository } from './lists.repository';

export function createListsService(deps: {
  repository: ListsRepository;
  /** Products the catalogue knows among these ids (a change for another product is dropped). */
  knownProducts: (productIds: readonly string[]) => Promise<Set<string>>;
  now: () => Date;
}) {
  const { repository } = deps;

  function requireCustomer(user: AuthenticatedUser): string {
    if (user.kind !== 'customer') throw new AppError('forbidden', 'shopping_list_customer_required');
    return user.id;
  }

  async function listOf(userId: string): Promise<ShoppingListResponse> {
    const rows = await repository.listOf(userId);
    return {
      items: rows.map((row) => ({
        product_id: row.productId,
        quantity: row.quantity,
        changed_at: row.changedAt.toISOString(),
        added_at: row.addedAt.toISOString(),
      })),
    };
  }

  return {
    list: (user: AuthenticatedUser) => listOf(requireCustomer(user)),

    /** Applies a device's changes, the last one per product winning; answers the list as it is. */
    async applyChanges(user: AuthenticatedUser, changes: readonly ShoppingListChange[]) {
      const userId = requireCustomer(user);
      const receivedAt = deps.now();
      const known = await deps.knownProducts([...new Set(changes.map((change) => change.product_id))]);
      const incoming = changes
        .filter((change) => known.has(change.product_id))
        .map((change) => {
          const changedAt = listChangeTime(new Date(change.changed_at), receivedAt);
          // Put on the list no later than the change that brings it.
          const addedAt = listChangeTime(new Date(change.added_at ?? change.changed_at), changedAt);
          return { userId, productId: change.product_id, quantity: change.quantity, changedAt, addedAt };
        });
      await repository.transaction(async (queries) => {
        await queries.lockList(userId);
        const stored = new Map(
          (
            await queries.rowsOf(
              userId,
              incoming.map((row) => row.productId),
            )
          ).map((row) => [row.productId, row]),
        );
        for (const change of incoming) {
          const current = stored.get(change.productId);
          if (!isNewerListChange(current?.changedAt, change.changedAt)) continue;
          const row = { ...change, addedAt: listAddedAt(current, change.addedAt) } satisfies ListItemRow;
          await queries.save(row);
          stored.set(row.productId, row);
        }
      });
      return listOf(userId);
    },

    /** The list's products, the latest put on it first (a customer's favourites show the newest). */
    productIdsOf: async (userId: string) =>
      (await repository.listOf(userId)).map((row) => row.productId).reverse(),

    /** The list as the customer keeps it, each product with its quantity (their data export). */
    itemsOf: (userId: string) => repository.listOf(userId),

    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetCustomer: (tx: Transaction, userId: string) => listQueriesIn(tx).forgetCustomer(userId),
  };
}

export type ListsService = ReturnType<typeof createListsService>;
