import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLocalPhone,
  formatTypedPhone,
  isValidLocalPhone,
  normalizeSignInPhone,
  toInternationalPhone,
  validateSignInPhone,
} from './phone';

describe('validateSignInPhone (spec §5: +33 and 11 digits, 12 characters)', () => {
  it.each([
    ['+33612345678', '+33612345678'],
    ['06 12 34 56 78', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['+33 (0)6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['33612345678', '+33612345678'],
  ])('accepts %j as %j', (input, expected) => {
    expect(validateSignInPhone(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['refuses a phone of 11 characters', '+3361234567'],
    ['refuses a phone of 13 characters', '+336123456789'],
    ['refuses another country code', '+32612345678'],
    ['refuses letters', '+3361234567a'],
    ['refuses an empty phone', ''],
    ['refuses a number without a country', '612345678'],
  ])('%s', (_rule, input) => {
    expect(validateSignInPhone(input)).toEqual({ ok: false, code: 'invalid_phone' });
  });

  it.each(['01 23 45 67 89', '04 78 12 34 56', '+33987654321'])('refuses the landline %j apart', (input) => {
    expect(validateSignInPhone(input)).toEqual({ ok: false, code: 'phone_not_mobile' });
  });

  it('leaves an already international number alone', () => {
    expect(normalizeSignInPhone('+447700900123')).toBe('+447700900123');
  });
});

describe('isValidLocalPhone (spec §5: 10 digits starting with 0)', () => {
  it.each([
    ['0612345678', true],
    ['061234567', false],
    ['06123456789', false],
    ['6123456789', false],
    ['06 12 34 56 78', false],
    ['06123a5678', false],
  ])('%j is valid: %s', (phone, expected) => {
    expect(isValidLocalPhone(phone)).toBe(expected);
  });
});

describe('formatTypedPhone (the sign-in field, key by key)', () => {
  /** What the field shows after each key, the field's text fed back as a customer types on. */
  const typeKeys = (keys: string) =>
    [...keys].reduce<string[]>(
      (shown, key) => [...shown, formatTypedPhone(`${shown.at(-1) ?? ''}${key}`)],
      [],
    );

  it('reads a number typed with +33 as its local form, keeping the prefix until a digit follows', () => {
    expect(typeKeys('+33 6 12 34 56 01')).toEqual([
      '+',
      '+3',
      '+33',
      '+33',
      '06',
      '06',
      '06 1',
      '06 12',
      '06 12',
      '06 12 3',
      '06 12 34',
      '06 12 34',
      '06 12 34 5',
      '06 12 34 56',
      '06 12 34 56',
      '06 12 34 56 0',
      '06 12 34 56 01',
    ]);
  });

  it('keeps another country’s number with its +, cut to 15 digits', () => {
    expect(typeKeys('+44 7911 123456').at(-1)).toBe('+44 79 11 12 34 56');
    expect(formatTypedPhone('+4412345678901234567')).toBe('+44 12 34 56 78 90 12 3');
  });

  it('reads « +33 0 6… » and « 0033 6… » as the same local number, typed or pasted', () => {
    expect(typeKeys('+33 06 12 34 56 78').at(-1)).toBe('06 12 34 56 78');
    expect(formatTypedPhone('+33 06 12 34 56 78')).toBe('06 12 34 56 78');
    expect(typeKeys('0033 6 12 34 56 78').at(-1)).toBe('06 12 34 56 78');
    expect(typeKeys('0044 7911 123456').at(-1)).toBe('+44 79 11 12 34 56');
  });

  it('formats a local number and a pasted one as before', () => {
    expect(typeKeys('0612345601').at(-1)).toBe('06 12 34 56 01');
    expect(formatTypedPhone('+33 6 12 34 56 99')).toBe('06 12 34 56 99');
    expect(formatTypedPhone('+33 (0)6 12 34 56 99')).toBe('06 12 34 56 99');
    expect(formatTypedPhone('0033 6 12 34 56 99')).toBe('06 12 34 56 99');
  });
});

describe('formatLocalPhone (spec §5)', () => {
  it.each([
    ['turns +33 into 0', '+33612345678', '0612345678'],
    ['removes (0)', '+33 (0)6 12 34 56 78', '0612345678'],
    ['removes letters and spaces', 'tel 06 12 34 56 78', '0612345678'],
    ['removes dots', '06.12.34.56.78', '0612345678'],
    ['cuts to 10 digits', '061234567899', '0612345678'],
    ['turns 0033 into 0', '0033612345678', '0612345678'],
  ])('%s', (_rule, input, expected) => {
    expect(formatLocalPhone(input)).toBe(expected);
  });

  it('groups digits in pairs on request', () => {
    expect(formatLocalPhone('+33612345678', { grouped: true })).toBe('06 12 34 56 78');
    expect(formatLocalPhone('061', { grouped: true })).toBe('06 1');
    expect(formatLocalPhone('', { grouped: true })).toBe('');
  });
});

describe('toInternationalPhone', () => {
  it('converts a local phone back to +33', () => {
    expect(toInternationalPhone('06 12 34 56 78')).toBe('+33612345678');
  });
  it('returns an invalid number as typed', () => {
    expect(toInternationalPhone('12 34')).toBe('12 34');
  });
});

describe('phone formatting round-trips (property)', () => {
  const nineDigits = fc.stringMatching(/^[67]\d{8}$/);

  it('+33 → local → +33 gives the same number, grouped or not', () => {
    fc.assert(
      fc.property(nineDigits, fc.boolean(), (rest, grouped) => {
        const international = `+33${rest}`;
        const local = formatLocalPhone(international, { grouped });
        expect(toInternationalPhone(local)).toBe(international);
        expect(validateSignInPhone(local)).toEqual({ ok: true, value: international });
      }),
    );
  });

  it('local → +33 → local gives the same number', () => {
    fc.assert(
      fc.property(nineDigits, (rest) => {
        const local = `0${rest}`;
        expect(formatLocalPhone(toInternationalPhone(local))).toBe(local);
      }),
    );
  });

  it('formatting is idempotent and never longer than 10 digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatLocalPhone(input);
        expect(once.length).toBeLessThanOrEqual(10);
        expect(formatLocalPhone(once)).toBe(once);
      }),
    );
  });
});
