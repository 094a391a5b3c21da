/** Spec §3 "Front state": toasts and the end-of-life flag. */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { config } from '@/config';

export type Toast = { id: string; message: string; type: 'info' | 'success' | 'error'; link?: string };

export type FrontState = { toasts: Toast[]; toastsOnDisplay: string[]; isEOL: boolean };

const initialState: FrontState = { toasts: [], toastsOnDisplay: [], isEOL: config.isEOL };

export const frontSlice = createSlice({
  name: 'front',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
        state.toastsOnDisplay.push(action.payload.id);
      },
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { ...toast, id: nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toastsOnDisplay = state.toastsOnDisplay.filter((id) => id !== action.payload);
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastAdded, toastDismissed } = frontSlice.actions;
