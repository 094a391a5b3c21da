/**
 * What the web view (spec §2 WebScreenView) may open: a page of the shop itself (a path, on the
 * shop's server) or an https page of a host the shop lists (`EXPO_PUBLIC_WEB_VIEW_HOSTS`). Nothing
 * else: another site under the shop's header would be a phishing aid, and a `javascript:` or
 * `file:` link must not run inside the app.
 */
import { webViewAddress } from '@sillon/domain';
import { config } from '@/config';

export function webPageAddress(
  url: string | undefined,
  shopUrl: (path: string) => string,
): string | undefined {
  return webViewAddress(url, shopUrl, config.webViewHosts);
}
