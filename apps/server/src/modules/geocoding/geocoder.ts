/**
 * The geocoder (issue 40): suggestions as an address is typed, and the coordinates of an address
 * (the delivery rounds' map reuses it). One interface, two adapters chosen by configuration: the
 * offline default reading the data shipped with the shop, and IGN's Géoplateforme.
 */
import type { AddressSuggestion } from '@sillon/contract';

export type GeoPoint = { latitude: number; longitude: number };

/** An address the geocoder knows, with where it lies. */
export type GeocodedAddress = {
  label: string;
  /** The address's first line: « 12 Rue Oberkampf ». */
  street: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  precision: AddressSuggestion['precision'];
};

export type AddressToLocate = { address1: string; zipcode: string; city: string };

export interface Geocoder {
  /** Who answers, as the privacy page names it (the offline one sends nothing anywhere). */
  readonly kind: GeocoderSettings['kind'];
  /** A few addresses for a text being typed, the nearest to `near` first. */
  suggest(text: string, near?: GeoPoint): Promise<GeocodedAddress[]>;
  /** Where an address lies; null when the geocoder does not know it. */
  locate(address: AddressToLocate): Promise<GeocodedAddress | null>;
}

/** `GEOCODER`: `offline` (the default) or `geoplateforme` at `GEOCODER_URL`. */
export type GeocoderSettings = { kind: 'offline' } | { kind: 'geoplateforme'; url: string };

export const GEOPLATEFORME_URL = 'https://data.geopf.fr/geocodage';

/** Suggestions a list shows at most. */
export const SUGGESTIONS_LIMIT = 5;

/** Distance in kilometres between two points (haversine), to put the nearest suggestions first. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
