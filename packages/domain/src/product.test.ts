import { describe, expect, it } from 'vitest';
import { violationText } from './messages/translate';
import {
  productDescriptionProblem,
  productNameProblem,
  isUnusualPriceChange,
  canIncreaseQuantity,
  quantityLimitText,
  quantityLeftToAdd,
  stockLeftToTell,
  stockShortOf,
  stockLeftForFormat,
  otherFormatId,
  isListableProduct,
  validateProductId,
  validateProductPrice,
  validateQuantity,
} from './product';

const uuid = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';

describe('validateProductId (spec §5: required, 36 characters with 4 dashes)', () => {
  it.each([
    ['accepts a UUID', uuid, { ok: true, value: uuid }],
    ['refuses an empty id', '', { ok: false, code: 'product_id_empty' }],
    ['refuses a missing id', undefined, { ok: false, code: 'product_id_empty' }],
    ['refuses a null id', null, { ok: false, code: 'product_id_empty' }],
    ['refuses 35 characters', uuid.slice(1), { ok: false, code: 'product_id_invalid' }],
    [
      'refuses 36 characters with 3 dashes',
      uuid.replace('-', 'a'),
      { ok: false, code: 'product_id_invalid' },
    ],
    ['refuses a number', 42, { ok: false, code: 'product_id_invalid' }],
  ])('%s', (_rule, id, expected) => {
    expect(validateProductId(id)).toEqual(expected);
  });
});

describe('validateProductPrice (spec §5: a non-negative number, not a string, not NaN)', () => {
  it.each([
    ['accepts 0', 0, true],
    ['accepts 349 cents', 349, true],
    ['refuses a negative price', -1, false],
    ['refuses a string', '3.49', false],
    ['refuses NaN', Number.NaN, false],
    ['refuses infinity', Number.POSITIVE_INFINITY, false],
    ['refuses a fraction of a cent', 3.5, false],
    ['refuses undefined', undefined, false],
  ])('%s', (_rule, price, accepted) => {
    const result = validateProductPrice(price);
    expect(result.ok).toBe(accepted);
    if (!result.ok) expect(result.code).toBe('invalid_product_price');
  });
});

describe('validateQuantity (spec §5: capped by maxOrderable)', () => {
  it.each([
    ['accepts a quantity at the cap', 3, 3, { ok: true, value: 3 }],
    ['accepts any quantity without a cap', 99, undefined, { ok: true, value: 99 }],
    ['accepts any quantity with a null cap', 99, null, { ok: true, value: 99 }],
    [
      'refuses a quantity above the cap',
      4,
      3,
      { ok: false, code: 'quantity_above_limit', params: { max_quantity: 3 } },
    ],
    ['refuses zero', 0, 3, { ok: false, code: 'invalid_quantity' }],
    ['refuses a fraction', 1.5, 3, { ok: false, code: 'invalid_quantity' }],
  ])('%s', (_rule, quantity, max, expected) => {
    expect(validateQuantity(quantity, max)).toEqual(expected);
  });

  it('names the max in the message (components.cart.max_quantity_reached)', () => {
    const result = validateQuantity(4, 3);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(violationText(result)).toBe('Vous ne pouvez pas commander plus de 3 exemplaires de ce produit.');
    }
  });
});

describe('canIncreaseQuantity', () => {
  it.each([
    [2, 3, true],
    [3, 3, false],
    [3, undefined, true],
    [3, null, true],
  ])('quantity %i with cap %j → %s', (quantity, max, expected) => {
    expect(canIncreaseQuantity(quantity, max)).toBe(expected);
  });
});

describe('quantityLeftToAdd', () => {
  it.each([
    [0, 3, 3],
    [2, 3, 1],
    [3, 3, 0],
    [5, 3, 0],
    [4, undefined, null],
    [4, null, null],
  ])('%i in the cart with cap %j → %j more', (inCart, max, expected) => {
    expect(quantityLeftToAdd(inCart, max)).toBe(expected);
  });

  it.each([
    [0, 6, 3, 3],
    [1, 6, 3, 2],
    [3, 6, 3, 0],
    [0, null, 40, 40],
    [0, 2, undefined, 2],
  ])('%i in the cart, cap %j, %j left in stock → %j more', (inCart, max, stockLeft, expected) => {
    expect(quantityLeftToAdd(inCart, max, stockLeft)).toBe(expected);
  });
});

describe('stockShortOf (spec §8: what is left of a product a basket line asks too many of)', () => {
  it.each([
    ['enough in stock', 2, { available: true, stock: 5 }, undefined],
    ['exactly the stock', 5, { available: true, stock: 5 }, undefined],
    ['fewer left than asked', 6, { available: true, stock: 5 }, 5],
    ['sold out', 1, { available: true, stock: 0 }, 0],
    ['a stock below zero read as none', 1, { available: true, stock: -2 }, 0],
    ['not available, stock or not', 1, { available: false, stock: 9 }, 0],
    ['unknown to the catalogue', 1, undefined, 0],
  ])('%s', (_, quantity, product, expected) => {
    expect(stockShortOf(quantity, product)).toBe(expected);
  });

  it('counts the other format of the product in the basket first (one stock for both)', () => {
    expect(stockShortOf(2, { available: true, stock: 4 }, 2)).toBeUndefined();
    expect(stockShortOf(2, { available: true, stock: 3 }, 2)).toBe(1);
    expect(stockShortOf(1, { available: true, stock: 2 }, 2)).toBe(0);
  });
});

