/**
 * Spec §7 BFF page: the blocks of a content page (the home page is `/`), and what the server
 * loads to render the home page on the web (see `store/prerendered.ts`).
 */
import type { PageResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';
import { prerender } from '@/store/prerendered';

export const homeApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    page: build.query<PageResponse, string>({
      query: (path) => ({ url: '/api/bff/page', params: { path } }),
    }),
  }),
});

export const { usePageQuery } = homeApi;

export const loadHomePage = () =>
  prerender((store) => store.dispatch(homeApi.endpoints.page.initiate('/')).unwrap());
