import type { ProductTile, Rack } from '@sillon/contract';
import { describe, expect, it } from 'vitest';
import { searchFilters } from '../../testing/search-filters';
import { startsEveryWord } from './catalog-search';

const tile = (id: string, labels: string[], shelfIds: string[]) =>
  ({ id, displayName: id, labels, shelfIds }) as unknown as ProductTile;
const rack = (id: string, urlSlug: string, title: string, shelves: string[]) =>
  ({ id, urlSlug, title, label: title, path: `/p/${urlSlug}-${id}`, shelves }) as unknown as Rack;

const carrots = tile('carottes', ['Bio', 'Local'], ['1']);
const babyFood = tile('petits-pots', ['Bio'], ['9']);
const juice = tile('jus-de-carotte', ['Vegan'], ['5']);
const catalogue = {
  labelNames: [
    ...new Set([carrots, babyFood, juice, tile('comte', ['AOP'], ['3'])].flatMap((tile) => tile.labels)),
  ],
  racks: [
    rack('1', 'fruits-et-legumes', 'Fruits & légumes', ['1', '2']),
    rack('2', 'bebe', 'Bébé', ['9']),
    rack('3', 'boissons', 'Boissons', ['5']),
  ],
};
const matches = [carrots, babyFood, juice];

describe('searchFilters', () => {
  it('keeps the matches with the label and in the rack, best first', () => {
    const found = searchFilters(matches, catalogue, { label: 'bio', rack: 'fruits-et-legumes' }, 48);
    expect(found.products).toEqual([carrots]);
    expect(found.filters).toEqual({
      label: { slug: 'bio', name: 'Bio', count: 1 },
      rack: { slug: 'fruits-et-legumes', name: 'Fruits & légumes', count: 1 },
      sans: [],
    });
  });

  it('counts each label within the chosen rack, and each rack among the chosen label', () => {
    const found = searchFilters(matches, catalogue, { label: 'bio' }, 48);
    expect(found.choices.labels).toEqual([
      { slug: 'bio', name: 'Bio', count: 2 },
      { slug: 'local', name: 'Local', count: 1 },
      { slug: 'vegan', name: 'Vegan', count: 1 },
    ]);
    expect(found.choices.racks).toEqual([
      { slug: 'bebe', name: 'Bébé', count: 1 },
      { slug: 'fruits-et-legumes', name: 'Fruits & légumes', count: 1 },
    ]);
  });

  it('ignores what the catalogue does not know, keeps a known label that finds nothing', () => {
    expect(searchFilters(matches, catalogue, { label: 'lunaire', rack: 'disparu' }, 48)).toMatchObject({
      products: matches,
      filters: { label: null, rack: null },
    });
    const none = searchFilters(matches, catalogue, { label: 'aop' }, 48);
    expect(none.total).toBe(0);
    expect(none.choices.labels).toContainEqual({ slug: 'aop', name: 'AOP', count: 0 });
  });

  it('shows the first `limit` and counts them all', () => {
    const found = searchFilters(matches, catalogue, {}, 2);
    expect(found.products).toEqual([carrots, babyFood]);
    expect(found.total).toBe(3);
  });
});

describe('startsEveryWord', () => {
  it.each([
    ['Crèmerie', 'crem', true],
    ['Ferme du Bois Joli Bretagne', 'bois fer', true],
    ['Ferme du Bois Joli', 'bois x1', false],
    ['Boissons', '', false],
  ])('%s begins with the words of %j: %s', (name, text, expected) => {
    expect(startsEveryWord(name, text)).toBe(expected);
  });
});
