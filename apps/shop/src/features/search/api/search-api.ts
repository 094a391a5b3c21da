/**
 * Spec §7 BFF search: the products matching a typed text, narrowed by the address's filters
 * (issue 16), and the suggestions shown while typing.
 */
import type { Rack, SearchResponse, SuggestionsResponse } from '@sillon/contract';
import type { SearchParams } from '@sillon/domain';
import { shopApi } from '@/lib/api';

export const searchApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchParams>({
      query: (params) => ({ url: '/api/bff/search', params }),
    }),
    searchSuggestions: build.query<SuggestionsResponse, string>({
      query: (text) => ({ url: '/api/bff/search/suggestions', params: { s: text } }),
    }),
    /** The racks, offered when a search found nothing. */
    searchRacks: build.query<Rack[], void>({
      query: () => '/api/bff/catalog/racks',
      transformResponse: (response: { racks: Rack[] }) => response.racks,
    }),
  }),
});

export const { useSearchQuery, useSearchSuggestionsQuery, useSearchRacksQuery } = searchApi;
