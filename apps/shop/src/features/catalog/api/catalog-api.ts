/**
 * The browsing calls of spec §7 (BFF), as a screen needs them: one rack with its shelves, a
 * product's card, the routing data of one path, the menu; injected into the shop's API. A screen
 * asks for its own share of the catalogue, never for the whole of it (25 000 products in a big
 * shop). Types come from the contract package (types only: zod stays on the server).
 */
import type { ProductCard, RackPageResponse, RoutingResponse, SidebarResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

/** The path of a product page, the argument its routing data is asked (and shared) with. */
export const productPagePath = (segment: string) => `/pp/${segment}`;

export const catalogApi = shopApi.enhanceEndpoints({ addTagTypes: ['ProductCard'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A rack by its path segment, its shelves, then the shelves they lead to. */
    rackPage: build.query<RackPageResponse, string>({
      query: (segment) => `/api/bff/catalog/racks/${encodeURIComponent(segment)}`,
    }),
    productCards: build.query<ProductCard[], string[]>({
      query: (ids) => ({ url: '/api/bff/catalog/products', method: 'POST', body: { ids } }),
      transformResponse: (response: { products: ProductCard[] }) => response.products,
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'ProductCard' as const, id })),
    }),
    /** The routing data a path needs: its product, its rack, the shelves of its breadcrumbs. */
    routing: build.query<RoutingResponse, string>({
      query: (path) => ({ url: '/api/bff/catalog/routing', params: { path } }),
    }),
    sidebar: build.query<SidebarResponse, void>({
      query: () => '/api/bff/sidebar',
    }),
  }),
});

export const { useRackPageQuery, useProductCardsQuery, useRoutingQuery, useSidebarQuery } = catalogApi;

/** A product's card changed (a review moved its rating): a card shown is asked again, others forgotten. */
export const productCardChanged = (productId: string) =>
  catalogApi.util.invalidateTags([{ type: 'ProductCard', id: productId }]);