describe('stockLeftToTell (spec §8: a line above the stock is refused)', () => {
  it.each([
    [3, 6, 3],
    [40, null, 40],
    [40, undefined, 40],
    [6, 6, undefined],
    [50, 6, undefined],
    [0, 6, undefined],
    [0, null, undefined],
  ])('%i in stock, cap %j → tells %j', (stock, max, expected) => {
    expect(stockLeftToTell(stock, max)).toBe(expected);
  });
});

describe('quantityLimitText (issue 40: why « + » stopped)', () => {
  it('says the cap per order once the quantity reached it', () => {
    expect(quantityLimitText(6, 6)).toBe('6 maximum par commande');
    expect(quantityLimitText(2, 2)).toBe('2 maximum par commande');
  });

  it('says nothing while « + » still adds, or when there is no cap', () => {
    expect(quantityLimitText(5, 6)).toBeNull();
    expect(quantityLimitText(40, null)).toBeNull();
    expect(quantityLimitText(40, undefined)).toBeNull();
  });

  it('says the stock left when it stops « + » before the cap (a cart line)', () => {
    expect(quantityLimitText(3, 6, 3)).toBe('Il en reste 3');
    expect(quantityLimitText(65, null, 65)).toBe('Il en reste 65');
    expect(quantityLimitText(70, undefined, 65)).toBe('Il en reste 65');
    expect(quantityLimitText(64, null, 65)).toBeNull();
    expect(quantityLimitText(6, 6, 6)).toBe('6 maximum par commande');
    expect(quantityLimitText(4, 4, 9)).toBe('4 maximum par commande');
    // The other format of the product took what was left.
    expect(quantityLimitText(2, null, 0)).toBe('Il n’en reste plus');
  });
});

describe('stockLeftForFormat (a product and its retail variant draw on one stock)', () => {
  it.each([
    [5, 0, 5],
    [5, 2, 3],
    [5, 7, 0],
    [undefined, 3, undefined],
  ])('stock left %j, %i of the other format in the cart → %j', (left, other, expected) => {
    expect(stockLeftForFormat(left, other)).toBe(expected);
  });
});

describe('isListableProduct (spec §3: needs a url slug and a photo)', () => {
  it.each([
    [{ urlSlug: 'pates', photoUrl: 'https://x/p.jpg' }, true],
    [{ urlSlug: '', photoUrl: 'https://x/p.jpg' }, false],
    [{ urlSlug: 'pates', photoUrl: null }, false],
    [{}, false],
  ])('%j → %s', (product, expected) => {
    expect(isListableProduct(product)).toBe(expected);
  });
});

describe('isUnusualPriceChange (a slip of the keyboard: the staff confirm it)', () => {
  it.each([
    [1290, 129_000, true], // « 1290 » typed for 12,90 €
    [545, 54_500, true],
    [545, 1635, true], // three times exactly
    [545, 1634, false],
    [545, 181, true], // a third or less
    [545, 182, false],
    [545, 545, false],
    [545, 600, false],
  ])('from %i to %i cents: %s', (current, next, unusual) => {
    expect(isUnusualPriceChange(current, next)).toBe(unusual);
  });
});

describe('otherFormatId (a product and its retail variant, one stock)', () => {
  const honey = { id: 'honey', retail: { id: 'honey-pot' } };
  it('names the retail variant for the product, and the product for the variant', () => {
    expect(otherFormatId('honey', honey)).toBe('honey-pot');
    expect(otherFormatId('honey-pot', honey)).toBe('honey');
    expect(otherFormatId('bread', { id: 'bread', retail: null })).toBeUndefined();
  });
});

describe('productNameProblem and productDescriptionProblem (what the staff may write)', () => {
  it('takes a name of a few words, trimmed, up to 80 characters', () => {
    expect(productNameProblem('  Carottes des sables  ')).toBeUndefined();
    expect(productNameProblem('a'.repeat(80))).toBeUndefined();
    expect(productNameProblem('a'.repeat(81))).toBe('Le nom ne peut pas dépasser 80 caractères.');
  });

  it('refuses an empty name and one without a letter', () => {
    expect(productNameProblem('   ')).toBe('Le nom est obligatoire.');
    expect(productNameProblem('🥕🥕')).toBe('Le nom doit contenir au moins une lettre.');
    expect(productNameProblem('1 000')).toBe('Le nom doit contenir au moins une lettre.');
    expect(productNameProblem('Œufs')).toBeUndefined();
  });

  it('takes a description up to 1 000 characters, never an empty one', () => {
    expect(productDescriptionProblem('Récoltées à la main.')).toBeUndefined();
    expect(productDescriptionProblem(` ${'x'.repeat(1_000)} `)).toBeUndefined();
    expect(productDescriptionProblem('x'.repeat(1_001))).toBe(
      'La description ne peut pas dépasser 1 000 caractères.',
    );
    expect(productDescriptionProblem(' \n ')).toBe('La description est obligatoire.');
  });
});
