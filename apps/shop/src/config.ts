/**
 * Where the app finds its servers (spec §9: "configuration holds service URLs"). On web the shop
 * and its API share one origin; the native apps read the server's address from the build's env.
 */
import { builtInErrorDsn, DEMO_CONTACT_EMAIL } from '@sillon/domain';
import { Platform } from 'react-native';

const nativeApiUrl = process.env.EXPO_PUBLIC_API_URL ?? 'http://localhost:3000';
const apiUrl = Platform.OS === 'web' ? '' : nativeApiUrl;

export const config = {
  apiUrl,
  /**
   * The hosts whose https pages the in-app web view opens besides the shop's own paths (a help
   * centre, say): comma-separated in `EXPO_PUBLIC_WEB_VIEW_HOSTS`; none by default.
   */
  webViewHosts: (process.env.EXPO_PUBLIC_WEB_VIEW_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  /** Where "Nous contacter" writes to: the legal pages' address (the server's `SHOP_LEGAL_CONTACT_EMAIL`). */
  contactEmail: process.env.EXPO_PUBLIC_CONTACT_EMAIL ?? DEMO_CONTACT_EMAIL,
  /** Spec §1: tracking is off and the closing message shows while the shop is at its end of life. */
  isEOL: process.env.EXPO_PUBLIC_IS_EOL !== 'false',
  /** Where tracking events go when `isEOL` is off: a Segment-compatible batch API and its write key. */
  trackingUrl: process.env.EXPO_PUBLIC_TRACKING_URL,
  trackingKey: process.env.EXPO_PUBLIC_TRACKING_KEY,
  /**
   * Error reports (issue 35): the Sentry project the app's SDK names (a DSN, public by design). By
   * default the shop's own built-in receiver, where a native crash goes too; a real Sentry
   * project is `EXPO_PUBLIC_SENTRY_DSN` (and the server's `SENTRY_DSN`, the same one).
   */
  sentryDsn: process.env.EXPO_PUBLIC_SENTRY_DSN ?? builtInErrorDsn(nativeApiUrl),
  /** Whether the DSN is a real Sentry project's (then sessions and client reports are sent too). */
  isSentryConfigured: Boolean(process.env.EXPO_PUBLIC_SENTRY_DSN),
  /** Where the SDK sends its envelopes: the shop's own receiver, which passes them on to Sentry. */
  errorReportsTunnel: `${apiUrl}/api/errors/envelope`,
  /** The release the reports name (set by a build, e.g. to its commit); see `store/error-reporting.ts`. */
  sentryRelease: process.env.EXPO_PUBLIC_SENTRY_RELEASE,
  sentryEnvironment: process.env.EXPO_PUBLIC_SENTRY_ENVIRONMENT ?? (__DEV__ ? 'development' : 'production'),
} as const;

/** The absolute URL of a server path (`/images/...`, `/api/...`). */
export function serverUrl(path: string): string {
  return `${config.apiUrl}${path}`;
}

/**
 * The web address of one of the shop's pages, for a link shared outside the app (a referral's
 * welcome page): the web shop is served on its server's origin.
 */
export function shopPageUrl(path: string): string {
  const origin =
    Platform.OS === 'web' && typeof window !== 'undefined' ? window.location.origin : nativeApiUrl;
  return `${origin}${path}`;
}
