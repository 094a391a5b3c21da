import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumCents } from './money';
import { FOOD_VAT_RATE_BP, orderTotals, STANDARD_VAT_RATE_BP } from './order-totals';
import {
  receiptDateLabel,
  receiptDeliveryLabel,
  receiptOf,
  receiptPaymentLabel,
  SHOP_IDENTITY,
  type ReceiptInput,
  receiptPreparationOf,
} from './receipt';
import { deliveredCharge, type DeliveredLine } from './substitutions';

const NBSP = '\u00a0';

const apples = {
  name: 'Pommes Reinette',
  unitLabel: 'le kg',
  unitPriceCents: 349,
  vatRateBp: FOOD_VAT_RATE_BP,
};
const soap = { name: 'Savon de Marseille', unitLabel: 'la pièce', unitPriceCents: 1200, vatRateBp: 2000 };

/** A receipt's input built the way the order builds it: the totals are the order's own. */
function inputOf(options: {
  lines: { unitPriceCents: number; quantity: number; vatRateBp: number }[];
  discountCents?: number;
  shippingCents?: number;
}): ReceiptInput {
  const totals = orderTotals({
    lines: options.lines.map((line) => ({
      totalCents: line.unitPriceCents * line.quantity,
      vatRateBp: line.vatRateBp,
    })),
    itemDiscountCents: options.discountCents ?? 0,
    shippingCents: options.shippingCents ?? 0,
  });
  return {
    orderNumber: 'R123456789',
    placedAt: '2025-11-24T09:05:00Z',
    customer: { name: 'Camille Martin', addressLines: ['12 rue Oberkampf', '75011 Paris'] },
    delivery: { mode: 'bag', slot: { start: '2025-11-25T09:00:00Z', end: '2025-11-25T11:00:00Z' } },
    lines: options.lines.map((line, index) => ({ name: `Produit ${index}`, unitLabel: 'la pièce', ...line })),
    gifts: [],
    discounts:
      totals.promoTotalCents === 0 ? [] : [{ name: 'Code BIENVENUE', amountCents: totals.promoTotalCents }],
    shippingCents: totals.shipTotalCents,
    totals,
    payment: { brand: 'visa', lastDigits: '4242', wallet: null },
  };
}

