import type { Database } from '../../db/client';
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
    routes: reviewsRoutes(service),
    staffRoutes: staffReviewRoutes(service, deps.adminToken),
  };
}

export type ReviewsModule = ReturnType<typeof createReviewsModule>;
export type { ReviewsService } from './reviews.service';
