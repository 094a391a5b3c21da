import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET, referralCodeFor, referralNamePart } from './referral-code';

describe('referral codes', () => {
  it.each([
    ['Camille', 'CAMILLE'],
    ['Élodie-Anne', 'ELODIEANNE'],
    ['Jean Baptiste', 'JEANBAPTIS'],
    ['  ', 'SILLON'],
    ['李', 'SILLON'],
  ])('names %s as %s', (firstName, part) => {
    expect(referralNamePart(firstName)).toBe(part);
  });

  it('adds five unambiguous characters from the random bytes', () => {
    const code = referralCodeFor('Camille', Uint8Array.from([0, 1, 2, 30, 31]));
    expect(code).toBe(`CAMILLE-ABC9${REFERRAL_CODE_ALPHABET.charAt(0)}`);
    expect(code).toMatch(/^[A-Z]+-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('needs enough random bytes', () => {
    expect(() => referralCodeFor('Camille', Uint8Array.from([1, 2]))).toThrow(RangeError);
  });
});
