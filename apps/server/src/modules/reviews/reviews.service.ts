/** Reading reviews and ratings (spec §3 Review, §7 catalogue API). Writing them comes with accounts. */
import type { RatingsResponse, ReviewsResponse } from '@sillon/contract';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/client';
import { createReviewsRepository, type ReviewsRepository } from './reviews.repository';

export const REVIEWS_PAGE_SIZE = 10;

export function createReviewsService(deps: {
  repository: ReviewsRepository;
  /** Whether a product exists, answered by the catalogue (a module asks, never reads its tables). */
  productExists: (productId: string) => Promise<boolean>;
}) {
  return {
    /** The customer's own reviews (their data export, issue 15). */
    reviewsBy: (userId: string) => deps.repository.reviewsBy(userId),

    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetAuthor: (tx: Transaction, userId: string) => createReviewsRepository(tx).forgetAuthor(userId),

    async reviewsPage(productId: string, page: number): Promise<ReviewsResponse> {
      if (!(await deps.productExists(productId))) throw new AppError('not_found', 'product_not_found');
      const [rows, rating] = await Promise.all([
        deps.repository.pageOfReviews(productId, (page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE),
        deps.repository.rating(productId),
      ]);
      const totalCount = rating?.reviewCount ?? 0;
      return {
        reviews: rows.map((row) => ({
          id: row.id,
          productId: row.productId,
          title: row.title,
          comment: row.comment,
          displayName: row.displayName,
          rating: row.rating,
          createdAt: row.createdAt.toISOString(),
        })),
        averageRating: roundRating(rating?.averageRating ?? 0),
        totalCount,
        totalPages: Math.ceil(totalCount / REVIEWS_PAGE_SIZE),
        currentPage: page,
      };
    },
    async ratings(): Promise<RatingsResponse> {
      const rows = await deps.repository.allRatings();
      return Object.fromEntries(
        rows.map((row) => [
          row.productId,
          { averageRating: roundRating(row.averageRating), totalCount: row.reviewCount },
        ]),
      );
    },
  };
}

/** One decimal, as shown beside the stars ("4,3"). */
function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