describe('receiptOf (a French receipt, spec §2 ticket)', () => {
  it('gives each line its unit price, quantity, total and VAT rate, gifts at 0 with their value', () => {
    const input = inputOf({
      lines: [
        { ...apples, quantity: 2 },
        { ...soap, quantity: 1 },
      ],
    });
    const receipt = receiptOf({
      ...input,
      lines: [
        { ...apples, quantity: 2 },
        { ...soap, quantity: 1 },
      ],
      gifts: [
        {
          name: 'Confiture',
          unitLabel: '250 g',
          quantity: 1,
          offeredValueCents: 450,
          vatRateBp: FOOD_VAT_RATE_BP,
        },
      ],
    });
    expect(receipt.shop).toBe(SHOP_IDENTITY);
    expect(receipt.lines).toEqual([
      { ...apples, quantity: 2, totalCents: 698 },
      { ...soap, quantity: 1, totalCents: 1200 },
    ]);
    expect(receipt.itemTotalCents).toBe(1898);
    expect(receipt.gifts).toEqual([
      { name: 'Confiture', unitLabel: '250 g', quantity: 1, offeredValueCents: 450, vatRateBp: 550 },
    ]);
    expect(receipt.paymentLabel).toBe('Visa •••• 4242');
    expect(receipt.placedAtLabel).toBe(`lundi 24 novembre 2025 à 10${NBSP}h${NBSP}05`);
    expect(receipt.deliveryLabel).toBe(`Livraison à vélo, mardi 25 novembre, 10${NBSP}h – 12${NBSP}h`);
  });

  it.each([
    {
      case: 'one rate, no discount, no delivery',
      lines: [{ ...apples, quantity: 2 }],
      discountCents: 0,
      shippingCents: 0,
      // 6.98 € of food at 5.5 %: 0.36 € of VAT inside.
      vatLines: [{ vatRateBp: 550, excludingVatCents: 662, vatCents: 36, includingVatCents: 698 }],
      totals: { excluding: 662, vat: 36, total: 698 },
    },
    {
      case: 'two rates, the discount shared pro rata',
      lines: [
        { ...apples, quantity: 2 },
        { ...soap, quantity: 1 },
      ],
      // 1.90 € off 18.98 €: 0.70 € on food, 1.20 € on soap.
      discountCents: 190,
      shippingCents: 0,
      vatLines: [
        { vatRateBp: 550, excludingVatCents: 595, vatCents: 33, includingVatCents: 628 },
        { vatRateBp: 2000, excludingVatCents: 900, vatCents: 180, includingVatCents: 1080 },
      ],
      totals: { excluding: 1495, vat: 213, total: 1708 },
    },
    {
      case: 'two rates, the delivery taxed like the goods it carries',
      lines: [
        { ...apples, quantity: 2 },
        { ...soap, quantity: 1 },
      ],
      discountCents: 0,
      // 15.00 € of delivery: 5.52 € at 5.5 %, 9.48 € at 20 %.
      shippingCents: 1500,
      vatLines: [
        { vatRateBp: 550, excludingVatCents: 1185, vatCents: 65, includingVatCents: 1250 },
        { vatRateBp: 2000, excludingVatCents: 1790, vatCents: 358, includingVatCents: 2148 },
      ],
      totals: { excluding: 2975, vat: 423, total: 3398 },
    },
    {
      case: 'everything discounted: the delivery alone, at the standard rate',
      lines: [{ ...apples, quantity: 1 }],
      discountCents: 349,
      shippingCents: 590,
      vatLines: [{ vatRateBp: 2000, excludingVatCents: 492, vatCents: 98, includingVatCents: 590 }],
      totals: { excluding: 492, vat: 98, total: 590 },
    },
  ])('$case', ({ lines, discountCents, shippingCents, vatLines, totals }) => {
    const receipt = receiptOf(inputOf({ lines, discountCents, shippingCents }));
    expect(receipt.vatLines).toEqual(vatLines);
    expect({
      excluding: receipt.totalExcludingVatCents,
      vat: receipt.totalVatCents,
      total: receipt.totalCents,
    }).toEqual(totals);
    expect(receipt.shippingCents).toBe(shippingCents);
    expect(receipt.discounts).toEqual(
      discountCents === 0 ? [] : [{ name: 'Code BIENVENUE', amountCents: -discountCents }],
    );
  });

  it('leaves out a discount that took nothing off', () => {
    const input = inputOf({ lines: [{ ...apples, quantity: 5 }] });
    const receipt = receiptOf({ ...input, discounts: [{ name: 'Livraison offerte', amountCents: 0 }] });
    expect(receipt.discounts).toEqual([]);
  });

  describe('adds up to the cent, whatever the order (property)', () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 1, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      vatRateBp: fc.constantFrom(FOOD_VAT_RATE_BP, STANDARD_VAT_RATE_BP, 1000),
    });
    const order = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 8 }),
      discountCents: fc.integer({ min: 0, max: 50_000 }),
      shippingCents: fc.integer({ min: 0, max: 2_000 }),
    });

    it('per-rate amounts sum to the totals, and each rate adds up', () => {
      fc.assert(
        fc.property(order, (options) => {
          const receipt = receiptOf(inputOf(options));
          for (const vat of receipt.vatLines) {
            expect(vat.excludingVatCents + vat.vatCents).toBe(vat.includingVatCents);
          }
          expect(sumCents(receipt.vatLines.map((vat) => vat.excludingVatCents))).toBe(
            receipt.totalExcludingVatCents,
          );
          expect(sumCents(receipt.vatLines.map((vat) => vat.vatCents))).toBe(receipt.totalVatCents);
          expect(sumCents(receipt.vatLines.map((vat) => vat.includingVatCents))).toBe(receipt.totalCents);
          expect(receipt.totalExcludingVatCents + receipt.totalVatCents).toBe(receipt.totalCents);
        }),
      );
    });

    it('comes to what the order cost: lines, less discounts, plus delivery; VAT as the order’s', () => {
      fc.assert(
        fc.property(order, (options) => {
          const input = inputOf(options);
          const totals = orderTotals({
            lines: options.lines.map((l) => ({
              totalCents: l.unitPriceCents * l.quantity,
              vatRateBp: l.vatRateBp,
            })),
            itemDiscountCents: options.discountCents,
            shippingCents: options.shippingCents,
          });
          const receipt = receiptOf(input);
          expect(receipt.totalCents).toBe(totals.totalCents);
          expect(receipt.totalVatCents).toBe(totals.taxTotalCents);
          const discounts = sumCents(receipt.discounts.map((discount) => discount.amountCents));
          expect(receipt.itemTotalCents + discounts + receipt.shippingCents).toBe(receipt.totalCents);
        }),
      );
    });

    it('puts in each rate the VAT that rate gives on what it costs without VAT, to the cent', () => {
      fc.assert(
        fc.property(order, (options) => {
          for (const vat of receiptOf(inputOf(options)).vatLines) {
            const expected = (vat.excludingVatCents * vat.vatRateBp) / 10_000;
            expect(Math.abs(vat.vatCents - expected)).toBeLessThanOrEqual(1);
          }
        }),
      );
    });
  });
});

