/**
 * What the web view (spec §2 WebScreenView) may open: a page of the shop itself (a path, on the
 * shop's server) or a page on the web over https. Nothing else: a `javascript:` or `file:` link
 * handed to the screen must not run inside the app.
 */
export function webPageAddress(
  url: string | undefined,
  shopUrl: (path: string) => string,
): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return shopUrl(url);
  return /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(url) ? url : undefined;
}
