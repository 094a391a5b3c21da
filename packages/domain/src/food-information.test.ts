import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  allergenDisagreements,
  allergenFiltersOf,
  allergenMask,
  allergensNamedIn,
  excludedAllergens,
  excludedMask,
  foodInformationProblems,
  formatGrams,
  ingredientText,
  nutritionDisagreements,
  shelfLifeDuration,
  passesAllergenFilter,
  type FoodInformation,
  type Nutrition,
} from './food-information';

const granola: FoodInformation = {
  prepacked: true,
  ingredients: [
    { name: "flocons d'avoine", allergen: 'gluten', percent: 55 },
    { name: 'miel', percent: 15 },
    { name: 'noisettes', allergen: 'nuts', percent: 12 },
    { name: 'huile de tournesol' },
  ],
  allergens: ['gluten', 'nuts'],
  traces: ['sesame'],
  nutrition: null,
  storage: null,
  shelfLife: null,
  origin: null,
};
const comte = { allergens: ['milk' as const], traces: [] };
const lentils = { allergens: [], traces: ['gluten' as const] };

describe('the « sans » filters', () => {
  it('keep the known slugs once, in the shop order, and map lactose to milk', () => {
    expect(allergenFiltersOf(['lactose', 'inconnu', 'gluten', 'gluten'])).toEqual(['gluten', 'lactose']);
    expect(excludedAllergens(['fruits-a-coque', 'lactose'])).toEqual(['milk', 'nuts']);
    expect(excludedAllergens(['sans-rien'])).toEqual([]);
  });

  it('leave out a product whose allergens include an excluded one', () => {
    expect(passesAllergenFilter(granola, ['nuts'])).toBe(false);
    expect(passesAllergenFilter(comte, ['milk'])).toBe(false);
    expect(passesAllergenFilter(comte, ['nuts', 'gluten'])).toBe(true);
  });

  it('are strict: traces exclude too', () => {
    expect(passesAllergenFilter(lentils, ['gluten'])).toBe(false);
    expect(passesAllergenFilter(granola, ['sesame'])).toBe(false);
    expect(passesAllergenFilter(lentils, ['milk'])).toBe(true);
  });

  it('leave out a product without food information, and keep all without a filter', () => {
    expect(passesAllergenFilter(null, ['nuts'])).toBe(false);
    expect(passesAllergenFilter(undefined, [])).toBe(true);
    expect(passesAllergenFilter(granola, [])).toBe(true);
  });

  it('agree with the masks used to filter many products', () => {
    const products = [granola, comte, lentils, { allergens: [], traces: [] }];
    for (const excluded of [['nuts'], ['gluten'], ['milk', 'nuts'], []] as const) {
      for (const product of products) {
        const byMask = (allergenMask(product) & excludedMask(excluded)) === 0;
        expect(byMask).toBe(passesAllergenFilter(product, excluded));
      }
    }
    expect(allergenMask({ allergens: [...ALLERGENS], traces: [] })).toBe(2 ** 14 - 1);
  });
});

describe('allergensNamedIn', () => {
  it.each([
    ["flocons d'avoine", ['gluten']],
    ['farine de blé T65', ['gluten']],
    ['noisettes du Lot-et-Garonne', ['nuts']],
    ['lait cru de vache', ['milk']],
    ['Œufs frais', ['eggs']],
    ['moutarde de Dijon', ['mustard']],
    ['beurre de cacao', []],
    ['farine de blé noir', []],
    ['blettes', []],
    ['noix de coco râpée', []],
    ["lait d'avoine", ['gluten']],
    ['vin (contient des sulfites)', ['sulphites']],
    ['semoule de maïs', []],
  ])('%s → %j', (name, expected) => {
    expect(allergensNamedIn(name)).toEqual(expected);
  });
});

describe('allergenDisagreements', () => {
  it('accepts a granola marking its oats and hazelnuts', () => {
    expect(allergenDisagreements(granola)).toEqual([]);
  });

  it('finds a granola whose hazelnuts are not marked', () => {
    const unmarked = {
      ...granola,
      ingredients: granola.ingredients!.map((part) => ({ name: part.name })),
      allergens: [],
    };
    expect(allergenDisagreements(unmarked)).toHaveLength(2);
  });

  it('finds allergens listed that the ingredients do not mark', () => {
    expect(allergenDisagreements({ ...granola, allergens: ['gluten'] })).toHaveLength(1);
  });
});

