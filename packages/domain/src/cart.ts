/**
 * The cart (spec §3, §4): lines, totals, gifts kept in step with the total, the voucher selection
 * and the refresh against current prices. Every function returns a new cart; none mutates.
 */
import { reevaluateGifts, setGiftSelection, type CartGift, type GiftViolation } from './gifts';
import { sumCents, type Cents } from './money';
import type { PreloadedPromotion } from './preloaded-promotion';
import {
  validateProductId,
  validateProductPrice,
  validateQuantity,
  type ProductIdViolation,
  type ProductPriceViolation,
  type QuantityViolation,
} from './product';
import { ok, violation, type Result } from './result';
import { normalizeVoucherCode } from './voucher';

/** Spec §3 "Cart product item": a line the customer pays for; amounts in cents. */
export type CartProduct = {
  readonly id: string;
  readonly priceCents: Cents;
  readonly quantity: number;
  readonly maxOrderable?: number | null;
  readonly available: boolean;
  /** The preloaded promotion that brought the line, so a newer promotion can take it back. */
  readonly promotionId?: string | null;
};

/** Spec §3 "Cart". Loading and hydration flags belong to the app's slice, not to the rules. */
export type Cart = {
  readonly products: readonly CartProduct[];
  readonly gifts: readonly CartGift[];
  readonly preloadedPromotion: PreloadedPromotion | null;
  readonly voucherCode: string | null;
};

export type ProductToAdd = {
  id: string;
  priceCents: Cents;
  maxOrderable?: number | null;
  available?: boolean;
};

export type AddProductViolation = ProductIdViolation | ProductPriceViolation | QuantityViolation;
export type CartLineViolation = 'product_not_in_cart' | QuantityViolation;

export type ProductAvailability = { available: boolean; publicPriceCents: Cents };
export type PriceChange = { productId: string; previousCents: Cents; currentCents: Cents };
export type CartRefresh = {
  cart: Cart;
  priceChanges: PriceChange[];
  unavailableProductIds: string[];
};

export const EMPTY_CART: Cart = { products: [], gifts: [], preloadedPromotion: null, voucherCode: null };

/** What one paid line costs: its price times its quantity. */
export function lineTotalCents(line: Pick<CartProduct, 'priceCents' | 'quantity'>): Cents {
  return line.priceCents * line.quantity;
}

/**
 * Spec §3: the total is the sum of the paid lines; a gift costs 0. A line no longer available
 * (§8) is not sold, so it counts neither for the minimum nor for the gifts it would unlock.
 */
export function cartTotalCents(cart: Pick<Cart, 'products'>): Cents {
  return sumCents(cart.products.filter((line) => line.available).map(lineTotalCents));
}

/**
 * The gifts the customer does not take (dropped, or still locked), as the server is told: it
 * gives only the others (issue 17, spec §4), so the order holds exactly the gifts the cart shows.
 */
export function declinedGiftIds(cart: Pick<Cart, 'gifts'>): string[] {
  return cart.gifts.filter((gift) => !gift.active).map((gift) => gift.id);
}

/** The number of articles, for the cart badge. */
export function cartItemCount(cart: Pick<Cart, 'products'>): number {
  return cart.products.reduce((count, line) => count + line.quantity, 0);
}

/** After any change of lines, conditional gifts follow the new total (spec §4). */
export function withGiftsReevaluated(cart: Cart): Cart {
  return { ...cart, gifts: reevaluateGifts(cart.gifts, cartTotalCents(cart)) };
}

function replaceLines(cart: Cart, products: readonly CartProduct[]): Cart {
  return withGiftsReevaluated({ ...cart, products });
}

/**
 * Spec §4: adding checks `maxOrderable` (the existing quantity counts), then re-evaluates the
 * conditional gifts. The line takes the product's latest price.
 */
export function addProduct(
  cart: Cart,
  product: ProductToAdd,
  quantity = 1,
): Result<Cart, AddProductViolation> {
  const id = validateProductId(product.id);
  if (!id.ok) return id;
  const price = validateProductPrice(product.priceCents);
  if (!price.ok) return price;
  const added = validateQuantity(quantity);
  if (!added.ok) return added;

  const existing = cart.products.find((line) => line.id === product.id);
  const maxOrderable = product.maxOrderable ?? existing?.maxOrderable ?? null;
  const total = validateQuantity((existing?.quantity ?? 0) + quantity, maxOrderable);
  if (!total.ok) return total;

  const line: CartProduct = {
    id: product.id,
    priceCents: price.value,
    quantity: total.value,
    maxOrderable,
    available: product.available ?? true,
    promotionId: existing?.promotionId ?? null,
  };
  const products = existing
    ? cart.products.map((candidate) => (candidate.id === product.id ? line : candidate))
    : [...cart.products, line];
  return ok(replaceLines(cart, products));
}

/** Spec §4: "Decreasing removes the line at quantity zero". */
export function decreaseQuantity(cart: Cart, productId: string): Result<Cart, 'product_not_in_cart'> {
  const existing = cart.products.find((line) => line.id === productId);
  if (existing === undefined) return violation('product_not_in_cart');
  const products =
    existing.quantity <= 1
      ? cart.products.filter((line) => line.id !== productId)
      : cart.products.map((line) =>
          line.id === productId ? { ...line, quantity: line.quantity - 1 } : line,
        );
  return ok(replaceLines(cart, products));
}

