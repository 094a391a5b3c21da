/**
 * Where the app finds its servers (spec §9: "configuration holds service URLs"). On web the shop
 * and its API share one origin; the native apps read the server's address from the build's env.
 */
import { Platform } from 'react-native';

const nativeApiUrl = process.env.EXPO_PUBLIC_API_URL ?? 'http://localhost:3000';
const apiUrl = Platform.OS === 'web' ? '' : nativeApiUrl;

export const config = {
  apiUrl,
  /**
   * The card processor's API. The built-in sandbox plays one (test cards, 3-D Secure); a real
   * processor would come with its own SDK behind `features/checkout/api/card-processor.ts`.
   */
  cardProcessorUrl: process.env.EXPO_PUBLIC_CARD_PROCESSOR_URL ?? `${apiUrl}/api/payments/sandbox`,
  /** Where "Nous contacter" writes to. */
  contactEmail: process.env.EXPO_PUBLIC_CONTACT_EMAIL ?? 'bonjour@sillon.fr',
  /** Spec §1: tracking is off and the closing message shows while the shop is at its end of life. */
  isEOL: process.env.EXPO_PUBLIC_IS_EOL !== 'false',
  /** Where tracking events go when `isEOL` is off: a Segment-compatible batch API and its write key. */
  trackingUrl: process.env.EXPO_PUBLIC_TRACKING_URL,
  trackingKey: process.env.EXPO_PUBLIC_TRACKING_KEY,
  /** Sentry's DSN (public by design): error reports go there instead of the shop's endpoint. */
  sentryDsn: process.env.EXPO_PUBLIC_SENTRY_DSN,
} as const;

/** The absolute URL of a server path (`/images/...`, `/api/...`). */
export function serverUrl(path: string): string {
  return `${config.apiUrl}${path}`;
}
