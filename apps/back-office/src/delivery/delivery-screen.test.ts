import { describe, expect, it } from 'vitest';
import { capacityProblem } from './delivery-screen';

describe('the capacity typed for a slot', () => {
  it('is a whole number, not below the places already booked', () => {
    expect(capacityProblem('8', 3)).toBeUndefined();
    expect(capacityProblem('3', 3)).toBeUndefined();
    expect(capacityProblem('2', 3)).toBe('Au moins 3 : les places déjà réservées.');
    expect(capacityProblem('2.5', 0)).toBe('Un nombre entier, 0 ou plus.');
    expect(capacityProblem('1,5', 0)).toBe('Un nombre entier, 0 ou plus.');
    expect(capacityProblem('', 0)).toBe('Un nombre entier, 0 ou plus.');
  });
});
