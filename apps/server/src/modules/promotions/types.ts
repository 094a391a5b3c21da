/**
 * The offers a cart is priced with, as the order keeps them in its frozen prices: types only,
 * importing nothing of the server, so any module's tables may name them.
 */
import type { Cents, MessageParams, VoucherIneligibility, VoucherKind } from '@sillon/domain';

export type OfferedGift = {
  variantId: string;
  promotionId: string;
  promotionName: string;
  quantity: number;
  minimumUnlockableAmountCents: Cents;
};

export type CouponOffer = {
  code: string;
  voucherId: string | null;
  name: string;
  description: string;
  /** Null when the coupon applies; otherwise why it gives nothing now. */
  failure: VoucherIneligibility | 'voucher_invalid' | null;
  /** The numbers the failure's sentence names (the minimum it asks for); absent from older orders. */
  failureParams?: MessageParams;
  discountCents: Cents;
  freeDelivery: boolean;
  /** A set amount off, or a percentage (`deliveredCharge` keeps the first whole); absent from older orders. */
  kind?: VoucherKind;
};

export type CartOffers = {
  gifts: OfferedGift[];
  coupon: CouponOffer | null;
  referral: { discountCents: Cents; referrerName: string } | null;
  firstOrderFreeDelivery: boolean;
  completedOrdersCount: number;
};
