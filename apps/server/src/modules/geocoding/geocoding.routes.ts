import {
  addressSuggestionsQuery,
  addressSuggestionsResponse,
  errorResponse,
  type AddressSuggestionsResponse,
} from '@sillon/contract';
import { ADDRESS_SUGGESTIONS_MIN_LENGTH } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Geocoder } from './geocoder';

/**
 * `GET /api/geocoding/suggestions`: the address form asks as the street is typed (after a pause).
 * Open to anyone at the checkout, limited per client; never cached, the text is an address.
 */
export function geocodingRoutes(geocoder: Geocoder) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/geocoding/suggestions',
      {
        schema: {
          tags: ['geocoding'],
          summary: 'A few addresses for a street being typed, with their postal code, city and coordinates',
          querystring: addressSuggestionsQuery,
          response: { 200: addressSuggestionsResponse, 400: errorResponse, 429: errorResponse },
        },
        config: { requestLimit: 'address_suggestions' },
      },
      async (request, reply): Promise<AddressSuggestionsResponse> => {
        reply.header('cache-control', 'no-store');
        const { text, lat, lon } = request.query;
        if (text.length < ADDRESS_SUGGESTIONS_MIN_LENGTH) return { suggestions: [] };
        const near = lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon } : undefined;
        const found = await geocoder.suggest(text, near);
        return {
          suggestions: found.map((address) => ({
            label: address.label,
            street: address.street,
            postal_code: address.postalCode,
            city: address.city,
            latitude: address.latitude,
            longitude: address.longitude,
            precision: address.precision,
          })),
        };
      },
    );
  };
}
