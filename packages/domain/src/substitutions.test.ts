import { describe, expect, it } from 'vitest';
import {
  checkSubstitute,
  deliveredCharge,
  lineSubstitutionPreference,
  settledAnswer,
  substitutionAnswerBy,
  substituteStockMoves,
  substitutionProposalText,
  type SubstitutionProposal,
  deliveredLineCharge,
  isPreparedShort,
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

describe('a line prepared short', () => {
  it('has fewer units prepared than ordered, none included', () => {
    expect(isPreparedShort({ quantity: 3, preparedQuantity: 1 })).toBe(true);
    expect(isPreparedShort({ quantity: 3, preparedQuantity: 0 })).toBe(true);
  });

  it('is neither a full line nor one not yet prepared', () => {
    expect(isPreparedShort({ quantity: 3, preparedQuantity: 3 })).toBe(false);
    expect(isPreparedShort({ quantity: 3, preparedQuantity: null })).toBe(false);
  });
});

describe('what a delivered line costs', () => {
  it.each([
    [
      'delivered in full',
      line({}),
      { deliveredCents: 800, substituteCents: 0, notChargedCents: 0, chargedCents: 800, deliveredUnits: 2 },
    ],
    [
      'missing, not replaced',
      line({ preparedQuantity: 0 }),
      { deliveredCents: 0, substituteCents: 0, notChargedCents: 800, chargedCents: 0, deliveredUnits: 0 },
    ],
    [
      'one of two missing',
      line({ preparedQuantity: 1 }),
      { deliveredCents: 400, substituteCents: 0, notChargedCents: 400, chargedCents: 400, deliveredUnits: 1 },
    ],
    [
      'replaced by a dearer product: charged at the original’s price',
      line({ preparedQuantity: 0, substitute: substitute(500) }),
      { deliveredCents: 0, substituteCents: 800, notChargedCents: 0, chargedCents: 800, deliveredUnits: 2 },
    ],
    [
      'replaced by a cheaper product: charged at its own price',
      line({ preparedQuantity: 0, substitute: substitute(350) }),
      { deliveredCents: 0, substituteCents: 700, notChargedCents: 100, chargedCents: 700, deliveredUnits: 2 },
    ],
    [
      'a voucher’s share kept on the delivered units and on the substitute',
      line({ discountCents: 80, preparedQuantity: 1, substitute: substitute(300, 1) }),
      {
        deliveredCents: 360,
        substituteCents: 270,
        notChargedCents: 90,
        chargedCents: 630,
        deliveredUnits: 2,
      },
    ],
    [
      'more substitutes than missing units: only the missing ones count',
      line({ preparedQuantity: 1, substitute: substitute(400, 3) }),
      { deliveredCents: 400, substituteCents: 400, notChargedCents: 0, chargedCents: 800, deliveredUnits: 2 },
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

  it('keeps a voucher of a set amount whole: a missing product is not charged at all', () => {
    // The tour's order: 2 butters 5,90 €, almonds 9,90 €, apricots 6,90 €, « 5 € dès 20 € ».
    const charge = deliveredCharge({
      lines: [
        line({ id: 'butter', quantity: 2, priceCents: 590, preparedQuantity: 2 }),
        line({ id: 'almonds', quantity: 1, priceCents: 990, preparedQuantity: 0 }),
        line({ id: 'apricots', quantity: 1, priceCents: 690, preparedQuantity: 1 }),
      ],
      fixedDiscountCents: 500,
      shippingCents: 0,
      orderedTotalCents: 2360,
      authorisedCents: 2360,
    });
    expect(charge).toMatchObject({ amountCents: 1370, offeredCents: 0 });
    expect(charge.lines[1]).toMatchObject({ notChargedCents: 990, chargedCents: 0 });
    expect(charge.vatByRate).toEqual([{ vatRateBp: 550, paidCents: 1370, vatCents: 71 }]);
    // Never more off than the goods delivered cost: the delivery stays paid.
    const almostNothing = deliveredCharge({
      lines: [line({ quantity: 2, priceCents: 300, preparedQuantity: 1 })],
      fixedDiscountCents: 500,
      shippingCents: 490,
      orderedTotalCents: 590,
      authorisedCents: 590,
    });
    expect(almostNothing.amountCents).toBe(490);
  });

  it('says what the payments could not bring as offered, and takes it out of the VAT base', () => {
    const input = {
      lines: [line({ id: 'food', quantity: 10, preparedQuantity: 10 })],
      shippingCents: 0,
      orderedTotalCents: 4000,
    };
    const full = deliveredCharge({ ...input, authorisedCents: 4000 });
    expect(full).toMatchObject({ amountCents: 4000, offeredCents: 0 });
    const capped = deliveredCharge({ ...input, authorisedCents: 3600 });
    expect(capped).toMatchObject({ amountCents: 3600, offeredCents: 400 });
    expect(capped.vatByRate).toEqual([{ vatRateBp: 550, paidCents: 3600, vatCents: 188 }]);
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

  it('is the ordered total less the missing units when nothing was replaced', () => {
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
    // The ordered total less the missing units at their cost after discounts: 628 and 495.
    expect(delivered.amountCents).toBe(totalCents - 628 - 495);
  });

  it('is the ordered total less the missing units when store credit paid part of the order', () => {
    const lines = [
      line({ id: 'a', quantity: 4, priceCents: 500, discountCents: 0, preparedQuantity: 2 }),
      line({ id: 'b', quantity: 1, priceCents: 800, discountCents: 0, preparedQuantity: 1 }),
    ];
    const totalCents = 2000 + 800 + 590 - 1000;
    const delivered = deliveredCharge({
      lines,
      shippingCents: 590,
      storeCreditCents: 1000,
      orderedTotalCents: totalCents,
      authorisedCents: 9999,
    });
    // The ordered total less the two missing units.
    expect(delivered.amountCents).toBe(totalCents - 1000);
  });
});

describe('what the customer gets once delivered', () => {
  it('counts the prepared units and the substitutes’, not the missing ones', () => {
    const charge = deliveredCharge({
      lines: [
        line({ id: 'a', quantity: 2, preparedQuantity: 0 }),
        line({ id: 'b', quantity: 2, preparedQuantity: 2 }),
        line({ id: 'c', quantity: 3, preparedQuantity: 1, substitute: substitute(400, 1) }),
      ],
      shippingCents: 0,
      orderedTotalCents: 2800,
      authorisedCents: 2800,
    });
    expect(charge.deliveredUnits).toBe(4);
    expect(charge.lines.map((charged) => charged.chargedCents)).toEqual([0, 800, 800]);
  });
});

describe('a proposal as the customer reads it', () => {
  it.each([
    [
      'several units: their amount together',
      2,
      620,
      'Nous n’avions plus de jus de pomme : nous vous proposons Jus de poire × 2 pour 6,20\u00a0€ en tout.',
    ],
    [
      'one unit',
      1,
      310,
      'Nous n’avions plus de jus de pomme : nous vous proposons Jus de poire × 1 pour 3,10\u00a0€.',
    ],
  ])('%s', (_case, quantity, amountCents, expected) => {
    expect(
      substitutionProposalText({ originalName: 'Jus de pomme', name: 'Jus de poire', quantity, amountCents }),
    ).toBe(expected);
  });

  it.each([
    ['Carottes des sables', 'Nous n’avions plus de carottes des sables :'],
    ['Oignons rouges', 'Nous n’avions plus d’oignons rouges :'],
    ['AOP Comté 18 mois', 'Nous n’avions plus d’AOP Comté 18 mois :'],
    ['Huile de colza vierge', 'Nous n’avions plus d’huile de colza vierge :'],
    ['Haricots lingots du Nord', 'Nous n’avions plus de haricots lingots du Nord :'],
    ['Yaourts de brebis nature', 'Nous n’avions plus de yaourts de brebis nature :'],
  ])('names the missing %s within the sentence, with its « de »', (originalName, expected) => {
    const text = substitutionProposalText({ originalName, name: 'Panais', quantity: 1, amountCents: 250 });
    expect(text.startsWith(expected)).toBe(true);
  });
});

describe('a line’s preference', () => {
  it.each([
    [
      'its own',
      { kind: 'chosen', productId: 'p' } as const,
      'none' as const,
      { kind: 'chosen', productId: 'p' },
    ],
    ['the order’s default', null, 'none' as const, { kind: 'none' }],
    ['the shop’s default', undefined, null, { kind: 'similar' }],
  ])('is %s', (_case, own, orderDefault, expected) => {
    expect(lineSubstitutionPreference(own, orderDefault)).toEqual(expected);
  });
});

describe('the time to answer a proposal', () => {
  const proposedAt = new Date('2026-11-27T08:00:00Z');
  it.each([
    [
      'a bike slot: until 30 minutes before it starts',
      'bag',
      '2026-11-27T11:00:00Z',
      '2026-11-27T10:30:00.000Z',
    ],
    ['a parcel: two hours', 'parcel', '2026-11-28T08:00:00Z', '2026-11-27T10:00:00.000Z'],
    ['a pickup order: two hours', 'pickup-point', null, '2026-11-27T10:00:00.000Z'],
    ['a bike slot about to leave: none', 'bag', '2026-11-27T08:20:00Z', '2026-11-27T08:00:00.000Z'],
  ] as const)('%s', (_case, shippingMode, slotStart, expected) => {
    expect(substitutionAnswerBy({ shippingMode, slotStart }, proposedAt).toISOString()).toBe(expected);
  });
});

describe('a proposal settled', () => {
  const open = { answer: null, answerBy: '2026-11-27T10:00:00Z' };
  const before = new Date('2026-11-27T09:59:00Z');
  const after = new Date('2026-11-27T10:00:00Z');
  const similar = { kind: 'similar' } as const;
  const none = { kind: 'none' } as const;
  it.each([
    ['an answer is the answer', { ...open, answer: 'refused' as const }, similar, after, false, 'refused'],
    ['no answer in time: pending', open, similar, before, false, 'pending'],
    ['no answer, time up, similar wanted: kept', open, similar, after, false, 'accepted'],
    ['no answer, time up, nothing wanted: not kept', open, none, after, false, 'refused'],
    [
      'no answer, the order left: the preference',
      open,
      { kind: 'chosen', productId: 'x' } as const,
      before,
      true,
      'accepted',
    ],
  ])('%s', (_case, proposal, preference, now, hasLeft, expected) => {
    expect(settledAnswer(proposal, preference, now, hasLeft)).toBe(expected);
  });
});

describe('a substitute checked', () => {
  const similarOne = like({ producerId: 2 });
  const unlike = like({ shelfIds: [9] });
  it.each([
    ['a similar one when the shop chooses', { kind: 'similar' } as const, similarOne, true],
    ['an unlike one when the shop chooses', { kind: 'similar' } as const, unlike, 'substitute_not_similar'],
    ['the customer’s pick, though unlike', { kind: 'chosen', productId: 'candidate' } as const, unlike, true],
    [
      'the customer’s pick out of stock',
      { kind: 'chosen', productId: 'candidate' } as const,
      like({ shelfIds: [9], stock: 0 }),
      'substitute_not_similar',
    ],
    ['anything against « Ne pas remplacer »', { kind: 'none' } as const, similarOne, 'substitute_not_wanted'],
  ])('%s', (_case, preference, candidate, expected) => {
    const checked = checkSubstitute(preference, carrots, candidate, paris);
    expect(checked.ok ? true : checked.code).toBe(expected);
  });
});

describe('the stock a substitute holds', () => {
  const proposal = (productId: string, quantity: number, answer: SubstitutionProposal['answer'] = null) => ({
    productId,
    name: productId,
    quantity,
    priceCents: 100,
    vatRateBp: 550,
    proposedAt: '2026-11-27T08:00:00Z',
    answerBy: '2026-11-27T10:00:00Z',
    answer,
    answeredAt: null,
  });
  it.each([
    ['put in the bag: taken', null, { a: proposal('pear', 2) }, [{ productId: 'pear', quantity: 2 }], []],
    ['prepared again, the same: nothing', { a: proposal('pear', 2) }, { a: proposal('pear', 2) }, [], []],
    [
      'another one instead: the first given back',
      { a: proposal('pear', 2) },
      { a: proposal('apple', 1) },
      [{ productId: 'apple', quantity: 1 }],
      [{ productId: 'pear', quantity: 2 }],
    ],
    [
      'refused: given back',
      { a: proposal('pear', 2) },
      { a: proposal('pear', 2, 'refused') },
      [],
      [{ productId: 'pear', quantity: 2 }],
    ],
    ['accepted: still held', { a: proposal('pear', 2) }, { a: proposal('pear', 2, 'accepted') }, [], []],
    [
      'the preparation undone: given back',
      { a: proposal('pear', 2) },
      null,
      [],
      [{ productId: 'pear', quantity: 2 }],
    ],
    ['undone after a refusal: nothing', { a: proposal('pear', 2, 'refused') }, null, [], []],
  ])('%s', (_case, before, after, taken, returned) => {
    expect(substituteStockMoves(before, after)).toEqual({ taken, returned });
  });
});
