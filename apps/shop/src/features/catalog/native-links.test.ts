/**
 * Links opened from outside the app (spec §2 "native links"): the custom scheme, the shop's https
 * host and its QR hosts. `pathOfLink` and `canonicalAppPath` on their own first, then every route
 * family of `src/app` through the app's own handler (`+native-intent.tsx`), whose catalogue data
 * comes from the server's routing endpoint (a stubbed fetch).
 */
import type { RoutingData } from '@sillon/domain';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { redirectSystemPath } from '@/app/+native-intent';
import { canonicalAppPath, pathOfLink } from './native-links';

// The handler takes these two from the feature's index, which would load every screen of the
// catalogue (and the cart, the account...) for nothing: the real two, without the rest.
jest.mock('@/features/catalog', () => ({
  canonicalAppPath: jest.requireActual('./native-links').canonicalAppPath,
  fetchRoutingData: jest.requireActual('./api/routing-client').fetchRoutingData,
}));

const routing = {
  products: [
    {
      id: '6f1c2b9e-1111-4222-8333-444455556666',
      documentId: 'abc123def456',
      reference: 'miel-de-lavande',
      slug: 'miel-de-lavande',
      displayName: 'Miel de lavande',
    },
  ],
  racks: [],
};

describe('deep links', () => {
  it.each([
    ['sillon://pp/miel-de-lavande-abc123def456', '/pp/miel-de-lavande-abc123def456'],
    ['https://sillon.example/p/a/b/abc123def456?ref=qr', '/p/a/b/abc123def456?ref=qr'],
    ['/search', '/search'],
    ['search', '/search'],
  ])('reads the path of %s', (link, path) => {
    expect(pathOfLink(link)).toBe(path);
  });

  it('rewrites a legacy three-level product path without waiting for data', async () => {
    const load = jest.fn();
    expect(await canonicalAppPath('sillon://p/a/b/abc123def456', load)).toBe('/pp/abc123def456');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads routing data for a reference link and lands on the canonical product', async () => {
    expect(await canonicalAppPath('https://sillon.example/r/miel-de-lavande', async () => routing)).toBe(
      '/pp/miel-de-lavande-abc123def456',
    );
  });

  it('opens a screen the catalogue cannot name at once, even when the server does not answer', async () => {
    const never = () => new Promise<RoutingData | undefined>(() => undefined);
    expect(await canonicalAppPath('sillon://cart', never)).toBe('/cart');
    expect(await canonicalAppPath('https://sillon.fr/parrainage/CAMILLE-7KQ2M', never)).toBe(
      '/parrainage/CAMILLE-7KQ2M',
    );
  });

  it('leaves an unresolvable link as it is (the 404 screen shows), even offline', async () => {
    expect(await canonicalAppPath('/r/inconnu', async () => routing)).toBe('/r/inconnu');
    expect(
      await canonicalAppPath('/r/miel-de-lavande', async () => {
        throw new Error('offline');
      }),
    ).toBe('/r/miel-de-lavande');
  });
});

const PRODUCT = 'miel-de-lavande-abc123def456';
const RACK = 'fruits-et-legumes-0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const SHELF = 'fruits-de-saison-fruits';
const ORDER = 'R123456789';

const catalogue: RoutingData = {
  products: routing.products,
  racks: [
    {
      id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      title: 'Fruits & légumes',
      urlSlug: 'fruits-et-legumes',
      canonical: true,
      shelves: [
        {
          id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
          legacyKey: 'fruits',
          urlSlug: 'fruits-de-saison',
          label: 'Fruits de saison',
          productIds: ['6f1c2b9e-1111-4222-8333-444455556666'],
        },
      ],
    },
  ],
};

/**
 * Each family of screens: the path a link carries, the path the app opens, and whether that
 * needs the catalogue's routing data (only a path that names a product or a rack may).
 */
