/**
 * Requests on behalf of the signed-in user: the bearer token from the auth state on every call,
 * and when the server says the access token expired (`session_expired`), one refresh of the
 * session, then the call again. Refreshes never overlap: a refresh token is single use, and the
 * server ends the whole sign-in when one is used twice.
 */
import type { SignInResponse } from '@sillon/contract';
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { Platform } from 'react-native';
import { config } from '@/config';
import { readFailure } from './read-failure';
import { readRefreshToken } from './refresh-token-store';
import { learnShopTime } from './shop-clock';

/** The contract's `CLIENT_HEADER`, written again: the contract's values bring zod into the bundle. */
export const CLIENT_HEADER = 'x-sillon-client';

declare global {
  /** Set by our server around a page's server render: answers API calls in process. */
  var __SILLON_SERVER_FETCH__: typeof fetch | undefined;
}

/** The part of the store's state requests read (kept loose: the store imports this module). */
type SessionState = { auth?: { user: { token: string; status: string } | null } };

/**
 * An endpoint's `extraOptions`. `bearer: 'customer'`: the token travels for a signed-in customer
 * only, so a visitor's and an anonymous user's call is the anonymous one (spec §4: on visitor or
 * logout the preloaded list is fetched without a token). By default every user's token travels.
 */
export type SessionOptions = { bearer?: 'user' | 'customer' };

/** What a refresh tells the store: a fresh session, or that there is none any more. */
export type SessionEvents = {
  refreshed(result: SignInResponse): unknown;
  lost(): unknown;
};

/**
 * Where queries go. In the browser the API shares the shop's origin (relative URLs); during the
 * server render of a web page there is no origin, so the server lends its own in-process fetch
 * and any absolute base does (the host is never contacted).
 */
const isServerRender = Platform.OS === 'web' && typeof window === 'undefined';

const rawQuery = fetchBaseQuery({
  baseUrl: isServerRender ? 'http://server-render.invalid' : config.apiUrl,
  // The one place the app reaches fetch: RTK Query's own, or the server's during a render.
  fetchFn: async (input, init) => {
    const sentAt = Date.now();
    // eslint-disable-next-line no-restricted-globals
    const response = await (globalThis.__SILLON_SERVER_FETCH__ ?? fetch)(input, init);
    learnShopTime(response.headers, sentAt, Date.now());
    return response;
  },
  prepareHeaders: (headers, { getState, extraOptions }) => {
    const user = (getState() as SessionState).auth?.user;
    const customersOnly = (extraOptions as SessionOptions | undefined)?.bearer === 'customer';
    const token = customersOnly && user?.status !== 'authenticated' ? undefined : user?.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    // Native apps keep the refresh token themselves; browsers get an httpOnly cookie.
    if (Platform.OS !== 'web') headers.set(CLIENT_HEADER, 'native');
    return headers;
  },
});

let sessionEvents: SessionEvents | undefined;
let refreshing: Promise<boolean> | undefined;

/** Tells the requests how to report refreshed and lost sessions (set once by the store, for the auth feature). */
export function onSessionEvents(events: SessionEvents): void {
  sessionEvents = events;
}

export const sessionQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  SessionOptions
> = async (args, api, extra) => {
  const result = await rawQuery(args, api, extra);
  if (!isExpiredSession(result.error) || isAuthCall(args)) return result;
  refreshing ??= refreshSession(api, extra).finally(() => {
    refreshing = undefined;
  });
  return (await refreshing) ? rawQuery(args, api, extra) : result;
};

async function refreshSession(api: Parameters<typeof rawQuery>[1], extra: object): Promise<boolean> {
  const refreshToken = await readRefreshToken();
  const answer = await rawQuery(
    { url: '/api/auth/refresh', method: 'POST', body: refreshToken ? { refreshToken } : {} },
    api,
    extra,
  );
  if (answer.data) {
    await sessionEvents?.refreshed(answer.data as SignInResponse);
    return true;
  }
  await sessionEvents?.lost();
  return false;
}

/** The access token expired: our routes and Spree's storefront routes say so each in their shape. */
function isExpiredSession(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 401 && readFailure(error).code === 'session_expired';
}

function isAuthCall(args: string | FetchArgs): boolean {
  return (typeof args === 'string' ? args : args.url).startsWith('/api/auth/');
}
