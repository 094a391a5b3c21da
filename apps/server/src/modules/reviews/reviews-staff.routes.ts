/** The staff's reviews (`/api/staff/reviews`; docs/staff-api.md): listed, hidden or shown again. */
import {
  errorResponse,
  staffReview,
  staffReviewChangeBody,
  staffReviewIdParams,
  staffReviewList,
  staffReviewsQuery,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf } from '../../http/staff-routes';
import type { ReviewsService } from './reviews.service';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };

export function reviewsStaffRoutes(service: ReviewsService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/reviews',
      {
        schema: {
          tags,
          summary: 'Reviews, newest first, hidden ones too',
          querystring: staffReviewsQuery,
          response: { 200: staffReviewList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'reviews.read' } },
      },
      async (request) => service.staffReviews(request.query),
    );

    routes.patch(
      '/api/staff/reviews/:id',
      {
        schema: {
          tags,
          summary: "Hides a review from its product's page and rating, or shows it again",
          params: staffReviewIdParams,
          body: staffReviewChangeBody,
          response: { 200: staffReview, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'reviews.write',
            audit: {
              action: 'review.visibility',
              subjectType: 'review',
              subjectId: (request) => (request.params as { id: string }).id,
              read: (id) => service.staffReview(id),
            },
          },
        },
      },
      async (request) => {
        await service.setHidden(request.params.id, request.body.hidden, changeAuditOf(request));
        return service.staffReview(request.params.id);
      },
    );
  };
}
