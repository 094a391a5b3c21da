/**
 * The calls of spec §7 the browsing screens make (BFF and catalogue API), with RTK Query: cached,
 * de-duplicated, refetched when the window regains focus. Types come from the contract package
 * (types only: zod stays on the server).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AvailabilityResponse,
  PageResponse,
  ProductCard,
  ProductTile,
  Rack,
  ReviewsResponse,
  RoutingResponse,
  SearchResponse,
  Shelf,
  SidebarResponse,
} from '@sillon/contract';
import { sessionQuery } from '@/features/auth/api/session';

export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: sessionQuery,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    page: build.query<PageResponse, string>({
      query: (path) => ({ url: '/api/bff/page', params: { path } }),
    }),
    racks: build.query<Rack[], void>({
      query: () => '/api/bff/catalog/racks',
      transformResponse: (response: { racks: Rack[] }) => response.racks,
    }),
    shelves: build.query<Shelf[], void>({
      query: () => '/api/bff/catalog/shelves',
      transformResponse: (response: { shelves: Shelf[] }) => response.shelves,
    }),
    products: build.query<ProductTile[], void>({
      query: () => '/api/bff/catalog/products',
      transformResponse: (response: { products: ProductTile[] }) => response.products,
    }),
    productCards: build.query<ProductCard[], string[]>({
      query: (ids) => ({ url: '/api/bff/catalog/products', method: 'POST', body: { ids } }),
      transformResponse: (response: { products: ProductCard[] }) => response.products,
    }),
    routing: build.query<RoutingResponse, void>({
      query: () => '/api/bff/catalog/routing',
    }),
    sidebar: build.query<SidebarResponse, void>({
      query: () => '/api/bff/sidebar',
    }),
    search: build.query<SearchResponse, string>({
      query: (text) => ({ url: '/api/bff/search', params: { s: text } }),
    }),
    reviews: build.query<ReviewsResponse, { productId: string; page: number }>({
      query: ({ productId, page }) => ({
        url: `/api/catalog/products/${productId}/reviews`,
        params: { page },
      }),
    }),
    availability: build.query<AvailabilityResponse, void>({
      query: () => '/api/catalog/products/availability',
    }),
  }),
});

export const {
  usePageQuery,
  useRacksQuery,
  useShelvesQuery,
  useProductsQuery,
  useProductCardsQuery,
  useRoutingQuery,
  useSidebarQuery,
  useSearchQuery,
  useReviewsQuery,
  useAvailabilityQuery,
} = shopApi;
