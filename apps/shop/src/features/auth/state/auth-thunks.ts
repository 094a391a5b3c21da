/**
 * The sign-in transitions of spec §4, as thunks over the auth API:
 * - start: a saved session is refreshed, else the visitor gets an anonymous user;
 * - phone code confirmed: the session becomes the customer's; an anonymous user before it is
 *   merged into the customer (tracking flushed first), then a sign-up or sign-in event is sent;
 * - sign-out: the session ends on the server, the user and account data are cleared, and the
 *   visitor gets a new anonymous user. The cart is the device's and stays.
 * On authentication the customer init call follows (a tip becomes a toast), except in the middle
 * of a sign-up.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PhoneSignInResponse, SignInResponse } from '@sillon/contract';
import { preloadedProductsLoaded } from '@/features/cart/state/preloaded-thunks';
import { toastAdded } from '@/features/front/state/front-slice';
import { readRefreshToken, saveRefreshToken } from '@/lib/api';
import { readStored, STORAGE_KEYS } from '@/store/persistence';
import type { Tracker } from '@/store/tracking';
import { authApi } from '../api/auth-api';
import { sessionEnded, sessionLoading, sessionStarted, type AuthState, type StoredUser } from './auth-slice';

type ThunkConfig = { state: { auth: AuthState }; extra: { tracker: Tracker } };

/** Keeps a new session: in the store, and its refresh token on native. */
export const sessionOpened = createAsyncThunk<void, SignInResponse, ThunkConfig>(
  'auth/sessionOpened',
  async (result, { dispatch }) => {
    await saveRefreshToken(result.refreshToken);
    dispatch(sessionStarted(result));
    // Spec §4: the customer's preloaded products join the cart (a visitor's list comes too), and
    // the account info is fetched (a number that has not signed up yet answers "not found").
    void dispatch(preloadedProductsLoaded(result.status === 'authenticated' ? result.userId : null));
    if (result.status === 'authenticated') {
      void dispatch(authApi.endpoints.account.initiate(undefined, { subscribe: false, forceRefetch: true }));
    }
  },
);

export const sessionStartedOnLaunch = createAsyncThunk<void, void, ThunkConfig>(
  'auth/startOnLaunch',
  async (_, { dispatch }) => {
    dispatch(sessionLoading());
    // Only a device that had a session asks to refresh it: a first visit goes straight to an
    // anonymous user (no refused call on every new visitor's console).
    const refreshToken = await readRefreshToken();
    const hadSession =
      refreshToken !== undefined || (await readStored<StoredUser>(STORAGE_KEYS.user)) !== null;
    const refreshed = hadSession
      ? await dispatch(authApi.endpoints.refreshSession.initiate({ refreshToken }))
      : undefined;
    if (refreshed?.data) {
      await dispatch(sessionOpened(refreshed.data));
      if (refreshed.data.status === 'authenticated') await dispatch(customerLoaded(refreshed.data.userId));
      return;
    }
    const anonymous = await dispatch(authApi.endpoints.anonymousSignIn.initiate()).unwrap();
    await dispatch(sessionOpened(anonymous));
  },
  // Only once per launch: a second start while one runs would waste a refresh token.
  { condition: (_, { getState }) => !getState().auth.loading && getState().auth.user === null },
);

export const phoneCodeConfirmed = createAsyncThunk<
  PhoneSignInResponse,
  { verificationId: string; code: string },
  ThunkConfig
>('auth/phoneCodeConfirmed', async (input, { dispatch, getState, extra, rejectWithValue }) => {
  const previous = getState().auth.user;
  const confirmed = await dispatch(authApi.endpoints.phoneConfirm.initiate(input));
  if (confirmed.error) return rejectWithValue(confirmed.error);
  const result = confirmed.data;
  await dispatch(sessionOpened(result));
  if (previous?.status === 'anonymous' && previous.id !== result.userId) {
    await extra.tracker.flush();
    await dispatch(
      authApi.endpoints.mergeUsers.initiate({
        anonymousUserId: previous.id,
        authenticatedUserId: result.userId,
      }),
    );
  }
  extra.tracker.track(result.accountExists ? 'sign_in' : 'sign_up');
  // A new number goes through sign-up next: the "finish your sign-up" tip would only repeat it.
  if (result.accountExists) await dispatch(customerLoaded(result.userId));
  return result;
});

export const signedOut = createAsyncThunk<void, { forgetSignIn?: boolean } | undefined, ThunkConfig>(
  'auth/signedOut',
  async (options, { dispatch }) => {
    const refreshToken = await readRefreshToken();
    await dispatch(authApi.endpoints.signOut.initiate({ refreshToken }));
    await saveRefreshToken(undefined);
    dispatch(sessionEnded(options));
    dispatch(authApi.util.invalidateTags(['Account']));
    await dispatch(sessionStartedOnLaunch());
  },
);

/** Spec §4 "Customer init": the tip of the customer call becomes an info toast with its link. */
export const customerLoaded = createAsyncThunk<void, string, ThunkConfig>(
  'auth/customerLoaded',
  async (userId, { dispatch }) => {
    const answer = await dispatch(
      authApi.endpoints.customerInit.initiate(userId, { subscribe: false, forceRefetch: true }),
    );
    const tip = answer.data?.tip;
    if (tip)
      dispatch(toastAdded({ type: 'info', message: `${tip.title}. ${tip.subtitle}`, link: tip.linkTo }));
  },
);
