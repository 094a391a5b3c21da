/**
 * The checkout server's calls (spec §7, Spree Storefront API v2): the checkout steps (address, shipments,
 * pickup point, next), shipping rates, pickup points, the order's summary, payment methods, saved
 * cards, payment and completion, and the order's status once paid. A postal code's communes are
 * the account's, with the address form. The order is started with the cart's own calls (the cart
 * feature's `cartApi`, with the order token).
 */
import { LEGAL_PAGE_PATHS } from '@sillon/domain';
import { ORDER_INCLUDE } from '@/features/orders';
import { isOrderTimeout, orderTokenHeaders, readFailure, shopApi, type RequestFailure } from '@/lib/api';
import type {
  CheckoutUpdateBody,
  CreatePaymentBody,
  CreditCardsDocument,
  OrderDocument,
  PageResponse,
  PaymentMethodsDocument,
  PickupPointsDocument,
  ShippingRatesDocument,
} from './checkout-types';

const STOREFRONT = '/api/v2/storefront';
const CHECKOUT = `${STOREFRONT}/checkout`;

type WithToken = { token: string };

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    updateCheckout: build.mutation<OrderDocument, WithToken & { body: CheckoutUpdateBody }>({
      query: ({ token, body }) => ({
        url: CHECKOUT,
        method: 'PATCH',
        headers: orderTokenHeaders(token),
        body,
      }),
    }),
    checkoutNext: build.mutation<OrderDocument, WithToken>({
      query: ({ token }) => ({ url: `${CHECKOUT}/next`, method: 'PATCH', headers: orderTokenHeaders(token) }),
    }),
    shippingRates: build.query<ShippingRatesDocument, WithToken & { orderId: string }>({
      query: ({ token }) => ({ url: `${CHECKOUT}/shipping_rates`, headers: orderTokenHeaders(token) }),
      // Slots fill up: a screen that opens asks again.
      keepUnusedDataFor: 0,
    }),
    pickupPoints: build.query<PickupPointsDocument, WithToken & { zipcode: string }>({
      query: ({ token, zipcode }) => ({
        url: `${STOREFRONT}/pickup_points`,
        params: { zipcode, limit: 10 },
        headers: orderTokenHeaders(token),
      }),
    }),
    orderSummary: build.query<OrderDocument, WithToken & { orderId: string }>({
      query: ({ token }) => ({
        url: `${STOREFRONT}/cart`,
        params: { include: ORDER_INCLUDE },
        headers: orderTokenHeaders(token),
      }),
      keepUnusedDataFor: 0,
    }),
    paymentMethods: build.query<PaymentMethodsDocument, WithToken & { orderId: string }>({
      query: ({ token }) => ({ url: `${CHECKOUT}/payment_methods`, headers: orderTokenHeaders(token) }),
    }),
    creditCards: build.query<CreditCardsDocument, string>({
      // The argument is the customer's id: another customer gets their own cards.
      query: () => `${STOREFRONT}/account/credit_cards`,
      keepUnusedDataFor: 0,
    }),
    createPayment: build.mutation<OrderDocument, WithToken & { body: CreatePaymentBody }>({
      query: ({ token, body }) => ({
        url: `${CHECKOUT}/create_payment`,
        method: 'POST',
        headers: orderTokenHeaders(token),
        body: { ...body, include: ORDER_INCLUDE },
      }),
    }),
    completeCheckout: build.mutation<OrderDocument, WithToken>({
      query: ({ token }) => ({
        url: `${CHECKOUT}/complete`,
        method: 'PATCH',
        headers: orderTokenHeaders(token),
        body: { include: ORDER_INCLUDE },
      }),
    }),
    /** The CGV in force (issue 38): the payment step shows their version and sends it back. */
    termsOfSale: build.query<PageResponse, void>({
      query: () => ({ url: '/api/bff/page', params: { path: LEGAL_PAGE_PATHS.terms } }),
    }),
    orderStatus: build.query<OrderDocument, WithToken & { orderId: string }>({
      query: ({ token, orderId }) => ({
        url: `${STOREFRONT}/order_status/${encodeURIComponent(orderId)}`,
        params: { include: ORDER_INCLUDE },
        headers: orderTokenHeaders(token),
      }),
    }),
  }),
});

export type CheckoutFailure = RequestFailure & {
  /** The stable code (spec §8): `network_error` when no answer came. */
  code: string;
  /** The request that failed, for the error report (spec §8: order timeout "request name setItems"). */
  request?: string;
};

/**
 * A refused checkout call, read by its code (never its text): the checkout server's 503 is the
 * order timeout (`isOrderTimeout`), a 404 that names no code an order that is not found.
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  const failure = readFailure(error);
  if (isOrderTimeout(failure)) return { code: 'order_timeout', status: 503 };
  return {
    ...failure,
    code: failure.code ?? (failure.status === 404 ? 'order_not_found' : 'internal_error'),
  };
}
