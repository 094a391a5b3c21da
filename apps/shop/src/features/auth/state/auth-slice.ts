/**
 * Spec §3 "Auth user" and §4 auth status: unknown at start, anonymous or authenticated once a
 * session exists, unauthenticated after sign-out. Only `hasPassedSignIn` is persisted (key `auth`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInResponse } from '@sillon/contract';
import type { AuthStatus } from '@sillon/domain';

export type AuthUser = { id: string; token: string; isNew: boolean; status: 'anonymous' | 'authenticated' };

export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  hasPassedSignIn: boolean;
  shouldDisplayBanner: boolean;
  deviceToken: string | null;
  /** A session is being started or refreshed. */
  loading: boolean;
  /** The launch's session could not start (no network): who the shopper is stays unknown. */
  startFailed: boolean;
};

export type PersistedAuth = Pick<AuthState, 'hasPassedSignIn'>;

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  hasPassedSignIn: false,
  shouldDisplayBanner: true,
  deviceToken: null,
  loading: false,
  startFailed: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionLoading(state) {
      state.loading = true;
      state.startFailed = false;
    },
    sessionStarted(state, action: PayloadAction<SignInResponse>) {
      const { userId, userToken, isNew, status } = action.payload;
      state.user = { id: userId, token: userToken, isNew, status };
      state.status = status;
      state.loading = false;
      if (status === 'authenticated') state.hasPassedSignIn = true;
    },
    /** The launch's session could not start (no network): nothing is loading any more. */
    sessionStartFailed(state) {
      state.loading = false;
      state.startFailed = true;
    },
    /** Spec §4: sign-out sets unauthenticated and resets the user to a visitor. */
    sessionEnded(state, action: PayloadAction<{ forgetSignIn?: boolean } | undefined>) {
      state.user = null;
      state.status = 'unauthenticated';
      state.loading = false;
      if (action.payload?.forgetSignIn) state.hasPassedSignIn = false;
    },
    authRestored(state, action: PayloadAction<PersistedAuth | null>) {
      state.hasPassedSignIn = action.payload?.hasPassedSignIn === true;
    },
    bannerDismissed(state) {
      state.shouldDisplayBanner = false;
    },
    deviceTokenSet(state, action: PayloadAction<string | null>) {
      state.deviceToken = action.payload;
    },
  },
});

export const {
  sessionLoading,
  sessionStarted,
  sessionStartFailed,
  sessionEnded,
  authRestored,
  bannerDismissed,
  deviceTokenSet,
} = authSlice.actions;

export function persistedAuth(state: AuthState): PersistedAuth {
  return { hasPassedSignIn: state.hasPassedSignIn };
}

/** Key `user`: who the device's last session was, never a token (those stay in memory). */
export type StoredUser = { id: string; status: AuthUser['status'] };

export function storedUser(state: AuthState): StoredUser | null {
  return state.user ? { id: state.user.id, status: state.user.status } : null;
}

type WithAuth = { auth: AuthState };
export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectIsCustomer = (state: WithAuth) => state.auth.status === 'authenticated';
/** The launch's session is (or is about to be) started: who the shopper is will be known soon. */
export const selectIsSessionStarting = (state: WithAuth) =>
  state.auth.status === 'unknown' && !state.auth.startFailed;
/** The launch's session could not start: a customer's page says so and offers to try again. */
export const selectHasSessionStartFailed = (state: WithAuth) =>
  state.auth.status === 'unknown' && state.auth.startFailed;
export const selectUserId = (state: WithAuth) => state.auth.user?.id ?? null;
