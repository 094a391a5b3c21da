import { availabilityQuery, availabilityResponse } from '@sillon/contract';
import { errorResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CACHES } from '../../caches';
import { createJsonCache } from '../../http/cached-json';
import type { CatalogService } from './catalog.service';

/** Catalogue API (spec §7): public availability and prices, by product and variant id. */
export function catalogRoutes(service: CatalogService) {
  const cache = createJsonCache({ ...CACHES.availability, cacheControl: 'public, max-age=5' });
  service.onChange(() => cache.clear());
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/catalog/products/availability',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Availability and public price (euros) of the products and retail variants of `ids` (comma-separated, at most 150: a cart), or of every one',
          querystring: availabilityQuery,
          response: { 200: availabilityResponse, 400: errorResponse },
        },
      },
      (request, reply) => {
        const { ids } = request.query;
        return cache.send(request, reply, `availability:${ids?.join(',') ?? '*'}`, () =>
          service.availability(ids),
        );
      },
    );
  };
}
