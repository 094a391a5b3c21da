import { describe, expect, it } from 'vitest';
import {
  clampServings,
  formatPreparationTime,
  formatRecipeQuantity,
  ingredientsToAdd,
  packsToBuy,
  recipeTotalCents,
  scaleQuantity,
  type ShoppableIngredient,
} from './recipe-quantities';

const grams = (amount: number) => ({ amount, unit: 'g' as const });
const pieces = (amount: number) => ({ amount, unit: 'piece' as const });

describe('scaleQuantity', () => {
  it.each([
    ['doubles for twice the servings', grams(250), 4, 8, 500],
    ['scales 4 carrots (400 g) to 6 servings', grams(400), 4, 6, 600],
    ['halves an egg for one of two', pieces(1), 2, 1, 0.5],
    ['keeps the quantity at the recipe servings', grams(80), 2, 2, 80],
    ['clamps servings above 24', grams(100), 1, 40, 2400],
  ])('%s', (_name, quantity, recipeServings, servings, amount) => {
    expect(scaleQuantity(quantity, recipeServings, servings)).toEqual({ amount, unit: quantity.unit });
  });

  it('leaves a recipe without servings as written', () => {
    expect(scaleQuantity(grams(80), 0, 6)).toEqual(grams(80));
  });
});

describe('clampServings', () => {
  it.each([
    [0, 1],
    [6, 6],
    [2.6, 3],
    [99, 24],
    [Number.NaN, 1],
  ])('%s servings → %s', (asked, kept) => {
    expect(clampServings(asked)).toBe(kept);
  });
});

describe('packsToBuy', () => {
  it.each([
    ['600 g of carrots sold by the kilo: 1 kg, not 0.6', grams(600), grams(1000), 1],
    ['1.2 kg of carrots: 2 bags', grams(1200), grams(1000), 2],
    ['exactly two packs stays two', grams(500), grams(250), 2],
    ['a floating-point hair over stays two', grams(500.0000000001), grams(250), 2],
    ['7 eggs: 2 boxes of 6', pieces(7), pieces(6), 2],
    ['half a bunch: one bunch', pieces(0.5), pieces(1), 1],
    ['no quantity (salt and pepper): one', null, grams(125), 1],
    ['no pack known: one', grams(300), null, 1],
    ['a pack in another unit: one', { amount: 60, unit: 'ml' as const }, grams(250), 1],
  ])('%s', (_name, needed, pack, count) => {
    expect(packsToBuy(needed, pack)).toBe(count);
  });
});

describe('formatRecipeQuantity', () => {
  it.each([
    [grams(375), '375 g'],
    [grams(372), '370 g'],
    [grams(7.5), '8 g'],
    [grams(1500), '1,5 kg'],
    [{ amount: 1250, unit: 'ml' as const }, '1,25 L'],
    [{ amount: 45, unit: 'ml' as const }, '45 ml'],
    [pieces(1.5), '1 ½'],
    [pieces(0.2), '½'],
    [pieces(3), '3'],
  ])('%o → %s', (quantity, text) => {
    expect(formatRecipeQuantity(quantity)).toBe(text);
  });
});

describe('ingredientsToAdd', () => {
  const carrots: ShoppableIngredient = {
    productId: 'carrots',
    quantity: grams(400),
    pack: grams(1000),
    available: true,
  };
  const lentils: ShoppableIngredient = {
    productId: 'lentils',
    quantity: grams(250),
    pack: grams(500),
    available: true,
  };
  const salt: ShoppableIngredient = { productId: 'salt', quantity: null, pack: grams(125), available: true };
  const pepper: ShoppableIngredient = { productId: null, quantity: null, pack: null, available: true };
  const goat: ShoppableIngredient = {
    productId: 'goat',
    quantity: pieces(1),
    pack: pieces(1),
    available: false,
  };

  it('adds every linked ingredient in whole packs for the chosen servings', () => {
    const result = ingredientsToAdd([carrots, lentils, salt, pepper], 4, 12, new Set());
    expect(result.lines).toEqual([
      { productId: 'carrots', quantity: 2 },
      { productId: 'lentils', quantity: 2 },
      { productId: 'salt', quantity: 1 },
    ]);
    expect(result.unavailableProductIds).toEqual([]);
  });

  it('leaves out what the pantry already has, by position', () => {
    const result = ingredientsToAdd([carrots, lentils, salt], 4, 6, new Set([0, 2]));
    expect(result.lines).toEqual([{ productId: 'lentils', quantity: 1 }]);
  });

  it('names unavailable products instead of adding them', () => {
    const result = ingredientsToAdd([carrots, goat], 4, 4, new Set());
    expect(result.lines).toEqual([{ productId: 'carrots', quantity: 1 }]);
    expect(result.unavailableProductIds).toEqual(['goat']);
  });

  it('adds a product used twice once, for both quantities', () => {
    const butter = { productId: 'butter', pack: grams(250), available: true };
    const result = ingredientsToAdd(
      [
        { ...butter, quantity: grams(120) },
        { ...butter, quantity: grams(160) },
      ],
      4,
      4,
      new Set(),
    );
    expect(result.lines).toEqual([{ productId: 'butter', quantity: 2 }]);
  });
});

describe('formatPreparationTime', () => {
  it.each([
    [35, '35 min'],
    [60, '1 h'],
    [110, '1 h 50'],
    [65, '1 h 05'],
    [0, '0 min'],
  ])('%s minutes → %s', (minutes, text) => {
    expect(formatPreparationTime(minutes)).toBe(text);
  });
});

describe('recipeTotalCents', () => {
  const carrots = {
    productId: 'carrots',
    quantity: grams(600),
    pack: grams(1000),
    available: true,
    priceCents: 390,
  };
  const eggs = { productId: 'eggs', quantity: pieces(4), pack: pieces(6), available: true, priceCents: 420 };
  const salt = { productId: null, quantity: null, pack: null, available: false, priceCents: null };
  const cream = {
    productId: 'cream',
    quantity: grams(200),
    pack: grams(250),
    available: false,
    priceCents: 300,
  };

  it.each([
    ['the recipe as written: 1 kg of carrots and 6 eggs', 4, new Set<number>(), 390 + 420],
    ['twice the servings: 2 kg of carrots, 2 boxes of eggs', 8, new Set<number>(), 2 * 390 + 2 * 420],
    ['eggs already had', 4, new Set([1]), 390],
    ['everything already had', 4, new Set([0, 1]), 0],
  ])('%s', (_case, servings, alreadyHad, expected) => {
    expect(recipeTotalCents([carrots, eggs, salt, cream], 4, servings, alreadyHad)).toBe(expected);
  });

  it('counts a product named by two ingredients once, for both quantities', () => {
    const more = { ...carrots, quantity: grams(500) };
    // 600 g + 500 g: two packs of 1 kg.
    expect(recipeTotalCents([carrots, more], 4, 4, new Set())).toBe(2 * 390);
  });
});
