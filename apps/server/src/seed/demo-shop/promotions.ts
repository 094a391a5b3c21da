/** The preloaded gift promotion (spec §3, §7): gifts unlocked at two cart thresholds, on every order. */
import type { SeedPreloadedPromotion } from './types';

export const preloadedPromotions: SeedPreloadedPromotion[] = [
  {
    key: 'bienvenue-cadeaux',
    version: 1,
    giftsSectionTitle: 'Vos cadeaux selon votre panier',
    giftsSectionSubtitle:
      "Une tablette de chocolat noir offerte dès 40 € d'achats, et un pot de miel de tilleul en plus dès 70 €.",
    gifts: [
      { productReference: 'chocolat-noir-70-perou', quantity: 1, minimumUnlockableAmountCents: 4000 },
      { productReference: 'miel-de-tilleul', quantity: 1, minimumUnlockableAmountCents: 7000 },
    ],
  },
];
