/**
 * Prices a cart as it is now: current catalogue prices, the gifts promotions offer (active from
 * their threshold, spec §4), the coupon and referral discounts, and the VAT-included totals of the
 * domain. No I/O: the service gathers the inputs.
 */
import {
  formatEuros,
  giftOfferedValueCents,
  includedVatCents,
  isGiftUnlocked,
  offeredValueCents,
  orderTotals,
  shareInProportion,
  shippingQuote,
  sumCents,
  type ShippingMode,
  type Cents,
  t,
  withAddedGoods,
} from '@sillon/domain';
import type { CartVariant } from '../catalog';
import type { CartOffers } from '../promotions';
import type { AppliedPromotion, PricedCart, PricedGift, PricedLine } from './order-snapshot';
import type { OrderLineRow } from './order-types';

export type { AppliedPromotion, PricedCart, PricedGift, PricedLine } from './order-snapshot';

/** Lines whose variant left the catalogue are not priced (and not shown). */
export function pricedLines(lines: readonly OrderLineRow[], variants: ReadonlyMap<string, CartVariant>) {
  return lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    return variant ? [{ id: String(line.id), variant, quantity: line.quantity }] : [];
  });
}

export function itemTotalOf(lines: readonly { variant: CartVariant; quantity: number }[]): Cents {
  return sumCents(lines.map((line) => line.variant.priceCents * line.quantity));
}

export function priceCart(input: {
  lines: readonly { id: string; variant: CartVariant; quantity: number }[];
  offers: CartOffers;
  giftVariants: ReadonlyMap<string, CartVariant>;
  shippingMode?: ShippingMode | null;
  /** Gifts the customer dropped: inactive even once unlocked (spec §4). */
  declinedGifts?: readonly string[];
}): PricedCart {
  const { offers } = input;
  const itemTotalCents = itemTotalOf(input.lines);
  // Discounts never take more than the items cost: the coupon first, the referral what it left.
  const couponCents = Math.min(
    offers.coupon?.failure === null ? offers.coupon.discountCents : 0,
    itemTotalCents,
  );
  const referralCents = Math.min(
    offers.referral?.discountCents ?? 0,
    Math.max(0, itemTotalCents - couponCents),
  );
  const shipping = input.shippingMode
    ? {
        mode: input.shippingMode,
        quote: shippingQuote(input.shippingMode, shippingPriceInput(itemTotalCents, offers)),
      }
    : null;
  const totals = orderTotals({
    lines: input.lines.map((line) => ({
      totalCents: line.variant.priceCents * line.quantity,
      vatRateBp: line.variant.vatRateBp,
    })),
    itemDiscountCents: couponCents + referralCents,
    shippingCents: shipping?.quote.priceCents ?? 0,
  });
  const gifts = offers.gifts.map((gift): PricedGift => {
    const variant = input.giftVariants.get(gift.variantId);
    const available = variant !== undefined && variant.available && variant.stock >= gift.quantity;
    return {
      id: `gift-${gift.promotionId}-${gift.variantId}`,
      variant,
      variantId: gift.variantId,
      promotionId: gift.promotionId,
      promotionName: gift.promotionName,
      quantity: gift.quantity,
      minimumUnlockableAmountCents: gift.minimumUnlockableAmountCents,
      // A gift comes with something bought: an empty cart unlocks nothing, even a gift with no minimum.
      active:
        available &&
        itemTotalCents > 0 &&
        isGiftUnlocked(gift, itemTotalCents) &&
        !input.declinedGifts?.includes(gift.variantId),
      available,
      offeredValueCents: giftOfferedValueCents({
        priceCents: variant?.priceCents ?? 0,
        quantity: gift.quantity,
      }),
    };
  });
  const freeDelivery =
    offers.firstOrderFreeDelivery || shippingPriceInput(itemTotalCents, offers).hasFreeDeliveryVoucher;
  return {
    lines: withLineDiscounts(input.lines, -totals.promoTotalCents),
    gifts,
    promotions: appliedPromotions(offers, gifts, { couponCents, referralCents }),
    totals,
    offeredValueCents: offeredValueCents(gifts),
    freeDelivery,
    shipping,
    offers,
  };
}

/**
 * A placed order with products added to it (issue 14, « Ajouter à ma commande »): the added lines
 * at their price now and paid in full, the order's lines, discounts, delivery and VAT as they were
 * paid (`withAddedGoods`). Gifts stay as they were.
 */
