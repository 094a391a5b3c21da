/**
 * The mandatory food information of a product sold at a distance (Regulation (EU) 1169/2011, issue
 * 40): ingredients with their allergens marked, the 14 allergens, « peut contenir des traces de »,
 * the nutrition declaration per 100 g or 100 ml, storage, shelf life and origin. And the rules on
 * them: the shopper's « sans X » search filters (strict: traces exclude too), the allergens an
 * ingredient's name announces, and the energy that agrees with the nutrients.
 */
/** The longest text of a product's food information: an ingredient, its conservation, its origin. */
export const FOOD_TEXT_MAX_LENGTH = 300;

/** The 14 allergens of Annex II, in its order. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Their French names, as a label prints them. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'Céréales contenant du gluten',
  crustaceans: 'Crustacés',
  eggs: 'Œufs',
  fish: 'Poissons',
  peanuts: 'Arachides',
  soybeans: 'Soja',
  milk: 'Lait',
  nuts: 'Fruits à coque',
  celery: 'Céleri',
  mustard: 'Moutarde',
  sesame: 'Graines de sésame',
  sulphites: 'Anhydride sulfureux et sulfites',
  lupin: 'Lupin',
  molluscs: 'Mollusques',
};

/** One ingredient as printed; `allergen` is shown in bold. `percent` where the name stresses it. */
export type IngredientPart = { name: string; allergen?: Allergen; percent?: number };

/** Per 100 g (or 100 ml for drinks): energy in kJ and kcal, the rest in grams. */
export type Nutrition = {
  per: '100g' | '100ml';
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  /** Optional on the label; counted in the energy (2 kcal/g) when given. */
  fibre?: number;
  protein: number;
  salt: number;
};

/**
 * `bestBefore`: « à consommer de préférence avant » (DDM), `useBy`: « à consommer jusqu'au » (DLC);
 * `days` from packing, the date itself being printed on each pack.
 */
export type ShelfLife = { kind: 'bestBefore' | 'useBy'; days: number };

/**
 * A food product's information. `prepacked` false is fresh, unprocessed produce (fruit,
 * vegetables, eggs, a cut of meat): it needs no ingredients nor nutrition declaration, so those are
 * null. A prepacked product has them all.
 */
export type FoodInformation = {
  prepacked: boolean;
  ingredients: IngredientPart[] | null;
  allergens: Allergen[];
  /** « Peut contenir des traces de » (cross-contamination in the workshop). */
  traces: Allergen[];
  nutrition: Nutrition | null;
  storage: string | null;
  shelfLife: ShelfLife | null;
  /** Origin as printed: `Lait de vache, France (Doubs)`. */
  origin: string | null;
  /** Alcoholic strength by volume, percent, for drinks above 1.2 %. */
  alcoholPercent?: number;
};

/** The « sans X » filters search offers: each leaves out every product with (or with traces of) these. */
export const ALLERGEN_FILTERS = [
  { slug: 'gluten', name: 'Sans gluten', allergens: ['gluten'] },
  { slug: 'lactose', name: 'Sans lactose', allergens: ['milk'] },
  { slug: 'fruits-a-coque', name: 'Sans fruits à coque', allergens: ['nuts'] },
] as const satisfies readonly { slug: string; name: string; allergens: readonly Allergen[] }[];
export type AllergenFilterSlug = (typeof ALLERGEN_FILTERS)[number]['slug'];

/** The known « sans » slugs among `slugs`, once each, in the shop's order (unknown ones are ignored). */
export function allergenFiltersOf(slugs: readonly string[]): AllergenFilterSlug[] {
  return ALLERGEN_FILTERS.map((filter) => filter.slug).filter((slug) => slugs.includes(slug));
}

