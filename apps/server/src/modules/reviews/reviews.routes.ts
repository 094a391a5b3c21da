import {
  errorResponse,
  myReviewResponse,
  productId,
  ratingsResponse,
  reviewBody,
  reviewSchema,
  reviewsQuery,
  reviewsResponse,
  reviewVisibilityBody,
  spreeProductReviewBody,
} from '@sillon/contract';
import { ANONYMOUS_DISPLAY_NAME } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHES } from '../../caches';
import { createJsonCache } from '../../http/cached-json';
import { registerSpreeRoutes, spreeErrors } from '../../http/spree';
import { adminRouteAudit, changeAuditOf } from '../../http/staff-routes';
import { staffTokenCheck } from '../../http/staff-token';
import { requireUser } from '../auth';
import type { ReviewsService } from './reviews.service';

const writeErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * Catalogue API (spec §7): `products/ratings`, `products/{id}/reviews?page=n` and posting a review
 * there; Spree's `product_reviews` for the same. A review written clears the readers' caches, and
 * browsers ask again every time (`no-cache`, a 304 while unchanged): a page kept by the browser
 * would hide from its author the review they have just written.
 */
export function reviewsRoutes(service: ReviewsService) {
  const cache = createJsonCache({ ...CACHES.reviews, cacheControl: 'public, no-cache' });
  service.onChange(() => cache.clear());
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
    routes.get(
      '/api/catalog/products/:id/reviews/mine',
      {
        schema: {
          tags: ['catalogue'],
          summary: "The signed-in customer's own review of a product, or null",
          params: z.object({ id: productId }),
          response: { 200: myReviewResponse, ...writeErrors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { review: await service.customerReview(requireUser(request), request.params.id) };
      },
    );
    routes.post(
      '/api/catalog/products/:id/reviews',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            "The signed-in customer's review of a product: 201 when written, 200 when it edits their earlier one (one per product)",
          params: z.object({ id: productId }),
          body: reviewBody,
          response: { 200: reviewSchema, 201: reviewSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const written = await service.writeReview(requireUser(request), request.params.id, request.body);
        return reply.status(written.isNew ? 201 : 200).send(written.review);
      },
    );
    await app.register(spreeReviewRoutes(service));
  };
}

/** Spree's `POST /api/v2/storefront/product_reviews`: `display_name` « anonymous » signs it so. */
function spreeReviewRoutes(service: ReviewsService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/v2/storefront/product_reviews',
      {
        schema: {
          tags: ['storefront'],
          summary:
            "The signed-in customer's review of a product, Spree's way: 201 when written, 200 when it edits their earlier one",
          body: spreeProductReviewBody,
          response: { 200: reviewSchema, 201: reviewSchema, ...spreeErrors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const review = request.body.product_review;
        const written = await service.writeReview(requireUser(request), review.variant_id, {
          rating: review.rating,
          title: review.title,
          comment: review.comment,
          anonymous: review.display_name?.trim() === ANONYMOUS_DISPLAY_NAME,
        });
        return reply.status(written.isNew ? 201 : 200).send(written.review);
      },
    );
  };
}

/** The staff hide a review or show it again (`ADMIN_TOKEN`; absent without it). */
export function staffReviewRoutes(service: ReviewsService, adminToken: string | undefined) {
  return async (app: FastifyInstance) => {
    if (!adminToken) return;
    app.withTypeProvider<ZodTypeProvider>().patch(
      '/api/admin/reviews/:id',
      {
        schema: {
          tags: ['operations'],
          summary:
            'Hides a review from the product page and its rating, or shows it again; bearer ADMIN_TOKEN',
          params: z.object({ id: z.uuid() }),
          body: reviewVisibilityBody,
          response: { 204: z.undefined(), 401: errorResponse, 404: errorResponse },
        },
        onRequest: staffTokenCheck(adminToken),
        config: adminRouteAudit({
          action: 'review.visibility',
          subjectType: 'review',
          subjectId: (request) => (request.params as { id: string }).id,
        }),
      },
      async (request, reply) => {
        await service.setHidden(request.params.id, request.body.hidden, changeAuditOf(request));
        return reply.status(204).send();
      },
    );
  };
}
