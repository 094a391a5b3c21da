import { describe, expect, it } from 'vitest';
import { errorText } from './messages/translate';
import {
  cardBrand,
  cardTypeLabel,
  spreeCardType,
  isLuhnValid,
  validateCard,
  validateCardCryptogram,
  validateCardExpiry,
  validateCardHolder,
  validateCardNumber,
} from './payment-card';

const now = new Date('2025-03-15T12:00:00Z');

describe('validateCardHolder (spec §5)', () => {
  it.each([
    ['accepts a name', 'Marie Curie', { ok: true, value: 'Marie Curie' }],
    ['accepts accents, dashes and apostrophes', "Zoé D'Arc-Lévy", { ok: true, value: "Zoé D'Arc-Lévy" }],
    ['refuses digits', 'Marie 2', { ok: false, code: 'card_holder_invalid' }],
    ['refuses a single letter', 'M', { ok: false, code: 'card_holder_invalid' }],
    ['requires a value', '  ', { ok: false, code: 'card_field_required' }],
  ])('%s', (_rule, holder, expected) => {
    expect(validateCardHolder(holder)).toEqual(expected);
  });
});

describe('validateCardNumber (spec §5: Luhn)', () => {
  it.each([
    ['accepts a Visa test number', '4242 4242 4242 4242', { ok: true, value: '4242424242424242' }],
    ['accepts an Amex test number', '3782-822463-10005', { ok: true, value: '378282246310005' }],
    ['refuses a wrong checksum', '4242 4242 4242 4241', { ok: false, code: 'card_number_invalid' }],
    ['refuses too few digits', '42424242424', { ok: false, code: 'card_number_invalid' }],
    ['refuses letters', '4242 4242 4242 424a', { ok: false, code: 'card_number_invalid' }],
    ['requires a value', '', { ok: false, code: 'card_field_required' }],
  ])('%s', (_rule, number, expected) => {
    expect(validateCardNumber(number)).toEqual(expected);
  });

  it('checks Luhn digits only', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('validateCardExpiry (spec §5: not past)', () => {
  it.each([
    ['accepts the current month', '03/25', { ok: true, value: { month: 3, year: 2025 } }],
    ['accepts a future month with a 4-digit year', '1/2030', { ok: true, value: { month: 1, year: 2030 } }],
    ['accepts spaces around the slash', '12 / 26', { ok: true, value: { month: 12, year: 2026 } }],
    ['refuses last month', '02/25', { ok: false, code: 'card_expired' }],
    ['refuses last year', '12/24', { ok: false, code: 'card_expired' }],
    ['refuses month 13', '13/26', { ok: false, code: 'card_expiry_invalid' }],
    ['refuses month 0', '00/26', { ok: false, code: 'card_expiry_invalid' }],
    ['refuses another format', '2026-01', { ok: false, code: 'card_expiry_invalid' }],
    ['requires a value', '', { ok: false, code: 'card_field_required' }],
  ])('%s', (_rule, expiry, expected) => {
    expect(validateCardExpiry(expiry, now)).toEqual(expected);
  });

  it('judges the month in Paris time', () => {
    const parisNewMonth = new Date('2025-03-31T22:30:00Z');
    expect(validateCardExpiry('03/25', parisNewMonth)).toEqual({ ok: false, code: 'card_expired' });
  });
});

describe('validateCardCryptogram (spec §5: 3 or 4 digits)', () => {
  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
  ])('%j → %s', (cryptogram, accepted) => {
    expect(validateCardCryptogram(cryptogram).ok).toBe(accepted);
  });
  it('requires a value', () => {
    expect(validateCardCryptogram('')).toEqual({ ok: false, code: 'card_field_required' });
  });
});

describe('validateCard', () => {
  const card = { holder: 'Marie Curie', number: '4242424242424242', expiry: '04/27', cryptogram: '123' };
  it('answers the cleaned card', () => {
    expect(validateCard(card, now)).toEqual({
      ok: true,
      value: {
        holder: 'Marie Curie',
        number: '4242424242424242',
        expiryMonth: 4,
        expiryYear: 2027,
        cryptogram: '123',
      },
    });
  });
  it('reports each field with its own message', () => {
    const result = validateCard({ holder: '', number: '1', expiry: '13/20', cryptogram: '1' }, now);
    expect(result).toEqual({
      ok: false,
      code: 'card_field_required',
      fields: {
        holder: 'card_field_required',
        number: 'card_number_invalid',
        expiry: 'card_expiry_invalid',
        cryptogram: 'card_cryptogram_invalid',
      },
    });
  });
  it("has an 'invalide' message for each field", () => {
    for (const code of [
      'card_holder_invalid',
      'card_number_invalid',
      'card_expiry_invalid',
      'card_cryptogram_invalid',
    ]) {
      expect(errorText(code).content).toMatch(/invalide$/);
    }
    expect(errorText('card_field_required').content).toBe('Ce champ est requis');
  });
});

describe('validateCardExpiry without a usable clock', () => {
  it('throws on an invalid current date rather than guessing', () => {
    expect(() => validateCardExpiry('03/25', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('cardBrand (the network from the first digits)', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4000 0027 6000 3184', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3056 9300 0902 0004', 'diners'],
    ['3566 0020 2036 0505', 'jcb'],
    ['6011 1111 1111 1117', 'discover'],
    ['6200 0000 0000 0005', 'unionpay'],
    ['9999 9999 9999 9995', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('card network names', () => {
  it.each([
    ['mastercard', 'master'],
    ['amex', 'american_express'],
    ['diners', 'diners_club'],
    ['visa', 'visa'],
  ])("gives Spree's cc_type of %s", (brand, ccType) => {
    expect(spreeCardType(brand)).toBe(ccType);
  });

  it.each([
    ['visa', 'Visa'],
    ['master', 'Mastercard'],
    ['american_express', 'American Express'],
    ['unknown', 'Carte'],
  ])('names %s %s', (ccType, label) => {
    expect(cardTypeLabel(ccType)).toBe(label);
  });
});
