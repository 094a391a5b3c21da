/**
 * The customer's placed orders (spec §2 `my-account/orders`, §3 order list, §4 statuses) on the
 * checkout server: the list, one order, and what may still be done with it before its cut-off
 * (cancel, add products). The `Orders` tag keeps the list and the detail current after a change,
 * and forgets them when the session ends (spec §4: logout empties the order list).
 */
import type { OrderListDocument, ReceiptDocument, ReceiptLinkResponse } from '@sillon/contract';
import { shopApi } from '@/lib/api';
import type { OrderDocument } from './order-document';

const ORDERS = '/api/v2/storefront/account/orders';
/**
 * What an order's screens show (spec §7 update order's include), and the chosen pickup point,
 * which JSON:API only includes when named.
 */
export const ORDER_INCLUDE = 'line_items,promotions,shipments,shipping_address,payments,chosen_pickup_point';
/** Orders a page of the list shows. */
export const ORDERS_PER_PAGE = 10;

export const ordersApi = shopApi.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Page after page (Spree's paging); the argument, the customer's id, keeps lists apart. */
    accountOrders: build.infiniteQuery<OrderListDocument, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPageParam < lastPage.meta.total_pages ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: ORDERS,
        params: { page: pageParam, per_page: ORDERS_PER_PAGE, sort: '-completed_at' },
      }),
      providesTags: ['Orders'],
    }),
    accountOrder: build.query<OrderDocument, string>({
      query: (number) => ({
        url: `${ORDERS}/${encodeURIComponent(number)}`,
        params: { include: ORDER_INCLUDE },
      }),
      providesTags: ['Orders'],
    }),
    /** The order's receipt (ticket de caisse), as the screen shows it. */
    receipt: build.query<ReceiptDocument, string>({
      query: (number) => `${ORDERS}/${encodeURIComponent(number)}/receipt`,
      providesTags: ['Orders'],
    }),
    /** A link to the receipt's PDF that needs no session: a download, or the share sheet. */
    receiptLink: build.mutation<ReceiptLinkResponse, string>({
      query: (number) => ({ url: `${ORDERS}/${encodeURIComponent(number)}/receipt_link`, method: 'POST' }),
    }),
    cancelOrder: build.mutation<OrderDocument, string>({
      query: (number) => ({
        url: `${ORDERS}/${encodeURIComponent(number)}/cancel`,
        method: 'POST',
        body: { include: ORDER_INCLUDE },
      }),
      invalidatesTags: ['Orders'],
    }),
    addOrderItems: build.mutation<
      OrderDocument,
      { number: string; idempotencyKey: string; lines: { variant_id: string; quantity: number }[] }
    >({
      query: ({ number, idempotencyKey, lines }) => ({
        url: `${ORDERS}/${encodeURIComponent(number)}/add_items`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { line_items_attributes: lines, include: ORDER_INCLUDE },
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useAccountOrdersInfiniteQuery,
  useAccountOrderQuery,
  useCancelOrderMutation,
  useAddOrderItemsMutation,
  useReceiptQuery,
  useReceiptLinkMutation,
} = ordersApi;

/** A session that ended forgets its orders: a screen showing them asks again (spec §4). */
export const ordersForgotten = () => ordersApi.util.invalidateTags(['Orders']);
