import { describe, expect, it } from 'vitest';
import { breadcrumbs, mainShelfOf } from './breadcrumbs';
import { data } from './routing-data.fixture';
import type { RackRoute } from './routing';

const [pasta, oil] = data.products;
if (pasta === undefined || oil === undefined) throw new Error('fixture');

describe('mainShelfOf (spec §2: the canonical shelf containing it, else the first by id)', () => {
  it('prefers the shelf of a canonical rack', () => {
    expect(mainShelfOf(pasta, data.racks)?.shelf.label).toBe('Pâtes et riz');
    expect(mainShelfOf(oil, data.racks)?.rack.title).toBe('Épicerie');
  });
  it('falls back to the first shelf by id order', () => {
    const racks: RackRoute[] = [
      {
        id: 'a',
        title: 'A',
        urlSlug: 'a',
        canonical: false,
        shelves: [{ id: '10', label: 'Dix', productIds: ['p'] }],
      },
      {
        id: 'b',
        title: 'B',
        urlSlug: 'b',
        canonical: false,
        shelves: [{ id: '9', label: 'Neuf', productIds: ['p'] }],
      },
    ];
    expect(mainShelfOf({ id: 'p', documentId: 'd' }, racks)?.shelf.label).toBe('Neuf');
  });
  it('orders non-numeric ids as text', () => {
    const racks: RackRoute[] = [
      {
        id: 'a',
        title: 'A',
        urlSlug: 'a',
        canonical: false,
        shelves: [
          { id: 'b', label: 'B', productIds: ['p'] },
          { id: 'a', label: 'A', productIds: ['p'] },
          { id: 'a', label: 'A2', productIds: ['p'] },
        ],
      },
    ];
    expect(mainShelfOf({ id: 'p', documentId: 'd' }, racks)?.shelf.label).toBe('A');
  });
  it('finds nothing for a product on no shelf', () => {
    expect(mainShelfOf({ id: 'none', documentId: 'none' }, data.racks)).toBeUndefined();
  });
});

describe('breadcrumbs (spec §2)', () => {
  it('starts with Accueil', () => {
    expect(breadcrumbs('/', data)).toEqual([{ label: 'Accueil', path: '/' }]);
  });
  it('shows the rack and the shelf', () => {
    expect(breadcrumbs('/p/epicerie-12/huiles-3', data)).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'Épicerie', path: '/p/epicerie-12' },
      { label: 'Huiles', path: '/p/epicerie-12/huiles-3' },
    ]);
    expect(breadcrumbs('/p/epicerie-12', data)).toHaveLength(2);
    expect(breadcrumbs('/p/epicerie-12/inconnu-99', data)).toHaveLength(2);
  });
  it('inserts the main rack on product pages', () => {
    expect(breadcrumbs('/pp/pates-completes-abc123', data)).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'Épicerie', path: '/p/epicerie-12' },
      { label: 'Pâtes complètes', path: '/pp/pates-completes-abc123' },
    ]);
  });
  it('adds the retail and reviews sub-pages', () => {
    expect(breadcrumbs('/pp/pates-completes-abc123/retail/reviews', data).slice(3)).toEqual([
      { label: 'Au détail', path: '/pp/pates-completes-abc123/retail' },
      { label: 'Avis', path: '/pp/pates-completes-abc123/retail/reviews' },
    ]);
  });
  it('omits the rack of a product on no shelf', () => {
    const lonely = { ...data, products: [{ ...pasta, id: 'x', documentId: 'lonely' }] };
    expect(breadcrumbs('/pp/pates-completes-lonely', lonely).map((crumb) => crumb.label)).toEqual([
      'Accueil',
      'Pâtes complètes',
    ]);
  });
  it('labels other segments from the catalogue, else as written', () => {
    expect(breadcrumbs('/my-account/orders/R123?x=1', data)).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'Mon compte', path: '/my-account' },
      { label: 'Mes commandes', path: '/my-account/orders' },
      { label: 'R123', path: '/my-account/orders/R123' },
    ]);
    expect(breadcrumbs('/pp/inconnu-1', data).map((crumb) => crumb.label)).toEqual([
      'Accueil',
      'pp',
      'inconnu-1',
    ]);
    expect(breadcrumbs('/recettes/cr%C3%AApes', data).map((crumb) => crumb.label)).toEqual([
      'Accueil',
      'Recettes',
      'crêpes',
    ]);
    expect(breadcrumbs('/recettes/100%', data).at(-1)?.label).toBe('100%');
  });
});
