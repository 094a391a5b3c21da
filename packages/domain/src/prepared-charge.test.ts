import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPreparedQuantities,
  checkSubstituteQuantity,
  missingLineCents,
  preparedCharge,
  shareOverAuthorisations,
  type PreparedLine,
} from './prepared-charge';

const line = (overrides: Partial<PreparedLine> = {}): PreparedLine => ({
  id: '1',
  quantity: 3,
  totalCents: 900,
  discountCents: 0,
  preparedQuantity: 3,
  ...overrides,
});

describe('missingLineCents', () => {
  it.each([
    ['every unit there', line(), 0],
    ['one unit short, no discount', line({ preparedQuantity: 2 }), 300],
    ['the line missing', line({ preparedQuantity: 0 }), 900],
    ['one unit short after its share of a discount', line({ discountCents: 90, preparedQuantity: 2 }), 270],
    [
      'a discount that leaves a third of a cent, rounded',
      line({ discountCents: 1, preparedQuantity: 2 }),
      300,
    ],
    ['more prepared than ordered counts as complete', line({ preparedQuantity: 5 }), 0],
    ['a negative count counts as missing', line({ preparedQuantity: -1 }), 900],
  ])('%s', (_name, given, expected) => {
    expect(missingLineCents(given)).toBe(expected);
  });
});

describe('preparedCharge', () => {
  it.each([
    ['all delivered: the total', 1400, [line()], 1400, { amountCents: 1400, missingCents: 0 }],
    [
      'one unit short: less its price',
      1400,
      [line({ preparedQuantity: 2 })],
      1400,
      { amountCents: 1100, missingCents: 300 },
    ],
    [
      'everything missing: the delivery as ordered',
      1400,
      [line({ preparedQuantity: 0 })],
      1400,
      { amountCents: 500, missingCents: 900 },
    ],
    ['never more than the card holds', 1400, [line()], 1200, { amountCents: 1200, missingCents: 0 }],
    ['never below zero', 100, [line({ preparedQuantity: 0 })], 1400, { amountCents: 0, missingCents: 900 }],
  ])('%s', (_name, totalCents, lines, authorisedCents, expected) => {
    expect(preparedCharge({ totalCents, lines, authorisedCents })).toEqual(expected);
  });

  it('charges a short order between zero and its total, and its total when nothing is missing', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            unitCents: fc.integer({ min: 1, max: 5000 }),
            discountPart: fc.double({ min: 0, max: 1, noNaN: true }),
            preparedPart: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 900 }),
        (drawn, shipCents) => {
          const lines = drawn.map((d, index) => {
            const totalCents = d.unitCents * d.quantity;
            return line({
              id: String(index),
              quantity: d.quantity,
              totalCents,
              discountCents: Math.floor(totalCents * d.discountPart),
              preparedQuantity: Math.floor(d.quantity * d.preparedPart),
            });
          });
          const totalCents = lines.reduce((sum, l) => sum + l.totalCents - l.discountCents, 0) + shipCents;
          const charged = preparedCharge({ totalCents, lines, authorisedCents: totalCents });
          expect(charged.amountCents).toBeGreaterThanOrEqual(shipCents);
          expect(charged.amountCents).toBeLessThanOrEqual(totalCents);
          const whole = lines.map((l) => ({ ...l, preparedQuantity: l.quantity }));
          expect(preparedCharge({ totalCents, lines: whole, authorisedCents: totalCents }).amountCents).toBe(
            totalCents,
          );
        },
      ),
    );
  });
});

describe('checkPreparedQuantities', () => {
  const lines = [
    { id: '7', quantity: 2 },
    { id: 'A3-1', quantity: 1 },
  ];

  it('counts the lines not named as prepared in full', () => {
    expect(checkPreparedQuantities(lines, [{ lineId: '7', preparedQuantity: 1 }])).toEqual({
      ok: true,
      value: { '7': 1, 'A3-1': 1 },
    });
  });

  it.each([
    ['more than ordered', [{ lineId: '7', preparedQuantity: 3 }]],
    ['below zero', [{ lineId: '7', preparedQuantity: -1 }]],
    ['not a whole number', [{ lineId: '7', preparedQuantity: 1.5 }]],
    ['a line of another order', [{ lineId: '8', preparedQuantity: 0 }]],
    [
      'the same line twice',
      [
        { lineId: '7', preparedQuantity: 0 },
        { lineId: '7', preparedQuantity: 1 },
      ],
    ],
  ])('refuses a count %s', (_name, prepared) => {
    expect(checkPreparedQuantities(lines, prepared)).toMatchObject({
      ok: false,
      code: 'prepared_quantity_invalid',
    });
  });
});

describe('shareOverAuthorisations', () => {
  it.each([
    ['the first one first', 1500, [1000, 800], [1000, 500]],
    ['nothing from a later one when the first is enough', 700, [1000, 800], [700, 0]],
    ['at most what each holds', 5000, [1000, 800], [1000, 800]],
    ['nothing below zero', -5, [1000], [0]],
  ])('%s', (_name, amount, held, expected) => {
    expect(shareOverAuthorisations(amount, held)).toEqual(expected);
  });
});

describe('checkSubstituteQuantity', () => {
  it.each([
    [3, 1, 2, true],
    [3, 0, 1, true],
    [3, 0, 3, true],
    [3, 1, 3, false],
    [3, 3, 1, false],
    [3, 0, 0, false],
    [3, 0, 1.5, false],
    [3, 0, -1, false],
  ])(
    'ordered %i, prepared %i: a substitute of %s units is allowed: %s',
    (quantity, prepared, substitute, allowed) => {
      expect(
        checkSubstituteQuantity({ quantity, preparedQuantity: prepared, substituteQuantity: substitute }),
      ).toEqual(
        allowed
          ? { ok: true, value: true }
          : expect.objectContaining({ ok: false, code: 'substitute_quantity_invalid' }),
      );
    },
  );
});
