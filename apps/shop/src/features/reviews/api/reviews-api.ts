/** Spec §7 catalogue API: a product's reviews, one page at a time. */
import type { ReviewsResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';

export const reviewsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<ReviewsResponse, { productId: string; page: number }>({
      query: ({ productId, page }) => ({
        url: `/api/catalog/products/${productId}/reviews`,
        params: { page },
      }),
    }),
  }),
});

export const { useReviewsQuery } = reviewsApi;
