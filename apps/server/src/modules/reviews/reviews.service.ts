/**
 * Product reviews (spec §3 Review, §5, §7, §9): reading a product's pages and the ratings, and
 * writing them. A signed-in customer writes one review per product (writing again edits it, and
 * the answer says which), checked by the domain's rule, marked « Achat vérifié » when they bought it; the product's
 * average follows the spec's rule for a new review and is counted again when one is replaced or
 * hidden by the staff. Readers' caches are cleared at once (`onChange`).
 */
import type {
  RatingsResponse,
  Review,
  ReviewBody,
  ReviewsResponse,
  StaffReview,
  StaffPageQuery,
} from '@sillon/contract';
import { ANONYMOUS_DISPLAY_NAME, nextAverageRating, t, validateReview } from '@sillon/domain';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { AuthenticatedUser } from '../auth';
import { createReviewsRepository, type ReviewRow, type ReviewsRepository } from './reviews.repository';

export const REVIEWS_PAGE_SIZE = 10;

export type ReviewsDeps = {
  repository: ReviewsRepository;
  /** Whether a product exists, answered by the catalogue (a module asks, never reads its tables). */
  productExists: (productId: string) => Promise<boolean>;
  /** Product names by id (the catalogue), for the staff's list; unknown ids are left out. */
  productNames?: (productIds: string[]) => Promise<Map<string, string>>;
  /** The customer's first name, which signs a review that is not anonymous. */
  firstNameOf?: (userId: string) => Promise<string>;
  /** Whether the customer bought the product in a completed order (the orders module). */
  hasBought?: (userId: string, productId: string) => Promise<boolean>;
  now?: () => Date;
};

/** How old the ratings may be before they are read again (other server copies' reviews). */
const RATINGS_TTL_MS = 5000;

