import { describe, expect, it } from 'vitest';
import {
  checkPreparedQuantities,
  checkSubstituteQuantity,
  shareOverAuthorisations,
  takeableCents,
} from './prepared-charge';

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

describe('takeableCents', () => {
  const payment = (state: string, captured: number | null = null, refunded: number | null = null) => ({
    state,
    amountCents: 5000,
    capturedCents: captured,
    refundedCents: refunded,
  });
  it.each([
    ['a hold: all it holds', payment('processing'), 5000],
    ['taken in part: what was captured (the rest of the hold is released)', payment('completed', 4630), 4630],
    ['taken then partly given back: what it kept', payment('completed', 5000, 370), 4630],
    ['released', payment('void'), 0],
    ['given back in full', payment('refunded', 5000, 5000), 0],
    ['refused', payment('failed'), 0],
  ])('%s', (_name, recorded, expected) => {
    expect(takeableCents(recorded)).toBe(expected);
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
