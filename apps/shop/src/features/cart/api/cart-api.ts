/**
 * The checkout server's cart (Spree Storefront API v2, spec §7): the session's open cart, its
 * basket replaced in one call (`set_items`, with the preloaded promotion's version), vouchers
 * applied and removed. The server's answer holds the totals the cart screen shows, so they are the
 * ones the order will have. The order's start (spec §4) makes the same calls with the order's
 * token (`orderToken`), through this feature's index.
 */
import type { AvailabilityResponse, CartDocument, PreloadedProductsResponse } from '@sillon/contract';
import { inCataloguePages, type ErrorCode } from '@sillon/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isOrderTimeout, orderTokenHeaders, readFailure, shopApi, type RequestFailure } from '@/lib/api';

const BASE = '/api/v2/storefront/cart';
const INCLUDE = 'line_items';

export type Basket = {
  lines: { variant_id: string; quantity: number }[];
  preloaded: Record<string, string>;
  declined_gifts: string[];
};

/** The order a call is about (spec §4 order initialisation); none for the session's cart. */
type WithOrderToken = { orderToken?: string };

export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    openCart: build.mutation<CartDocument, void>({
      query: () => ({ url: BASE, method: 'POST', body: { include: INCLUDE } }),
    }),
    setItems: build.mutation<CartDocument, Basket & WithOrderToken>({
      query: ({ lines, preloaded, declined_gifts, orderToken }) => ({
        url: `${BASE}/set_items`,
        // Spec §7: PUT (the server takes PATCH too, as Spree's other cart calls).
        method: 'PUT',
        headers: orderTokenHeaders(orderToken),
        body: { line_items_attributes: lines, preloaded, declined_gifts, include: INCLUDE },
      }),
    }),
    applyCoupon: build.mutation<CartDocument, { code: string } & WithOrderToken>({
      query: ({ code, orderToken }) => ({
        url: `${BASE}/apply_coupon_code`,
        method: 'PATCH',
        headers: orderTokenHeaders(orderToken),
        body: { coupon_code: code, include: INCLUDE },
      }),
    }),
    removeCoupon: build.mutation<CartDocument, string>({
      query: (code) => ({
        url: `${BASE}/remove_coupon_code/${encodeURIComponent(code)}`,
        method: 'DELETE',
        params: { include: INCLUDE },
      }),
    }),
    /**
     * Spec §4 "product references": current public prices and availability of the cart's
     * products (a page of 150 ids at a time: never the whole catalogue's).
     */
    availability: build.query<AvailabilityResponse, readonly string[]>({
      async queryFn(ids, _api, _options, baseQuery) {
        const answers = await Promise.all(
          inCataloguePages(ids).map((page) =>
            baseQuery(`/api/catalog/products/availability?ids=${page.join(',')}`),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: availabilityFailure(failed.error) };
        return { data: Object.assign({}, ...answers.map((answer) => answer.data as AvailabilityResponse)) };
      },
    }),
    preloadedProducts: build.query<PreloadedProductsResponse, string | null>({
      // The argument is the user's id (null for a visitor): each user gets their own list.
      query: () => '/api/catalog/cart/preloaded-products',
      // Spec §4: a visitor's list (and the list after logout) is asked without a token.
      extraOptions: { bearer: 'customer' },
    }),
  }),
});

/** RTK Query's statuses for a call that got no answer, or one that was not JSON. */
const NOT_READ = new Set<unknown>(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR']);

/**
 * Spec §8 "unauthorized access to the availability API (fetch fails or JSON unreadable)": such a
 * failure becomes that error, which the store reports; the cart keeps its prices and shows nothing.
 */
function availabilityFailure(error: FetchBaseQueryError): FetchBaseQueryError {
  if (!NOT_READ.has(error.status)) return error;
  const code: ErrorCode = 'availability_unauthorized';
  return { status: 'CUSTOM_ERROR', error: code, data: { error: { code } } };
}

export type CartFailure = RequestFailure & { code: string };

/** A refused cart call (spec §8): the checkout server's 503 is the order timeout (`isOrderTimeout`). */
export function cartFailure(error: unknown): CartFailure {
  const failure = readFailure(error);
  if (isOrderTimeout(failure)) return { code: 'order_timeout', status: 503 };
  return { ...failure, code: failure.code ?? 'internal_error' };
}
