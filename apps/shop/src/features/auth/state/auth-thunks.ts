/**
 * The sign-in transitions of spec §4, as thunks over the auth API:
 * - start: a saved session is refreshed, else the visitor gets an anonymous user;
 * - phone code confirmed: the session becomes the customer's; an anonymous user before it is
 *   merged into the customer (tracking flushed first), then a sign-up or sign-in event is sent;
 * - sign-out: the device stops receiving the customer's pushes, tracking is reset, the session
 *   ends on the server, the user and account data are cleared, and the visitor gets a new
 *   anonymous user. The cart is the device's and stays, unless the account was just closed.
 * A customer's session registers the device for push when notifications are already allowed
 * (spec §3 "Push device registration"); asking for them is the screens' (`pushDeviceRegistered`).
 * On authentication the customer init call follows (a tip becomes a toast), except in the middle
 * of a sign-up. What a session's start and end mean to the cart and the account is theirs to say
 * (`SessionFollowUps`, wired by the store): auth depends on neither.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { Platform } from 'react-native';
import type { PhoneSignInResponse, SignInResponse } from '@sillon/contract';
import { toastAdded } from '@/features/front';
import { readRefreshToken, saveRefreshToken } from '@/lib/api';
import { readStored, STORAGE_KEYS } from '@/store/persistence';
import type { Tracker } from '@/store/tracking';
import { authApi } from '../api/auth-api';
import { devicePushToken, pushAppId } from '../push-token';
import {
  deviceTokenSet,
  sessionEnded,
  sessionLoading,
  sessionStartFailed,
  sessionStarted,
  type AuthState,
} from './auth-slice';

/**
 * What a session's start sets off in the features above auth (spec §4: the preloaded products join
 * the cart, a customer's account is fetched) and what its end clears (the account's data).
 */
export type SessionFollowUps = {
  opened(session: { userId: string; isCustomer: boolean }): void;
  /** `isAccountClosed`: the person is gone for good, so is everything of theirs on the device. */
  ended(options: { isAccountClosed: boolean }): void;
};

export type SignOutOptions = {
  /** The next person on the device starts from « pre-login »'s first screen. */
  forgetSignIn?: boolean;
  /** The account was just deleted (spec §4 "Account deletion"): the cart goes too. */
  isAccountClosed?: boolean;
};

type ThunkConfig = {
  state: { auth: AuthState };
  extra: { tracker: Tracker; sessionFollowUps: SessionFollowUps };
};

/** Keeps a new session: in the store, and its refresh token on native. */
export const sessionOpened = createAsyncThunk<void, SignInResponse, ThunkConfig>(
  'auth/sessionOpened',
  async (result, { dispatch, extra }) => {
    await saveRefreshToken(result.refreshToken);
    dispatch(sessionStarted(result));
    extra.sessionFollowUps.opened({ userId: result.userId, isCustomer: result.status === 'authenticated' });
    if (result.status === 'authenticated') void dispatch(pushDeviceRegistered({ ask: false }));
  },
);

/**
 * Registers this phone for the customer's pushes (`PUT /api/notification`), asking for the
 * permission first when `ask` (after the first order, from « Communications »). Never on the web.
 */
export const pushDeviceRegistered = createAsyncThunk<boolean, { ask: boolean }, ThunkConfig>(
  'auth/pushDeviceRegistered',
  async ({ ask }, { dispatch }) => {
    const token = await devicePushToken({ ask });
    if (!token) return false;
    dispatch(deviceTokenSet(token));
    await dispatch(
      authApi.endpoints.registerPushDevice.initiate({
        pushTokenID: token,
        platform: Platform.OS === 'android' ? 'android' : 'ios',
        app: pushAppId(),
      }),
    ).unwrap();
    return true;
  },
  { condition: (_, { getState }) => Platform.OS !== 'web' && getState().auth.status === 'authenticated' },
);

export const sessionStartedOnLaunch = createAsyncThunk<void, void, ThunkConfig>(
  'auth/startOnLaunch',
  async (_, { dispatch }) => {
    dispatch(sessionLoading());
    // Only a device that had a session asks to refresh it: a first visit goes straight to an
    // anonymous user (no refused call on every new visitor's console).
    const launched = async () => {
      const refreshToken = await readRefreshToken();
      const hadSession = refreshToken !== undefined || (await readStored(STORAGE_KEYS.user)) !== null;
      const refreshed = hadSession
        ? await dispatch(authApi.endpoints.refreshSession.initiate({ refreshToken }))
        : undefined;
      return refreshed?.data ?? (await dispatch(authApi.endpoints.anonymousSignIn.initiate()).unwrap());
    };
    const session = await launched().catch((failure: unknown) => {
      dispatch(sessionStartFailed());
      throw failure;
    });
    await dispatch(sessionOpened(session));
    if (session.status === 'authenticated') await dispatch(customerLoaded(session.userId));
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
        anonymousUserToken: previous.token,
      }),
    );
    extra.tracker.merge(previous.id, result.userId);
  }
  // Spec §4: the sign-in result's `isNew` (first sign-in of the number) picks the event.
  extra.tracker.track(result.isNew ? 'Signed Up' : 'Signed In');
  // A new number goes through sign-up next: the "finish your sign-up" tip would only repeat it.
  if (result.accountExists) await dispatch(customerLoaded(result.userId));
  return result;
});

export const signedOut = createAsyncThunk<void, SignOutOptions | undefined, ThunkConfig>(
  'auth/signedOut',
  async (options, { dispatch, getState, extra }) => {
    // While the session still lets the device speak for the customer.
    const { deviceToken } = getState().auth;
    if (deviceToken && getState().auth.status === 'authenticated')
      await dispatch(authApi.endpoints.forgetPushDevice.initiate({ pushTokenID: deviceToken }));
    extra.tracker.reset();
    const refreshToken = await readRefreshToken();
    await dispatch(authApi.endpoints.signOut.initiate({ refreshToken }));
    await saveRefreshToken(undefined);
    dispatch(sessionEnded(options));
    extra.sessionFollowUps.ended({ isAccountClosed: options?.isAccountClosed ?? false });
    await dispatch(sessionStartedOnLaunch());
  },
);

/** Spec §4 "Account deletion": « Account Deleted » is sent, then the deletion starts. */
export const accountDeletionTracked = createAsyncThunk<void, void, ThunkConfig>(
  'auth/accountDeletionTracked',
  async (_, { extra }) => {
    extra.tracker.track('Account Deleted');
    await extra.tracker.flush();
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
