import { describe, expect, it } from 'vitest';
import { withDe } from './text';

describe('withDe', () => {
  it('elides « de » before a vowel, accented or capital, and not before a consonant', () => {
    expect(withDe('Élodie')).toBe('d’Élodie');
    expect(withDe('avril')).toBe('d’avril');
    expect(withDe('Ines')).toBe('d’Ines');
    expect(withDe('Paul')).toBe('de Paul');
  });
});
