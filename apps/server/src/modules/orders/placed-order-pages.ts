/**
 * The pages of placed orders customers asked for, kept as they were sent (issue 20: a customer
 * with 500 orders, 10 to a page of 27 KB, built from their priced snapshots, costs more CPU than
 * any other account call). A kept page is answered again only while its orders' versions are the
 * database's, read by each request in one short statement (`placedOrderVersions`), so a change
 * made by any server copy shows at once; and only until the first of its orders' change windows
 * closes (« Annuler » and « Ajouter des produits » then go).
 */
import type { CompressibleJson } from '../../http/cached-json';

export type PlacedOrderPage = CompressibleJson & {
  /** The orders' versions and their count when the page was built. */
  versions: string;
  /** When the page stops being true with no write at all (epoch ms; Infinity: never). */
  validUntil: number;
};

/** Keeps pages up to `maxChars` of JSON in all (their compressed forms are ~6 times smaller). */
export function createPlacedOrderPages(maxChars: number) {
  // A Map keeps insertion order: the first key is the least recently used page.
  const pages = new Map<string, PlacedOrderPage>();
  let chars = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    chars -= page.json.length;
    pages.delete(key);
  };
  return {
    /** The page kept for this request, if its orders are still at these versions at `now`. */
    find(key: string, versions: string, now: number): PlacedOrderPage | undefined {
      const page = pages.get(key);
      if (!page || page.versions !== versions || now >= page.validUntil) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /** Lets go of a customer's pages (keys begin with their id): their account is erased. */
    forget(userId: string): void {
      for (const key of [...pages.keys()]) if (key.startsWith(`${userId} `)) drop(key);
    },
    keep(key: string, page: PlacedOrderPage): void {
      drop(key);
      if (page.json.length > maxChars) return;
      while (chars + page.json.length > maxChars) drop(pages.keys().next().value as string);
      pages.set(key, page);
      chars += page.json.length;
    },
  };
}
