import { describe, expect, it } from 'vitest';
import { i18nProvider, withTypographicApostrophes } from './i18n-provider';

describe('the back office’s French', () => {
  it('writes react-admin’s own texts with the typographic apostrophe', () => {
    expect(i18nProvider.translate('ra.message.access_denied')).toBe(
      'Vous n’avez pas les droits d’accès à cette page',
    );
  });

  it('ends the page « introuvable » with one full stop, react-admin’s own', () => {
    expect(`${i18nProvider.translate('ra.message.not_found')}.`).toBe(
      'L’adresse saisie est incorrecte, ou vous avez suivi un mauvais lien.',
    );
  });

  it('changes only an apostrophe between two letters, in every nested text', () => {
    expect(withTypographicApostrophes({ a: { b: "l'avance", c: "'cité'" }, n: 3 })).toEqual({
      a: { b: 'l’avance', c: "'cité'" },
      n: 3,
    });
  });
});
