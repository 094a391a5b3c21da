/**
 * The account's vouchers document (`GET /api/v2/storefront/account/vouchers`) as tests need it: a
 * customer referred by Camille (her code listed as a referral voucher before the first order,
 * named as the referrer after it), or one with no referrer.
 */
import type { AccountPromotionsDocument, AccountVoucher } from '@sillon/contract';

export const REFERRER_CODE = 'CAMILLE-7KQ2M';

/** Camille's referral code as the account lists it until the first order. */
export const referralVoucher: AccountVoucher = {
  id: `referral-${REFERRER_CODE}`,
  name: 'Parrainage',
  description: '10 € offerts sur votre première commande.',
  code: REFERRER_CODE,
  starts_at: null,
  expires_at: null,
  is_referrer: true,
  referrer_name: 'Camille',
  kind: 'referral',
  amount: '10.00',
  percent: null,
  minimum_subtotal: '0.00',
  first_order_only: true,
};

export function accountPromotions({
  promotions = [],
  completedOrders = 0,
  isReferred = true,
}: {
  promotions?: AccountVoucher[];
  completedOrders?: number;
  isReferred?: boolean;
} = {}): AccountPromotionsDocument {
  return {
    data: {
      id: '0b7c2d0e-3f4a-4b5c-8d6e-7f8091a2b3c4',
      type: 'user',
      attributes: {
        promotions,
        referrer: isReferred
          ? {
              referral_code: REFERRER_CODE,
              description: '10 € offerts sur votre première commande.',
              referrer_name: 'Camille',
            }
          : null,
        referral: {
          referral_code: 'HUGO-3PL9X',
          referrer_discount: '10.00',
          display_referrer_discount: '10,00 €',
          referrer_reward: '10.00',
          display_referrer_reward: '10,00 €',
        },
        completed_orders: completedOrders,
      },
    },
  };
}
