/** `GET /api/app/versions` (spec §8): the versions of the native apps the server still serves. */
import type { AppVersionsResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const appVersionsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    appVersions: build.query<AppVersionsResponse, void>({ query: () => '/api/app/versions' }),
  }),
});

export const { useAppVersionsQuery } = appVersionsApi;
