import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { reviewsStaffRoutes } from './reviews-staff.routes';
import { createReviewsStore } from './reviews.repository';
import { reviewsRoutes, staffReviewRoutes } from './reviews.routes';
import { createReviewsService, type ReviewsDeps } from './reviews.service';

export function createReviewsModule(
  deps: { db: Database; adminToken?: string | undefined } & Omit<ReviewsDeps, 'repository'>,
) {
  const repository = createReviewsStore(deps.db);
  const service = createReviewsService({ ...deps, repository });
  return {
    service,
    routes: async (app: FastifyInstance) => {
      await app.register(reviewsRoutes(service));
      await app.register(reviewsStaffRoutes(service));
    },
    staffRoutes: staffReviewRoutes(service, deps.adminToken),
  };
}

export type ReviewsModule = ReturnType<typeof createReviewsModule>;
export type { ReviewsService } from './reviews.service';
