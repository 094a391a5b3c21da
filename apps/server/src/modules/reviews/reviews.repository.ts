import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productRatings, reviews } from './reviews.tables';

export type ReviewRow = typeof reviews.$inferSelect;
export type RatingRow = typeof productRatings.$inferSelect;

export function createReviewsRepository(db: Database) {
  return {
    /** One page of a product's reviews, newest first (ties broken by id, so pages never overlap). */
    pageOfReviews(productId: string, offset: number, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), asc(reviews.id))
        .limit(limit)
        .offset(offset);
    },
    reviewsBy(userId: string): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
    },

    /** The account's erasure (issue 15): the reviews stay, signed as anonymous ones are (spec §5). */
    async forgetAuthor(userId: string): Promise<void> {
      await db
        .update(reviews)
        .set({ userId: null, displayName: 'anonymous' })
        .where(eq(reviews.userId, userId));
    },

    async rating(productId: string): Promise<RatingRow | undefined> {
      const [row] = await db
        .select()
        .from(productRatings)
        .where(eq(productRatings.productId, productId))
        .limit(1);
      return row;
    },
    allRatings(): Promise<RatingRow[]> {
      return db
        .select()
        .from(productRatings)
        .where(sql`${productRatings.reviewCount} > 0`);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
