/**
 * Favourites (issue 17): a customer's own (most ordered, then the shopping list's), and a
 * referrer's as a referral link shows them (first name, favourites and the referee's offer only).
 */
import type { AccountFavoritesDocument, ReferrerFavoritesResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const favouritesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    accountFavourites: build.query<string[], string>({
      // The argument is the customer's id: another customer gets their own favourites.
      query: () => '/api/v2/storefront/account/favorites',
      transformResponse: (document: AccountFavoritesDocument) =>
        document.data.map((favourite) => favourite.attributes.product_id),
    }),
    referrerFavourites: build.query<ReferrerFavoritesResponse, string>({
      query: (referralCode) => ({ url: '/api/bff/referrer/favorites', params: { referralCode } }),
    }),
  }),
});

export const { useAccountFavouritesQuery, useReferrerFavouritesQuery } = favouritesApi;
