/**
 * The geocoding module (issue 40): address suggestions for the address form
 * (`GET /api/geocoding/suggestions`) and an address's coordinates for the modules that need them,
 * through the geocoder chosen by configuration (`GEOCODER`).
 */
import type { Geocoder, GeocoderSettings } from './geocoder';
import { geocodingRoutes } from './geocoding.routes';
import { createGeoplateformeGeocoder, type GeocoderLog } from './geoplateforme-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

export {
  GEOPLATEFORME_URL,
  type AddressToLocate,
  type GeocodedAddress,
  type Geocoder,
  type GeocoderSettings,
  type GeoPoint,
} from './geocoder';
export { GeocoderUnavailable } from './geoplateforme-geocoder';

export function createGeocodingModule(deps: { settings: GeocoderSettings; log: GeocoderLog }) {
  const geocoder: Geocoder =
    deps.settings.kind === 'geoplateforme'
      ? createGeoplateformeGeocoder(deps.settings, deps.log)
      : createOfflineGeocoder();
  return { geocoder, routes: geocodingRoutes(geocoder) };
}

export type GeocodingModule = ReturnType<typeof createGeocodingModule>;
