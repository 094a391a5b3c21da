/**
 * Paths of the shop (spec §2): canonical product, rack and shelf paths, and the normalisation that
 * turns every path the shop ever published (legacy links, QR codes, old apps) into one of them.
 * Routing data (spec §3) is passed in, so the rules stay pure; with no data, a path keeps the ids
 * it carries and only lookups that need data (`/r/…`, `/racks/…`) fail.
 */
import { isCheckoutScreen } from './checkout-steps';
import { isEditorialRoot } from './editorial-paths';

/** Spec §3 "Routing data" of a product. */
export type ProductRoute = {
  /** The catalogue's UUID. */
  id: string;
  /** The content service's document id, the one the canonical path carries. */
  documentId: string;
  reference: string;
  slug: string;
  displayName: string;
};

/** Spec §3 "Shelf", as routing needs it. `productIds` hold product UUIDs or document ids. */
export type ShelfRoute = {
  id: string;
  legacyKey?: string | null;
  urlSlug?: string | null;
  label: string;
  productIds: readonly string[];
};

/** Spec §3 "Rack", as routing needs it. */
export type RackRoute = {
  id: string;
  title: string;
  urlSlug: string;
  canonical: boolean;
  shelves: readonly ShelfRoute[];
};

export type RoutingData = { products: readonly ProductRoute[]; racks: readonly RackRoute[] };

export const EMPTY_ROUTING_DATA: RoutingData = { products: [], racks: [] };

/** Spec §2: "An unknown product in routing data gives the fallback link '/#'". */
export const PRODUCT_FALLBACK_LINK = '/#';

/** Spec §2: the account sections under `my-account/`, and the shop's privacy centre. */
export const ACCOUNT_SECTIONS = [
  'my-info',
  'communications',
  'referral',
  'orders',
  'vouchers',
  'privacy',
] as const;

/** Spec §2: screens whose path is their name alone. */
export const SCREEN_PATHS = [
  'pre-login',
  'login',
  'search',
  'WebScreenView',
  'shopping-list',
  'selection',
  'editorial',
  // The shop's own screens, beyond the spec's.
  'cart',
  'menu',
  'calendrier-des-saisons',
  'cgv',
  'mentions-legales',
  'confidentialite',
  'accessibilite',
] as const;

/**
 * Legacy first segments and what they became. The spec says legacy account, checkout and sign-in
 * paths are "stripped or rewritten" without listing them; these are the ones the old web shop used.
 */
export const LEGACY_PATH_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  account: ['my-account'],
  'mon-compte': ['my-account'],
  checkout: ['order-checkout'],
  'sign-in': ['login'],
  signin: ['login'],
  connexion: ['login'],
  'sign-up': ['pre-login'],
  inscription: ['pre-login'],
};

/** Spec §2: "A route that cannot be resolved throws an error". The app shows its 404 screen. */
export class UnresolvableRouteError extends Error {
  readonly code = 'not_found' as const;

  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`Cannot resolve route ${JSON.stringify(path)}: ${reason}`);
    this.name = 'UnresolvableRouteError';
  }
}

