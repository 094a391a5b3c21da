/**
 * The content pages (issue 16) from the BFF's `page?path=`: stories, indexes, recipes, the
 * recipes' list and the selection. A preview token (`?preview=` on the page's address) asks for
 * the drafts (spec §7), never cached by the server.
 */
import type { PageResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

/** The page's path, and the preview token when an editor looks at drafts. */
export type ContentPageArg = { path: string; previewToken?: string };

export const contentApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    contentPage: build.query<PageResponse, ContentPageArg>({
      query: ({ path, previewToken }) => ({
        url: '/api/bff/page',
        params: { path },
        ...(previewToken ? { headers: { 'x-preview-token': previewToken } } : {}),
      }),
    }),
  }),
});

export const { useContentPageQuery } = contentApi;

/** The argument of a page's query, the same on the server and in the browser. */
export function contentPageArg(path: string, previewToken?: string | string[]): ContentPageArg {
  const token = Array.isArray(previewToken) ? previewToken[0] : previewToken;
  return token ? { path, previewToken: token } : { path };
}