const families: { family: string; link: string; opens: string; asksCatalogue?: boolean }[] = [
  { family: 'home', link: '/', opens: '/' },
  { family: 'home (legacy)', link: '/home', opens: '/' },
  { family: 'menu', link: '/menu', opens: '/menu' },
  { family: 'rack', link: `/p/${RACK}`, opens: `/p/${RACK}` },
  {
    family: 'rack (legacy id)',
    link: '/racks/0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
    opens: `/p/${RACK}`,
    asksCatalogue: true,
  },
  { family: 'shelf', link: `/p/${RACK}/${SHELF}`, opens: `/p/${RACK}/${SHELF}` },
  { family: 'product', link: `/pp/${PRODUCT}`, opens: `/pp/${PRODUCT}` },
  {
    family: 'product (QR reference)',
    link: '/r/miel-de-lavande',
    opens: `/pp/${PRODUCT}`,
    asksCatalogue: true,
  },
  { family: 'product (legacy three levels)', link: '/p/a/b/abc123def456', opens: '/pp/abc123def456' },
  { family: 'product (legacy ppp)', link: '/ppp/abc123def456', opens: '/pp/abc123def456' },
  {
    family: 'product (legacy reference path)',
    link: '/productReference/miel/miel-de-lavande',
    opens: `/pp/${PRODUCT}`,
    asksCatalogue: true,
  },
  { family: 'product at retail', link: `/pp/${PRODUCT}/retail`, opens: `/pp/${PRODUCT}/retail` },
  { family: 'reviews', link: `/pp/${PRODUCT}/reviews`, opens: `/pp/${PRODUCT}/reviews` },
  {
    family: 'reviews at retail',
    link: `/pp/${PRODUCT}/retail/reviews`,
    opens: `/pp/${PRODUCT}/retail/reviews`,
  },
  {
    family: 'search with a query',
    link: '/search?q=miel%20de%20lavande',
    opens: '/search?q=miel%20de%20lavande',
  },
  { family: 'recipes', link: '/recettes', opens: '/recettes' },
  { family: 'one recipe', link: '/recettes/tarte-aux-poireaux', opens: '/recettes/tarte-aux-poireaux' },
  { family: 'magazine', link: '/magazine', opens: '/magazine' },
  {
    family: 'one story of the magazine',
    link: '/magazine/les-abeilles-en-hiver',
    opens: '/magazine/les-abeilles-en-hiver',
  },
  { family: 'articles', link: '/nos-articles', opens: '/nos-articles' },
  {
    family: 'one article',
    link: '/nos-articles/le-calibre-ne-fait-pas-le-gout',
    opens: '/nos-articles/le-calibre-ne-fait-pas-le-gout',
  },
  { family: 'editorial page', link: '/editorial', opens: '/editorial' },
  { family: 'editorial page (mission)', link: '/mission-regeneration', opens: '/mission-regeneration' },
  { family: 'editorial page (welcome)', link: '/bienvenue', opens: '/bienvenue' },
  { family: 'editorial page (where to find us)', link: '/trouver-sillon', opens: '/trouver-sillon' },
  { family: 'editorial page (where to find a product)', link: '/trouver-miel', opens: '/trouver-miel' },
  { family: 'selection', link: '/selection', opens: '/selection' },
  { family: 'legal page (CGV)', link: '/cgv', opens: '/cgv' },
  { family: 'legal page (notice)', link: '/mentions-legales', opens: '/mentions-legales' },
  { family: 'legal page (privacy policy)', link: '/confidentialite', opens: '/confidentialite' },
  { family: 'legal page (accessibility)', link: '/accessibilite', opens: '/accessibilite' },
  { family: 'season calendar', link: '/calendrier-des-saisons', opens: '/calendrier-des-saisons' },
  { family: 'referral code', link: '/parrainage/CAMILLE-7KQ2M', opens: '/parrainage/CAMILLE-7KQ2M' },
  { family: 'login', link: '/login', opens: '/login' },
  { family: 'login (legacy)', link: '/connexion', opens: '/login' },
  { family: 'pre-login', link: '/pre-login', opens: '/pre-login' },
  { family: 'cart', link: '/cart', opens: '/cart' },
  { family: 'shopping list', link: '/shopping-list', opens: '/shopping-list' },
  {
    family: 'web page in the app',
    link: '/WebScreenView?url=%2Fcgv&title=CGV',
    opens: '/WebScreenView?url=%2Fcgv&title=CGV',
  },
  { family: 'account', link: '/my-account', opens: '/my-account' },
  { family: 'account: my info', link: '/my-account/my-info', opens: '/my-account/my-info' },
  { family: 'account: vouchers', link: '/my-account/vouchers', opens: '/my-account/vouchers' },
  { family: 'account: referral', link: '/my-account/referral', opens: '/my-account/referral' },
  {
    family: 'account: communications',
    link: '/my-account/communications',
    opens: '/my-account/communications',
  },
  { family: 'account: privacy', link: '/my-account/privacy', opens: '/my-account/privacy' },
  { family: 'account (legacy)', link: '/mon-compte/vouchers', opens: '/my-account/vouchers' },
  { family: 'orders', link: '/my-account/orders', opens: '/my-account/orders' },
  { family: 'one order', link: `/my-account/orders/${ORDER}`, opens: `/my-account/orders/${ORDER}` },
  { family: 'one order (legacy)', link: `/order-details/${ORDER}`, opens: `/my-account/orders/${ORDER}` },
  {
    family: "an order's ticket",
    link: `/my-account/orders/${ORDER}/ticket`,
    opens: `/my-account/orders/${ORDER}/ticket`,
  },
  {
    family: 'checkout, first step',
    link: `/order-checkout/${ORDER}`,
    opens: `/order-checkout/${ORDER}/information`,
  },
  {
    family: 'checkout (legacy)',
    link: `/checkout/${ORDER}/payment`,
    opens: `/order-checkout/${ORDER}/payment`,
  },
  ...[
    'information',
    'shipping',
    'timeslot',
    'pickup',
    'summary',
    'payment',
    'confirmation',
    'recap',
    'newsletter-optin',
    'all-done',
  ].map((screen) => ({
    family: `checkout: ${screen}`,
    link: `/order-checkout/${ORDER}/${screen}`,
    opens: `/order-checkout/${ORDER}/${screen}`,
  })),
];

