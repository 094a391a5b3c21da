/** Product reviews (spec §3, §5, §9): the form's rules, the running average and the page cache keys. */
import { ok, violation, type Result } from './result';

/** Spec §9: "Rating 0 to 5". */
export const RATING_MIN = 0;
export const RATING_MAX = 5;
/** A review's title and comment, at most: the form counts them as typed, the API refuses longer. */
export const REVIEW_TITLE_MAX_LENGTH = 200;
export const REVIEW_COMMENT_MAX_LENGTH = 5000;
/** Spec §5: the display name of an anonymous review. It is data, not copy, hence not translated. */
export const ANONYMOUS_DISPLAY_NAME = 'anonymous';

export type ReviewViolation =
  | 'review_title_empty'
  | 'review_rating_empty'
  | 'review_rating_below_min'
  | 'review_rating_above_max'
  | 'review_name_missing';

export type ReviewInput = {
  title: string | null | undefined;
  rating: number | null | undefined;
  comment?: string | null | undefined;
  isAnonymous: boolean;
  /** The customer's name, needed unless the review is anonymous. */
  userName?: string | null | undefined;
};

export type ReviewDraft = { title: string; rating: number; comment: string; displayName: string };

/**
 * Review rules (spec §5): title required; rating required, 0 to 5; a non-anonymous review needs a
 * user name; `displayName` is `'anonymous'` when anonymous. The comment has no bound.
 * Answers the first violation with every field's code in `fields`.
 */
export function validateReview(input: ReviewInput): Result<ReviewDraft, ReviewViolation> {
  const fields: Partial<Record<keyof ReviewInput, ReviewViolation>> = {};
  const title = input.title?.trim() ?? '';
  if (title === '') fields.title = 'review_title_empty';

  const rating = input.rating;
  if (rating === null || rating === undefined || Number.isNaN(rating)) fields.rating = 'review_rating_empty';
  else if (rating < RATING_MIN) fields.rating = 'review_rating_below_min';
  else if (rating > RATING_MAX) fields.rating = 'review_rating_above_max';

  const userName = input.userName?.trim() ?? '';
  if (!input.isAnonymous && userName === '') fields.userName = 'review_name_missing';

  const first = fields.title ?? fields.rating ?? fields.userName;
  if (first !== undefined) return violation(first, { fields });
  return ok({
    title,
    rating: rating as number,
    comment: input.comment ?? '',
    displayName: input.isAnonymous ? ANONYMOUS_DISPLAY_NAME : userName,
  });
}

/**
 * Spec §9: after a new review the average is recalculated as (avg × count + new) / (count + 1),
 * so the product card updates without refetching every review.
 */
export function nextAverageRating(average: number, count: number, newRating: number): number {
  return (average * count + newRating) / (count + 1);
}

/** Spec §3, §9: review pages are cached per product and page number. */
export function reviewPageKey(productId: string, page: number): string {
  return `${productId}:${page}`;
}

/** Spec §9: review pages list the newest first. */
export function sortReviewsNewestFirst<T extends { createdAt: string }>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
