import { describe, expect, it } from 'vitest';
import { emailRefusalOf, isSameEmail, maskedEmail, validateEmail, validateFirstName } from './email';

const label63 = 'a'.repeat(63);
const label64 = 'a'.repeat(64);

describe('validateEmail: the spec §5 pattern', () => {
  it('says an empty or blank address is missing, not invalid', () => {
    expect(validateEmail('')).toMatchObject({ ok: false, code: 'field_required' });
    expect(validateEmail('   ')).toMatchObject({ ok: false, code: 'field_required' });
    expect(validateEmail('marie')).toMatchObject({ ok: false, code: 'invalid_email' });
  });

  it('says an address longer than a mail server takes is too long, not invalid', () => {
    const local = 'a'.repeat(61);
    const longest = `${local}@${[label63, label63, 'a'.repeat(61), 'fr'].join('.')}`;
    expect(longest.length).toBe(254);
    expect(validateEmail(longest).ok).toBe(true);
    expect(validateEmail(`a${longest}`)).toMatchObject({ ok: false, code: 'email_too_long' });
  });

  it.each([
    ['accepts a plain address', 'marie@example.fr', true],
    ['accepts allowed special characters in the local part', "o'neil+courses_1@exemple.com", true],
    ['accepts sub-domains', 'a@mail.sillon.example.fr', true],
    ['accepts a label of 63 characters', `a@${label63}.fr`, true],
    ['ignores surrounding spaces', ' marie@example.fr ', true],
    ['refuses a label of 64 characters', `a@${label64}.fr`, false],
    ['refuses a domain without a dot', 'marie@localhost', false],
    ['refuses a missing @', 'marie.example.fr', false],
    ['refuses two @', 'marie@@example.fr', false],
    ['refuses an empty local part', '@example.fr', false],
    ['refuses a label starting with a dash', 'marie@-example.fr', false],
    ['refuses an empty label', 'marie@example..fr', false],
    ['refuses spaces inside', 'ma rie@example.fr', false],
    ['refuses accented characters', 'marié@example.fr', false],
  ])('%s', (_rule, email, expected) => {
    expect(validateEmail(email).ok).toBe(expected);
  });
});

describe('validateEmail', () => {
  it('answers the trimmed address', () => {
    expect(validateEmail(' marie@example.fr')).toEqual({ ok: true, value: 'marie@example.fr' });
  });
  it('gives the invalid email error', () => {
    expect(validateEmail('marie')).toEqual({ ok: false, code: 'invalid_email' });
  });
});

describe('emailRefusalOf (spec §8: invalid, already used, unknown)', () => {
  it.each([
    ['an invalid email', { code: 'invalid_email' }, 'invalid_email'],
    ['an email another account has', { code: 'email_already_used' }, 'email_already_used'],
    [
      'the email field named invalid',
      { code: 'validation_failed', fields: { email: ['invalid_email'] } },
      'invalid_email',
    ],
    [
      'the email field refused for another reason',
      { code: 'validation_failed', fields: { email: ['too_long'] } },
      'email_unknown_error',
    ],
    [
      "Spree's sentence under the email",
      { code: 'internal_error', fields: { email: ['is invalid'] } },
      'email_unknown_error',
    ],
    [
      'a refusal about another field',
      { code: 'validation_failed', fields: { zipcode: ['postal_code_invalid'] } },
      undefined,
    ],
    ['a refusal that names no field', { code: 'internal_error' }, undefined],
  ])('%s', (_case, failure, expected) => {
    expect(emailRefusalOf(failure)).toBe(expected);
  });
});

describe('validateFirstName', () => {
  it('answers the name trimmed, up to 100 characters', () => {
    expect(validateFirstName('  Léa ')).toEqual({ ok: true, value: 'Léa' });
    expect(validateFirstName('a'.repeat(100)).ok).toBe(true);
  });

  it.each(['Jean-Éric', 'N’Golo', 'Zoé 🌻', '李娜', 'Ayşe'])('takes %s, a name in letters', (name) => {
    expect(validateFirstName(name)).toEqual({ ok: true, value: name });
  });

  it.each([
    ['empty', ' ', 'field_required'],
    ['longer than 100 characters', 'a'.repeat(101), 'first_name_too_long'],
    ['of emoji alone', '😀😀', 'first_name_invalid'],
    ['of digits and signs alone', '123 - !', 'first_name_invalid'],
  ])('refuses a name %s', (_case, name, code) => {
    expect(validateFirstName(name)).toMatchObject({ ok: false, code });
  });
});

describe('an address shown to its former owner', () => {
  it('keeps its first letter and its domain', () => {
    expect(maskedEmail('anne.dupont@exemple.fr')).toBe('a•••@exemple.fr');
    expect(maskedEmail('b@sillon.fr')).toBe('b•••@sillon.fr');
  });

  it('shows nothing of what is not an address', () => {
    expect(maskedEmail('@exemple.fr')).toBe('•••');
    expect(maskedEmail('anne')).toBe('•••');
  });
});

describe('two addresses', () => {
  it('are one when only their case differs', () => {
    expect(isSameEmail('Anne@Exemple.fr', 'anne@exemple.fr')).toBe(true);
    expect(isSameEmail('anne@exemple.fr', 'anna@exemple.fr')).toBe(false);
  });
});
