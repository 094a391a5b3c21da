/** Starting an order from the cart (spec §4 "Order initialisation", §5, §7, §8). */
import type { Cart } from './cart';
import { preloadedVersions } from './preloaded-promotion';
import { ok, violation, type Result } from './result';
import { voucherCodeForOrderStart, type Voucher } from './voucher';

export type OrderStartRequest = {
  /** Spec §7 set_items `line_items_attributes` (variant_id, quantity): the paid lines. */
  lineItems: { productId: string; quantity: number }[];
  /** The gifts the customer has: the checkout server prices them at 0 from the promotion. */
  giftIds: string[];
  /** Spec §7 set_items `preloaded`: promotion id → version. */
  preloaded: Record<string, string>;
  /** Spec §4: sent only when it is not a referral code. */
  voucherCode?: string;
};

export type SetItemsFailure = 'unavailable_products' | 'order_timeout' | 'order_initialization_failed';

/** What the checkout server needs to start an order from the cart (spec §4, §7). */
export function orderStartRequest(cart: Cart, vouchers: readonly Voucher[]): OrderStartRequest {
  const request: OrderStartRequest = {
    lineItems: cart.products.map((line) => ({ productId: line.id, quantity: line.quantity })),
    giftIds: cart.gifts.filter((gift) => gift.active).map((gift) => gift.id),
    preloaded: preloadedVersions(cart),
  };
  const voucherCode = voucherCodeForOrderStart(cart.voucherCode, vouchers);
  if (voucherCode !== undefined) request.voucherCode = voucherCode;
  return request;
}

/**
 * Spec §8: why an order could not start, from the refused call's code. Unavailable products
 * (a 422 listing the variants) and the order timeout (a 503) keep their own messages, like a
 * lost connection; any other refusal fails the initialisation.
 */
export function orderStartFailureCode(code: string): SetItemsFailure | 'network_error' {
  if (code === 'unavailable_products' || code === 'order_timeout' || code === 'network_error') return code;
  return 'order_initialization_failed';
}

/** Spec §5: "Order id required for saving info or slot" (the checkout's step saves check it). */
export function requireOrderId(orderId: string | null | undefined): Result<string, 'order_id_required'> {
  return orderId ? ok(orderId) : violation('order_id_required');
}
