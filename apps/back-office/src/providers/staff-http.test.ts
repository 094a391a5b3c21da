import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { formErrorsOf, refusalMessage, staffFieldErrors } from './staff-http';

describe('the fields a refusal names, for the form', () => {
  it('puts each field’s own message under it when the input was refused', () => {
    const error = {
      code: 'validation_failed',
      message: 'Certaines informations ne sont pas valides.',
      details: [
        { field: 'priceCents', message: 'Trop petit : nombre doit être >0' },
        { field: '', message: 'ignored: no field' },
      ],
    };
    expect(formErrorsOf(error, error.message)).toEqual({
      priceCents: 'Trop petit : nombre doit être >0',
      root: { serverError: 'Certaines informations ne sont pas valides.' },
    });
  });

  it('puts the refusal’s message under each field a rule of the shop named', () => {
    const message = 'Un bon de réduction porte déjà ce code. Choisissez-en un autre.';
    expect(
      formErrorsOf(
        { code: 'voucher_code_taken', message, details: { fields: { code: 'voucher_code_taken' } } },
        message,
      ),
    ).toEqual({ code: message, root: { serverError: message } });
  });

  it('gives a screen without a form each refused field’s message', () => {
    const body = {
      error: {
        code: 'content_invalid',
        message: 'Ce contenu n’a pas la forme que la boutique affiche.',
        details: [{ field: 'draft.gifts.1.productReference', message: 'Palier 2 : aucun produit.' }],
      },
    };
    expect(staffFieldErrors(new HttpError('refusé', 400, body))).toEqual({
      'draft.gifts.1.productReference': 'Palier 2 : aucun produit.',
    });
    expect(staffFieldErrors(new Error('réseau'))).toEqual({});
  });

  it('names no field when the server named none', () => {
    expect(formErrorsOf({ code: 'not_found', message: 'Introuvable' }, 'Introuvable')).toBeUndefined();
    expect(formErrorsOf({ code: 'x', message: 'm', details: { seconds: 5 } }, 'm')).toBeUndefined();
  });
});

describe('the message a refusal shows', () => {
  it('names the order of a round that refused, and the fields a content draft lost', () => {
    expect(
      refusalMessage({ code: 'order_not_prepared', message: 'Pas préparée.', details: { number: 'R1' } }),
    ).toBe('Commande R1 : Pas préparée.');
    expect(
      refusalMessage({
        code: 'content_fields_lost',
        message: 'Champs perdus.',
        details: { lost: ['title', 'body'] },
      }),
    ).toBe('Champs perdus. Champs : title, body.');
    expect(refusalMessage({ code: 'x', message: 'Refusé.' })).toBe('Refusé.');
  });

  it('says what each refused field needs, once each, rather than the generic sentence', () => {
    const refusal = {
      code: 'validation_failed',
      message: 'Certaines informations saisies sont invalides. Corrigez-les puis réessayez.',
      details: [
        { field: 'minimumOrderCents', message: 'Le minimum de commande ne peut pas dépasser 1 000 €.' },
        { field: 'title', message: 'Le titre compte 80 caractères au plus.' },
        { field: 'subtitle', message: 'Le titre compte 80 caractères au plus.' },
        { field: '', message: 'Indiquez au moins une modification.' },
      ],
    };
    expect(refusalMessage(refusal)).toBe(
      'Le minimum de commande ne peut pas dépasser 1 000 €. Le titre compte 80 caractères au plus. ' +
        'Indiquez au moins une modification.',
    );
    expect(refusalMessage({ ...refusal, details: { reason: 'FST_ERR_CTP_BODY_TOO_LARGE' } })).toBe(
      refusal.message,
    );
  });
});
