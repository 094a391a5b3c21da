import { productId, ratingsResponse, reviewsQuery, reviewsResponse, errorResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createJsonCache } from '../../http/cached-json';
import type { ReviewsService } from './reviews.service';

/** Catalogue API (spec §7): `products/ratings` and `products/{id}/reviews?page=n`. */
export function reviewsRoutes(service: ReviewsService) {
  const cache = createJsonCache({ ttlMs: 5000, maxEntries: 2000, cacheControl: 'public, max-age=60' });
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/catalog/products/ratings',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Average rating and review count by product id',
          response: { 200: ratingsResponse },
        },
      },
      (request, reply) => cache.send(request, reply, 'ratings', () => service.ratings()),
    );
    routes.get(
      '/api/catalog/products/:id/reviews',
      {
        schema: {
          tags: ['catalogue'],
          summary: "A page of a product's reviews, newest first",
          params: z.object({ id: productId }),
          querystring: reviewsQuery,
          response: { 200: reviewsResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      (request, reply) =>
        cache.send(request, reply, `${request.params.id}:${request.query.page}`, () =>
          service.reviewsPage(request.params.id, request.query.page),
        ),
    );
  };
}
