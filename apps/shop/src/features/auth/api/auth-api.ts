/**
 * The sign-in calls (spec §4, §7 "Other"): the auth provider under `/api/auth`, merging an
 * anonymous user into the customer, push devices (registered, forgotten at logout) and the
 * customer init call. Injected into the shop's one API so every call shares the session (bearer, refresh) and the cache. The account's
 * own calls (`/api/users/me`, sign-up) are the account feature's.
 */
import type {
  CaptchaChallengeResponse,
  CustomerInitResponse,
  MergeUsersBody,
  PhoneSignInResponse,
  PhoneStartResponse,
  PushDeviceBody,
  PushDeviceRemovalBody,
  SignInResponse,
} from '@sillon/contract';
import { readFailure, shopApi, type RequestFailure } from '@/lib/api';

export const authApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    captcha: build.query<CaptchaChallengeResponse, void>({
      query: () => '/api/auth/captcha',
      // A challenge is single use and expires: never reuse a cached one.
      keepUnusedDataFor: 0,
    }),
    anonymousSignIn: build.mutation<SignInResponse, void>({
      query: () => ({ url: '/api/auth/anonymous', method: 'POST' }),
    }),
    refreshSession: build.mutation<SignInResponse, { refreshToken?: string }>({
      query: (body) => ({ url: '/api/auth/refresh', method: 'POST', body }),
    }),
    phoneStart: build.mutation<PhoneStartResponse, { phone: string; captcha: string }>({
      query: (body) => ({ url: '/api/auth/phone/start', method: 'POST', body }),
    }),
    phoneConfirm: build.mutation<PhoneSignInResponse, { verificationId: string; code: string }>({
      query: (body) => ({ url: '/api/auth/phone/confirm', method: 'POST', body }),
    }),
    signOut: build.mutation<void, { refreshToken?: string }>({
      query: (body) => ({ url: '/api/auth/sign-out', method: 'POST', body }),
    }),
    mergeUsers: build.mutation<void, MergeUsersBody>({
      query: (body) => ({ url: '/api/users/merge', method: 'POST', body }),
    }),
    registerPushDevice: build.mutation<void, PushDeviceBody>({
      query: (body) => ({ url: '/api/notification', method: 'PUT', body }),
    }),
    forgetPushDevice: build.mutation<void, PushDeviceRemovalBody>({
      query: (body) => ({ url: '/api/notification', method: 'DELETE', body }),
    }),
    customerInit: build.query<CustomerInitResponse, string>({
      // The argument is the user's id, so another user gets their own answer.
      query: () => '/api/bff/customer',
    }),
  }),
});

export const { useCaptchaQuery, usePhoneStartMutation, usePhoneConfirmMutation } = authApi;

export type AuthFailure = Pick<RequestFailure, 'details' | 'fields'> & { code: string };

/** A refused sign-in or account call by its code (`invalid_code`…); `auth_unknown_error` if it names none. */
export function authFailure(error: unknown): AuthFailure {
  const { code = 'auth_unknown_error', details, fields } = readFailure(error);
  return { code, ...(details && { details }), ...(fields && { fields }) };
}
