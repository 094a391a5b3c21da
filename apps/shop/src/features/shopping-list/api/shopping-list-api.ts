/**
 * The customer's shopping list on the server (issue 17): read it, or send the device's changes and
 * get the list back. A visitor's list never leaves the device.
 */
import type { ShoppingListChangesBody, ShoppingListResponse } from '@sillon/contract';
import type { ListEntry } from '@sillon/domain';
import { shopApi } from '@/lib/api';

export const shoppingListApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shoppingList: build.query<ListEntry[], void>({
      query: () => '/api/shopping-list',
      transformResponse: toEntries,
    }),
    listChangesSent: build.mutation<ListEntry[], ListEntry[]>({
      query: (changes) => ({
        url: '/api/shopping-list/changes',
        method: 'POST',
        body: {
          changes: changes.map((change) => ({
            product_id: change.productId,
            quantity: change.quantity,
            changed_at: change.changedAt,
            added_at: change.addedAt,
          })),
        } satisfies ShoppingListChangesBody,
      }),
      transformResponse: toEntries,
    }),
  }),
});

function toEntries(response: ShoppingListResponse): ListEntry[] {
  return response.items.map((item) => ({
    productId: item.product_id,
    quantity: item.quantity,
    changedAt: item.changed_at,
    // A server of the version before, still answering during a deployment, sends no `added_at`.
    addedAt: (item.added_at as string | undefined) ?? item.changed_at,
  }));
}
