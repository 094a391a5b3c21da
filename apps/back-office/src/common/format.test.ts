/** Amounts and percentages as the team types them. */
import { describe, expect, it } from 'vitest';
import { fillText, hundredthsOfTyped, hundredthsText } from './format';

describe('an amount typed in a field', () => {
  it('reads the French comma and the dot alike, in hundredths', () => {
    expect(hundredthsOfTyped('4,80')).toBe(480);
    expect(hundredthsOfTyped('4.80')).toBe(480);
    expect(hundredthsOfTyped('4,8')).toBe(480);
    expect(hundredthsOfTyped('4')).toBe(400);
    expect(hundredthsOfTyped(' 1 250,5 ')).toBe(125050);
    expect(hundredthsOfTyped('0,07')).toBe(7);
  });

  it('keeps an amount the form already holds', () => {
    expect(hundredthsOfTyped(490)).toBe(490);
  });

  it('takes an empty field for none', () => {
    expect(hundredthsOfTyped('')).toBeNull();
    expect(hundredthsOfTyped('  ')).toBeNull();
    expect(hundredthsOfTyped(null)).toBeNull();
  });

  it('refuses what is not an amount rather than guess', () => {
    for (const typed of ['5,999', 'abc', '4,80 €', '-3', '4,,8', '1.250,00', ',5']) {
      expect(hundredthsOfTyped(typed), typed).toBeUndefined();
    }
  });

  it('shows an amount the French way', () => {
    expect(hundredthsText(490)).toBe('4,90');
    expect(hundredthsText(125000)).toMatch(/^1\s250,00$/);
    expect(hundredthsText(null)).toBe('');
  });
});

describe('a slot’s fill', () => {
  it('is a percentage while places are left, « Complet » once none is, a slot of no places too', () => {
    expect(fillText({ booked: 2, capacity: 5 })).toBe('40 %');
    expect(fillText({ booked: 0, capacity: 5 })).toBe('0 %');
    expect(fillText({ booked: 5, capacity: 5 })).toBe('Complet');
    expect(fillText({ booked: 0, capacity: 0 })).toBe('Complet');
  });
});