/** The allergens the « sans » filters exclude. */
export function excludedAllergens(slugs: readonly string[]): Allergen[] {
  const excluded = new Set<Allergen>();
  for (const filter of ALLERGEN_FILTERS) {
    if (slugs.includes(filter.slug)) for (const allergen of filter.allergens) excluded.add(allergen);
  }
  return ALLERGENS.filter((allergen) => excluded.has(allergen));
}

/**
 * Whether a product stays under « sans » filters excluding `excluded`. Strict: a product whose
 * allergens or traces include one is left out, and so is one without food information (a
 * non-food product, or one whose information is not written yet), since the shop cannot say.
 */
export function passesAllergenFilter(
  information: Pick<FoodInformation, 'allergens' | 'traces'> | null | undefined,
  excluded: readonly Allergen[],
): boolean {
  if (excluded.length === 0) return true;
  if (!information) return false;
  return !excluded.some(
    (allergen) => information.allergens.includes(allergen) || information.traces.includes(allergen),
  );
}

/** A product's allergens and traces as one bit each (ALLERGENS' order), for filtering many at once. */
export function allergenMask(information: Pick<FoodInformation, 'allergens' | 'traces'>): number {
  let mask = 0;
  for (const allergen of [...information.allergens, ...information.traces]) {
    mask |= 1 << ALLERGENS.indexOf(allergen);
  }
  return mask;
}

/** The mask of the allergens `excluded`: a product passes when its mask shares no bit with it. */
export function excludedMask(excluded: readonly Allergen[]): number {
  return excluded.reduce((mask, allergen) => mask | (1 << ALLERGENS.indexOf(allergen)), 0);
}

/** The allergens marked on the ingredients, in Annex II's order. */
export function allergensOfIngredients(ingredients: readonly IngredientPart[]): Allergen[] {
  const marked = new Set(ingredients.flatMap((part) => (part.allergen ? [part.allergen] : [])));
  return ALLERGENS.filter((allergen) => marked.has(allergen));
}

/**
 * Words that announce an allergen in an ingredient's name, unaccented and lower-case. `except`
 * lists the names that contain the word but are not the allergen (buckwheat is « blé noir »,
 * cocoa butter is no butter, coconut and nutmeg are no tree nuts).
 */
const ALLERGEN_WORDS: { allergen: Allergen; words: string[]; except?: RegExp }[] = [
  {
    allergen: 'gluten',
    words: [
      'ble',
      'froment',
      'epeautre',
      'seigle',
      'orge',
      'avoine',
      'kamut',
      'malt',
      'boulgour',
      'semoule',
      'chapelure',
      'gluten',
    ],
    except: /\bble noir\b|\bsemoule de mais\b/g,
  },
  { allergen: 'crustaceans', words: ['crevette', 'crabe', 'homard', 'langoustine', 'ecrevisse', 'crustace'] },
  { allergen: 'eggs', words: ['oeuf'] },
  { allergen: 'fish', words: ['poisson', 'anchois', 'thon', 'sardine', 'saumon', 'maquereau', 'cabillaud'] },
  { allergen: 'peanuts', words: ['arachide', 'cacahuete'] },
  { allergen: 'soybeans', words: ['soja'] },
  {
    allergen: 'milk',
    words: [
      'lait',
      'beurre',
      'creme',
      'fromage',
      'babeurre',
      'lactose',
      'lactoserum',
      'yaourt',
      'ferments lactiques',
    ],
    except:
      /\bbeurre de cacao\b|\blait de coco\b|\blait d'avoine\b|\blait de soja\b|\blait d'amande\b|\bcreme de marrons\b/g,
  },
  {
    allergen: 'nuts',
    words: ['noisette', 'noix', 'amande', 'pistache', 'cajou', 'pecan', 'macadamia', 'praline', 'frangipane'],
    except: /\bnoix de coco\b|\bnoix de muscade\b/g,
  },
  { allergen: 'celery', words: ['celeri'] },
  { allergen: 'mustard', words: ['moutarde'] },
  { allergen: 'sesame', words: ['sesame'] },
  { allergen: 'sulphites', words: ['sulfite', 'anhydride sulfureux', 'metabisulfite'] },
  { allergen: 'lupin', words: ['lupin'] },
  {
    allergen: 'molluscs',
    words: ['moule', 'huitre', 'calamar', 'seiche', 'poulpe', 'escargot', 'mollusque'],
  },
];

