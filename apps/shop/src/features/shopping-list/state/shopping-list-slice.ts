/**
 * The shopping list on this device (issue 17), persisted under the key `shoppingList`. `saved` is
 * the list as the server last answered it (a customer's; empty for a visitor), `unsent` the changes
 * it does not have yet, one per product; the list shown is both, merged by the domain's rule.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  listAddedAt,
  listWithChanges,
  queueListChange,
  withoutSentChanges,
  type ListChange,
  type ListEntry,
} from '@sillon/domain';

export type ShoppingListState = {
  saved: ListEntry[];
  unsent: ListEntry[];
  isHydrated: boolean;
};

/** What the device keeps of the list. */
export type PersistedShoppingList = Pick<ShoppingListState, 'saved' | 'unsent'>;

const initialState: ShoppingListState = { saved: [], unsent: [], isHydrated: false };

export const shoppingListSlice = createSlice({
  name: 'shoppingList',
  initialState,
  reducers: {
    /**
     * A product put on the list, its quantity changed, or taken off (quantity 0); it keeps its
     * place on the list as shown, which the server keeps too.
     */
    listChanged(state, action: PayloadAction<ListChange>) {
      const change = action.payload;
      const shown = listWithChanges(state.saved, state.unsent).find(
        (entry) => entry.productId === change.productId,
      );
      state.unsent = queueListChange(state.unsent, {
        ...change,
        addedAt: listAddedAt(shown, change.changedAt),
      });
    },
    /** The server's list after it took these changes (or after a plain read: none). */
    listSaved(state, action: PayloadAction<{ list: ListEntry[]; sent: ListEntry[] }>) {
      state.saved = action.payload.list;
      state.unsent = withoutSentChanges(state.unsent, action.payload.sent);
    },
    /** The session ended: a customer's list stays on the server, not on a shared device. */
    listForgotten() {
      return { ...initialState, isHydrated: true };
    },
    /** The device's list read back; a change made or an answer come before it stays the newer. */
    listHydrated(state, action: PayloadAction<PersistedShoppingList | null>) {
      const stored = action.payload ?? { saved: [], unsent: [] };
      state.saved = state.saved.length > 0 ? state.saved : stored.saved;
      state.unsent = state.unsent.reduce(queueListChange, stored.unsent);
      state.isHydrated = true;
    },
  },
});

export const { listChanged, listSaved, listForgotten, listHydrated } = shoppingListSlice.actions;

type WithList = { shoppingList: ShoppingListState };

/** The list as the customer sees it, in the order its products were put on it. */
export const selectShoppingList = createSelector(
  [(state: WithList) => state.shoppingList.saved, (state: WithList) => state.shoppingList.unsent],
  listWithChanges,
);

export function selectListQuantity(state: WithList, productId: string): number {
  return selectShoppingList(state).find((entry) => entry.productId === productId)?.quantity ?? 0;
}

export function persistedShoppingList(state: ShoppingListState): PersistedShoppingList {
  return { saved: state.saved, unsent: state.unsent };
}