describe('nutritionDisagreements', () => {
  const granolaNutrition: Nutrition = {
    per: '100g',
    energyKj: 1912,
    energyKcal: 457,
    fat: 19,
    saturates: 2.1,
    carbohydrate: 57,
    sugars: 16,
    fibre: 7.5,
    protein: 10,
    salt: 0.05,
  };

  it('accepts energy that agrees with fat, carbohydrate and protein', () => {
    expect(nutritionDisagreements(granolaNutrition)).toEqual([]);
  });

  it('finds energy 20 % off, kJ not matching kcal, saturates above fat', () => {
    expect(nutritionDisagreements({ ...granolaNutrition, energyKcal: 560, energyKj: 2343 })).toHaveLength(1);
    expect(nutritionDisagreements({ ...granolaNutrition, energyKj: 1500 })).toHaveLength(1);
    expect(nutritionDisagreements({ ...granolaNutrition, saturates: 25 })).toContain(
      'acides gras saturés > matières grasses',
    );
  });

  it('counts the alcohol of a wine', () => {
    const wine: Nutrition = {
      per: '100ml',
      energyKj: 347,
      energyKcal: 83,
      fat: 0,
      saturates: 0,
      carbohydrate: 2.6,
      sugars: 0.6,
      protein: 0.1,
      salt: 0,
    };
    expect(nutritionDisagreements(wine, 13)).toEqual([]);
    expect(nutritionDisagreements(wine)).toHaveLength(1);
  });
});

describe('ingredientText', () => {
  it('prints the percents the French way', () => {
    expect([{ name: 'lait', percent: 99.5 }, { name: 'sel' }].map(ingredientText)).toEqual([
      'lait 99,5 %',
      'sel',
    ]);
  });
});

describe('shelfLifeDuration and formatGrams', () => {
  it.each([
    [7, { unit: 'days', count: 7 }],
    [59, { unit: 'days', count: 59 }],
    [90, { unit: 'months', count: 3 }],
    [540, { unit: 'months', count: 18 }],
    [730, { unit: 'years', count: 2 }],
  ])('%i days → %j', (days, expected) => {
    expect(shelfLifeDuration(days)).toEqual(expected);
  });

  it.each([
    [12, '12'],
    [0.5, '0,5'],
    [2.45, '2,5'],
    [0.02, '< 0,1'],
    [0, '0'],
  ])('%f g → %s', (grams, expected) => {
    expect(formatGrams(grams)).toBe(expected);
  });
});

describe('foodInformationProblems', () => {
  const complete: FoodInformation = {
    ...granola,
    nutrition: {
      per: '100g',
      energyKj: 1912,
      energyKcal: 457,
      fat: 19,
      saturates: 2.1,
      carbohydrate: 57,
      sugars: 16,
      fibre: 7.5,
      protein: 10,
      salt: 0.05,
    },
    storage: 'Au sec.',
    shelfLife: { kind: 'bestBefore', days: 300 },
  };

  it('has none for a complete prepacked product, nor for fresh produce with its few fields', () => {
    expect(foodInformationProblems(complete)).toEqual([]);
    expect(
      foodInformationProblems({
        ...complete,
        prepacked: false,
        ingredients: null,
        nutrition: null,
        allergens: [],
      }),
    ).toEqual([]);
  });

  it('names each missing part of a prepacked product, and the allergens and energy that disagree', () => {
    const problems = foodInformationProblems({
      ...complete,
      ingredients: [],
      storage: null,
      allergens: ['milk'],
      nutrition: { ...complete.nutrition!, energyKcal: 200, energyKj: 837 },
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'ingredients',
      'storage',
      'allergens',
      'nutrition',
    ]);
    expect(problems[0]!.message).toBe('Ingrédients : obligatoire pour un produit préemballé.');
    expect(problems[2]!.message).toBe(
      'Allergènes : allergènes cochés (Lait) ≠ marqués sur les ingrédients (aucun).',
    );
  });
});
