import {
  availabilityQuery,
  availabilityResponse,
  similarProductsParams,
  similarProductsQuery,
  similarProductsResponse,
} from '@sillon/contract';
import { errorResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CACHES } from '../../caches';
import { AppError } from '../../http/app-error';
import { createJsonCache } from '../../http/cached-json';
import type { CatalogService } from './catalog.service';

/** Catalogue API (spec §7): public availability and prices, by product and variant id. */
export function catalogRoutes(service: CatalogService) {
  const cache = createJsonCache({ ...CACHES.availability, cacheControl: 'public, max-age=5' });
  const similarCache = createJsonCache({ ...CACHES.similarProducts, cacheControl: 'public, max-age=5' });
  service.onChange(() => {
    cache.clear();
    similarCache.clear();
  });
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
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/catalog/products/:id/similar',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Issue 41: the products similar to one for a delivery to `zipcode`, best first (« Ce produit à la place »); 404 product_not_found',
          params: similarProductsParams,
          querystring: similarProductsQuery,
          response: { 200: similarProductsResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      (request, reply) => {
        const { id } = request.params;
        const { zipcode } = request.query;
        return similarCache.send(request, reply, `${id}:${zipcode}`, async () => {
          const products = await service.similarProducts(id, zipcode);
          if (!products) throw new AppError('not_found', 'product_not_found');
          return { products };
        });
      },
    );
  };
}
