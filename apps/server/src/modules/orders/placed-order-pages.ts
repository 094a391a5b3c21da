/**
 * The pages of placed orders customers asked for, kept as they were sent (issue 20: a customer
 * with 500 orders, 10 to a page of 27 KB, built from their priced snapshots, costs more CPU than
 * any other account call). A kept page is answered again only while its orders' versions are the
 * database's, read by each request in one short statement (`placedOrderVersions`), so a change
 * made by any server copy shows at once; and only until the first of its orders' change windows
 * closes (« Annuler » and « Ajouter des produits » then go).
 */
import { LRUCache } from 'lru-cache';
import { CACHES, clockedBy } from '../../caches';
import type { CompressibleJson } from '../../http/cached-json';

export type PlacedOrderPage = CompressibleJson & {
  /** The orders' versions and their count when the page was built. */
  versions: string;
  /** When the page stops being true with no write at all (epoch ms on the shop's clock; Infinity: never). */
  validUntil: number;
};

/** Keeps pages up to `maxChars` of JSON in all, the least recently asked going first. */
export function createPlacedOrderPages(
  now: () => number,
  maxChars: number = CACHES.placedOrderPages.maxSize,
) {
  const pages = new LRUCache<string, PlacedOrderPage>({
    maxSize: maxChars,
    sizeCalculation: (page) => page.json.length,
    ...clockedBy(now),
  });
  return {
    /** The page kept for this request, if its orders are still at these versions. */
    find(key: string, versions: string): PlacedOrderPage | undefined {
      const page = pages.get(key);
      return page?.versions === versions ? page : undefined;
    },
    /** Lets go of a customer's pages (keys begin with their id): their account is erased. */
    forget(userId: string): void {
      // Expired pages are not listed by keys(): they go first, so none of the customer's stays.
      pages.purgeStale();
      for (const key of [...pages.keys()]) if (key.startsWith(`${userId} `)) pages.delete(key);
    },
    keep(key: string, page: PlacedOrderPage): void {
      if (page.validUntil === Infinity) {
        pages.set(key, page);
        return;
      }
      // lru-cache answers an entry until its ttl has passed; the page is no longer true at validUntil.
      const ttl = page.validUntil - now() - 1;
      if (ttl > 0) pages.set(key, page, { ttl });
      else pages.delete(key);
    },
  };
}
