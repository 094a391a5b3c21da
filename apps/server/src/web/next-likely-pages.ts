/**
 * On the web each route of the shop's app is a chunk of its own, loaded when visited (Expo
 * Router's async routes). The pages a shopper goes to next from almost any page (a product, a
 * rack, a shelf, the cart, search, the checkout's first step) are prefetched: every page answers
 * with a `Link: <chunk>; rel=prefetch` header for their chunks, which the browser fetches at its
 * lowest priority once the page has loaded, and keeps for the visit, without running them (no
 * main-thread work on a page that is starting). Browsers without prefetch load them when visited.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** By Expo Router's page names in the export's routes manifest. */
export const NEXT_LIKELY_PAGES = [
  '/pp/[id]/index',
  '/p/[rack]/index',
  '/p/[rack]/[shelf]',
  '/cart',
  '/search',
  '/order-checkout/[orderId]/information',
] as const;

type Manifest = {
  assets?: { js?: string[] };
  htmlRoutes?: { page: string; generated?: boolean; assets?: { js?: string[] } }[];
};

/**
 * The chunks of the next likely pages that not every page loads already (the bundle, the chunk
 * routes share, the root layout's), read once from `server/_expo/routes.json`.
 */
export function readNextLikelyChunks(serverDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, '_expo', 'routes.json'), 'utf8')) as Manifest;
  const routes = (manifest.htmlRoutes ?? []).filter((route) => !route.generated);
  const chunksOf = (route: (typeof routes)[number]) => route.assets?.js ?? [];
  const bundle = new Set(manifest.assets?.js ?? []);
  const onEveryPage = (chunk: string) =>
    bundle.has(chunk) || routes.every((route) => chunksOf(route).includes(chunk));
  const wanted = routes.filter((route) => (NEXT_LIKELY_PAGES as readonly string[]).includes(route.page));
  return [...new Set(wanted.flatMap(chunksOf))].filter((chunk) => !onEveryPage(chunk));
}

/** A page's `Link` header: the next likely chunks its own HTML does not load already. */
export function prefetchHeader(chunks: readonly string[], html: string): string | undefined {
  const prefetched = chunks.filter((chunk) => !html.includes(chunk));
  if (prefetched.length === 0) return undefined;
  return prefetched.map((chunk) => `<${chunk}>; rel=prefetch`).join(', ');
}