describe('receiptDeliveryLabel (Paris time)', () => {
  it.each([
    [
      { mode: 'bag', slot: { start: '2025-11-25T09:00:00Z', end: '2025-11-25T11:00:00Z' } },
      `Livraison à vélo, mardi 25 novembre, 10${NBSP}h – 12${NBSP}h`,
    ],
    [
      // Summer time: UTC+2; a half hour is written out.
      { mode: 'parcel', slot: { start: '2026-07-01T06:30:00Z', end: '2026-07-01T11:00:00Z' } },
      `Livraison sur rendez-vous, mercredi 1er juillet, 8${NBSP}h${NBSP}30 – 13${NBSP}h`,
    ],
    [
      {
        mode: 'pickup-point',
        point: { company: 'Tabac du Marché', address1: '3 place du Marché', zipcode: '69003', city: 'Lyon' },
      },
      'Point relais : Tabac du Marché, 3 place du Marché, 69003 Lyon',
    ],
    [{ mode: 'bag', slot: null }, 'Livraison à vélo'],
    [{ mode: 'pickup-point', point: null }, 'Retrait en point relais'],
    [{ mode: null }, ''],
  ] as const)('%j → %s', (delivery, label) => {
    expect(receiptDeliveryLabel(delivery)).toBe(label);
  });
});

describe('receiptPaymentLabel', () => {
  it.each([
    [{ brand: 'visa', lastDigits: '4242', wallet: null }, 'Visa •••• 4242'],
    [{ brand: 'mastercard', lastDigits: '4444', wallet: null }, 'Mastercard •••• 4444'],
    [{ brand: 'amex', lastDigits: '0005', wallet: null }, 'American Express •••• 0005'],
    [{ brand: 'unknown', lastDigits: '1234', wallet: null }, 'Carte •••• 1234'],
    [{ brand: 'visa', lastDigits: '4242', wallet: 'apple_pay' }, 'Apple Pay'],
    [{ brand: null, lastDigits: null, wallet: 'google_pay' }, 'Google Pay'],
    [null, null],
  ] as const)('%j → %s', (payment, label) => {
    expect(receiptPaymentLabel(payment)).toBe(label);
  });
});

describe('receiptDateLabel', () => {
  it('writes the day, year and hour in Paris time, across midnight UTC', () => {
    expect(receiptDateLabel('2025-12-31T23:30:00Z')).toBe(`jeudi 1er janvier 2026 à 0${NBSP}h${NBSP}30`);
  });
});

describe('receiptPreparationOf (issue 41)', () => {
  const charge = (lines: readonly DeliveredLine[]) =>
    deliveredCharge({ lines, shippingCents: 0, orderedTotalCents: 100_000, authorisedCents: 100_000 });
  const line = (overrides: Partial<DeliveredLine>): DeliveredLine => ({
    id: '1',
    quantity: 2,
    priceCents: 500,
    discountCents: 0,
    vatRateBp: 550,
    preparedQuantity: 2,
    ...overrides,
  });

  it.each([
    ['a line delivered in full', line({}), undefined, []],
    [
      'a line missing',
      line({ preparedQuantity: 0 }),
      undefined,
      [{ kind: 'missing', quantity: 2, amountCents: -1000 }],
    ],
    [
      'a line short, its discount kept on the units delivered',
      line({ quantity: 4, discountCents: 400, preparedQuantity: 3 }),
      undefined,
      [{ kind: 'missing', quantity: 1, amountCents: -400 }],
    ],
    [
      'a dearer substitute, at the original’s price',
      line({
        preparedQuantity: 0,
        substitute: { productId: 'p', quantity: 2, priceCents: 700, vatRateBp: 550 },
      }),
      'accepted',
      [
        { kind: 'missing', quantity: 2, amountCents: -1000 },
        { kind: 'substitute', quantity: 2, amountCents: 1000, answer: 'accepted', replaces: 'Pommes' },
      ],
    ],
    [
      'a cheaper substitute, cheaper',
      line({
        preparedQuantity: 1,
        substitute: { productId: 'p', quantity: 1, priceCents: 300, vatRateBp: 550 },
      }),
      'pending',
      [
        { kind: 'missing', quantity: 1, amountCents: -500 },
        { kind: 'substitute', quantity: 1, amountCents: 300, answer: 'pending' },
      ],
    ],
  ] as const)('shows %s', (_name, delivered, answer, changes) => {
    const charged = charge([delivered]);
    const preparation = receiptPreparationOf(
      [
        {
          name: 'Pommes',
          unitLabel: 'le kg',
          quantity: delivered.quantity,
          preparedQuantity: delivered.preparedQuantity,
          substitute:
            delivered.substitute && answer
              ? { name: 'Poires', quantity: delivered.substitute.quantity, answer }
              : undefined,
        },
      ],
      charged,
    );
    expect(preparation.changes).toEqual(changes.map((change) => expect.objectContaining(change)));
    expect(preparation.deliveredTotalCents).toBe(charged.amountCents);
    // The ordered lines, less what was missing, plus the substitutes: what the card is charged.
    const ordered = delivered.quantity * delivered.priceCents - delivered.discountCents;
    expect(ordered + sumCents(preparation.changes.map((change) => change.amountCents))).toBe(
      charged.amountCents,
    );
  });
});
