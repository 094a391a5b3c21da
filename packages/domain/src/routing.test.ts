import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountOrderPath,
  EMPTY_ROUTING_DATA,
  findShelf,
  isCatalogPageFound,
  normalizePath,
  parseSlugId,
  productLink,
  productPath,
  rackPath,
  shelfPath,
  shelfUrlSlug,
  slugify,
  tryNormalizePath,
  UnresolvableRouteError,
} from './routing';
import { data, oilDocument, oilUuid, pastaUuid } from './routing-data.fixture';

const pasta = '/pp/pates-completes-abc123';
const oil = `/pp/huile-d-olive-${oilDocument}`;

describe('slugify and parseSlugId (spec §2: a slug, a dash and an id)', () => {
  it.each([
    ['Pâtes et riz', 'pates-et-riz'],
    ["Huile d'olive vierge", 'huile-d-olive-vierge'],
    ['  Œufs & crème ', 'oeufs-creme'],
    ['', ''],
  ])('slugifies %j as %j', (label, slug) => {
    expect(slugify(label)).toBe(slug);
  });

  it.each([
    ['epicerie-12', { slug: 'epicerie', id: '12' }],
    ['fruits-et-legumes-12', { slug: 'fruits-et-legumes', id: '12' }],
    [`huile-${oilDocument}`, { slug: 'huile', id: oilDocument }],
    ['epicerie', undefined],
    ['-12', undefined],
    ['epicerie-', undefined],
  ])('parses %j', (segment, expected) => {
    expect(parseSlugId(segment)).toEqual(expected);
  });

  it("derives a shelf's slug from its label when absent", () => {
    expect(shelfUrlSlug({ label: 'Huiles', urlSlug: null })).toBe('huiles');
    expect(shelfUrlSlug({ label: 'Huiles', urlSlug: 'Huiles-Vierges' })).toBe('huiles-vierges');
  });
});

describe('canonical paths (spec §2)', () => {
  const [epicerie] = data.racks;
  it('builds product paths with /retail and /reviews', () => {
    const [product] = data.products;
    if (product === undefined) throw new Error('fixture');
    expect(productPath(product)).toBe(pasta);
    expect(productPath(product, { retail: true, reviews: true })).toBe(`${pasta}/retail/reviews`);
    expect(productPath(product, { reviews: true })).toBe(`${pasta}/reviews`);
  });
  it('builds rack and shelf paths with the shelf key, else the shelf id', () => {
    if (epicerie === undefined) throw new Error('fixture');
    expect(rackPath(epicerie)).toBe('/p/epicerie-12');
    expect(shelfPath(epicerie, epicerie.shelves[0] ?? ({} as never))).toBe(
      '/p/epicerie-12/pates-et-riz-pates-riz',
    );
    expect(shelfPath(epicerie, epicerie.shelves[1] ?? ({} as never))).toBe('/p/epicerie-12/huiles-3');
    expect(findShelf('5', epicerie)?.label).toBe('Pâtes et riz');
  });
  it("gives '/#' for a product unknown to routing data", () => {
    expect(productLink(pastaUuid, data)).toBe(pasta);
    expect(productLink('abc123', data, { reviews: true })).toBe(`${pasta}/reviews`);
    expect(productLink('unknown', data)).toBe('/#');
    expect(productLink(pastaUuid, EMPTY_ROUTING_DATA)).toBe('/#');
  });
  it('builds account order paths', () => {
    expect(accountOrderPath('R123')).toBe('/my-account/orders/R123');
  });
});

describe('isCatalogPageFound: the pages the server answers with a 404', () => {
  it.each([
    [pasta, true],
    [`${pasta}/retail/reviews`, true],
    ['/pp/pates-completes-zzz999', false],
    ['/p/epicerie-12', true],
    ['/p/epicerie-12/huiles-3?sort=price', true],
    ['/p/epicerie-12/bonbons-99', false],
    ['/p/boissons-99', false],
    ['/p/boissons-99/huiles-3', false],
  ])('%s: %s', (path, found) => {
    expect(isCatalogPageFound(path, data)).toBe(found);
  });

  it('says nothing of other pages', () => {
    for (const path of ['/', '/pp', '/search?s=pain', '/recettes/tarte', '/my-account/orders/R1'])
      expect(isCatalogPageFound(path, data)).toBeUndefined();
  });
});

