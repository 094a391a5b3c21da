/**
 * The catalogue's product list (spec §7 BFF `catalog/products`): every product's tile (name,
 * picture, price, availability, quantity limit). Browsing shows it, and the cart prices and names
 * its lines and its promotion's gifts with it; it lives apart from both so that the catalogue can
 * add to the cart while the cart reads the catalogue's products (see `docs/decisions.md`).
 */
import type { ProductTile } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductTile[], void>({
      query: () => '/api/bff/catalog/products',
      transformResponse: (response: { products: ProductTile[] }) => response.products,
    }),
  }),
});

export const { useProductsQuery } = productsApi;
