/**
 * Preloaded promotions (spec §3, §4, §7): products and gifts the catalogue pre-fills in the cart
 * of a signed-in customer. One promotion at a time; a newer one takes the older one's lines back.
 */
import { withGiftsReevaluated, type Cart, type CartProduct } from './cart';
import type { CartGift } from './gifts';
import type { Cents } from './money';

/** One product of a preloaded promotion, joined with its availability and public price. */
export type PreloadedItem = {
  id: string;
  quantity: number;
  isGift: boolean;
  minimumUnlockableAmountCents: Cents;
  priceCents: Cents;
  available: boolean;
};

/** Spec §3 "preloadedProductList": id, version, title, subtitle, products. */
export type PreloadedPromotion = {
  id: string;
  version: string;
  title: string;
  subtitle: string;
  items: readonly PreloadedItem[];
};

/** Spec §4: a promotion is new when its id or its version differs from the cart's. */
export function isNewPromotion(
  current: Pick<PreloadedPromotion, 'id' | 'version'> | null,
  next: Pick<PreloadedPromotion, 'id' | 'version'>,
): boolean {
  return current === null || current.id !== next.id || current.version !== next.version;
}

/**
 * Spec §4: a new preloaded promotion replaces the previous one: the previous one's products and
 * gifts are removed and the new one's available items added. A product the customer already has
 * stays as the customer left it. Gifts with no minimum arrive selected; conditional gifts follow
 * the total. The same promotion again changes nothing.
 */
export function applyPreloadedPromotion(cart: Cart, promotion: PreloadedPromotion): Cart {
  if (!isNewPromotion(cart.preloadedPromotion, promotion)) return cart;
  const previousId = cart.preloadedPromotion?.id;
  const fromPrevious = (line: { promotionId?: string | null }): boolean =>
    previousId !== undefined && line.promotionId === previousId;

  const products: CartProduct[] = cart.products.filter((line) => !fromPrevious(line));
  const gifts: CartGift[] = cart.gifts.filter((gift) => !fromPrevious(gift));
  for (const item of promotion.items) {
    if (!item.available) continue;
    if (item.isGift) {
      if (gifts.some((gift) => gift.id === item.id)) continue;
      gifts.push({
        id: item.id,
        priceCents: item.priceCents,
        active: true,
        minimumUnlockableAmountCents: item.minimumUnlockableAmountCents,
        promotionId: promotion.id,
      });
    } else if (!products.some((line) => line.id === item.id) && item.quantity > 0) {
      products.push({
        id: item.id,
        priceCents: item.priceCents,
        quantity: item.quantity,
        available: true,
        promotionId: promotion.id,
      });
    }
  }
  return withGiftsReevaluated({ ...cart, products, gifts, preloadedPromotion: promotion });
}

/** Spec §7 set_items: "preloaded (map of promotion id to version)". */
export function preloadedVersions(cart: Pick<Cart, 'preloadedPromotion'>): Record<string, string> {
  return cart.preloadedPromotion === null
    ? {}
    : { [cart.preloadedPromotion.id]: cart.preloadedPromotion.version };
}
