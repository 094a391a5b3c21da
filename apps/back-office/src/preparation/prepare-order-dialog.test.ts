import { describe, expect, it } from 'vitest';
import { countOf } from './prepare-order-dialog';

describe('the count a preparer types for a line', () => {
  it('takes a whole number up to the quantity ordered', () => {
    expect(countOf('2', 3)).toBe(2);
    expect(countOf(' 0 ', 3)).toBe(0);
  });

  it.each([
    ['', 'Indiquez une quantité (0 s’il manque).'],
    ['-1', 'Une quantité de 0 ou plus (0 s’il manque).'],
    ['1,5', 'Un nombre entier d’unités, sans virgule.'],
    ['deux', 'Un nombre entier d’unités, sans virgule.'],
    ['4', 'Au plus 3, la quantité commandée.'],
  ])('says why « %s » is no count', (typed, reason) => {
    expect(countOf(typed, 3)).toBe(reason);
  });
});
