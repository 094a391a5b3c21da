/**
 * The shop's one RTK Query API (spec §7 calls): every feature injects its own endpoints into it
 * (`injectEndpoints`, in the feature's `api/` folder), so all calls share the session (bearer,
 * refresh), the cache and its refetching when the window regains focus or the network returns.
 * It declares no endpoint itself: an endpoint exists once its feature's module has been evaluated,
 * which the web entry and the page loaders make sure of before the store is seeded.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { sessionQuery } from './session-query';

export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: sessionQuery,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
