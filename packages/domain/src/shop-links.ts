/**
 * Where the shop's own links may lead (issue 39). A banner's link, a deeplink, a page opened in the
 * app's web view: a path of the shop, or a page on a host the shop lists. A link written by the
 * staff or arriving in an address must not take a customer to another site under the shop's
 * header (`//other.host` is another host to a browser, `/\other.host` too).
 */

/** A path of the shop: `/` then anything but a second slash or a backslash, no spaces. */
export function isShopPath(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(link);
}

/**
 * A page the web view may open: a shop path (on the shop's server) or an https page of a listed
 * host; undefined for anything else (another host, `http:`, `javascript:`, `file:`).
 */
export function webViewAddress(
  link: string | undefined,
  shopUrl: (path: string) => string,
  listedHosts: readonly string[],
): string | undefined {
  if (!link) return undefined;
  if (isShopPath(link)) return shopUrl(link);
  const match = /^https:\/\/([^\s/?#@]+)(?:[/?#]\S*)?$/i.exec(link);
  const host = match?.[1]?.toLowerCase();
  return host !== undefined && listedHosts.includes(host) ? link : undefined;
}
