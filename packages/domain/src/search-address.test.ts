import { describe, expect, it } from 'vitest';
import {
  appliedFilterNames,
  labelSlug,
  readSearchAddress,
  searchAddressOfUrl,
  searchHref,
  searchPageHead,
  searchParamsOf,
} from './search-address';

describe('readSearchAddress', () => {
  it.each([
    [{}, { text: '' }],
    [{ s: '  pâtes ' }, { text: 'pâtes' }],
    [
      { s: 'carotte', label: 'bio' },
      { text: 'carotte', label: 'bio' },
    ],
    [
      { s: 'carotte', label: 'Sans gluten', rayon: 'Fruits & légumes' },
      { text: 'carotte', label: 'sans-gluten', rack: 'fruits-legumes' },
    ],
    [
      { s: ['miel', 'pain'], label: ['bio', 'vegan'] },
      { text: 'miel', label: 'bio' },
    ],
    [{ s: 'carotte', label: '', rayon: '!!' }, { text: 'carotte' }],
    [{ s: '', label: 'bio', rayon: 'cremerie' }, { text: '' }],
    [
      { s: 'chocolat', sans: 'lactose,Fruits-a-coque,inconnu,lactose' },
      { text: 'chocolat', sans: ['lactose', 'fruits-a-coque'] },
    ],
    [
      { s: 'chocolat', sans: ['gluten', 'lactose'] },
      { text: 'chocolat', sans: ['gluten', 'lactose'] },
    ],
    [{ s: 'chocolat', sans: ',,sans-sucre' }, { text: 'chocolat' }],
    // A hand-made address longer than a search may be is read as the longest search allowed.
    [{ s: `${'a'.repeat(99)} ${'b'.repeat(400)}` }, { text: 'a'.repeat(99) }],
    [{ s: 'c'.repeat(500) }, { text: 'c'.repeat(100) }],
  ])('reads %j as %j', (params, expected) => {
    expect(readSearchAddress(params)).toEqual(expected);
  });

  it('reads the same search from a URL', () => {
    expect(searchAddressOfUrl('/search?s=carotte%20nouvelle&label=bio&rayon=fruits-et-legumes')).toEqual({
      text: 'carotte nouvelle',
      label: 'bio',
      rack: 'fruits-et-legumes',
    });
    expect(searchAddressOfUrl('https://sillon.fr/search')).toEqual({ text: '' });
    expect(searchAddressOfUrl('/search?s=lait+d%27avoine&s=miel#haut')).toEqual({ text: "lait d'avoine" });
    expect(searchAddressOfUrl('/search?s=%E0%A4%A&label=bio')).toEqual({ text: '' });
  });
});

describe('searchHref', () => {
  it.each([
    [{ text: '' }, '/search'],
    [{ text: '  ', label: 'bio' }, '/search'],
    [{ text: 'pâtes' }, '/search?s=p%C3%A2tes'],
    [
      { text: 'carotte', label: 'bio', rack: 'fruits-et-legumes' },
      '/search?s=carotte&label=bio&rayon=fruits-et-legumes',
    ],
    [{ text: 'a&b=c' }, '/search?s=a%26b%3Dc'],
    [
      { text: 'granola', sans: ['fruits-a-coque' as const, 'gluten' as const] },
      '/search?s=granola&sans=gluten,fruits-a-coque',
    ],
  ])('writes %j as %s', (address, href) => {
    expect(searchHref(address)).toBe(href);
  });

  it('is read back as the same search', () => {
    const address = { text: 'lait d’avoine', label: 'vegan', rack: 'boissons' };
    expect(searchAddressOfUrl(searchHref(address))).toEqual(address);
    const withSans = { text: 'pain, beurre', sans: ['gluten' as const, 'lactose' as const] };
    expect(searchAddressOfUrl(searchHref(withSans))).toEqual(withSans);
  });
});

describe('searchParamsOf', () => {
  it('names the parameters as the address does, absent filters left out', () => {
    expect(searchParamsOf({ text: 'miel', rack: 'epicerie-sucree' })).toEqual({
      s: 'miel',
      rayon: 'epicerie-sucree',
    });
    expect(searchParamsOf({ text: 'miel' })).toEqual({ s: 'miel' });
  });
});

describe('appliedFilterNames', () => {
  it('names the label, the rack, then the « sans » filters', () => {
    expect(
      appliedFilterNames({
        label: { name: 'Bio' },
        rack: null,
        sans: [{ name: 'Sans gluten' }, { name: 'Sans lactose' }],
      }),
    ).toEqual(['Bio', 'Sans gluten', 'Sans lactose']);
    expect(appliedFilterNames({ label: null, rack: null, sans: [] })).toEqual([]);
  });
});

describe('labelSlug', () => {
  it.each([
    ['Bio', 'bio'],
    ['Sans gluten', 'sans-gluten'],
    ['Agriculture régénératrice', 'agriculture-regeneratrice'],
    ['Nature & Progrès', 'nature-progres'],
  ])('names %s %s', (label, slug) => {
    expect(labelSlug(label)).toBe(slug);
  });
});

describe('searchPageHead', () => {
  it('names the query, the filters and the count', () => {
    const head = searchPageHead({ text: 'carotte', label: 'bio' }, { total: 3, filterNames: ['Bio'] });
    expect(head.title).toBe('Recherche « carotte » (Bio)');
    expect(head.description).toMatch(/^3 produits pour « carotte » chez Sillon/);
  });

  it('says one product in the singular, and names the query alone when the count is unknown', () => {
    expect(searchPageHead({ text: 'miel' }, { total: 1, filterNames: [] }).description).toMatch(
      /^1 produit pour « miel »/,
    );
    expect(searchPageHead({ text: 'miel' })).toEqual({
      title: 'Recherche « miel »',
      description: expect.stringContaining('« miel »') as unknown as string,
    });
  });

  it('is the plain search title without a query', () => {
    expect(searchPageHead({ text: '' })).toEqual({ title: 'Recherche' });
  });
});
