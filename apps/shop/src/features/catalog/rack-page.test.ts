import type { Rack, Shelf } from '@sillon/contract';
import { rackPageCrumbs, rackPageHead, resolveRackPage } from './rack-page';

const seo = { title: 'Crèmerie bio | Sillon', description: '', image: null };
const rack: Rack = {
  id: '2',
  key: 'cremerie',
  title: 'Crèmerie',
  label: 'Crèmerie',
  seo,
  marketing: { ...seo, title: 'Des vaches au pré, ça se goûte' },
  imageUrl: '/images/cremerie.webp',
  urlSlug: 'cremerie',
  canonical: true,
  legacyKey: null,
  path: '/p/cremerie-2',
  shelves: ['11', '12'],
  updatedAt: '2026-12-01T00:00:00Z',
};
const shelf = (id: string, label: string, urlSlug: string): Shelf => ({
  id,
  key: urlSlug,
  rackId: '2',
  legacyKey: null,
  urlSlug,
  label,
  path: `/p/cremerie-2/${urlSlug}-${id}`,
  products: [],
  relatedShelves: [],
  article: null,
  updatedAt: '2026-12-01T00:00:00Z',
});
const shelves = [shelf('11', 'Laits', 'laits'), shelf('12', 'Beurres et crèmes', 'beurres-et-cremes')];

describe('a rack page’s breadcrumbs', () => {
  it('names the rack, though the page opens on its marketing title', () => {
    const page = resolveRackPage([rack], shelves, 'cremerie-2');
    expect(rackPageCrumbs(page, 'cremerie-2')).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'Crèmerie', path: '/p/cremerie-2' },
    ]);
  });

  it('names the shelf of the path after its rack', () => {
    const page = resolveRackPage([rack], shelves, 'cremerie-2', 'beurres-et-cremes-12');
    expect(rackPageCrumbs(page, 'cremerie-2', 'beurres-et-cremes-12').map((crumb) => crumb.label)).toEqual([
      'Accueil',
      'Crèmerie',
      'Beurres et crèmes',
    ]);
  });

  it('has none for an unknown rack', () => {
    expect(rackPageCrumbs(resolveRackPage([], [], 'inconnu-9'), 'inconnu-9')).toEqual([]);
  });
});

describe('a rack page’s title', () => {
  it('names the rack on the rack’s own address, though its first shelf shows', () => {
    expect(rackPageHead(resolveRackPage([rack], shelves, 'cremerie-2'), undefined).title).toBe('Crèmerie');
  });

  it('names the shelf of the path, then its rack', () => {
    const page = resolveRackPage([rack], shelves, 'cremerie-2', 'beurres-et-cremes-12');
    expect(rackPageHead(page, 'beurres-et-cremes-12').title).toBe('Beurres et crèmes · Crèmerie');
  });
});
