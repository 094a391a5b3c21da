/**
 * Where the app finds its servers (spec §9: "configuration holds service URLs"). On web the shop
 * and its API share one origin; the native apps read the server's address from the build's env.
 */
import { Platform } from 'react-native';

const nativeApiUrl = process.env.EXPO_PUBLIC_API_URL ?? 'http://localhost:3000';

export const config = {
  apiUrl: Platform.OS === 'web' ? '' : nativeApiUrl,
  /** Spec §1: tracking is off and the closing message shows while the shop is at its end of life. */
  isEOL: process.env.EXPO_PUBLIC_IS_EOL !== 'false',
} as const;

/** The absolute URL of a server path (`/images/...`, `/api/...`). */
export function serverUrl(path: string): string {
  return `${config.apiUrl}${path}`;
}
