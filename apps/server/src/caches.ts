/**
 * The shop's caches in memory, one policy for all: each is an lru-cache `LRUCache`, bounded by a
 * count (`max`) or by a size (`maxSize`), the least recently used entry going first when it is
 * full. Each server copy keeps its own: what another copy writes shows once an entry expires
 * (`ttl`, on the clock the cache names), and a copy's own writes clear the entries they change at
 * once. An entry that is made by the cache (`fetchMethod`) is made once however many requests ask
 * for it at the same time.
 *
 * Not caches, and plain on purpose: memos true until a version moves, which nothing evicts early
 * (the catalogue snapshot with its cards and tiles, the search index, search's facets, an order's
 * prices per lines read), and words' trigrams (a pure function of the word, looked up in search's
 * innermost loop).
 */

/**
 * Count, size and life of each cache, and why. The figures are those the shop ran with before its
 * caches moved onto lru-cache; `npm run bench:scale` and `bench:orders` are where a change shows.
 */
export const CACHES = {
  // Public JSON answers (`http/cached-json.ts`): an expired answer is still sent while its fresh
  // copy is made; a failed refresh leaves it in place. A few seconds: other copies may write.
  /** A cart's availability and prices, by its ids: carts compare their prices with it, so 2 s. */
  availability: { max: 500, ttl: 2000 },
  /** Issue 41: a product's similar products per postal code, asked from a cart line's choice. */
  similarProducts: { max: 2000, ttl: 5000 },
  /** Ratings, and a page of a product's reviews: one per product and page, the most read kept. */
  reviews: { max: 2000, ttl: 5000 },
  /** Published documents by path or id, and GraphQL answers by query: one per page of content. */
  contentAnswers: { max: 500, ttl: 5000 },
  /** The BFF's whole lists (racks, shelves, sidebar, products) and content pages by path. */
  bffPages: { max: 1000, ttl: 3000 },
  /**
   * A screen's share of the catalogue (a rack, a product's routing, a list of tiles): one per
   * product, more than the pages above; the most visited products' stay.
   */
  bffShares: { max: 5000, ttl: 3000 },
  /**
   * Searches and suggestions, kept from a text's second ask (most texts are typed once); the texts
   * asked once are remembered four times as many, the least recent forgotten first.
   */
  bffSearches: { max: 1000, ttl: 3000 },

  /**
   * Access tokens whose ES256 signature was checked (most of a light request's CPU): an app sends
   * the same token for its quarter of an hour. No `ttl`: each token's own expiry is checked, with
   * the tolerance a merge allows.
   */
  checkedAccessTokens: { max: 20_000 },
  /**
   * Whether a signed-in customer's account is still open (not closed, not deactivated), asked on
   * each of their requests: 5 s is how late another copy signs a closed account out.
   */
  customerAccess: { max: 20_000, ttl: 5000 },
  /**
   * Pages of placed orders as sent, in characters of JSON (32 MB: ~1 200 pages of 10 orders; their
   * compressed forms are ~6 times smaller). Each page lives until its first change window closes,
   * and is answered only while its orders' versions are the database's.
   */
  placedOrderPages: { maxSize: 32_000_000 },
  /** Published content reads (documents by type, path or id): paths and ids come from outside. */
  contentReads: { max: 1000, ttl: 5000 },
  /**
   * Masters' versions by key, unknown keys included (a flood of 404s stays off the database);
   * trusted a minute, other copies may store a master.
   */
  imageVersions: { max: 20_000, ttl: 60_000 },
  /** Image renditions in bytes (64 MB); older ones are read back from the disk cache. */
  imageRenditions: { maxSize: 64 * 1024 * 1024 },
  /**
   * The renditions' files on disk (`DATA_DIR/cache/images`), in bytes (1 GB: every listed size
   * of a few thousand pictures); the least recently used file is deleted first.
   */
  imageFiles: { maxSize: 1024 * 1024 * 1024 },
  /** Stems of typed search terms: French stemming is fixed, so a stem never expires. */
  searchStems: { max: 20_000 },
  /**
   * A search text's ranked matches: a vague word ranks thousands of products. Kept a minute, and
   * only while the catalogue's structure and search's version are the ones they were ranked with.
   */
  searchHits: { max: 2000, ttl: 60_000 },
} as const;

/**
 * The clock of an expiring cache, read at every look-up: lru-cache otherwise reads
 * `performance.now()` and keeps a reading for a millisecond, which a test moving the shop's clock
 * or `Date` would not move.
 */
export function clockedBy(now: () => number) {
  return { perf: { now }, ttlResolution: 0 };
}

/** Real time (`Date.now()`), for caches whose entries expire on their own. */
export const WALL_CLOCK = clockedBy(() => Date.now());

/**
 * Options of a cache that makes its entries: one cleared (the data changed) or evicted while being
 * made still answers the requests waiting for it, and is not kept.
 */
export const MADE_BY_CACHE = { ignoreFetchAbort: true } as const;
