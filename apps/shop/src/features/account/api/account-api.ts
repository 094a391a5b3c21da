/**
 * The customer's account (spec §4, §7 "Account" and "Other", §9): the account under `/api/users`
 * (sign-up, details and preferences, deletion, data export), the storefront's account document
 * (vouchers, referral, banner, latest order) and its voucher and referral calls on the checkout
 * server, and the communes of a postal code for the delivery address. Injected into the shop's
 * one API; the `Account` tag keeps every screen that shows the account current after a sign-up
 * or a change, and forgets it when the session ends.
 */
import type {
  AccountDeletionResponse,
  AccountPromotionsDocument,
  AccountResponse,
  AccountUpdateBody,
  CommunesResponse,
  SignUpBody,
  StorefrontAccountDocument,
} from '@sillon/contract';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { shopApi } from '@/lib/api';

/** The data export (GDPR article 20): the file's text as the server wrote it, and its name. */
export type DataExport = { fileName: string; text: string };

const EXPORT_FILE_NAME = 'sillon-mes-donnees.json';

export const accountApi = shopApi.enhanceEndpoints({ addTagTypes: ['Account'] }).injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<AccountResponse, SignUpBody>({
      query: (body) => ({ url: '/api/users/sign-up', method: 'POST', body }),
      // Only a made account: a refused sign-up asking for the account again would unmount the
      // form that shows it (« Mes informations » shows the form while there is no account).
      invalidatesTags: (account) => (account ? ['Account'] : []),
    }),
    account: build.query<AccountResponse, void>({
      query: () => '/api/users/me',
      providesTags: ['Account'],
    }),
    updateAccount: build.mutation<AccountResponse, AccountUpdateBody>({
      query: (body) => ({ url: '/api/users/me', method: 'PATCH', body }),
      invalidatesTags: ['Account'],
      // The answer is the account as saved: screens show it at once, before the refetch.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(accountApi.util.upsertQueryData('account', undefined, data));
      },
    }),
    /** Spec §7: the account as the storefront tells it (vouchers, referral, banner, latest order). */
    storefrontAccount: build.query<StorefrontAccountDocument, string>({
      // The argument is the customer's id: another customer gets their own document.
      query: () => '/api/v2/storefront/account',
      providesTags: ['Account'],
    }),
    accountPromotions: build.query<AccountPromotionsDocument, string>({
      // The argument is the customer's id: another customer gets their own list.
      query: () => '/api/v2/storefront/account/vouchers',
      providesTags: ['Account'],
    }),
    addPromotionCode: build.mutation<AccountPromotionsDocument, string>({
      query: (code) => ({
        url: '/api/v2/storefront/account/add_promotion_code',
        method: 'PATCH',
        body: { user: { promotion_code: code } },
      }),
      invalidatesTags: ['Account'],
    }),
    setReferrer: build.mutation<AccountPromotionsDocument, string>({
      query: (code) => ({
        url: '/api/v2/storefront/account/set_referrer',
        method: 'POST',
        body: { user: { referral_code: code } },
      }),
      // A refused code changed nothing: the account is not read again (« Mes bons » tries a kept one).
      invalidatesTags: (result) => (result ? ['Account'] : []),
    }),
    /** The account closes at once (every session ends) and is erased after `erase_after`. */
    accountDeletion: build.mutation<AccountDeletionResponse, void>({
      query: () => ({ url: '/api/users/me/deletion', method: 'POST' }),
    }),
    /** A mutation, not a query: each press asks for a fresh file, and none is kept in the cache. */
    dataExport: build.mutation<DataExport, void>({
      query: () => ({
        url: '/api/users/me/export',
        // The file as written; a refusal read as JSON, so the screen says it with its code.
        responseHandler: (response: Response) =>
          response.ok ? response.text() : response.json().catch(() => undefined),
      }),
      transformResponse: (text: string, meta) => ({
        text,
        fileName:
          fileNameOf(
            (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition'),
          ) ?? EXPORT_FILE_NAME,
      }),
    }),
    communes: build.query<CommunesResponse, string>({
      query: (postalCode) => ({ url: '/api/delivery/communes', params: { postal_code: postalCode } }),
    }),
  }),
});

export const {
  useSignUpMutation,
  useAccountQuery,
  useUpdateAccountMutation,
  useStorefrontAccountQuery,
  useAccountPromotionsQuery,
  useAddPromotionCodeMutation,
  useSetReferrerMutation,
  useAccountDeletionMutation,
  useDataExportMutation,
  useCommunesQuery,
} = accountApi;

/** `attachment; filename="sillon-2025-11-24.json"` → `sillon-2025-11-24.json`. */
export function fileNameOf(disposition: string | null | undefined): string | undefined {
  const name = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim();
  return name ? name : undefined;
}

/**
 * Spec §4: a customer's account is fetched as their session opens (a number that has not signed up
 * yet answers "not found"), so the screens that show it find it ready.
 */
export const accountLoaded = () =>
  accountApi.endpoints.account.initiate(undefined, { subscribe: false, forceRefetch: true });

/** The account of a session that ended is forgotten: a screen showing it asks again. */
export const accountForgotten = () => accountApi.util.invalidateTags(['Account']);
