import { describe, expect, it } from 'vitest';
import { numberOfTyped, typedNumberText, wholeOfTyped } from './format';

describe('numbers typed in the back office (« 0,5 », never a number input)', () => {
  it('reads a decimal comma or point, and spaces between thousands', () => {
    expect(numberOfTyped('0,5')).toBe(0.5);
    expect(numberOfTyped(' 0.5 ')).toBe(0.5);
    expect(numberOfTyped('2 500')).toBe(2500);
    expect(numberOfTyped(12)).toBe(12);
  });

  it('says empty is none, and what is not a number is unreadable rather than something else', () => {
    expect(numberOfTyped('')).toBeNull();
    expect(numberOfTyped(null)).toBeNull();
    expect(numberOfTyped('0,5,1')).toBeUndefined();
    expect(numberOfTyped('abc')).toBeUndefined();
    expect(numberOfTyped('-3')).toBeUndefined();
  });

  it('takes only whole counts for a stock or a limit: « 2,5 » is refused, never 25', () => {
    expect(wholeOfTyped('25')).toBe(25);
    expect(wholeOfTyped('2,5')).toBeUndefined();
    expect(wholeOfTyped('')).toBeNull();
  });

  it('shows a number back the French way, and what is typed as typed', () => {
    expect(typedNumberText(0.5)).toBe('0,5');
    expect(typedNumberText('1,0')).toBe('1,0');
    expect(typedNumberText(null)).toBe('');
  });
});
