/**
 * The native apps' module (issue 19): what the server tells the iOS and Android apps about
 * themselves: the versions it still serves (`GET /api/app/versions`, spec §8) and the association
 * files that let the shop's https links open the app (`/.well-known/…`, spec §2). Configuration
 * only: no table.
 */
import { nativeAppsRoutes } from './native-apps.routes';
import type { NativeAppSettings } from './native-app-settings';

export { defaultNativeAppSettings, type NativeAppSettings } from './native-app-settings';

export function createNativeAppsModule(deps: { settings: NativeAppSettings }) {
  return { routes: nativeAppsRoutes(deps.settings) };
}
