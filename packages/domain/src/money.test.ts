import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  eurosToCents,
  formatEuros,
  InvalidAmountError,
  isCents,
  parseDecimalString,
  sumCents,
  toDecimalString,
} from './money';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

describe('formatEuros', () => {
  it.each([
    [1250, `12,50${NBSP}€`],
    [349, `3,49${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [123450, `1${NARROW_NBSP}234,50${NBSP}€`],
    [-600, `\u22126,00${NBSP}€`],
    [-123450, `\u22121${NARROW_NBSP}234,50${NBSP}€`],
  ])('shows %i cents as %j (Intl fr-FR, no-break spaces)', (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected);
  });

  it('shows no sign on a zero that came from a negation (a discount of nothing)', () => {
    expect(formatEuros(-0)).toBe(`0,00${NBSP}€`);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => formatEuros(12.5)).toThrow(InvalidAmountError);
  });
});

describe('toDecimalString', () => {
  it.each([
    [1250, '12.50'],
    [1200, '12.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [-1234, '-12.34'],
  ])('writes %i cents as %j for the Spree API', (cents, expected) => {
    expect(toDecimalString(cents)).toBe(expected);
  });

  it('refuses a float', () => {
    expect(() => toDecimalString(0.1)).toThrow(InvalidAmountError);
  });
});

describe('parseDecimalString', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.05', 5],
    ['-12.34', -1234],
    ['-0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDecimalString(text)).toBe(cents);
  });

  it.each(['', '12,50', '1e3', '12.505', ' 12.50', '12.', '.50', 'abc', '99999999999999999999'])(
    'refuses %j',
    (text) => {
      expect(() => parseDecimalString(text)).toThrow(InvalidAmountError);
    },
  );

  it('round-trips with toDecimalString for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(parseDecimalString(toDecimalString(cents))).toBe(cents);
      }),
    );
  });
});

describe('eurosToCents and centsToEuros', () => {
  it.each([
    [12.5, 1250],
    [3.49, 349],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0, 0],
  ])('turns %d euros into %i cents without float drift', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('refuses a non-finite amount', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(InvalidAmountError);
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(InvalidAmountError);
  });

  it('round-trips cents through euros', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });
});

describe('isCents and sumCents', () => {
  it('accepts whole cents only', () => {
    expect(isCents(12)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents('12')).toBe(false);
  });
  it('adds amounts', () => {
    expect(sumCents([100, 250, 5])).toBe(355);
    expect(sumCents([])).toBe(0);
  });
});
