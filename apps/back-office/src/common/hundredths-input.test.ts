import { describe, expect, it } from 'vitest';
import { hundredthsProblem } from './hundredths-input';

describe('hundredthsProblem', () => {
  const price = { whenEmpty: 'Indiquez un prix', min: [1, 'Le prix doit être positif'] as [number, string] };

  it('says a negative amount is below the field’s least value, not that it is not a number', () => {
    expect(hundredthsProblem('-4,90', price)).toBe('Le prix doit être positif');
    expect(hundredthsProblem(' -12 ', {})).toBe('Un nombre positif, comme 4,90');
  });

  it('still says what is not a number at all, and takes a good amount', () => {
    expect(hundredthsProblem('-abc', price)).toBe('Écrivez un nombre, comme 4,90 (deux décimales au plus)');
    expect(hundredthsProblem('4,905', price)).toBe('Écrivez un nombre, comme 4,90 (deux décimales au plus)');
    expect(hundredthsProblem('', price)).toBe('Indiquez un prix');
    expect(hundredthsProblem('4,90', price)).toBeUndefined();
  });
});
