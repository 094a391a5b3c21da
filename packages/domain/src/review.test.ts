import { describe, expect, it } from 'vitest';
import {
  nextAverageRating,
  reviewPageKey,
  sortReviewsNewestFirst,
  validateReview,
  type ReviewInput,
} from './review';

const valid: ReviewInput = {
  title: 'Délicieux',
  rating: 4,
  comment: 'Très bon',
  isAnonymous: false,
  userName: 'Marie',
};

describe('validateReview (spec §5)', () => {
  it.each<[string, Partial<ReviewInput>, string]>([
    ['refuses an empty title', { title: '  ' }, 'review_title_empty'],
    ['refuses a missing title', { title: undefined }, 'review_title_empty'],
    ['refuses a missing rating', { rating: undefined }, 'review_rating_empty'],
    ['refuses a NaN rating', { rating: Number.NaN }, 'review_rating_empty'],
    ['refuses a rating below 0', { rating: -1 }, 'review_rating_below_min'],
    ['refuses a rating above 5', { rating: 6 }, 'review_rating_above_max'],
    ['refuses a named review without a user name', { userName: '' }, 'review_name_missing'],
  ])('%s', (_rule, change, code) => {
    const result = validateReview({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe(code);
  });

  it.each([0, 5])('accepts a rating of %i', (rating) => {
    expect(validateReview({ ...valid, rating }).ok).toBe(true);
  });

  it('reports every field and the first one as the code', () => {
    expect(validateReview({ title: '', rating: 9, isAnonymous: false })).toEqual({
      ok: false,
      code: 'review_title_empty',
      fields: {
        title: 'review_title_empty',
        rating: 'review_rating_above_max',
        userName: 'review_name_missing',
      },
    });
  });

  it("uses the user's name as display name", () => {
    expect(validateReview(valid)).toEqual({
      ok: true,
      value: { title: 'Délicieux', rating: 4, comment: 'Très bon', displayName: 'Marie' },
    });
  });

  it("uses 'anonymous' as display name when anonymous, without needing a name", () => {
    const result = validateReview({ title: 'Bon', rating: 3, isAnonymous: true });
    expect(result).toEqual({
      ok: true,
      value: { title: 'Bon', rating: 3, comment: '', displayName: 'anonymous' },
    });
  });
});

describe('nextAverageRating (spec §9: (avg*count+new)/(count+1))', () => {
  it.each([
    [4, 3, 5, 4.25],
    [0, 0, 3, 3],
    [5, 1, 0, 2.5],
  ])('average %d over %i reviews plus %i → %d', (average, count, rating, expected) => {
    expect(nextAverageRating(average, count, rating)).toBe(expected);
  });
});

describe('review pages', () => {
  it('keys pages by product and page number', () => {
    expect(reviewPageKey('p1', 2)).toBe('p1:2');
    expect(reviewPageKey('p1', 2)).not.toBe(reviewPageKey('p1', 3));
  });
  it('lists the newest first', () => {
    const reviews = [
      { id: 'a', createdAt: '2024-01-01T10:00:00Z' },
      { id: 'b', createdAt: '2024-03-01T10:00:00Z' },
      { id: 'c', createdAt: '2024-02-01T10:00:00Z' },
    ];
    expect(sortReviewsNewestFirst(reviews).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });
});
