/**
 * The customer's account (spec §4, §7 "Other", §9): the account under `/api/users` (sign-up, the
 * account's details and preferences, its order minimum) and its vouchers and referral on the
 * checkout server. Injected into the shop's one API; the `Account` tag keeps every screen that
 * shows the account current after a sign-up or a change, and forgets it when the session ends.
 */
import type {
  AccountPromotionsDocument,
  AccountResponse,
  AccountUpdateBody,
  SignUpBody,
} from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const accountApi = shopApi.enhanceEndpoints({ addTagTypes: ['Account'] }).injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<AccountResponse, SignUpBody>({
      query: (body) => ({ url: '/api/users/sign-up', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    account: build.query<AccountResponse, void>({
      query: () => '/api/users/me',
      providesTags: ['Account'],
    }),
    updateAccount: build.mutation<AccountResponse, AccountUpdateBody>({
      query: (body) => ({ url: '/api/users/me', method: 'PATCH', body }),
      invalidatesTags: ['Account'],
    }),
    accountPromotions: build.query<AccountPromotionsDocument, string>({
      // The argument is the customer's id: another customer gets their own list.
      query: () => '/api/v2/storefront/account/vouchers',
    }),
    setReferrer: build.mutation<AccountPromotionsDocument, string>({
      query: (code) => ({
        url: '/api/v2/storefront/account/set_referrer',
        method: 'POST',
        body: { user: { referral_code: code } },
      }),
    }),
  }),
});

export const {
  useSignUpMutation,
  useAccountQuery,
  useUpdateAccountMutation,
  useAccountPromotionsQuery,
  useSetReferrerMutation,
} = accountApi;

/**
 * Spec §4: a customer's account is fetched as their session opens (a number that has not signed up
 * yet answers "not found"), so the screens that show it find it ready.
 */
export const accountLoaded = () =>
  accountApi.endpoints.account.initiate(undefined, { subscribe: false, forceRefetch: true });

/** The account of a session that ended is forgotten: a screen showing it asks again. */
export const accountForgotten = () => accountApi.util.invalidateTags(['Account']);
