/** Spree's order token header: with the bearer, it names the order a checkout-server call is about. */
const ORDER_TOKEN_HEADER = 'X-Spree-Order-Token';

/** The order token header; none when the order is found by the session alone (the cart, a reload). */
export function orderTokenHeaders(token: string | undefined): Record<string, string> {
  return token ? { [ORDER_TOKEN_HEADER]: token } : {};
}
