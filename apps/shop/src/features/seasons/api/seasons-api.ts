/** The seasonal calendar's page (issue 40): the month it is at the shop's clock. */
import type { SeasonsResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const seasonsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    seasons: build.query<SeasonsResponse, void>({
      query: () => '/api/bff/seasons',
    }),
  }),
});

export const { useSeasonsQuery } = seasonsApi;
