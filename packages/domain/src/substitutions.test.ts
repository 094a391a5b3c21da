import { describe, expect, it } from 'vitest';
import { preparedCharge } from './prepared-charge';
import {
  deliveredCharge,
  deliveredLineCharge,
  isSimilarProduct,
  rankSimilarProducts,
  type DeliveredLine,
  type SubstitutableProduct,
} from './substitutions';

const carrots: SubstitutableProduct = {
  id: 'carottes-sables',
  shelfIds: [3],
  labels: ['Bio', 'Agriculture régénératrice'],
  priceCents: 400,
  netQuantity: { amount: 1000, unit: 'g' },
  producerId: 1,
  available: true,
  stock: 20,
  regionalPostalPrefixes: null,
};
const like = (changes: Partial<SubstitutableProduct>): SubstitutableProduct => ({
  ...carrots,
  id: 'candidate',
  ...changes,
});
const paris = { zipcode: '75011', quantity: 2 };

describe('a similar product', () => {
  it.each([
    ['the same kind from another farm', like({ producerId: 2 }), true],
    [
      'a Demeter product for an organic one (organic too)',
      like({ labels: ['Demeter', 'Agriculture régénératrice'] }),
      true,
    ],
    ['the product itself', like({ id: carrots.id }), false],
    ['another shelf', like({ shelfIds: [9] }), false],
    ['one sold by the piece for one sold by weight', like({ netQuantity: null }), false],
    ['a liquid for a solid', like({ netQuantity: { amount: 1000, unit: 'ml' } }), false],
    ['not organic', like({ labels: ['Agriculture régénératrice'] }), false],
    ['not regenerative', like({ labels: ['Bio'] }), false],
    ['30 % dearer per kg (the band’s edge)', like({ priceCents: 520 }), true],
    ['more than 30 % dearer per kg', like({ priceCents: 521 }), false],
    ['30 % cheaper per kg', like({ priceCents: 280 }), true],
    ['more than 30 % cheaper per kg', like({ priceCents: 279 }), false],
    [
      'dearer per bag but the same per kg',
      like({ priceCents: 200, netQuantity: { amount: 500, unit: 'g' } }),
      true,
    ],
    ['unavailable', like({ available: false }), false],
    ['short of the units needed', like({ stock: 1 }), false],
    ['a regional product the address cannot receive', like({ regionalPostalPrefixes: ['33'] }), false],
    ['a regional product the address receives', like({ regionalPostalPrefixes: ['75'] }), true],
  ])('%s: %s', (_case, candidate, similar) => {
    expect(isSimilarProduct(carrots, candidate, paris)).toBe(similar);
  });

  it('keeps a vegan product vegan', () => {
    const tofu = like({ id: 'tofu', labels: ['Bio', 'Vegan'] });
    expect(isSimilarProduct(tofu, like({ labels: ['Bio'] }), paris)).toBe(false);
    expect(isSimilarProduct(tofu, like({ labels: ['Bio', 'Vegan'] }), paris)).toBe(true);
  });
});

describe('similar products, ranked', () => {
  it('puts the most labels in common first, then the closest price, then the same farm', () => {
    const ranked = rankSimilarProducts(
      carrots,
      [
        like({ id: 'far-price', priceCents: 500, producerId: 2 }),
        like({ id: 'same-farm', priceCents: 420, producerId: 1 }),
        like({ id: 'other-farm', priceCents: 420, producerId: 2 }),
        like({ id: 'demeter', labels: ['Demeter', 'Agriculture régénératrice'], priceCents: 400 }),
        like({ id: 'dearest', labels: ['Bio', 'Agriculture régénératrice', 'Local'], priceCents: 510 }),
        like({ id: 'not-similar', shelfIds: [8] }),
      ],
      paris,
    );
    // Demeter keeps « Bio » but shares one label only: last, though its price is the original's.
    expect(ranked.map((product) => product.id)).toEqual([
      'same-farm',
      'other-farm',
      'far-price',
      'dearest',
      'demeter',
    ]);
  });
});

const line = (changes: Partial<DeliveredLine>): DeliveredLine => ({
  id: 'l1',
  quantity: 2,
  priceCents: 400,
  discountCents: 0,
  vatRateBp: 550,
  preparedQuantity: 2,
  ...changes,
});
const substitute = (priceCents: number, quantity = 2, vatRateBp = 550) => ({
  productId: 'p2',
  quantity,
  priceCents,
  vatRateBp,
});

