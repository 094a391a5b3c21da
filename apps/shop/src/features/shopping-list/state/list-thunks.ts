/**
 * Sending a customer's list changes (issue 17). The changes wait on the device until the server
 * has them: a failed call (offline) keeps them for the next try (a change, the network back, the
 * app in front again, the next sign-in). A change is a quantity, so a resend doubles nothing.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { withoutSentChanges, type ListChange } from '@sillon/domain';
import { selectIsCustomer, type AuthState } from '@/features/auth';
import { shoppingListApi } from '../api/shopping-list-api';
import { listChanged, listSaved, selectListQuantity, type ShoppingListState } from './shopping-list-slice';

type ThunkConfig = { state: { auth: AuthState; shoppingList: ShoppingListState } };

/** One call at a time: a change made meanwhile goes with the next call, right after. */
let isSending = false;

/** Sends the unsent changes (or reads the list when there are none) and keeps the server's list. */
export const listSent = createAsyncThunk<boolean, void, ThunkConfig>(
  'shoppingList/listSent',
  async (_, { dispatch, getState }) => {
    isSending = true;
    const sent = getState().shoppingList.unsent;
    try {
      const list =
        sent.length > 0
          ? await dispatch(shoppingListApi.endpoints.listChangesSent.initiate(sent)).unwrap()
          : await dispatch(
              shoppingListApi.endpoints.shoppingList.initiate(undefined, {
                subscribe: false,
                forceRefetch: true,
              }),
            ).unwrap();
      dispatch(listSaved({ list, sent }));
    } catch {
      // Offline or refused: the changes stay on the device for the next try.
      return false;
    } finally {
      isSending = false;
    }
    if (withoutSentChanges(getState().shoppingList.unsent, sent).length > 0) {
      setTimeout(() => void dispatch(listSent()), 0);
    }
    return true;
  },
  { condition: (_, { getState }) => selectIsCustomer(getState()) && !isSending },
);

/** Sets a product's quantity on the list (0 takes it off), then sends it for a customer. */
export const listQuantitySet = createAsyncThunk<void, { productId: string; quantity: number }, ThunkConfig>(
  'shoppingList/listQuantitySet',
  ({ productId, quantity }, { dispatch }) => {
    const change: ListChange = { productId, quantity, changedAt: new Date().toISOString() };
    dispatch(listChanged(change));
    void dispatch(listSent());
  },
);

/** The toggle: puts one on the list, or takes the product off it. */
export const listToggled = createAsyncThunk<void, string, ThunkConfig>(
  'shoppingList/listToggled',
  (productId, { dispatch, getState }) => {
    const isListed = selectListQuantity(getState(), productId) > 0;
    void dispatch(listQuantitySet({ productId, quantity: isListed ? 0 : 1 }));
  },
);
