/**
 * Products as tiles (spec §7 BFF `catalog/products`: name, picture, price, availability, quantity
 * limit), by id: each screen asks for the products it shows (a shelf's, the cart's, a list's), a
 * page of 150 ids at a time, never for the whole catalogue (25 000 products in a big shop).
 * Browsing shows them, and the cart prices and names its lines and its promotion's gifts with
 * them; this lives apart from both so that the catalogue can add to the cart while the cart reads
 * the catalogue's products (see `docs/decisions.md`).
 */
import type { ProductTile } from '@sillon/contract';
import { inCataloguePages } from '@sillon/domain';
import { useMemo } from 'react';
import { shopApi } from '@/lib/api';

export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The tiles of these ids (unknown ones left out), asked a page at a time. */
    productTiles: build.query<ProductTile[], readonly string[]>({
      async queryFn(ids, _api, _options, baseQuery) {
        const answers = await Promise.all(
          inCataloguePages(ids).map((page) => baseQuery(`/api/bff/catalog/products?ids=${page.join(',')}`)),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return { data: answers.flatMap((answer) => (answer.data as { products: ProductTile[] }).products) };
      },
    }),
  }),
});

/**
 * The product ids of a query, each once and in one order, so that two screens asking for the same
 * products share one answer (RTK Query keys a query by its argument).
 */
export function tileIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

/** The tiles of these products, with a lookup by id; nothing is asked for no id. */
export function useProductTiles(ids: readonly string[]) {
  const key = tileIds(ids).join(',');
  const wanted = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  const query = productsApi.useProductTilesQuery(wanted, { skip: wanted.length === 0 });
  // A retail variant's id (a cart line of it) names its product's tile, in the variant's own unit.
  const byId = useMemo(
    () =>
      new Map(
        (query.data ?? []).flatMap((tile): [string, ProductTile][] => [
          [tile.id, tile],
          ...(tile.retail
            ? [[tile.retail.id, { ...tile, unitLabel: tile.retail.unitLabel }] as [string, ProductTile]]
            : []),
        ]),
      ),
    [query.data],
  );
  /** Whether the tiles are known: asked and answered, or nothing to ask. */
  const isSettled = wanted.length === 0 || query.data !== undefined;
  return { ...query, byId, isSettled };
}
