/**
 * Deep links into the native apps (spec §2: legacy paths, custom scheme, QR codes): every path the
 * shop ever published is rewritten to its canonical screen with the domain's rules. Paths that
 * need routing data (`/r/{reference}`, `/racks/{id}`) wait for that path's; an unresolvable path
 * is left as it is, and the app shows its screen (the cart, a referral code: the domain does not
 * list every screen of the app) or its 404 screen.
 */
import { tryNormalizePath, type RoutingData } from '@sillon/domain';

/** `sillon://pp/x`, `https://host/pp/x?y` or `/pp/x` → `/pp/x?y`. */
export function pathOfLink(link: string): string {
  const custom = /^[a-z][a-z0-9+.-]*:\/\/(?!localhost|[\w-]+\.[\w.-]+)(.*)$/i.exec(link);
  if (custom && !/^https?:/i.test(link)) return `/${custom[1] ?? ''}`.replace(/^\/+/, '/');
  const web = /^https?:\/\/[^/?#]+(.*)$/i.exec(link);
  if (web) return web[1] || '/';
  return link.startsWith('/') ? link : `/${link}`;
}

/**
 * The first segments of a path that names a product or a rack: routing data (products and racks)
 * can resolve only those. Any other path opens at once, as it is: the app waits for nothing
 * before showing the cart from a link.
 */
const CATALOGUE_ROOTS: ReadonlySet<string> = new Set([
  'p',
  'pp',
  'ppp',
  'abp',
  'r',
  'racks',
  'productReference',
]);

function namesCatalogue(path: string): boolean {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/');
  const first = segments.find((segment) => segment !== '' && segment !== 'home');
  return first !== undefined && CATALOGUE_ROOTS.has(first);
}

export async function canonicalAppPath(
  link: string,
  loadRouting: (path: string) => Promise<RoutingData | undefined>,
): Promise<string> {
  const path = pathOfLink(link);
  const withoutData = tryNormalizePath(path);
  if (withoutData !== undefined) return withoutData;
  if (!namesCatalogue(path)) return path;
  try {
    const routing = await loadRouting(path);
    return (routing && tryNormalizePath(path, routing)) ?? path;
  } catch {
    return path;
  }
}
