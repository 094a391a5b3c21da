/**
 * The browsing calls of spec §7 (BFF): racks, shelves, a product's card, the catalogue's routing
 * data and the menu, injected into the shop's API. Types come from the contract package (types
 * only: zod stays on the server).
 */
import type { ProductCard, Rack, RoutingResponse, Shelf, SidebarResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const catalogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    racks: build.query<Rack[], void>({
      query: () => '/api/bff/catalog/racks',
      transformResponse: (response: { racks: Rack[] }) => response.racks,
    }),
    shelves: build.query<Shelf[], void>({
      query: () => '/api/bff/catalog/shelves',
      transformResponse: (response: { shelves: Shelf[] }) => response.shelves,
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
  }),
});

export const { useRacksQuery, useShelvesQuery, useProductCardsQuery, useRoutingQuery, useSidebarQuery } =
  catalogApi;