describe('what a delivered line costs', () => {
  it.each([
    ['delivered in full', line({}), { deliveredCents: 800, substituteCents: 0, notChargedCents: 0 }],
    [
      'missing, not replaced',
      line({ preparedQuantity: 0 }),
      { deliveredCents: 0, substituteCents: 0, notChargedCents: 800 },
    ],
    [
      'one of two missing',
      line({ preparedQuantity: 1 }),
      { deliveredCents: 400, substituteCents: 0, notChargedCents: 400 },
    ],
    [
      'replaced by a dearer product: charged at the original’s price',
      line({ preparedQuantity: 0, substitute: substitute(500) }),
      { deliveredCents: 0, substituteCents: 800, notChargedCents: 0 },
    ],
    [
      'replaced by a cheaper product: charged at its own price',
      line({ preparedQuantity: 0, substitute: substitute(350) }),
      { deliveredCents: 0, substituteCents: 700, notChargedCents: 100 },
    ],
    [
      'a voucher’s share kept on the delivered units and on the substitute',
      line({ discountCents: 80, preparedQuantity: 1, substitute: substitute(300, 1) }),
      { deliveredCents: 360, substituteCents: 270, notChargedCents: 90 },
    ],
    [
      'more substitutes than missing units: only the missing ones count',
      line({ preparedQuantity: 1, substitute: substitute(400, 3) }),
      { deliveredCents: 400, substituteCents: 400, notChargedCents: 0 },
    ],
  ])('%s', (_case, input, expected) => {
    expect(deliveredLineCharge(input)).toEqual({ id: 'l1', ...expected });
  });
});

describe('what the order costs once delivered', () => {
  it('keeps a free delivery earned at ordering though the goods fell below its threshold', () => {
    const charge = deliveredCharge({
      lines: [line({ quantity: 10, preparedQuantity: 4 })],
      shippingCents: 0,
      orderedTotalCents: 4000,
      authorisedCents: 4000,
    });
    expect(charge.amountCents).toBe(1600);
  });

  it('charges the delivery as ordered, never more than ordered nor than the card holds', () => {
    const input = {
      lines: [line({ substitute: substitute(900) })],
      shippingCents: 490,
      orderedTotalCents: 1290,
    };
    expect(deliveredCharge({ ...input, authorisedCents: 1290 }).amountCents).toBe(1290);
    expect(deliveredCharge({ ...input, authorisedCents: 1000 }).amountCents).toBe(1000);
  });

  it('puts a substitute’s VAT at its own rate, and the delivery’s pro rata', () => {
    const charge = deliveredCharge({
      lines: [
        line({ id: 'food', preparedQuantity: 0, substitute: substitute(400, 2, 2000) }),
        line({ id: 'bread', priceCents: 300, quantity: 1, preparedQuantity: 1 }),
      ],
      shippingCents: 0,
      orderedTotalCents: 1100,
      authorisedCents: 1100,
    });
    expect(charge.vatByRate).toEqual([
      { vatRateBp: 550, paidCents: 300, vatCents: 16 },
      { vatRateBp: 2000, paidCents: 800, vatCents: 133 },
    ]);
  });

  it('is the prepared charge when nothing was replaced', () => {
    const lines = [
      line({ id: 'a', quantity: 3, priceCents: 333, discountCents: 57, preparedQuantity: 1 }),
      line({ id: 'b', quantity: 2, priceCents: 1250, discountCents: 210, preparedQuantity: 2 }),
      line({ id: 'c', quantity: 5, priceCents: 99, discountCents: 0, preparedQuantity: 0 }),
    ];
    const totalCents = 999 + 2500 + 495 - 267 + 590;
    const delivered = deliveredCharge({
      lines,
      shippingCents: 590,
      orderedTotalCents: totalCents,
      authorisedCents: 9999,
    });
    const prepared = preparedCharge({
      totalCents,
      authorisedCents: 9999,
      lines: lines.map((each) => ({ ...each, totalCents: each.priceCents * each.quantity })),
    });
    expect(delivered.amountCents).toBe(prepared.amountCents);
  });
});
