import type { ProductTile, Rack } from '@sillon/contract';
import { describe, expect, it } from 'vitest';
import { FacetTable, filtersOf } from './search-facets';

const rack = (id: string, urlSlug: string, title: string, shelves: string[]) =>
  ({ id, urlSlug, title, label: title, path: `/p/${urlSlug}-${id}`, shelves }) as unknown as Rack;

const catalogue = {
  labelNames: ['Bio', 'Local', 'Vegan'],
  racks: [
    rack('1', 'epicerie', 'Épicerie', ['1', '7']),
    rack('2', 'selections', 'Sélections', ['7']),
    rack('3', 'boissons', 'Boissons', ['5']),
  ],
};
const products = [
  {
    labels: ['Bio', 'Local'],
    shelfIds: ['7'],
    foodInformation: { allergens: ['gluten' as const], traces: [] },
  },
  undefined,
  {
    labels: ['Vegan', 'Inconnu'],
    shelfIds: ['5'],
    foodInformation: { allergens: [], traces: ['nuts' as const] },
  },
  { labels: ['Bio'], shelfIds: ['1', '7'], foodInformation: { allergens: ['milk' as const], traces: [] } },
  { labels: ['Bio'], shelfIds: ['1'], foodInformation: null },
];

function tableOf() {
  const table = new FacetTable(products.length, catalogue);
  products.forEach((product, n) => table.put(n, product));
  return table;
}
const tile = (n: number) => ({ id: `produit-${n}` }) as unknown as ProductTile;
const ids = (found: { products: ProductTile[] }) => found.products.map((product) => product.id);

describe('search facets by product number', () => {
  it('leave out the products the catalogue does not show, and know which were written', () => {
    const table = new FacetTable(3, catalogue);
    expect(table.has(0)).toBe(false);
    table.put(0, products[0]);
    table.put(1, undefined);
    expect([table.has(0), table.isShown(0), table.has(1), table.isShown(1), table.has(2)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('count a product once in the last rack that lists its shelf, and keep it in every rack listing it', () => {
    const table = tableOf();
    const found = filtersOf([0, 2, 3], table, {}, 48, tile);
    // Product 3 is on shelf 1 (Épicerie) and shelf 7 (Épicerie and Sélections, counted in the last).
    expect(found.choices.racks).toEqual([
      { slug: 'selections', name: 'Sélections', count: 2 },
      { slug: 'boissons', name: 'Boissons', count: 1 },
      { slug: 'epicerie', name: 'Épicerie', count: 1 },
    ]);
    // Épicerie lists shelf 7 too: its filter keeps product 0, though it is counted in Sélections.
    const inGrocery = filtersOf([0, 2, 3], table, { rack: 'epicerie' }, 48, tile);
    expect(inGrocery.products.map((product) => product.id)).toEqual(['produit-0', 'produit-3']);
    expect(inGrocery.filters.rack).toEqual({ slug: 'epicerie', name: 'Épicerie', count: 1 });
  });

  it('count labels the catalogue knows, most first then in French order, the chosen one even at 0', () => {
    const table = tableOf();
    const found = filtersOf([0, 2, 3], table, { label: 'local', rack: 'boissons' }, 48, tile);
    expect(found.total).toBe(0);
    expect(found.choices.labels).toEqual([
      { slug: 'vegan', name: 'Vegan', count: 1 },
      { slug: 'local', name: 'Local', count: 0 },
    ]);
    expect(found.choices.racks).toEqual([
      { slug: 'selections', name: 'Sélections', count: 1 },
      { slug: 'boissons', name: 'Boissons', count: 0 },
    ]);
    expect(filtersOf([3, 0, 2], table, {}, 2, tile)).toMatchObject({
      products: [{ id: 'produit-3' }, { id: 'produit-0' }],
      total: 3,
      choices: {
        labels: [
          { name: 'Bio', count: 2 },
          { name: 'Local', count: 1 },
          { name: 'Vegan', count: 1 },
        ],
      },
    });
  });

  it('count the products with every typed word, the approaching ones only when none has them all', () => {
    const table = tableOf();
    // Product 2 (Vegan, Boissons) misses a typed word: the page says 2 found, as its chips do.
    const found = filtersOf([0, 3, 2], table, {}, 48, tile, (n) => n === 2);
    expect(found).toMatchObject({ total: 3, approximateFrom: 2 });
    expect(found.choices.labels).toEqual([
      { slug: 'bio', name: 'Bio', count: 2 },
      { slug: 'local', name: 'Local', count: 1 },
    ]);
    expect(found.choices.racks).toEqual([
      { slug: 'selections', name: 'Sélections', count: 2 },
      { slug: 'epicerie', name: 'Épicerie', count: 1 },
    ]);
    expect(found.choices.sans.find((choice) => choice.slug === 'fruits-a-coque')?.count).toBe(2);
    // Nothing has every word: what is shown is counted.
    const approaching = filtersOf([0, 3, 2], table, {}, 48, tile, () => true);
    expect(approaching.choices.labels.map((choice) => choice.count)).toEqual([2, 1, 1]);
  });

  describe('« sans » filters (issue 40)', () => {
    it('leave out a product with the allergen, with traces of it, or without food information', () => {
      const table = tableOf();
      expect(ids(filtersOf([0, 2, 3, 4], table, { sans: ['fruits-a-coque'] }, 48, tile))).toEqual([
        'produit-0',
        'produit-3',
      ]);
      expect(ids(filtersOf([0, 2, 3, 4], table, { sans: ['gluten', 'lactose'] }, 48, tile))).toEqual([
        'produit-2',
      ]);
      expect(ids(filtersOf([0, 2, 3, 4], table, { sans: [] }, 48, tile))).toHaveLength(4);
    });

    it('ignore unknown ones, apply with a label, and count what each would keep', () => {
      const table = tableOf();
      const found = filtersOf(
        [0, 2, 3, 4],
        table,
        { label: 'bio', sans: ['lactose', 'sans-sucre'] },
        48,
        tile,
      );
      expect(ids(found)).toEqual(['produit-0']);
      expect(found.filters.sans).toEqual([{ slug: 'lactose', name: 'Sans lactose', count: 1 }]);
      expect(found.choices.sans).toEqual([
        { slug: 'gluten', name: 'Sans gluten', count: 0 },
        { slug: 'lactose', name: 'Sans lactose', count: 1 },
        { slug: 'fruits-a-coque', name: 'Sans fruits à coque', count: 1 },
      ]);
      // The label's counts are over the products free of milk: product 3 (Bio, milk) is not counted.
      expect(found.choices.labels).toEqual([
        { slug: 'bio', name: 'Bio', count: 1 },
        { slug: 'local', name: 'Local', count: 1 },
        { slug: 'vegan', name: 'Vegan', count: 1 },
      ]);
    });
  });
});
