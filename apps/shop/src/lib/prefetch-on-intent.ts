/**
 * On the web each route is a chunk of its own, loaded when visited (`asyncRoutes` in app.json). A
 * pointer over a link, a finger on it or the keyboard's focus says where the shopper goes next:
 * the route of that link is loaded then, so following the link does not wait for its chunk.
 * Nothing is loaded while the page starts, so its start-up never shares the network with them.
 */
import { routeFileFor, type RouteContext } from './route-files';

const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Listens on the document for the shopper's intents and loads each link's route once; a chunk that
 * failed to load is tried again at the next intent (and in any case when visited).
 */
export function prefetchOnIntent(routes: RouteContext): void {
  const files = routes.keys();
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const url = new URL(link.getAttribute('href') ?? '', location.href);
    const file = url.origin === location.origin ? routeFileFor(url.pathname, files) : undefined;
    if (!file || asked.has(file)) return;
    asked.add(file);
    void Promise.resolve()
      .then(() => routes(file))
      .catch(() => asked.delete(file));
  };
  for (const intent of INTENTS) document.addEventListener(intent, onIntent, { capture: true, passive: true });
}
