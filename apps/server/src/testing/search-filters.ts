import type { ProductTile } from '@sillon/contract';
import {
  FacetTable,
  filtersOf,
  type FilteredProduct,
  type FilterCatalogue,
  type SearchFilters,
  type SearchFound,
} from '../modules/catalog/search-facets';

/**
 * Search's filters on a list of tiles (best first): the server's own rules (`filtersOf`), for
 * tests that state them on tiles and for checking the server's answers against them.
 */
export function searchFilters(
  /** Tiles, with their food information when a test filters by allergens (none: left out by them). */
  matches: (ProductTile & Partial<Pick<FilteredProduct, 'foodInformation'>>)[],
  catalogue: FilterCatalogue,
  asked: SearchFilters,
  limit: number,
  /** The matches missing a typed word (after « Résultats approchants »), by id. */
  approximate: ReadonlySet<string> = new Set(),
): SearchFound {
  const table = new FacetTable(matches.length, catalogue);
  matches.forEach((tile, index) =>
    table.put(index, { ...tile, foodInformation: tile.foodInformation ?? null }),
  );
  return filtersOf(
    matches.map((_, index) => index),
    table,
    asked,
    limit,
    (index) => {
      const { foodInformation: _foodInformation, ...tile } = matches[index]!;
      return tile;
    },
    (index) => approximate.has(matches[index]!.id),
  );
}
