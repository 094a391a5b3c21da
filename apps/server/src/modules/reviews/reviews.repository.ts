import { and, asc, count, desc, eq, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
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
        .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), asc(reviews.id))
        .limit(limit)
        .offset(offset);
    },
    /** The staff's list: every review, hidden or shown, of a product or all, newest first. */
    async staffReviews(
      filter: { hidden?: boolean | undefined; productId?: string | undefined },
      page: { offset: number; limit: number },
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.hidden !== undefined) {
        conditions.push(filter.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
      }
      if (filter.productId !== undefined) conditions.push(eq(reviews.productId, filter.productId));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), asc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(reviews).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async review(id: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },
    reviewsBy(userId: string): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
    },

    /** The customer's reviews marked « Achat vérifié » of products not in `bought` lose it; answers how many. */
    async unverifyReviewsExcept(userId: string, bought: readonly string[]): Promise<number> {
      const changed = await db
        .update(reviews)
        .set({ verifiedPurchase: false })
        .where(
          and(
            eq(reviews.userId, userId),
            eq(reviews.verifiedPurchase, true),
            ...(bought.length > 0 ? [notInArray(reviews.productId, [...bought])] : []),
          ),
        )
        .returning({ id: reviews.id });
      return changed.length;
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
    /** Holds the product's rating row until the transaction ends: one review counts at a time. */
    async lockRating(productId: string): Promise<RatingRow | undefined> {
      await db
        .insert(productRatings)
        .values({ productId, averageRating: 0, reviewCount: 0 })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(productRatings)
        .where(eq(productRatings.productId, productId))
        .for('update');
      return row;
    },

    async saveRating(row: RatingRow): Promise<void> {
      await db
        .update(productRatings)
        .set({ averageRating: row.averageRating, reviewCount: row.reviewCount })
        .where(eq(productRatings.productId, row.productId));
    },

    /** The product's shown reviews counted again (a review replaced or hidden). */
    async countedRating(productId: string): Promise<RatingRow> {
      const [row] = await db
        .select({ average: sql<number | null>`avg(${reviews.rating})::float8`, total: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
      return { productId, averageRating: row?.average ?? 0, reviewCount: row?.total ?? 0 };
    },

    async customerReview(productId: string, userId: string): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
      return row;
    },

    async insertReview(row: typeof reviews.$inferInsert): Promise<ReviewRow> {
      const [created] = await db.insert(reviews).values(row).returning();
      return created!;
    },

    async replaceReview(id: string, changes: Partial<ReviewRow>): Promise<ReviewRow> {
      const [updated] = await db.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
      return updated!;
    },

    async setHidden(id: string, hiddenAt: Date | null): Promise<ReviewRow | undefined> {
      const [updated] = await db.update(reviews).set({ hiddenAt }).where(eq(reviews.id, id)).returning();
      return updated;
    },

    allRatings(): Promise<RatingRow[]> {
      return db
        .select()
        .from(productRatings)
        .where(sql`${productRatings.reviewCount} > 0`);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository> & {
  transaction<T>(work: (queries: ReturnType<typeof createReviewsRepository>) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction, with the transaction itself (its queries: `createReviewsRepository(tx)`). */
  transactionHandle<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
};

export function createReviewsStore(db: Database): ReviewsRepository {
  return {
    ...createReviewsRepository(db),
    transaction: (work) => db.transaction((tx) => work(createReviewsRepository(tx as unknown as Database))),
    transactionHandle: (work) => db.transaction(work),
  };
}
