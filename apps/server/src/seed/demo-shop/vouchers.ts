/**
 * The demo shop's vouchers and promotion settings (README "Codes de réduction de démonstration"):
 * one of each kind testers need, valid, expired, not yet started, with a minimum, first order only.
 */
import type { VoucherKind } from '@sillon/domain';

export type SeedVoucher = {
  code: string;
  name: string;
  description: string;
  kind: VoucherKind;
  amountCents?: number;
  percentBp?: number;
  startsAt: string | null;
  expiresAt: string | null;
  usageLimit?: number;
  usageLimitPerCustomer?: number | null;
  minimumSubtotalCents?: number;
  firstOrderOnly?: boolean;
};

export const demoVouchers: SeedVoucher[] = [
  {
    code: 'BIENVENUE10',
    name: '10 % de bienvenue',
    description: '10 % de réduction sur vos produits.',
    kind: 'percentage',
    percentBp: 1000,
    startsAt: '2025-01-01T00:00:00+01:00',
    expiresAt: '2030-12-31T23:59:59+01:00',
  },
  {
    code: 'PRINTEMPS5',
    name: '5 € dès 30 €',
    description: "5 € de réduction dès 30 € d'achats.",
    kind: 'fixed_amount',
    amountCents: 500,
    minimumSubtotalCents: 3000,
    usageLimit: 1000,
    startsAt: '2025-01-01T00:00:00+01:00',
    expiresAt: '2030-12-31T23:59:59+01:00',
  },
  {
    code: 'NOEL2023',
    name: 'Noël 2023',
    description: '8 € de réduction pour les fêtes 2023.',
    kind: 'fixed_amount',
    amountCents: 800,
    startsAt: '2023-12-01T00:00:00+01:00',
    expiresAt: '2024-01-01T00:00:00+01:00',
  },
  {
    code: 'LIVRAISONOFFERTE',
    name: 'Livraison offerte',
    description: 'La livraison de votre commande est offerte.',
    kind: 'free_delivery',
    startsAt: '2025-01-01T00:00:00+01:00',
    expiresAt: '2030-12-31T23:59:59+01:00',
  },
  {
    code: 'PREMIERECOMMANDE',
    name: '15 € sur la première commande',
    description: "15 € de réduction sur votre première commande, dès 40 € d'achats.",
    kind: 'fixed_amount',
    amountCents: 1500,
    minimumSubtotalCents: 4000,
    firstOrderOnly: true,
    startsAt: '2025-01-01T00:00:00+01:00',
    expiresAt: '2030-12-31T23:59:59+01:00',
  },
  {
    code: 'ETE2031',
    name: "L'été 2031",
    description: "3 € de réduction, à partir de l'été 2031.",
    kind: 'fixed_amount',
    amountCents: 300,
    startsAt: '2031-06-21T00:00:00+02:00',
    expiresAt: '2031-09-22T00:00:00+02:00',
  },
];

/** Spec §9 amounts, as data: 10 € to the referee, 10 € to the referrer, a gift with 3 orders. */
export const demoPromotionSettings = {
  refereeDiscountCents: 1000,
  referrerRewardCents: 1000,
  referrerRewardValidDays: 90,
  firstOrdersGiftReference: 'infusion-du-soir',
  firstOrdersWithGift: 3,
  firstOrderFreeDelivery: true,
};
