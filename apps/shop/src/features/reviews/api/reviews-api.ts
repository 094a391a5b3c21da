/**
 * Spec §7 catalogue API: a product's reviews, one page at a time (cached per product and page,
 * spec §9), the signed-in customer's own review of it, and writing it (once per product: writing
 * again edits it). A review written refreshes the pages shown, the customer's own and the
 * product's card.
 */
import type { MyReviewResponse, Review, ReviewBody, ReviewsResponse } from '@sillon/contract';
import { reviewPageKey } from '@sillon/domain';
import { productCardChanged } from '@/features/catalog';
import { shopApi } from '@/lib/api';

export const reviewsApi = shopApi.enhanceEndpoints({ addTagTypes: ['Reviews'] }).injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<ReviewsResponse, { productId: string; page: number }>({
      query: ({ productId, page }) => ({
        url: `/api/catalog/products/${productId}/reviews`,
        params: { page },
      }),
      serializeQueryArgs: ({ queryArgs }) => reviewPageKey(queryArgs.productId, queryArgs.page),
      providesTags: (_result, _error, { productId }) => [{ type: 'Reviews', id: productId }],
    }),
    myReview: build.query<Review | null, string>({
      query: (productId) => `/api/catalog/products/${productId}/reviews/mine`,
      transformResponse: (response: MyReviewResponse) => response.review,
      providesTags: (_result, _error, productId) => [{ type: 'Reviews', id: productId }],
    }),
    reviewPosted: build.mutation<Review, { productId: string; review: ReviewBody }>({
      query: ({ productId, review }) => ({
        url: `/api/catalog/products/${productId}/reviews`,
        method: 'POST',
        body: review,
      }),
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [{ type: 'Reviews', id: productId }]),
      // The product's card carries its rating: a card kept from before would show the old count.
      async onQueryStarted({ productId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(productCardChanged(productId));
        } catch {
          // Not written: nothing changed.
        }
      },
    }),
  }),
});

export const { useReviewsQuery, useMyReviewQuery, useReviewPostedMutation } = reviewsApi;