/** The forms a link takes: the custom scheme, the shop's hosts and its QR hosts (app.json). */
const linkKinds: [string, (path: string) => string][] = [
  ['sillon://', (path) => `sillon://${path.slice(1)}`],
  // As `Linking.createURL` writes it, an empty host before the path.
  ['sillon:///', (path) => `sillon://${path}`],
  ['https://sillon.fr', (path) => `https://sillon.fr${path}`],
  ['https://www.sillon.fr', (path) => `https://www.sillon.fr${path}`],
  ['https://qr.sillon.fr', (path) => `https://qr.sillon.fr${path}`],
  ['https://go.sillon.fr', (path) => `https://go.sillon.fr${path}`],
];

const APP_DIR = path.join(__dirname, '../../app');
/** Not screens: the layout, the web's document, the link handler, and the catch-all. */
const NOT_OPENED_BY_NAME = new Set(['_layout.tsx', '+html.tsx', '+native-intent.tsx', '[...path].tsx']);

/** Each route file of `src/app` as the pattern of the paths it takes. */
function routePatterns(): { file: string; pattern: RegExp }[] {
  return readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !NOT_OPENED_BY_NAME.has(path.basename(file)))
    .map((file) => {
      const segments = file
        .replace(/\.tsx$/, '')
        .split(path.sep)
        .filter((segment) => segment !== 'index')
        .map((segment) => (/^\[.+\]$/.test(segment) ? '[^/]+' : segment));
      return { file, pattern: new RegExp(`^/${segments.join('/')}$`) };
    });
}

const bare = (opened: string) => opened.split('?', 1)[0] ?? opened;

describe('the screen each kind of link opens, for every route family', () => {
  const routingRequests: string[] = [];

  beforeEach(() => {
    routingRequests.length = 0;
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      routingRequests.push(String(input));
      return new Response(JSON.stringify(catalogue), { headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  describe.each(linkKinds)('%s', (_kind, linkTo) => {
    it.each(families)('$family: $link opens $opens', async ({ link, opens, asksCatalogue = false }) => {
      expect(await redirectSystemPath({ path: linkTo(link), initial: true })).toBe(opens);
      // A screen the catalogue cannot name opens at once, without a request to the server.
      expect(routingRequests).toHaveLength(asksCatalogue ? 1 : 0);
    });
  });

  it('opens an unknown product reference as it is: the 404 screen shows', async () => {
    expect(await redirectSystemPath({ path: 'https://qr.sillon.fr/r/inconnu', initial: false })).toBe(
      '/r/inconnu',
    );
    expect(routingRequests).toEqual(['http://localhost:3000/api/bff/catalog/routing?path=%2Fr%2Finconnu']);
  });

  it('has a family for every route of the app, and each family opens a route of the app', () => {
    const routes = routePatterns();
    const opened = families.map(({ opens }) => bare(opens));
    const unreached = routes.filter(({ pattern }) => !opened.some((path) => pattern.test(path)));
    expect(unreached.map(({ file }) => file)).toEqual([]);
    // The catch-all shows the content pages of the editorial roots without a route of their own.
    const withoutRoute = opened.filter(
      (path) => !routes.some(({ pattern }) => pattern.test(path)) && path !== '/trouver-miel',
    );
    expect(withoutRoute).toEqual([]);
  });
});
