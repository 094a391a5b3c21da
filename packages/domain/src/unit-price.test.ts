import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price';

describe('unitPrice', () => {
  it.each([
    [349, { amount: 500, unit: 'g' as const }, { cents: 698, per: 'kg' }],
    [189, { amount: 1000, unit: 'ml' as const }, { cents: 189, per: 'L' }],
    [250, { amount: 750, unit: 'ml' as const }, { cents: 333, per: 'L' }],
    [1290, { amount: 200, unit: 'g' as const }, { cents: 6450, per: 'kg' }],
  ])('prices %i cents for %j at %j', (price, quantity, expected) => {
    expect(unitPrice(price, quantity)).toEqual(expected);
  });

  it.each([null, undefined, { amount: 0, unit: 'g' as const }, { amount: Number.NaN, unit: 'g' as const }])(
    'has no unit price without a usable net quantity (%j)',
    (quantity) => {
      expect(unitPrice(300, quantity)).toBeUndefined();
    },
  );
});
