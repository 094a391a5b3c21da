import { describe, expect, it } from 'vitest';
import { validateProduct } from './product-edit';

const typed = (changes: Record<string, unknown>) => ({
  name: 'Miel de tilleul',
  description: 'Un miel ambré.',
  priceCents: '4,90',
  stock: '12',
  maxOrderable: '',
  regionalPostalPrefixes: null,
  ...changes,
});

describe('the product form’s own checks', () => {
  it('passes a product as the staff type it', () => {
    expect(validateProduct(typed({}))).toEqual({});
  });

  it('says the limits the server keeps, before sending, rather than a refusal of the whole form', () => {
    expect(validateProduct(typed({ stock: '2000000', maxOrderable: '5000' }))).toEqual({
      stock: 'Le stock ne peut pas dépasser 1 000 000.',
      maxOrderable: 'La quantité maximale ne peut pas dépasser 999 (ou vide : sans limite).',
    });
    expect(validateProduct(typed({ stock: '1000000', maxOrderable: '999' }))).toEqual({});
    expect(validateProduct(typed({ stock: '-1', maxOrderable: '0' }))).toEqual({
      stock: 'Le stock est un nombre entier, 0 ou plus',
      maxOrderable: 'Un nombre entier, 1 ou plus (vide : aucun maximum)',
    });
  });

  it('says under « Labels » which label is too long, and how many labels it takes', () => {
    const long = 'Agriculture biologique régénératrice certifiée depuis 2019';
    expect(validateProduct(typed({ labels: ['Bio', long] }))).toEqual({
      labels: 'Un label compte 40 caractères au plus : « Agriculture biologique r… »',
    });
    expect(validateProduct(typed({ labels: ['x'.repeat(40)] }))).toEqual({});
    const many = Array.from({ length: 13 }, (_, index) => `Label ${index}`);
    expect(validateProduct(typed({ labels: many }))).toEqual({ labels: '12 labels au plus' });
    expect(validateProduct(typed({ labels: many.slice(1) }))).toEqual({});
  });

  it('says a number far too big is too big, not that it is no number (a price, a stock, a limit)', () => {
    expect(
      validateProduct(
        typed({ priceCents: '99999999999', stock: '99999999999', maxOrderable: '99999999999' }),
      ),
    ).toEqual({
      priceCents: 'Le prix ne peut pas dépasser 10 000 €.',
      stock: 'Le stock ne peut pas dépasser 1 000 000.',
      maxOrderable: 'La quantité maximale ne peut pas dépasser 999 (ou vide : sans limite).',
    });
    expect(validateProduct(typed({ priceCents: '10000,00' }))).toEqual({});
    expect(validateProduct(typed({ priceCents: '10000,01' }))).toEqual({
      priceCents: 'Le prix ne peut pas dépasser 10 000 €.',
    });
  });

  it('says under « Nom » and « Description » what the shop would not show', () => {
    expect(validateProduct(typed({ name: '  ', description: '' }))).toEqual({
      name: 'Le nom est obligatoire.',
      description: 'La description est obligatoire.',
    });
    expect(validateProduct(typed({ name: '🍯', description: 'x'.repeat(1_001) }))).toEqual({
      name: 'Le nom doit contenir au moins une lettre.',
      description: 'La description ne peut pas dépasser 1 000 caractères.',
    });
  });
});
