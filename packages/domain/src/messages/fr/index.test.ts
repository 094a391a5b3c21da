import { describe, expect, it } from 'vitest';
import { detailedMessageKeys, errors, ui } from '.';
import * as account from './account';
import * as auth from './auth';
import * as cart from './cart';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as common from './common';
import * as content from './content';
import * as delivery from './delivery';
import * as legal from './legal';
import * as orders from './orders';
import * as payments from './payments';
import * as platform from './platform';
import * as promotions from './promotions';
import * as receipt from './receipt';
import * as reviews from './reviews';
import * as search from './search';
import * as staff from './staff';

const parts = {
  account,
  auth,
  cart,
  catalog,
  checkout,
  common,
  content,
  delivery,
  legal,
  orders,
  payments,
  platform,
  promotions,
  receipt,
  reviews,
  search,
  staff,
};

describe('the catalogue split by feature', () => {
  it('writes each error code and each text key in one feature file only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, part] of Object.entries(parts)) {
      for (const record of Object.values(part)) {
        for (const key of Object.keys(record)) {
          if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${name})`);
          seen.set(key, name);
        }
      }
    }
    expect(twice).toEqual([]);
  });

  it('merges every part into the catalogue', () => {
    const count = (kind: 'Errors' | 'Texts') =>
      Object.entries(parts).reduce(
        (sum, [name, part]) =>
          sum + Object.keys((part as Record<string, object>)[`${name}${kind}`] ?? {}).length,
        0,
      );
    expect(Object.keys(errors)).toHaveLength(count('Errors'));
    expect(Object.keys(ui)).toHaveLength(count('Texts'));
  });
});

describe('the French error catalogue (spec §5, §8)', () => {
  it.each(Object.entries(errors))('%s has a title and a content', (_code, text) => {
    expect(text.title.trim()).not.toBe('');
    expect(text.content.trim()).not.toBe('');
  });

  it('keeps error texts free of placeholders, as the server sends them as they are', () => {
    for (const text of Object.values(errors)) {
      expect(`${text.title} ${text.content}`).not.toContain('{{');
    }
  });

  it('ends no sentence with two full stops (issue 36), in the errors or the screens’ texts', () => {
    const texts = [
      ...Object.values(errors).flatMap((text) => [text.title, text.content]),
      ...Object.values(ui),
    ];
    expect(texts.filter((text) => /(?<!\.)\.\.(?!\.)/.test(text))).toEqual([]);
  });

  it('uses stable snake_case codes', () => {
    for (const code of Object.keys(errors)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each([
    ['invalid_code', 'title', 'Le code n’est pas bon'],
    ['too_many_attempts', 'title', 'Trop de tentatives'],
    ['field_required', 'content', 'Ce champ est obligatoire'],
    ['card_field_required', 'content', 'Ce champ est requis'],
    ['postal_code_invalid', 'content', 'Ceci ne ressemble pas à un code postal'],
    [
      'minimum_payable_not_reached',
      'content',
      'Pour valider votre commande, vous devez avoir au moins 1 euro à payer.',
    ],
    ['card_holder_invalid', 'content', 'Nom du titulaire invalide'],
    ['card_number_invalid', 'content', 'Numéro de carte invalide'],
    ['card_expiry_invalid', 'content', 'Date d’expiration invalide'],
    ['card_cryptogram_invalid', 'content', 'Cryptogramme invalide'],
  ] as const)('%s keeps the spec wording in its %s', (code, part, text) => {
    expect(errors[code][part]).toBe(text);
  });

  it('names the cap in components.cart.max_quantity_reached', () => {
    expect(ui['components.cart.max_quantity_reached']).toContain('{{max_quantity}}');
    expect(detailedMessageKeys.quantity_above_limit).toBe('components.cart.max_quantity_reached');
  });
});
