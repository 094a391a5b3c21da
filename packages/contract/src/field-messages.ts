import type { z } from 'zod';

/**
 * The refusals a form or a call gets most, said as a sentence of their own (they are shown under
 * the field and in the toast): zod's French locale says « Trop petit : chaîne de caractères doit
 * avoir >=1 caractères » or « Entrée invalide : nombre attendu, indéfini reçu ». A schema's own
 * message wins; anything else falls back to the locale.
 */
export const fieldMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_type':
      return typeMessage(issue.expected, issue.input);
    case 'invalid_value':
      if (issue.input === undefined) return 'Ce champ est obligatoire.';
      return issue.values.length > 0 && issue.values.length <= 12
        ? `Valeur non reconnue : choisissez parmi ${issue.values.map(String).join(', ')}.`
        : 'Valeur non reconnue.';
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Adresse e-mail invalide.'
        : issue.format === 'uuid' || issue.format === 'guid'
          ? 'Identifiant invalide.'
          : 'Ce champ n’a pas la forme attendue.';
    case 'invalid_union':
      return 'Cette valeur n’est pas valide.';
    default:
      return undefined;
  }
};

function sizeMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig>) {
  const isSmall = issue.code === 'too_small';
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (!Number.isFinite(limit)) return undefined;
  const figure = limit.toLocaleString('fr-FR');
  switch (issue.origin) {
    case 'string':
      if (isSmall && limit <= 1) return 'Ce champ est obligatoire.';
      return isSmall
        ? `Ce champ doit compter au moins ${figure} caractères.`
        : `Ce champ ne doit pas dépasser ${figure} caractères.`;
    case 'array':
      return isSmall ? `Il en faut au moins ${figure}.` : `Il n’en faut pas plus de ${figure}.`;
    case 'number':
    case 'int':
      if (isSmall)
        return issue.inclusive
          ? `Ce nombre doit valoir au moins ${figure}.`
          : `Ce nombre doit dépasser ${figure}.`;
      return issue.inclusive
        ? `Ce nombre doit valoir ${figure} au plus.`
        : `Ce nombre doit rester sous ${figure}.`;
    default:
      return undefined;
  }
}

/** What a field must be, in words: a missing one is asked for, never « indéfini reçu ». */
const EXPECTED: Record<string, string> = {
  string: 'Ce champ doit être un texte.',
  number: 'Ce champ doit être un nombre.',
  int: 'Ce champ doit être un nombre entier.',
  bigint: 'Ce champ doit être un nombre entier.',
  boolean: 'Ce champ doit valoir oui ou non (true ou false).',
  array: 'Ce champ doit être une liste.',
  object: 'Ce champ doit être un objet.',
  date: 'Ce champ doit être une date.',
};

function typeMessage(expected: string, input: unknown): string | undefined {
  if (input === undefined || input === null) return 'Ce champ est obligatoire.';
  return EXPECTED[expected];
}
