/** Spec §7 BFF search: the products matching a typed text. */
import type { SearchResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const searchApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, string>({
      query: (text) => ({ url: '/api/bff/search', params: { s: text } }),
    }),
  }),
});

export const { useSearchQuery } = searchApi;
