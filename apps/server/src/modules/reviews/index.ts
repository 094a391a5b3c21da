import type { Database } from '../../db/client';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

export function createReviewsModule(deps: {
  db: Database;
  productExists: (productId: string) => Promise<boolean>;
}) {
  const repository = createReviewsRepository(deps.db);
  const service = createReviewsService({ repository, productExists: deps.productExists });
  return { service, routes: reviewsRoutes(service) };
}

export type ReviewsModule = ReturnType<typeof createReviewsModule>;
export type { ReviewsService } from './reviews.service';
