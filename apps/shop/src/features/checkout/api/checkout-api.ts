/**
 * The checkout server's calls (spec §7, Spree Storefront API v2): the order started from the cart
 * (cart, set_items, coupon, each with the order token), the checkout steps (address, shipments,
 * pickup point, next), shipping rates, pickup points, communes, the order's summary, payment
 * methods, saved cards, payment and completion, and the order's status once paid.
 */
import type { CartDocument } from '@sillon/contract';
import { readFailure, shopApi, type RequestFailure } from '@/lib/api';
import type {
  CheckoutUpdateBody,
  CommunesResponse,
  CreatePaymentBody,
  CreditCardsDocument,
  OrderDocument,
  PaymentMethodsDocument,
  PickupPointsDocument,
  ShippingRatesDocument,
} from './checkout-types';

const STOREFRONT = '/api/v2/storefront';
const CHECKOUT = `${STOREFRONT}/checkout`;
/** Spree's order token header: with the bearer, it names the order the call is about. */
export const ORDER_TOKEN_HEADER = 'X-Spree-Order-Token';
/**
 * What the summary and the recap show (spec §7 update order's include), and the chosen pickup
 * point, which JSON:API only includes when named.
 */
export const ORDER_INCLUDE = 'line_items,promotions,shipments,shipping_address,payments,chosen_pickup_point';

type WithToken = { token: string };

/** The order token header; none when the order is found by the session alone (a reload). */
const tokenHeaders = (token: string): Record<string, string> =>
  token ? { [ORDER_TOKEN_HEADER]: token } : {};

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    createOrderCart: build.mutation<CartDocument, void>({
      query: () => ({ url: `${STOREFRONT}/cart`, method: 'POST', body: { include: 'line_items' } }),
    }),
    setOrderItems: build.mutation<
      CartDocument,
      WithToken & { lines: { variant_id: string; quantity: number }[]; preloaded: Record<string, string> }
    >({
      query: ({ token, lines, preloaded }) => ({
        url: `${STOREFRONT}/cart/set_items`,
        method: 'PATCH',
        headers: tokenHeaders(token),
        body: { line_items_attributes: lines, preloaded, include: 'line_items' },
      }),
    }),
    applyOrderCoupon: build.mutation<CartDocument, WithToken & { code: string }>({
      query: ({ token, code }) => ({
        url: `${STOREFRONT}/cart/apply_coupon_code`,
        method: 'PATCH',
        headers: tokenHeaders(token),
        body: { coupon_code: code, include: 'line_items' },
      }),
    }),
    updateCheckout: build.mutation<OrderDocument, WithToken & { body: CheckoutUpdateBody }>({
      query: ({ token, body }) => ({
        url: CHECKOUT,
        method: 'PATCH',
        headers: tokenHeaders(token),
        body,
      }),
    }),
    checkoutNext: build.mutation<OrderDocument, WithToken>({
      query: ({ token }) => ({ url: `${CHECKOUT}/next`, method: 'PATCH', headers: tokenHeaders(token) }),
    }),
    shippingRates: build.query<ShippingRatesDocument, WithToken & { orderId: string }>({
      query: ({ token }) => ({ url: `${CHECKOUT}/shipping_rates`, headers: tokenHeaders(token) }),
      // Slots fill up: a screen that opens asks again.
      keepUnusedDataFor: 0,
    }),
    communes: build.query<CommunesResponse, string>({
      query: (postalCode) => ({ url: '/api/delivery/communes', params: { postal_code: postalCode } }),
    }),
    pickupPoints: build.query<PickupPointsDocument, WithToken & { zipcode: string }>({
      query: ({ token, zipcode }) => ({
        url: `${STOREFRONT}/pickup_points`,
        params: { zipcode, limit: 10 },
        headers: tokenHeaders(token),
      }),
    }),
    orderSummary: build.query<OrderDocument, WithToken & { orderId: string }>({
      query: ({ token }) => ({
        url: `${STOREFRONT}/cart`,
        params: { include: ORDER_INCLUDE },
        headers: tokenHeaders(token),
      }),
      keepUnusedDataFor: 0,
    }),
    paymentMethods: build.query<PaymentMethodsDocument, WithToken & { orderId: string }>({
      query: ({ token }) => ({ url: `${CHECKOUT}/payment_methods`, headers: tokenHeaders(token) }),
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
        headers: tokenHeaders(token),
        body: { ...body, include: ORDER_INCLUDE },
      }),
    }),
    completeCheckout: build.mutation<OrderDocument, WithToken>({
      query: ({ token }) => ({
        url: `${CHECKOUT}/complete`,
        method: 'PATCH',
        headers: tokenHeaders(token),
        body: { include: ORDER_INCLUDE },
      }),
    }),
    /** A completed order of the signed-in customer (bearer), e.g. its confirmation after a reload. */
    accountOrder: build.query<OrderDocument, string>({
      query: (orderId) => ({
        url: `${STOREFRONT}/account/orders/${encodeURIComponent(orderId)}`,
        params: { include: ORDER_INCLUDE },
      }),
    }),
    orderStatus: build.query<OrderDocument, WithToken & { orderId: string }>({
      query: ({ token, orderId }) => ({
        url: `${STOREFRONT}/order_status/${encodeURIComponent(orderId)}`,
        params: { include: ORDER_INCLUDE },
        headers: tokenHeaders(token),
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
 * order timeout, a 404 that names no code an order that is not found.
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  const failure = readFailure(error);
  if (failure.status === 503) return { code: 'order_timeout', status: 503 };
  return {
    ...failure,
    code: failure.code ?? (failure.status === 404 ? 'order_not_found' : 'internal_error'),
  };
}
