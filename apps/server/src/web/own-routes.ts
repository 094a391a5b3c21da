/**
 * Which page paths the shop's app has a route of its own for, read from the export's routes
 * manifest (`server/_expo/routes.json`). The app's catch-all route (`app/[...path].tsx`) takes
 * every other path: it shows the editorial documents of spec §2 at any depth, and the not-found
 * page for the rest, which the server must answer with a 404 (Expo answers 200 for any route).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The catch-all route's page in the manifest. */
export const CATCH_ALL_PAGE = '/[...path]';

type ManifestRoute = { page: string; namedRegex: string; generated?: boolean };

/** Whether a URL path (no query) is taken by a route other than the catch-all. */
export type HasOwnRoute = (urlPath: string) => boolean;

export function readOwnRoutes(serverDir: string): HasOwnRoute {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, '_expo', 'routes.json'), 'utf8')) as {
    htmlRoutes?: ManifestRoute[];
  };
  // Expo's generated pages (`_sitemap`) are not served (`page-renderer.ts`).
  const patterns = (manifest.htmlRoutes ?? [])
    .filter((route) => route.page !== CATCH_ALL_PAGE && !route.generated)
    .map((route) => new RegExp(route.namedRegex));
  return (urlPath) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return false;
    }
    return patterns.some((pattern) => pattern.test(decoded));
  };
}
