import type { z } from 'zod';

/**
 * The refusals a form shows most, said as a sentence of their own (they are shown under the field
 * and in the toast): zod's French locale says « Trop petit : chaîne de caractères doit avoir >=1
 * caractères ». A schema's own message wins; anything else falls back to the locale.
 */
export const fieldMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const isSmall = issue.code === 'too_small';
  const limit = Number(isSmall ? issue.minimum : issue.maximum);
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
};
