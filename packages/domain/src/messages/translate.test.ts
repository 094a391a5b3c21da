import { describe, expect, it } from 'vitest';
import { errorText, isErrorCode, t, tCount, violationText } from './translate';

describe('t', () => {
  it('fills placeholders from the parameters', () => {
    expect(t('components.cart.max_quantity_reached', { max_quantity: 3 })).toContain('3');
  });
  it('leaves an unknown placeholder visible rather than printing undefined', () => {
    expect(t('components.cart.max_quantity_reached')).toContain('{{max_quantity}}');
  });
});

describe('errorText', () => {
  it('gives the text of a known code', () => {
    expect(errorText('not_found').title).toBe('Page introuvable');
    expect(isErrorCode('not_found')).toBe(true);
  });
  it('falls back to the technical-problem text for an unknown code', () => {
    expect(isErrorCode('no_such_code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(errorText('no_such_code')).toEqual(errorText('internal_error'));
  });
});

describe('violationText', () => {
  it('gives the detailed sentence when the rule gave its numbers', () => {
    expect(violationText({ code: 'quantity_above_limit', params: { max_quantity: 2 } })).toBe(
      'Vous ne pouvez pas commander plus de 2 exemplaires de ce produit.',
    );
  });
  it("gives the catalogue's content otherwise", () => {
    expect(violationText({ code: 'quantity_above_limit' })).toBe(errorText('quantity_above_limit').content);
    expect(violationText({ code: 'invalid_phone', params: {} })).toBe(errorText('invalid_phone').content);
  });
});

describe('tCount', () => {
  it.each([
    [0, 'Panier 0 article'],
    [1, 'Panier 1 article'],
    [2, 'Panier 2 articles'],
    [15, 'Panier 15 articles'],
  ])('writes %i in the right French form', (count, expected) => {
    expect(tCount('components.header.cart_label', count)).toBe(expected);
  });
});