const UUID_SUFFIX = /^(.+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A path segment we pass through unchanged: URL-safe characters, percent-escapes, no dot-segment. */
const SAFE_SEGMENT = /^[\w~%-][\w.~%-]*$/;

/** A URL slug from a label (spec §3: a shelf's urlSlug is "derived from label if absent"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Spec §2: "ids are a slug, a dash and an id". A trailing UUID is taken whole (it has dashes of
 * its own); otherwise the id is what follows the last dash. Both parts must be non-empty.
 */
export function parseSlugId(segment: string): { slug: string; id: string } | undefined {
  const uuid = UUID_SUFFIX.exec(segment);
  if (uuid !== null) return { slug: uuid[1] ?? '', id: uuid[2] ?? '' };
  const dash = segment.lastIndexOf('-');
  if (dash <= 0 || dash === segment.length - 1) return undefined;
  return { slug: segment.slice(0, dash), id: segment.slice(dash + 1) };
}

/** Spec §3: a shelf's urlSlug, derived from its label when absent. */
export function shelfUrlSlug(shelf: Pick<ShelfRoute, 'urlSlug' | 'label'>): string {
  return shelf.urlSlug?.trim() ? slugify(shelf.urlSlug) : slugify(shelf.label);
}

function productSegment(product: ProductRoute): string {
  return `${slugify(product.slug) || slugify(product.displayName)}-${product.documentId}`;
}

function rackSegment(rack: RackRoute): string {
  return `${slugify(rack.urlSlug) || slugify(rack.title)}-${rack.id}`;
}

function shelfSegment(shelf: ShelfRoute): string {
  return `${shelfUrlSlug(shelf)}-${shelf.legacyKey?.trim() || shelf.id}`;
}

/** Spec §2: canonical product path `/pp/{slug}-{documentId}`, then `/retail` and/or `/reviews`. */
export function productPath(
  product: ProductRoute,
  options: { retail?: boolean; reviews?: boolean } = {},
): string {
  const retail = options.retail === true ? '/retail' : '';
  const reviews = options.reviews === true ? '/reviews' : '';
  return `/pp/${productSegment(product)}${retail}${reviews}`;
}

/** Spec §2: the link to a product by UUID or document id; `'/#'` when routing data lacks it. */
export function productLink(
  productId: string,
  data: RoutingData,
  options: { retail?: boolean; reviews?: boolean } = {},
): string {
  const product = data.products.find(
    (candidate) => candidate.id === productId || candidate.documentId === productId,
  );
  return product === undefined ? PRODUCT_FALLBACK_LINK : productPath(product, options);
}

/** Spec §2: canonical rack path `/p/{slug}-{id}`. */
export function rackPath(rack: RackRoute): string {
  return `/p/${rackSegment(rack)}`;
}

/** Spec §2: canonical shelf path `/p/{rackslug}-{rackid}/{shelfslug}-{shelfkey or id}`. */
export function shelfPath(rack: RackRoute, shelf: ShelfRoute): string {
  return `${rackPath(rack)}/${shelfSegment(shelf)}`;
}

/** Spec §2: `my-account/orders/{orderId}` (where `/order-details/{x}` now leads). */
export function accountOrderPath(orderId: string): string {
  return `/my-account/orders/${encodeURIComponent(orderId)}`;
}

/** The candidate whose key is the longest suffix `-{key}` of the segment. */
function bySuffix<T>(
  segment: string,
  candidates: readonly T[],
  keys: (candidate: T) => (string | null | undefined)[],
): T | undefined {
  let best: T | undefined;
  let bestLength = 0;
  for (const candidate of candidates) {
    for (const key of keys(candidate)) {
      if (key && key.length > bestLength && segment.endsWith(`-${key}`)) {
        best = candidate;
        bestLength = key.length;
      }
    }
  }
  return best;
}

/**
 * The product a path segment designates: its canonical segment first, then its document id or
 * UUID, alone or after a slug, then its reference or slug (legacy links carried those).
 */
export function findProduct(segment: string, products: readonly ProductRoute[]): ProductRoute | undefined {
  return (
    products.find((product) => productSegment(product) === segment) ??
    products.find((product) => product.documentId === segment || product.id === segment) ??
    bySuffix(segment, products, (product) => [product.documentId, product.id]) ??
    products.find((product) => product.reference === segment || product.slug === segment)
  );
}

/** The rack a path segment designates: canonical segment, bare id, or any slug before its id. */
export function findRack(segment: string, racks: readonly RackRoute[]): RackRoute | undefined {
  return (
    racks.find((rack) => rackSegment(rack) === segment) ??
    racks.find((rack) => rack.id === segment) ??
    bySuffix(segment, racks, (rack) => [rack.id])
  );
}

/** The shelf of a rack a path segment designates, by legacy key or id (spec §2 "shelfkey or id"). */
export function findShelf(segment: string, rack: RackRoute): ShelfRoute | undefined {
  return (
    rack.shelves.find((shelf) => shelfSegment(shelf) === segment) ??
    rack.shelves.find((shelf) => shelf.id === segment || shelf.legacyKey === segment) ??
    bySuffix(segment, rack.shelves, (shelf) => [shelf.legacyKey, shelf.id])
  );
}

type Resolver = (segments: readonly string[]) => string[];

/**
 * Spec §2 "Path normalisation": rewrites any path the shop accepts to its canonical form, or
 * throws `UnresolvableRouteError`. Fragments, origins, `home/` prefixes, empty and trailing
 * segments go; a query string is kept as is. Idempotent: a canonical path is returned unchanged.
 */
export function normalizePath(input: string, data: RoutingData = EMPTY_ROUTING_DATA): string {
  const withoutFragment = input.split('#', 1)[0] ?? '';
  const withoutOrigin = withoutFragment.replace(/^https?:\/\/[^/?]*/i, '');
  const queryStart = withoutOrigin.indexOf('?');
  const pathPart = queryStart === -1 ? withoutOrigin : withoutOrigin.slice(0, queryStart);
  const query = queryStart === -1 ? '' : withoutOrigin.slice(queryStart + 1);

  const fail = (reason: string): never => {
    throw new UnresolvableRouteError(input, reason);
  };
  const safe = (segment: string | undefined): string =>
    segment !== undefined && SAFE_SEGMENT.test(segment)
      ? segment
      : fail(`unexpected segment ${JSON.stringify(segment)}`);
  const slugId = (segment: string | undefined): string =>
    parseSlugId(safe(segment)) !== undefined ? (segment as string) : fail(`not a slug-id: ${segment}`);

  const product = (segment: string | undefined, suffix: readonly string[]): string[] => {
    const found = findProduct(safe(segment), data.products);
    const retail = suffix.includes('retail');
    const reviews = suffix.includes('reviews');
    const known = (retail ? 1 : 0) + (reviews ? 1 : 0);
    if (suffix.length !== known || new Set(suffix).size !== suffix.length) fail('unknown product sub-page');
    return [
      'pp',
      found ? productSegment(found) : (segment as string),
      ...(retail ? ['retail'] : []),
      ...(reviews ? ['reviews'] : []),
    ];
  };

  const byReference = (segment: string | undefined): string[] => {
    const reference = safe(segment);
    const found =
      data.products.find((candidate) => candidate.reference === reference) ??
      findProduct(reference, data.products);
    return found ? ['pp', productSegment(found)] : fail(`unknown product reference ${reference}`);
  };

  const rackOrShelf = (rest: readonly string[]): string[] => {
    if (rest.length <= 2 && rest.every((segment) => segment === '-')) return [];
    if (rest.length === 3) return product(rest[2], []);
    if (rest.length > 3) fail('too many segments under /p');
    const rack = findRack(safe(rest[0]), data.racks);
    const rackPart = rack ? rackSegment(rack) : slugId(rest[0]);
    if (rest.length === 1 || rest[1] === '-') return ['p', rackPart];
    const shelf = rack ? findShelf(safe(rest[1]), rack) : undefined;
    return ['p', rackPart, shelf ? shelfSegment(shelf) : slugId(rest[1])];
  };

  const account = (rest: readonly string[]): string[] => {
    const [section, orderId, ticket, ...extra] = rest;
    if (section === undefined) return ['my-account'];
    if (!(ACCOUNT_SECTIONS as readonly string[]).includes(section))
      fail(`unknown account section ${section}`);
    if (orderId === undefined) return ['my-account', section];
    if (section !== 'orders' || extra.length > 0 || (ticket !== undefined && ticket !== 'ticket')) {
      fail('unknown account page');
    }
    return ['my-account', 'orders', safe(orderId), ...(ticket === undefined ? [] : ['ticket'])];
  };

  const checkout = (rest: readonly string[]): string[] => {
    const [orderId, screen = 'information', ...extra] = rest;
    if (orderId === undefined) return fail('checkout without an order id');
    if (!isCheckoutScreen(screen) || extra.length > 0) fail(`unknown checkout screen ${screen}`);
    return ['order-checkout', safe(orderId), screen];
  };

  const exactly = (count: number, rest: readonly string[]): void => {
    if (rest.length !== count) fail('unexpected number of segments');
  };

  const resolve: Resolver = (segments) => {
    const [first, ...rest] = segments;
    if (first === undefined) return [];
    const legacy = Object.hasOwn(LEGACY_PATH_PREFIXES, first) ? LEGACY_PATH_PREFIXES[first] : undefined;
    if (legacy !== undefined) return resolve([...legacy, ...rest]);
    switch (first) {
      case 'home':
        return resolve(rest);
      case 'p':
        return rackOrShelf(rest);
      case 'pp':
        return product(rest[0], rest.slice(1));
      case 'ppp':
      case 'abp':
        exactly(1, rest);
        return product(rest[0], []);
      case 'r':
        exactly(1, rest);
        return byReference(rest[0]);
      case 'productReference':
        return byReference(rest[rest.length - 1]);
      case 'order-details':
        exactly(1, rest);
        return ['my-account', 'orders', safe(rest[0])];
      case 'racks': {
        exactly(1, rest);
        const rack = findRack(safe(rest[0]), data.racks);
        return rack ? ['p', rackSegment(rack)] : fail(`unknown rack ${rest[0]}`);
      }
      case 'my-account':
        return account(rest);
      case 'parrainage':
        exactly(1, rest);
        return ['parrainage', safe(rest[0])];
      case 'order-checkout':
        return checkout(rest);
      default:
        if ((SCREEN_PATHS as readonly string[]).includes(first)) {
          exactly(0, rest);
          return [first];
        }
        if (isEditorialRoot(first)) return [first, ...rest.map(safe)];
        return fail(`unknown path ${first}`);
    }
  };

  const path = `/${resolve(pathPart.split('/').filter((segment) => segment !== '')).join('/')}`;
  return query === '' ? path : `${path}?${query}`;
}

/**
 * Whether a catalogue page's canonical path names what the routing data holds: a product
 * (`/pp/{product}`, its retail and reviews pages) or a rack and its shelf (`/p/{rack}/{shelf}`);
 * undefined for any other path. Its screen shows « Page introuvable » otherwise, which the server
 * answers with a 404 (a search engine must not keep it).
 */
export function isCatalogPageFound(path: string, data: RoutingData): boolean | undefined {
  const [first, second, third] = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter((part) => part !== '');
  if (second === undefined) return undefined;
  if (first === 'pp') return findProduct(second, data.products) !== undefined;
  if (first !== 'p') return undefined;
  const rack = findRack(second, data.racks);
  return rack !== undefined && (third === undefined || findShelf(third, rack) !== undefined);
}

/** `normalizePath` that answers `undefined` instead of throwing, for links that may be stale. */
export function tryNormalizePath(input: string, data: RoutingData = EMPTY_ROUTING_DATA): string | undefined {
  try {
    return normalizePath(input, data);
  } catch (error) {
    if (error instanceof UnresolvableRouteError) return undefined;
    throw error;
  }
}
