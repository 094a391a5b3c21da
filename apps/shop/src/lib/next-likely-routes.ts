/**
 * On the web each route is a chunk of its own, loaded when visited (`asyncRoutes` in app.json).
 * These are the screens a shopper goes to next from almost any page (a product, a rack, a shelf,
 * the cart, search, the checkout's first step): the web entry loads them once the browser is idle,
 * so that moving on stays instant. Named as Expo Router's route context names its files.
 */
export const NEXT_LIKELY_ROUTES = [
  './pp/[id]/index.tsx',
  './p/[rack]/index.tsx',
  './p/[rack]/[shelf].tsx',
  './cart.tsx',
  './search.tsx',
  './order-checkout/[orderId]/information.tsx',
] as const;

/** Expo Router's route context (`expo-router/_ctx`): its files, and a file's module (a promise on the web). */
export type RouteContext = { keys(): string[]; (key: string): unknown };

/**
 * Loads each route of `NEXT_LIKELY_ROUTES` in its own idle moment (a chunk fetched, its modules
 * evaluated). A route the context does not know is skipped; one that fails to load is loaded
 * again, as usual, when visited.
 */
export function prefetchNextLikelyRoutes(
  routes: RouteContext,
  whenIdle: (task: () => void) => void = onIdle,
): void {
  const known = new Set(routes.keys());
  for (const key of NEXT_LIKELY_ROUTES) {
    if (!known.has(key)) continue;
    whenIdle(() => {
      void Promise.resolve()
        .then(() => routes(key))
        .catch(() => undefined);
    });
  }
}

function onIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 1_000);
}
