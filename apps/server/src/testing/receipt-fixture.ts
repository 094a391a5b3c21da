/**
 * A hand-made receipt for the e-mail tests: two VAT rates, a gift, a coupon, a paid delivery and
 * a card, with amounts that add up (goods 31,45 €, coupon −5,00 €, delivery 4,90 €: 31,35 €).
 */
import type { Receipt } from '@sillon/domain';

export const receiptFixture: Receipt = {
  shop: {
    name: 'Sillon',
    legalName: 'Sillon SAS',
    addressLines: ['10 rue des Semailles', '75011 Paris'],
    siret: '123 456 789 00012',
    vatNumber: 'FR12123456789',
  },
  orderNumber: 'R123456789',
  // 09:42 UTC on Tuesday 24 November 2026 is 10:42 in Paris.
  placedAt: '2026-11-24T09:42:00.000Z',
  placedAtLabel: 'mardi 24 novembre 2026 à 10 h 42',
  customer: { name: 'Camille Martin', addressLines: ['12 rue Oberkampf', '75011 Paris'] },
  deliveryLabel: 'Livraison à vélo, mercredi 25 novembre, 10 h – 12 h',
  lines: [
    {
      name: 'Pommes Reinette',
      unitLabel: 'le kg',
      quantity: 2,
      unitPriceCents: 480,
      totalCents: 960,
      vatRateBp: 550,
    },
    {
      name: 'Lentilles vertes <bio>',
      unitLabel: '500 g',
      quantity: 3,
      unitPriceCents: 395,
      totalCents: 1185,
      vatRateBp: 550,
    },
    {
      name: 'Savon au lait d’ânesse',
      unitLabel: 'la pièce',
      quantity: 1,
      unitPriceCents: 1000,
      totalCents: 1000,
      vatRateBp: 2000,
    },
  ],
  gifts: [
    {
      name: 'Tablette de chocolat noir',
      unitLabel: '100 g',
      quantity: 1,
      offeredValueCents: 349,
      vatRateBp: 550,
    },
  ],
  itemTotalCents: 3145,
  discounts: [{ name: 'Code BIENVENUE', amountCents: -500 }],
  shippingCents: 490,
  vatLines: [
    { vatRateBp: 550, excludingVatCents: 1977, vatCents: 109, includingVatCents: 2086 },
    { vatRateBp: 2000, excludingVatCents: 874, vatCents: 175, includingVatCents: 1049 },
  ],
  totalExcludingVatCents: 2851,
  totalVatCents: 284,
  totalCents: 3135,
  paymentLabel: 'Visa •••• 4242',
  preparation: null,
};