describe('normalizePath (spec §2 path normalisation)', () => {
  it.each([
    ['keeps Home', '/', '/'],
    ['reads the empty path as Home', '', '/'],
    ["reads the fallback link '/#' as Home", '/#', '/'],
    ['strips the home/ prefix', '/home/pp/abc123', pasta],
    ['strips a lone home', '/home', '/'],
    ['adds the leading slash', 'pp/abc123', pasta],
    ['drops trailing and doubled slashes', `//pp//pates-completes-abc123/`, pasta],
    ['strips fragments', `${pasta}#avis`, pasta],
    [
      'strips the origin of a full URL',
      'https://www.sillon.example/pp/abc123?utm_source=qr#top',
      `${pasta}?utm_source=qr`,
    ],
    ['keeps the query string', '/search?s=p%C3%A2tes', '/search?s=p%C3%A2tes'],
    ['keeps a canonical product path', pasta, pasta],
    ['fixes an outdated product slug', '/pp/old-slug-abc123', pasta],
    ['finds a product by UUID', `/pp/${pastaUuid}`, pasta],
    ['parses a UUID document id after the slug', `/pp/huile-${oilDocument}`, oil],
    ['keeps /retail and /reviews', `${pasta}/retail/reviews`, `${pasta}/retail/reviews`],
    ['orders /retail before /reviews', `${pasta}/reviews/retail`, `${pasta}/retail/reviews`],
    ['keeps a product unknown to routing data', '/pp/confiture-999', '/pp/confiture-999'],
    ['resolves /ppp/{id} to the product card', '/ppp/abc123', pasta],
    ['resolves /abp/{id} to the product card', `/abp/${oilUuid}`, oil],
    ['turns legacy /p/a/b/c into the product c', '/p/epicerie/pates/abc123', pasta],
    ['turns legacy /p/a/b/c into /pp/c for an unknown product', '/p/a/b/confiture', '/pp/confiture'],
    ['maps /r/{reference} to the canonical product', '/r/PATES-500', pasta],
    ['maps /productReference/... to the canonical product', '/productReference/huile-olive', oil],
    ['maps /order-details/{x} to the account order', '/order-details/R123', '/my-account/orders/R123'],
    ['maps /racks/{id} to the rack path', '/racks/12', '/p/epicerie-12'],
    ['sends /p to Home', '/p', '/'],
    ['sends /p/- to Home', '/p/-', '/'],
    ['sends /p/-/- to Home', '/p/-/-', '/'],
    ['keeps a canonical rack path', '/p/epicerie-12', '/p/epicerie-12'],
    ['fixes an outdated rack slug', '/p/courses-12', '/p/epicerie-12'],
    ['finds a rack by bare id', '/p/12', '/p/epicerie-12'],
    ['keeps a rack unknown to routing data', '/p/fruits-99', '/p/fruits-99'],
    ['reads /p/{rack}/- as the rack', '/p/epicerie-12/-', '/p/epicerie-12'],
    ['finds a shelf by legacy key', '/p/epicerie-12/pates-riz', '/p/epicerie-12/pates-et-riz-pates-riz'],
    ['finds a shelf by id', '/p/epicerie-12/anything-3', '/p/epicerie-12/huiles-3'],
    ['keeps a shelf unknown to routing data', '/p/epicerie-12/vrac-40', '/p/epicerie-12/vrac-40'],
    ['rewrites the legacy account path', '/account/orders', '/my-account/orders'],
    ['rewrites mon-compte', '/mon-compte', '/my-account'],
    ['rewrites the legacy checkout path', '/checkout/R1', '/order-checkout/R1/information'],
    ['rewrites the legacy sign-in path', '/signin', '/login'],
    ['keeps an order ticket', '/my-account/orders/R1/ticket', '/my-account/orders/R1/ticket'],
    ['keeps an account section', '/my-account/vouchers', '/my-account/vouchers'],
    ['keeps a checkout screen', '/order-checkout/R1/newsletter-optin', '/order-checkout/R1/newsletter-optin'],
    ['keeps other screens', '/shopping-list', '/shopping-list'],
    ['keeps WebScreenView', '/WebScreenView', '/WebScreenView'],
    ["keeps the shop's own screens", '/calendrier-des-saisons', '/calendrier-des-saisons'],
    ['keeps the cart', '/cart', '/cart'],
    ['keeps a referral code', '/parrainage/LEA-7K2', '/parrainage/LEA-7K2'],
    ['keeps the privacy centre', '/my-account/privacy', '/my-account/privacy'],
    ['keeps editorial pages at any depth', '/nos-articles/sol/vivant', '/nos-articles/sol/vivant'],
    ['keeps recipes', '/recettes/tarte-aux-poireaux', '/recettes/tarte-aux-poireaux'],
  ])('%s', (_rule, input, expected) => {
    expect(normalizePath(input, data)).toBe(expected);
  });

  it.each([
    ['an unknown first segment', '/bonjour'],
    ['an unknown product reference', '/r/nope'],
    ['an unknown rack id', '/racks/99'],
    ['a product page without id', '/pp'],
    ['an unknown product sub-page', `${pasta}/photos`],
    ['a repeated sub-page', `${pasta}/reviews/reviews`],
    ['an unknown account section', '/my-account/settings'],
    ['an account sub-page other than an order', '/my-account/vouchers/V1'],
    ['an unknown order page', '/my-account/orders/R1/invoice'],
    ['a checkout without order id', '/order-checkout'],
    ['an unknown checkout screen', '/order-checkout/R1/cart'],
    ['extra segments after a screen', '/search/extra'],
    ['a dot-segment', '/pp/../etc'],
    ['a segment with spaces', '/pp/a b'],
    ['four levels under /p', '/p/a/b/c/d'],
    ['a rack without a slug-id', '/p/fruits'],
    ['a shelf without a slug-id', '/p/fruits-99/vrac'],
    ['/ppp with extra segments', '/ppp/abc123/reviews'],
    ['/order-details without an order', '/order-details'],
    ['a referral without its code', '/parrainage'],
    ['a referral with extra segments', '/parrainage/LEA-7K2/x'],
  ])('throws a routing error for %s', (_case, input) => {
    expect(() => normalizePath(input, data)).toThrow(UnresolvableRouteError);
    expect(tryNormalizePath(input, data)).toBeUndefined();
  });

  it('carries the not_found code and the path', () => {
    try {
      normalizePath('/bonjour');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnresolvableRouteError);
      expect((error as UnresolvableRouteError).code).toBe('not_found');
      expect((error as UnresolvableRouteError).path).toBe('/bonjour');
    }
  });

  it('lets failures other than routing ones through tryNormalizePath', () => {
    const broken = {
      products: [],
      get racks(): never {
        throw new TypeError('broken routing data');
      },
    };
    expect(() => tryNormalizePath('/racks/12', broken)).toThrow(TypeError);
  });

  it('without routing data keeps ids and fails only on lookups', () => {
    expect(normalizePath('/ppp/abc123')).toBe('/pp/abc123');
    expect(normalizePath('/p/epicerie-12')).toBe('/p/epicerie-12');
    expect(() => normalizePath('/racks/12')).toThrow(UnresolvableRouteError);
    expect(tryNormalizePath('/pp/abc123')).toBe('/pp/abc123');
  });

  const vocabulary = [
    'p',
    'pp',
    'ppp',
    'abp',
    'r',
    'racks',
    'home',
    'my-account',
    'orders',
    'ticket',
    'vouchers',
    'order-checkout',
    'information',
    'payment',
    'order-details',
    'productReference',
    'search',
    'login',
    'retail',
    'reviews',
    '-',
    'epicerie-12',
    '12',
    '7',
    'abc123',
    'PATES-500',
    'pates-completes-abc123',
    'pates-riz',
    'huiles-3',
    oilUuid,
    'unknown-1',
    'x',
    '..',
    'a b',
    'recettes',
    'trouver-sillon',
    'account',
    'signin',
    'checkout',
    'R1',
    '',
    '%E2%82%AC',
  ];
  const pathArbitrary = fc
    .tuple(
      fc.constantFrom('', '/', 'https://sillon.example/', '/home/'),
      fc.array(fc.constantFrom(...vocabulary), { maxLength: 6 }),
      fc.constantFrom('', '/', '?s=1', '#top', '?a=b#c'),
    )
    .map(([prefix, segments, suffix]) => `${prefix}${segments.join('/')}${suffix}`);

  it.each([
    ['with routing data', data],
    ['without routing data', EMPTY_ROUTING_DATA],
  ])('is idempotent and yields a canonical path or a routing error, %s (property)', (_name, routing) => {
    fc.assert(
      fc.property(fc.oneof(pathArbitrary, fc.string()), (input) => {
        let once: string;
        try {
          once = normalizePath(input, routing);
        } catch (error) {
          expect(error).toBeInstanceOf(UnresolvableRouteError);
          return;
        }
        expect(once.startsWith('/')).toBe(true);
        expect(once).not.toContain('#');
        expect(once.split('?', 1)[0]).not.toMatch(/\/\/|.\/$/);
        expect(normalizePath(once, routing)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