/** Spec §4, §8 ("product no longer in cart"): removes a line whatever its quantity. */
export function removeProduct(cart: Cart, productId: string): Result<Cart, 'product_not_in_cart'> {
  if (!cart.products.some((line) => line.id === productId)) return violation('product_not_in_cart');
  return ok(
    replaceLines(
      cart,
      cart.products.filter((line) => line.id !== productId),
    ),
  );
}

/** Spec §4: the customer picks a gift; allowed only once the total reaches its minimum. */
export function activateGift(cart: Cart, giftId: string): Result<Cart, GiftViolation> {
  const gifts = setGiftSelection(cart.gifts, giftId, true, cartTotalCents(cart));
  return gifts.ok ? ok({ ...cart, gifts: gifts.value }) : gifts;
}

/** Spec §4: the customer gives a gift back; a gift with no minimum keeps that choice. */
export function deactivateGift(cart: Cart, giftId: string): Result<Cart, GiftViolation> {
  const gifts = setGiftSelection(cart.gifts, giftId, false, cartTotalCents(cart));
  return gifts.ok ? ok({ ...cart, gifts: gifts.value }) : gifts;
}

/**
 * Spec §4, §9: "Applying the same voucher code again clears it"; codes are uppercased, so "promo"
 * and "PROMO" are the same code. An empty code clears the selection.
 */
export function selectVoucherCode(cart: Cart, code: string | null): Cart {
  const normalized = normalizeVoucherCode(code ?? '');
  const voucherCode = normalized === '' || normalized === cart.voucherCode ? null : normalized;
  return { ...cart, voucherCode };
}

/**
 * Spec §4: after product references arrive, the cart takes the current public prices. Reports the
 * lines whose price changed and the ones no longer available (absent from the answer counts as
 * unavailable), so the app can show its alerts (§8) before the customer pays.
 */
export function refreshCart(
  cart: Cart,
  availability: Readonly<Record<string, ProductAvailability>>,
): CartRefresh {
  const availabilityOf = (id: string): ProductAvailability | undefined =>
    Object.hasOwn(availability, id) ? availability[id] : undefined;
  const priceChanges: PriceChange[] = [];
  const unavailableProductIds: string[] = [];
  const products = cart.products.map((line) => {
    const current = availabilityOf(line.id);
    if (current === undefined || !current.available) {
      unavailableProductIds.push(line.id);
      return line.available ? { ...line, available: false } : line;
    }
    if (current.publicPriceCents !== line.priceCents) {
      priceChanges.push({
        productId: line.id,
        previousCents: line.priceCents,
        currentCents: current.publicPriceCents,
      });
    }
    return current.publicPriceCents === line.priceCents && line.available
      ? line
      : { ...line, priceCents: current.publicPriceCents, available: true };
  });
  const gifts = cart.gifts.map((gift) => {
    const current = availabilityOf(gift.id);
    return current === undefined || current.publicPriceCents === gift.priceCents
      ? gift
      : { ...gift, priceCents: current.publicPriceCents };
  });
  const refreshed = { ...cart, products, gifts };
  // Conditional gifts follow a change of the total only: a gift the customer declined stays
  // declined when the cart is shown again with the same prices.
  const isSameTotal = cartTotalCents(refreshed) === cartTotalCents(cart);
  return {
    cart: isSameTotal ? refreshed : withGiftsReevaluated(refreshed),
    priceChanges,
    unavailableProductIds,
  };
}

/**
 * Spec §8 price-change alert: a change stays shown until the customer confirms it or removes the
 * product, though prices are refreshed again meanwhile (the next refresh finds the line at its
 * new price and reports nothing). A product whose price changed again keeps the price the
 * customer last saw; one back at that price is no change any more.
 */
export function pendingPriceChanges(previous: readonly PriceChange[], refresh: CartRefresh): PriceChange[] {
  const inCart = new Set(refresh.cart.products.map((line) => line.id));
  const fresh = new Map(refresh.priceChanges.map((change) => [change.productId, change]));
  const kept = previous
    .filter((change) => inCart.has(change.productId))
    .map((change) => {
      const again = fresh.get(change.productId);
      fresh.delete(change.productId);
      return again ? { ...again, previousCents: change.previousCents } : change;
    })
    .filter((change) => change.previousCents !== change.currentCents);
  return [...kept, ...fresh.values()];
}

/**
 * The server's stock was short of what some lines asked (`left`: how many each product still has):
 * each such line takes what is left, and no more.
 */
export function takeStockLeft(cart: Cart, left: Readonly<Record<string, number>>): Cart {
  return replaceLines(
    cart,
    cart.products.flatMap((line) => {
      const stock = left[line.id];
      if (stock === undefined || stock >= line.quantity) return [line];
      return stock > 0 ? [{ ...line, quantity: stock }] : [];
    }),
  );
}

/** Spec §8: the unavailable-products alert's "remove them" choice. */
export function removeUnavailableProducts(cart: Cart): Cart {
  return replaceLines(
    cart,
    cart.products.filter((line) => line.available),
  );
}
