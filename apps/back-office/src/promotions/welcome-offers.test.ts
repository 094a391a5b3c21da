import { describe, expect, it } from 'vitest';
import { welcomeOffersChange, welcomeOffersProblems } from './welcome-offers';

const typed = {
  refereeDiscount: '10,00',
  referrerReward: '7,5',
  referrerRewardValidDays: 90,
  firstOrdersGiftReference: '  infusion-du-soir ',
  firstOrdersWithGift: 3,
  firstOrderFreeDelivery: true,
};

describe('« Offres de bienvenue »', () => {
  it('sends euros typed the French way as cents, and no gift for an empty reference', () => {
    expect(welcomeOffersProblems(typed)).toEqual({});
    expect(welcomeOffersChange(typed)).toEqual({
      refereeDiscountCents: 1000,
      referrerRewardCents: 750,
      referrerRewardValidDays: 90,
      firstOrdersGiftReference: 'infusion-du-soir',
      firstOrdersWithGift: 3,
      firstOrderFreeDelivery: true,
    });
    expect(
      welcomeOffersChange({ ...typed, firstOrdersGiftReference: '  ' }).firstOrdersGiftReference,
    ).toBeNull();
  });

  it('says what is wrong before anything is sent: an empty or too large amount, days or orders out of range', () => {
    expect(
      welcomeOffersProblems({
        ...typed,
        refereeDiscount: '',
        referrerReward: '250',
        referrerRewardValidDays: Number.NaN,
        firstOrdersWithGift: 11,
      }),
    ).toEqual({
      refereeDiscountCents: 'Indiquez un montant (0 pour aucun).',
      referrerRewardCents: '100 € au plus.',
      referrerRewardValidDays: 'Un nombre entier de jours, de 1 à 365.',
      firstOrdersWithGift: 'Un nombre entier de commandes, de 0 à 10.',
    });
  });
});
