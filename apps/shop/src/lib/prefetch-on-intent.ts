/**
 * On the web each route is a chunk of its own, loaded when visited (`asyncRoutes` in app.json). A
 * pointer over a link, a finger on it or the keyboard's focus says where the shopper goes next:
 * the chunk of that link's screen is loaded then, so following the link does not wait for it.
 * Only the shopping path's screens are looked for (the rest load when visited); nothing is loaded
 * while the page starts, so a page's own start-up never shares the network with them.
 */

/** Expo Router's route context (`expo-router/_ctx`): its files, and a file's module (a promise on the web). */
export type RouteContext = { keys(): string[]; (key: string): unknown };

/** The shop's paths of the shopping path's screens, and each one's route file. */
const SHOPPING_PATH: readonly (readonly [RegExp, string])[] = [
  [/^\/pp\/[^/]+\/?$/, './pp/[id]/index.tsx'],
  [/^\/p\/[^/]+\/?$/, './p/[rack]/index.tsx'],
  [/^\/p\/[^/]+\/[^/]+\/?$/, './p/[rack]/[shelf].tsx'],
  [/^\/cart\/?$/, './cart.tsx'],
  [/^\/search\/?$/, './search.tsx'],
];

/** The route file of a shopping-path screen's path (`/pp/miel-12` → `./pp/[id]/index.tsx`). */
export function routeFileOf(pathname: string): string | undefined {
  return SHOPPING_PATH.find(([path]) => path.test(pathname))?.[1];
}

/** Every route file this looks for, for a test to hold them to the app's files. */
export const SHOPPING_PATH_ROUTE_FILES = SHOPPING_PATH.map(([, file]) => file);

const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Listens on the document for the shopper's intents and loads each shopping-path route once; a
 * chunk that failed to load is tried again at the next intent (and in any case when visited).
 */
export function prefetchOnIntent(routes: RouteContext): void {
  const known = new Set(routes.keys());
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const url = new URL(link.getAttribute('href') ?? '', location.href);
    const file = url.origin === location.origin ? routeFileOf(url.pathname) : undefined;
    if (!file || asked.has(file) || !known.has(file)) return;
    asked.add(file);
    void Promise.resolve()
      .then(() => routes(file))
      .catch(() => asked.delete(file));
  };
  for (const intent of INTENTS) document.addEventListener(intent, onIntent, { capture: true, passive: true });
}
