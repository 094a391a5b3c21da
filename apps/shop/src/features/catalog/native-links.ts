/**
 * Deep links into the native apps (spec §2: legacy paths, custom scheme, QR codes): every path the
 * shop ever published is rewritten to its canonical screen with the domain's rules. Paths that
 * need routing data (`/r/{reference}`, `/racks/{id}`) wait for that path's; an unresolvable path
 * is left as it is, and the app shows its 404 screen. Every other screen's path is one the domain
 * knows, so only product and rack links ever wait.
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

export async function canonicalAppPath(
  link: string,
  loadRouting: (path: string) => Promise<RoutingData | undefined>,
): Promise<string> {
  const path = pathOfLink(link);
  const withoutData = tryNormalizePath(path);
  if (withoutData !== undefined) return withoutData;
  try {
    const routing = await loadRouting(path);
    return (routing && tryNormalizePath(path, routing)) ?? path;
  } catch {
    return path;
  }
}