export function withAddedLines(
  priced: PricedCart,
  added: readonly { id: string; variant: CartVariant; quantity: number }[],
  at: Date,
): PricedCart {
  const addedLines = added.map((line): PricedLine => {
    const totalCents = line.variant.priceCents * line.quantity;
    return {
      ...line,
      addedAt: at.toISOString(),
      priceCents: line.variant.priceCents,
      totalCents,
      discountCents: 0,
      vatCents: includedVatCents(totalCents, line.variant.vatRateBp),
    };
  });
  const totals = withAddedGoods(
    priced.totals,
    addedLines.map((line) => ({ totalCents: line.totalCents, vatRateBp: line.variant.vatRateBp })),
  );
  return { ...priced, lines: [...priced.lines, ...addedLines], totals };
}

/**
 * What the delivery price rule needs of an order: its products' total (the thresholds look at
 * what the products cost, before vouchers) and the offers that make delivery free.
 */
export function shippingPriceInput(itemTotalCents: Cents, offers: CartOffers) {
  return {
    subtotalCents: itemTotalCents,
    isFirstOrder: offers.firstOrderFreeDelivery,
    hasFreeDeliveryVoucher: offers.coupon?.failure === null && offers.coupon.freeDelivery,
  };
}

/**
 * Whether the order's coupon lowered what it costs, so that completing the order spends it. A
 * free delivery on a delivery already free (a first order's, a basket above the threshold) gave
 * nothing: the customer keeps the code for an order it serves.
 */
export function couponLowersPrice(priced: PricedCart): boolean {
  const { coupon } = priced.offers;
  if (!coupon || coupon.failure !== null) return false;
  if (!coupon.freeDelivery) return true;
  if (!priced.shipping) return false;
  const withoutCoupon = { ...priced.offers, coupon: null };
  const price = shippingQuote(
    priced.shipping.mode,
    shippingPriceInput(priced.totals.itemTotalCents, withoutCoupon),
  ).priceCents;
  return price > 0;
}

/** The order's discount shared between lines like Spree's line adjustments, to the cent. */
function withLineDiscounts(
  lines: readonly { id: string; variant: CartVariant; quantity: number }[],
  discountCents: Cents,
): PricedLine[] {
  const lineTotals = lines.map((line) => line.variant.priceCents * line.quantity);
  const discounts = shareInProportion(lineTotals, discountCents);
  return lines.map((line, index) => {
    const totalCents = lineTotals[index] ?? 0;
    const lineDiscount = discounts[index] ?? 0;
    return {
      ...line,
      priceCents: line.variant.priceCents,
      totalCents,
      discountCents: lineDiscount,
      vatCents: includedVatCents(totalCents - lineDiscount, line.variant.vatRateBp),
    };
  });
}

function appliedPromotions(
  offers: CartOffers,
  gifts: readonly PricedGift[],
  amounts: { couponCents: Cents; referralCents: Cents },
): AppliedPromotion[] {
  const applied: AppliedPromotion[] = [];
  const { coupon, referral } = offers;
  if (coupon && coupon.failure === null && coupon.voucherId) {
    applied.push({
      id: coupon.voucherId,
      kind: coupon.freeDelivery ? 'free_delivery' : 'coupon',
      name: coupon.name,
      description: coupon.description,
      amountCents: -amounts.couponCents,
      code: coupon.code,
    });
  }
  if (referral) {
    applied.push({
      id: 'parrainage',
      kind: 'referral',
      name: t('promotions.referral_name'),
      description: t('promotions.referral_description', { amount: formatEuros(referral.discountCents) }),
      amountCents: -amounts.referralCents,
      code: null,
    });
  }
  const giftPromotions = new Map<string, string>();
  for (const gift of gifts) if (gift.active) giftPromotions.set(gift.promotionId, gift.promotionName);
  for (const [id, name] of giftPromotions) {
    applied.push({ id, kind: 'gift', name, description: '', amountCents: 0, code: null });
  }
  if (offers.firstOrderFreeDelivery) {
    applied.push({
      id: 'livraison-offerte',
      kind: 'free_delivery',
      name: t('promotions.first_order_free_delivery'),
      description: '',
      amountCents: 0,
      code: null,
    });
  }
  return applied;
}

/**
 * Everything an order takes from stock (and a cancelled one gives back): its lines and active
 * gifts. A prepared order gives back what its bags hold (`counted`, by line): the units found
 * missing at preparation were never on the shelf.
 */
export function stockItemsOf(priced: PricedCart, counted: Readonly<Record<string, number>> = {}) {
  const lines = priced.lines.flatMap((line) => {
    const quantity = counted[line.id] ?? line.quantity;
    if (quantity <= 0) return [];
    return [
      {
        variantId: line.variant.variantId,
        productId: line.variant.productId,
        quantity,
        available: line.variant.available && line.variant.stock >= quantity,
      },
    ];
  });
  const gifts = priced.gifts
    .filter((gift) => gift.active && gift.variant)
    .map((gift) => ({
      variantId: gift.variantId,
      productId: gift.variant!.productId,
      quantity: gift.quantity,
      available: gift.available,
    }));
  return [...lines, ...gifts];
}
