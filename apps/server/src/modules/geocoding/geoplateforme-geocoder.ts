/**
 * IGN's Géoplateforme (`GEOCODER=geoplateforme`), successor of the BAN API: every address of
 * France. Suggestions from its autocompletion (`/completion`), an address's point from its search
 * (`/search`, the address index). Its answers are checked before use; a failed or odd answer
 * gives no suggestion (the customer types the address by hand) and is logged without the text
 * typed, which is the customer's address.
 */
import { z } from 'zod';
import {
  SUGGESTIONS_LIMIT,
  type AddressToLocate,
  type GeocodedAddress,
  type Geocoder,
  type GeoPoint,
} from './geocoder';

/** A suggestion is useful while the customer types: past this, they typed on. */
const SUGGEST_TIMEOUT_MS = 3000;
const LOCATE_TIMEOUT_MS = 5000;

const completionAnswer = z.object({
  results: z.array(
    z.object({
      fulltext: z.string(),
      x: z.number(),
      y: z.number(),
      zipcode: z.string().optional(),
      city: z.string().optional(),
      street: z.string().optional(),
    }),
  ),
});

const searchAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        label: z.string(),
        name: z.string(),
        postcode: z.string(),
        city: z.string(),
        type: z.string(),
      }),
    }),
  ),
});

export type GeocoderLog = { warn(details: object, message: string): void };

export class GeocoderUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`geocoder unavailable: ${reason}`);
  }
}

export function createGeoplateformeGeocoder(settings: { url: string }, log: GeocoderLog): Geocoder {
  const base = settings.url.replace(/\/+$/, '');

  async function read<T>(path: string, query: URLSearchParams, schema: z.ZodType<T>, timeoutMs: number) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}?${query}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (failure) {
      const timedOut = failure instanceof DOMException && failure.name === 'TimeoutError';
      throw new GeocoderUnavailable(timedOut ? 'timeout' : 'unreachable');
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new GeocoderUnavailable(`status ${response.status}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new GeocoderUnavailable('unexpected answer');
    return parsed.data;
  }

  return {
    kind: 'geoplateforme',

    async suggest(text: string, near?: GeoPoint): Promise<GeocodedAddress[]> {
      const query = new URLSearchParams({
        text,
        type: 'StreetAddress',
        maxresults: String(SUGGESTIONS_LIMIT),
      });
      if (near) query.set('lonlat', `${near.longitude},${near.latitude}`);
      try {
        const answer = await read('/completion', query, completionAnswer, SUGGEST_TIMEOUT_MS);
        return answer.results.flatMap((result) => {
          if (!result.zipcode || !result.city) return [];
          // « 12 Rue Oberkampf, 75011 Paris »: the first line is before the comma.
          const street = result.fulltext.split(',')[0]?.trim() || result.street || '';
          return [
            {
              label: result.fulltext,
              street,
              postalCode: result.zipcode,
              city: result.city,
              latitude: result.y,
              longitude: result.x,
              precision: /^\d/.test(street) ? 'housenumber' : 'street',
            } satisfies GeocodedAddress,
          ];
        });
      } catch (failure) {
        if (!(failure instanceof GeocoderUnavailable)) throw failure;
        log.warn({ geocoder: 'geoplateforme', reason: failure.reason }, 'address suggestions failed');
        return [];
      }
    },

    /** Throws `GeocoderUnavailable` when the Géoplateforme does not answer: a job tries again later. */
    async locate(address: AddressToLocate): Promise<GeocodedAddress | null> {
      const query = new URLSearchParams({
        q: `${address.address1} ${address.zipcode} ${address.city}`,
        index: 'address',
        postcode: address.zipcode,
        limit: '1',
      });
      const answer = await read('/search', query, searchAnswer, LOCATE_TIMEOUT_MS);
      const [found] = answer.features;
      if (!found) return null;
      const { properties, geometry } = found;
      const [longitude, latitude] = geometry.coordinates;
      return {
        label: properties.label,
        street: properties.name,
        postalCode: properties.postcode,
        city: properties.city,
        latitude,
        longitude,
        precision:
          properties.type === 'housenumber'
            ? 'housenumber'
            : properties.type === 'municipality'
              ? 'municipality'
              : 'street',
      };
    },
  };
}