/** A word, singular or plural, whole: `ble` is not in `blette`. */
const wordPatterns = new Map(
  ALLERGEN_WORDS.map(({ allergen, words }) => [allergen, new RegExp(`\\b(?:${words.join('|')})(?:s|x)?\\b`)]),
);

/** The allergens an ingredient's name announces (`flocons d'avoine` → gluten). */
export function allergensNamedIn(name: string): Allergen[] {
  const text = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/’/g, "'");
  return ALLERGEN_WORDS.filter(({ allergen, except }) =>
    wordPatterns.get(allergen)!.test(except ? text.replace(except, '') : text),
  ).map(({ allergen }) => allergen);
}

/**
 * What is wrong with the allergens of a product's information, in French (none: agrees): each
 * ingredient whose name announces an allergen must mark it (one allergen a part: a name announcing
 * two is split into its parts), and the allergens listed are exactly
 * those marked on the ingredients.
 */
export function allergenDisagreements(information: FoodInformation): string[] {
  const problems: string[] = [];
  const ingredients = information.ingredients ?? [];
  for (const part of ingredients) {
    for (const allergen of allergensNamedIn(part.name)) {
      if (part.allergen !== allergen) {
        problems.push(`« ${part.name} » contient : ${ALLERGEN_NAMES[allergen]}, non signalé`);
      }
    }
  }
  if (information.ingredients) {
    const marked = allergensOfIngredients(information.ingredients);
    const listed = ALLERGENS.filter((allergen) => information.allergens.includes(allergen));
    if (marked.join() !== listed.join()) {
      const names = (allergens: Allergen[]) => allergenNames(allergens).join(', ') || 'aucun';
      problems.push(`allergènes cochés (${names(listed)}) ≠ marqués sur les ingrédients (${names(marked)})`);
    }
  }
  return problems;
}

export type FoodInformationProblem = {
  field: 'ingredients' | 'allergens' | 'nutrition' | 'storage' | 'shelfLife';
  message: string;
};

/**
 * Everything wrong with a product's food information, in French, by field (none: it may be shown):
 * a prepacked product has its ingredients, nutrition, storage and shelf life; its allergens agree
 * with its ingredients and its energy with its nutrients. The staff's edits and the demo data's
 * test apply it.
 */
export function foodInformationProblems(information: FoodInformation): FoodInformationProblem[] {
  const problems: FoodInformationProblem[] = [];
  if (information.prepacked) {
    for (const field of ['ingredients', 'nutrition', 'storage', 'shelfLife'] as const) {
      if (information[field] === null || (field === 'ingredients' && information.ingredients?.length === 0)) {
        problems.push({
          field,
          message: `${PREPACKED_NEEDS[field]} : obligatoire pour un produit préemballé.`,
        });
      }
    }
  }
  for (const problem of allergenDisagreements(information)) {
    problems.push({ field: 'allergens', message: `Allergènes : ${problem}.` });
  }
  if (information.nutrition) {
    for (const problem of nutritionDisagreements(information.nutrition, information.alcoholPercent)) {
      problems.push({ field: 'nutrition', message: `Nutrition : ${problem}.` });
    }
  }
  return problems;
}

const PREPACKED_NEEDS = {
  ingredients: 'Ingrédients',
  nutrition: 'Déclaration nutritionnelle',
  storage: 'Conservation',
  shelfLife: 'Durée de conservation',
};

