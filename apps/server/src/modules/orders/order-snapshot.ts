/**
 * An order's prices as it keeps them once placed (its `snapshot`): later price changes never touch
 * a placed order. Types only, naming nothing but other modules' shapes, so the order's tables can
 * type the column with them.
 */
import type { Cents, DeliveryQuote, OrderTotals, ShippingMode } from '@sillon/domain';
import type { CartVariant } from '../catalog/types';
import type { CartOffers } from '../promotions/types';

export type PricedLine = {
  id: string;
  variant: CartVariant;
  quantity: number;
  priceCents: Cents;
  totalCents: Cents;
  discountCents: Cents;
  vatCents: Cents;
  /** A line the customer added to the placed order (issue 14), and when: its own line, at its own price. */
  addedAt?: string;
};

export type PricedGift = {
  id: string;
  variant: CartVariant | undefined;
  variantId: string;
  promotionId: string;
  promotionName: string;
  quantity: number;
  minimumUnlockableAmountCents: Cents;
  active: boolean;
  available: boolean;
  offeredValueCents: Cents;
};

export type AppliedPromotion = {
  id: string;
  kind: 'coupon' | 'referral' | 'gift' | 'free_delivery';
  name: string;
  description: string;
  amountCents: Cents;
  code: string | null;
};

export type PricedCart = {
  lines: PricedLine[];
  gifts: PricedGift[];
  promotions: AppliedPromotion[];
  totals: OrderTotals;
  offeredValueCents: Cents;
  freeDelivery: boolean;
  /** The chosen mode's price rule, when a shipping mode is chosen. */
  shipping: { mode: ShippingMode; quote: DeliveryQuote } | null;
  offers: CartOffers;
};

/** What a completed order keeps: its prices as they were when it was paid. */
export type OrderSnapshot = { priced: PricedCart };