export function createReviewsService(deps: ReviewsDeps) {
  // Every change of this process forgets the ratings read, then tells the readers.
  const listeners: (() => void)[] = [
    () => {
      ratingsRead = undefined;
    },
  ];
  const now = deps.now ?? (() => new Date());
  let ratingsRead: { value: Promise<RatingsResponse>; at: number } | undefined;

  async function readRatings(): Promise<RatingsResponse> {
    const rows = await deps.repository.allRatings();
    return Object.fromEntries(
      rows.map((row) => [
        row.productId,
        { averageRating: roundRating(row.averageRating), totalCount: row.reviewCount },
      ]),
    );
  }

  /**
   * Counts the review in the product's rating under its row's lock, in the review's transaction;
   * `isNew` is false when it edited the customer's earlier review of the product.
   */
  async function saveReview(
    userId: string,
    productId: string,
    draft: Omit<ReviewRow, 'id' | 'productId' | 'userId' | 'hiddenAt'>,
  ): Promise<{ review: ReviewRow; isNew: boolean }> {
    return deps.repository.transaction(async (queries) => {
      const rating = (await queries.lockRating(productId))!;
      const previous = await queries.customerReview(productId, userId);
      const review = previous
        ? await queries.replaceReview(previous.id, { ...draft, hiddenAt: null })
        : await queries.insertReview({ id: randomUUID(), productId, userId, ...draft });
      // Spec §9's rule for one more review; an edited one changes an average it is already in.
      await queries.saveRating(
        previous
          ? await queries.countedRating(productId)
          : {
              productId,
              averageRating: nextAverageRating(rating.averageRating, rating.reviewCount, draft.rating),
              reviewCount: rating.reviewCount + 1,
            },
      );
      return { review, isNew: !previous };
    });
  }

  return {
    /** Readers of reviews and ratings (the routes' caches) are told of every change. */
    onChange(listener: () => void): void {
      listeners.push(listener);
    },

    /**
     * « Achat vérifié » follows the orders kept: once an order is cancelled (in its transaction),
     * the customer's reviews of products they did not buy in another kept order lose it.
     */
    async purchasesChanged(tx: Transaction, userId: string, bought: readonly string[]): Promise<void> {
      if ((await createReviewsRepository(tx).unverifyReviewsExcept(userId, bought)) > 0) {
        for (const listener of listeners) listener();
      }
    },

    /** The customer's own reviews (their data export, issue 15). */
    reviewsBy: (userId: string) => deps.repository.reviewsBy(userId),

    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetAuthor: (tx: Transaction, userId: string) => createReviewsRepository(tx).forgetAuthor(userId),

    /** The signed-in customer's review of the product (hidden by the staff too: it is theirs), if any. */
    async customerReview(user: AuthenticatedUser, productId: string): Promise<Review | null> {
      if (user.kind !== 'customer') throw new AppError('forbidden', 'review_customer_required');
      if (!(await deps.productExists(productId))) throw new AppError('not_found', 'product_not_found');
      const row = await deps.repository.customerReview(productId, user.id);
      return row ? reviewView(row) : null;
    },

    /**
     * Spec §7 `POST /products/{id}/reviews`: a signed-in customer's review, checked (spec §5, §8).
     * A customer has one review per product: writing again edits it (`isNew` false).
     */
    async writeReview(
      user: AuthenticatedUser,
      productId: string,
      body: ReviewBody,
    ): Promise<{ review: Review; isNew: boolean }> {
      if (user.kind !== 'customer') throw new AppError('forbidden', 'review_customer_required');
      if (!(await deps.productExists(productId))) throw new AppError('not_found', 'product_not_found');
      const checked = validateReview({
        title: body.title,
        rating: body.rating,
        comment: body.comment,
        isAnonymous: body.anonymous === true,
        userName: (await deps.firstNameOf?.(user.id)) ?? '',
      });
      if (!checked.ok) {
        throw new AppError('invalid_input', checked.code, { fields: checked.params?.['fields'] ?? {} });
      }
      const saved = await saveReview(user.id, productId, {
        ...checked.value,
        verifiedPurchase: (await deps.hasBought?.(user.id, productId)) ?? false,
        createdAt: now(),
      });
      for (const listener of listeners) listener();
      return { review: reviewView(saved.review), isNew: saved.isNew };
    },

    /**
     * Staff: a review hidden is no longer shown nor counted; shown again, it counts again. Its audit
     * entry, in the same transaction, holds the review as changed (its product's name is read
     * before: the catalogue is another module, which reads outside this transaction).
     */
    async setHidden(reviewId: string, hidden: boolean, audit?: ChangeAudit): Promise<void> {
      const found = audit ? await deps.repository.review(reviewId) : undefined;
      const names = found ? await deps.productNames?.([found.productId]) : undefined;
      const changed = await deps.repository.transactionHandle(async (tx) => {
        const queries = createReviewsRepository(tx);
        const review = await queries.setHidden(reviewId, hidden ? now() : null);
        if (!review) return false;
        await queries.lockRating(review.productId);
        await queries.saveRating(await queries.countedRating(review.productId));
        await audit?.record(tx, { after: staffReviewView(review, names?.get(review.productId) ?? '') });
        return true;
      });
      if (!changed) throw new AppError('not_found', 'review_not_found');
      for (const listener of listeners) listener();
    },

    /** The staff's list (the back office): hidden ones too, with their product's name. */
    async staffReviews(
      query: StaffPageQuery & { hidden?: boolean | undefined; productId?: string | undefined },
    ): Promise<{ items: StaffReview[]; total: number }> {
      const { page, perPage, ...filter } = query;
      const { rows, total } = await deps.repository.staffReviews(filter, {
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      const names = (await deps.productNames?.([...new Set(rows.map((row) => row.productId))])) ?? new Map();
      return { items: rows.map((row) => staffReviewView(row, names.get(row.productId) ?? '')), total };
    },

    async staffReview(reviewId: string): Promise<StaffReview> {
      const row = await deps.repository.review(reviewId);
      if (!row) throw new AppError('not_found', 'review_not_found');
      const names = (await deps.productNames?.([row.productId])) ?? new Map<string, string>();
      return staffReviewView(row, names.get(row.productId) ?? '');
    },

    async reviewsPage(productId: string, page: number): Promise<ReviewsResponse> {
      if (!(await deps.productExists(productId))) throw new AppError('not_found', 'product_not_found');
      const [rows, rating] = await Promise.all([
        deps.repository.pageOfReviews(productId, (page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE),
        deps.repository.rating(productId),
      ]);
      const totalCount = rating?.reviewCount ?? 0;
      return {
        reviews: rows.map(reviewView),
        averageRating: roundRating(rating?.averageRating ?? 0),
        totalCount,
        totalPages: Math.ceil(totalCount / REVIEWS_PAGE_SIZE),
        currentPage: page,
      };
    },
    /**
     * Every product's rating, read again every few seconds (another server copy's reviews) and
     * at once after this one's: tiles and cards carry their rating, and reading them all for
     * each answer cost more than the rest of it.
     */
    ratings(): Promise<RatingsResponse> {
      if (!ratingsRead || Date.now() - ratingsRead.at >= RATINGS_TTL_MS) {
        const value = readRatings();
        ratingsRead = { value, at: Date.now() };
        value.catch(() => {
          if (ratingsRead?.value === value) ratingsRead = undefined;
        });
      }
      return ratingsRead.value;
    },
  };
}

function staffReviewView(row: ReviewRow, productName: string): StaffReview {
  return {
    id: row.id,
    productId: row.productId,
    productName,
    rating: row.rating,
    title: row.title,
    body: row.comment,
    authorName:
      row.displayName === ANONYMOUS_DISPLAY_NAME ? t('screens.reviews.anonymous_author') : row.displayName,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
  };
}

function reviewView(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    comment: row.comment,
    displayName: row.displayName,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    verifiedPurchase: row.verifiedPurchase,
  };
}

/** One decimal, as shown beside the stars ("4,3"). */
function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