/** Energy factors of Annex XIV, kcal per gram. */
const KCAL_PER_GRAM = { fat: 9, carbohydrate: 4, protein: 4, fibre: 2, alcohol: 7 };
/** Ethanol's density, g/ml: a drink's alcohol in grams per 100 ml is its percent × this. */
const ETHANOL_DENSITY = 0.789;
/** The declared energy may differ this much from the nutrients' (rounding, polyols, acids). */
export const ENERGY_TOLERANCE = 0.15;

/** The energy the nutrients (and alcohol) give, kcal per 100 g or ml. */
export function energyOfNutrients(nutrition: Nutrition, alcoholPercent = 0): number {
  return (
    nutrition.fat * KCAL_PER_GRAM.fat +
    nutrition.carbohydrate * KCAL_PER_GRAM.carbohydrate +
    nutrition.protein * KCAL_PER_GRAM.protein +
    (nutrition.fibre ?? 0) * KCAL_PER_GRAM.fibre +
    alcoholPercent * ETHANOL_DENSITY * KCAL_PER_GRAM.alcohol
  );
}

/**
 * Whether a nutrition declaration holds together: kcal within `ENERGY_TOLERANCE` of the nutrients'
 * (a few kcal of slack for near-zero products such as water or tea), kJ = 4.184 × kcal, saturates
 * within fat and sugars within carbohydrate.
 */
export function nutritionDisagreements(nutrition: Nutrition, alcoholPercent = 0): string[] {
  const problems: string[] = [];
  const computed = energyOfNutrients(nutrition, alcoholPercent);
  if (Math.abs(nutrition.energyKcal - computed) > Math.max(computed * ENERGY_TOLERANCE, 3)) {
    problems.push(`énergie ${nutrition.energyKcal} kcal, nutriments ${Math.round(computed)} kcal`);
  }
  if (
    Math.abs(nutrition.energyKj - nutrition.energyKcal * 4.184) > Math.max(nutrition.energyKcal * 0.02, 2)
  ) {
    problems.push(`énergie ${nutrition.energyKj} kJ pour ${nutrition.energyKcal} kcal`);
  }
  if (nutrition.saturates > nutrition.fat) problems.push('acides gras saturés > matières grasses');
  if (nutrition.sugars > nutrition.carbohydrate) problems.push('sucres > glucides');
  const grams =
    nutrition.fat + nutrition.carbohydrate + nutrition.protein + nutrition.salt + (nutrition.fibre ?? 0);
  if (grams > 101) problems.push(`${grams} g de nutriments pour 100 g`);
  return problems;
}

/** The allergens' French names, in Annex II's order (for a sentence: « Lait, Fruits à coque »). */
export function allergenNames(allergens: readonly Allergen[]): string[] {
  return ALLERGENS.filter((allergen) => allergens.includes(allergen)).map(
    (allergen) => ALLERGEN_NAMES[allergen],
  );
}

/** The ingredient list as one French line: `Flocons d'avoine 52 %, miel, noisettes 12 %`. */
export function ingredientsLine(ingredients: readonly IngredientPart[]): string {
  return ingredients.map(ingredientText).join(', ');
}

/** One ingredient as printed: `noisettes 12 %`. */
export function ingredientText(part: IngredientPart): string {
  return part.percent === undefined ? part.name : `${part.name} ${formatPercent(part.percent)} %`;
}

function formatPercent(percent: number): string {
  return String(percent).replace('.', ',');
}

/** A shelf life in the unit a label would print: days under two months, months under two years. */
export function shelfLifeDuration(days: number): { unit: 'days' | 'months' | 'years'; count: number } {
  if (days < 60) return { unit: 'days', count: days };
  if (days < 730) return { unit: 'months', count: Math.round(days / 30) };
  return { unit: 'years', count: Math.round(days / 365) };
}

/** A nutrient's grams as a label prints them, French decimals: `0,5`, `12`, `< 0,1`. */
export function formatGrams(grams: number): string {
  if (grams > 0 && grams < 0.1) return '< 0,1';
  return (Math.round(grams * 10) / 10).toLocaleString('fr-FR');
}
