import { fieldMessages } from '@sillon/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

z.config({ ...z.locales.fr(), customError: fieldMessages });

const form = z.object({
  name: z.string().min(1).max(20),
  quantity: z.number().int().min(1),
  isGift: z.boolean(),
  tags: z.array(z.string()),
  mode: z.enum(['bike', 'parcel']),
  email: z.email(),
  id: z.uuid(),
});
const messagesOf = (input: unknown) =>
  Object.fromEntries(
    form.safeParse(input).error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('what a refused field says', () => {
  it('asks for a missing field, in words, never « indéfini reçu »', () => {
    expect(new Set(Object.values(messagesOf({})))).toEqual(new Set(['Ce champ est obligatoire.']));
    expect(messagesOf({ name: null }).name).toBe('Ce champ est obligatoire.');
  });

  it('says what a field must be, not zod’s types', () => {
    expect(
      messagesOf({
        name: 5,
        quantity: 1.5,
        isGift: 'oui',
        tags: 'bio',
        mode: 'drone',
        email: 'camille',
        id: '12',
      }),
    ).toEqual({
      name: 'Ce champ doit être un texte.',
      quantity: 'Ce champ doit être un nombre entier.',
      isGift: 'Ce champ doit valoir oui ou non (true ou false).',
      tags: 'Ce champ doit être une liste.',
      mode: 'Valeur non reconnue : choisissez parmi bike, parcel.',
      email: 'Adresse e-mail invalide.',
      id: 'Identifiant invalide.',
    });
    expect(messagesOf({ quantity: Number.NaN }).quantity).toBe('Ce champ doit être un nombre.');
  });

  it('gives sizes as sentences', () => {
    expect(messagesOf({ name: '', quantity: 0 })).toMatchObject({
      name: 'Ce champ est obligatoire.',
      quantity: 'Ce nombre doit valoir au moins 1.',
    });
    expect(messagesOf({ name: 'x'.repeat(21) }).name).toBe('Ce champ ne doit pas dépasser 20 caractères.');
  });
});
