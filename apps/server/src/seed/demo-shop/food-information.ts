/**
 * The demo shop's food information (issue 40), written per product family: a helper builds a
 * cheese's, a wine's, a granola's… information (storage, shelf life, usual traces), and each
 * product gives its own ingredients and nutrition. Ingredients are written as French labels print
 * them, allergens in capitals (`flocons d'AVOINE 55 %`): the capitals are the mark, the allergen is
 * the one the marked word names. Fresh produce (fruit, vegetables, eggs, cuts of meat) has only its
 * origin, storage and allergens; non-food products have none.
 */
import {
  allergensNamedIn,
  allergensOfIngredients,
  type Allergen,
  type FoodInformation,
  type IngredientPart,
  type Nutrition,
} from '@sillon/domain';
import type { SeedProduct } from './types';

/** kcal, fat, saturates, carbohydrate, sugars, protein, salt (g per 100 g or ml), fibre if told. */
type Nutrients = [number, number, number, number, number, number, number, number?];

type Keeping = {
  storage: string;
  days: number;
  useBy?: boolean;
  traces?: Allergen[];
  origin?: string;
  per?: Nutrition['per'];
  alcoholPercent?: number;
};

const FRIDGE = 'À conserver au réfrigérateur, entre 0 °C et 4 °C.';
const FRIDGE_OPENED =
  'À conserver au réfrigérateur, entre 0 °C et 4 °C. Après ouverture, à consommer sous 3 jours.';
const CHEESE =
  'À conserver au réfrigérateur, entre 4 °C et 8 °C, dans son papier. Sortir une demi-heure avant de servir.';
const DRY =
  "À conserver dans un endroit sec et frais, à l'abri de la lumière. Bien refermer après ouverture.";
const JAR =
  'Avant ouverture, dans un endroit sec et frais. Après ouverture, au réfrigérateur, à consommer sous 3 semaines.';
const CAN =
  'Avant ouverture, dans un endroit sec et frais. Après ouverture, au réfrigérateur, à consommer sous 3 jours.';
const BOTTLE =
  "Avant ouverture, à l'abri de la lumière et de la chaleur. Après ouverture, au réfrigérateur, à boire sous 3 jours.";
const OIL = "À l'abri de la lumière et de la chaleur. Après ouverture, à consommer sous 3 mois.";
const BREAD = 'À conserver dans un sac en tissu ou une boîte à pain, à température ambiante.';
const WINE = "À conserver couché, à l'abri de la lumière, entre 10 °C et 15 °C.";
const BEER = "À conserver debout, au frais et à l'abri de la lumière.";
const CHOCOLATE = "À conserver au sec, entre 15 °C et 18 °C, à l'abri de la lumière.";

/**
 * Parts of an ingredient list written as a label prints it: commas between parts (not inside
 * brackets), a final `55 %` as the part's share, words in capitals marking its allergen.
 */
export function ingredientParts(text: string): IngredientPart[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts.map((written) => {
    const share = /\s(\d+(?:,\d+)?) %$/.exec(written);
    const withoutShare = share ? written.slice(0, share.index) : written;
    const marked = [...withoutShare.matchAll(/\p{Lu}{3,}(?:[' ]\p{Lu}{2,})*/gu)].map((match) => match[0]);
    const allergens = [...new Set(marked.flatMap((word) => allergensNamedIn(word)))];
    if (marked.length > 0 && allergens.length !== 1) {
      throw new Error(`« ${written} » : un allergène par ingrédient, et un mot qui le nomme`);
    }
    const name = withoutShare.replace(/\p{Lu}{2,}/gu, (word) => word.toLowerCase());
    return {
      name,
      ...(allergens[0] ? { allergen: allergens[0] } : {}),
      ...(share ? { percent: Number(share[1]!.replace(',', '.')) } : {}),
    };
  });
}

function nutrition(
  [kcal, fat, saturates, carbohydrate, sugars, protein, salt, fibre]: Nutrients,
  per: Nutrition['per'] = '100g',
): Nutrition {
  return {
    per,
    energyKj: Math.round(kcal * 4.184),
    energyKcal: kcal,
    fat,
    saturates,
    carbohydrate,
    sugars,
    ...(fibre === undefined ? {} : { fibre }),
    protein,
    salt,
  };
}

/** A prepacked product: all of it. Allergens are those its ingredients mark. */
function packed(ingredients: string, nutrients: Nutrients, keeping: Keeping): FoodInformation {
  const parts = ingredientParts(ingredients);
  return {
    prepacked: true,
    ingredients: parts,
    allergens: allergensOfIngredients(parts),
    traces: keeping.traces ?? [],
    nutrition: nutrition(nutrients, keeping.per),
    storage: keeping.storage,
    shelfLife: { kind: keeping.useBy ? 'useBy' : 'bestBefore', days: keeping.days },
    origin: keeping.origin ?? null,
    ...(keeping.alcoholPercent === undefined ? {} : { alcoholPercent: keeping.alcoholPercent }),
  };
}

/** Fresh produce: origin, storage, and the allergen it is (eggs), nothing more. */
function fresh(
  storage: string,
  allergens: Allergen[] = [],
  shelfLife?: FoodInformation['shelfLife'],
): FoodInformation {
  return {
    prepacked: false,
    ingredients: null,
    allergens,
    traces: [],
    nutrition: null,
    storage,
    shelfLife: shelfLife ?? null,
    origin: null,
  };
}

// Families: each sets what its products share.
const milk = (ingredients: string, n: Nutrients, days = 10) =>
  packed(ingredients, n, { storage: FRIDGE_OPENED, days, useBy: true, per: '100ml' });
const dairy = (ingredients: string, n: Nutrients, days = 21) =>
  packed(ingredients, n, { storage: FRIDGE, days, useBy: true });
const cheese = (ingredients: string, n: Nutrients, days = 45) =>
  packed(ingredients, n, { storage: CHEESE, days, useBy: true });
const meat = (ingredients: string, n: Nutrients, days = 7) =>
  packed(ingredients, n, { storage: FRIDGE, days, useBy: true });
const charcuterie = (ingredients: string, n: Nutrients, days = 30, storage = FRIDGE) =>
  packed(ingredients, n, { storage, days, useBy: storage === FRIDGE });
const bread = (ingredients: string, n: Nutrients, days = 4, traces: Allergen[] = ['sesame', 'nuts']) =>
  packed(ingredients, n, { storage: BREAD, days, traces });
const viennoiserie = (ingredients: string, n: Nutrients, days = 2) =>
  packed(ingredients, n, { storage: BREAD, days, traces: ['nuts', 'sesame'] });
const dough = (ingredients: string, n: Nutrients) =>
  packed(ingredients, n, { storage: FRIDGE, days: 12, useBy: true, traces: ['nuts'] });
const grocery = (ingredients: string, n: Nutrients, traces: Allergen[] = [], days = 540) =>
  packed(ingredients, n, { storage: DRY, days, traces });
const jar = (ingredients: string, n: Nutrients, traces: Allergen[] = [], days = 730) =>
  packed(ingredients, n, { storage: JAR, days, traces });
const can = (ingredients: string, n: Nutrients, days = 1095) =>
  packed(ingredients, n, { storage: CAN, days });
const oil = (ingredients: string, n: Nutrients) =>
  packed(ingredients, n, { storage: OIL, days: 540, per: '100ml' });
const honey = (flowers: string) =>
  packed(`miel de ${flowers}`, [327, 0, 0, 81, 80, 0.4, 0.01], { storage: DRY, days: 730 });
const biscuit = (ingredients: string, n: Nutrients, traces: Allergen[] = ['nuts', 'sesame']) =>
  packed(ingredients, n, { storage: DRY, days: 270, traces });
const chocolate = (ingredients: string, n: Nutrients, traces: Allergen[] = ['nuts', 'milk']) =>
  packed(ingredients, n, { storage: CHOCOLATE, days: 365, traces });
const cereal = (ingredients: string, n: Nutrients, traces: Allergen[] = ['nuts']) =>
  packed(ingredients, n, { storage: DRY, days: 300, traces });
const juice = (ingredients: string, n: Nutrients, days = 365) =>
  packed(ingredients, n, { storage: BOTTLE, days, per: '100ml' });
const plantDrink = (ingredients: string, n: Nutrients, traces: Allergen[] = ['nuts', 'soybeans']) =>
  packed(ingredients, n, { storage: BOTTLE, days: 270, per: '100ml', traces });
/** Coffee, tea, infusions: declared per 100 ml as brewed. */
const brew = (ingredients: string, n: Nutrients, days = 540, per: Nutrition['per'] = '100ml') =>
  packed(ingredients, n, { storage: DRY, days, per });
/** Wine: grapes and sulphites, energy mostly from its alcohol. */
const wine = (ingredients: string, alcoholPercent: number, sugars: number) =>
  packed(
    ingredients,
    [Math.round(alcoholPercent * 0.789 * 7 + (sugars + 2) * 4), 0, 0, sugars + 2, sugars, 0.1, 0.01],
    { storage: WINE, days: 1825, per: '100ml', alcoholPercent },
  );
const beer = (ingredients: string, alcoholPercent: number, n: Nutrients) =>
  packed(ingredients, n, { storage: BEER, days: 365, per: '100ml', alcoholPercent });
const babyFood = (ingredients: string, n: Nutrients, days = 540) =>
  packed(ingredients, n, { storage: CAN, days, traces: [] });
const dried = (ingredients: string, n: Nutrients, traces: Allergen[] = ['nuts', 'peanuts', 'sesame']) =>
  packed(ingredients, n, { storage: DRY, days: 365, traces });

const VEGETABLE_DRAWER = 'Au réfrigérateur, dans le bac à légumes, quelques jours.';
const FRUIT_BOWL = "À température ambiante, à l'abri du soleil ; au frais une fois mûr.";
const CELLAR = "Au frais, au sec et à l'obscurité (cave, cellier), hors du réfrigérateur.";
const FRESH_MEAT = 'À conserver au réfrigérateur, entre 0 °C et 4 °C, dans son emballage.';
const EGGS = 'À conserver au frais, à température constante, pointe vers le bas.';

/** Fresh produce by shelf: where it keeps. */
const freshByShelf: Record<string, FoodInformation> = {
  'fruits-de-saison': fresh(FRUIT_BOWL),
  'pommes-poires': fresh(FRUIT_BOWL),
  agrumes: fresh(FRUIT_BOWL),
  'legumes-racines': fresh(VEGETABLE_DRAWER),
  'legumes-feuilles': fresh(VEGETABLE_DRAWER),
  'legumes-du-soleil': fresh(FRUIT_BOWL),
  'pommes-de-terre-oignons-ail': fresh(CELLAR),
  'champignons-aromates': fresh(VEGETABLE_DRAWER),
  oeufs: fresh(EGGS, ['eggs'], { kind: 'bestBefore', days: 28 }),
};

/** Cuts of meat: one ingredient, kept cold. */
const freshMeat = fresh(FRESH_MEAT, [], { kind: 'useBy', days: 6 });
const FRESH_CUTS = [
  'entrecote-de-boeuf-limousin',
  'boeuf-a-bourguignon',
  'roti-de-boeuf',
  'blanquette-de-veau-sous-la-mere',
  'escalopes-de-veau',
  'colis-de-boeuf-limousin',
  'cotes-de-porc-noir-gascon',
  'roti-de-porc-dans-l-echine',
  'poitrine-de-porc-fraiche',
  'poulet-fermier-entier',
  'cuisses-de-poulet-fermier',
  'filets-de-poulet-fermier',
  'pintade-fermiere',
  'magret-de-canard',
  'gigot-d-agneau-des-causses',
  'cotelettes-d-agneau',
  'epaule-d-agneau',
  'saute-d-agneau',
];

/** Every prepacked product, by reference. */
const prepacked: Record<string, FoodInformation> = {
  // Crèmerie
  'lait-cru-entier': milk('LAIT cru entier de vache', [65, 3.6, 2.4, 4.8, 4.8, 3.3, 0.1], 7),
  'lait-demi-ecreme-microfiltre': milk('LAIT demi-écrémé microfiltré', [46, 1.6, 1, 4.8, 4.8, 3.3, 0.1], 21),
  'lait-entier-de-montagne': milk('LAIT entier de vache de montagne', [66, 3.7, 2.5, 4.8, 4.8, 3.3, 0.1]),
  'lait-de-chevre-entier': milk('LAIT de chèvre entier', [67, 3.8, 2.6, 4.4, 4.4, 3.4, 0.1]),
  'babeurre-de-baratte': milk(
    'BABEURRE de baratte (LAIT écrémé fermenté)',
    [36, 0.5, 0.3, 4.5, 4.5, 3.2, 0.1],
  ),
  'yaourts-nature-au-lait-entier': dairy(
    'LAIT entier, FERMENTS LACTIQUES',
    [68, 3.5, 2.3, 4.6, 4.6, 3.9, 0.12],
  ),
  'yaourts-a-la-vanille': dairy(
    'LAIT entier, sucre de canne 7 %, gousse de vanille 0,2 %, FERMENTS LACTIQUES',
    [95, 3.3, 2.2, 11.8, 11.8, 3.8, 0.12],
  ),
  'yaourts-aux-fruits-rouges': dairy(
    'LAIT entier, préparation de fruits rouges 15 % (fraises, framboises, sucre de canne), FERMENTS LACTIQUES',
    [92, 3, 2, 12.5, 12, 3.6, 0.11],
  ),
  'yaourts-de-brebis-nature': dairy(
    'LAIT de brebis entier, FERMENTS LACTIQUES',
    [98, 6.5, 4.4, 4.9, 4.9, 5, 0.13],
  ),
  'faisselle-de-brebis': dairy(
    'LAIT de brebis entier, FERMENTS LACTIQUES, présure',
    [93, 6, 4.1, 3.5, 3.5, 6.4, 0.08],
    12,
  ),
  'fromage-blanc-battu': dairy(
    'LAIT entier, FERMENTS LACTIQUES, présure',
    [80, 3.2, 2.1, 4, 4, 8.5, 0.08],
    18,
  ),
  'creme-caramel-fermiere': dairy(
    'LAIT entier 65 %, ŒUFS 15 %, sucre, caramel (sucre, eau), gousse de vanille',
    [140, 4.5, 2.5, 20, 19, 5, 0.15],
    10,
  ),
  'beurre-de-baratte-doux': dairy(
    'CRÈME de LAIT de vache pasteurisée, FERMENTS LACTIQUES',
    [744, 82, 55, 0.7, 0.7, 0.7, 0.02],
    60,
  ),
  'beurre-de-baratte-demi-sel': dairy(
    'CRÈME de LAIT de vache pasteurisée, sel de Guérande 2,5 %, FERMENTS LACTIQUES',
    [731, 80.5, 54, 0.7, 0.7, 0.7, 2.5],
    60,
  ),
  'beurre-de-montagne': dairy(
    'CRÈME de LAIT de vache de montagne pasteurisée, FERMENTS LACTIQUES',
    [744, 82, 55, 0.7, 0.7, 0.7, 0.02],
    60,
  ),
  'creme-fraiche-epaisse': dairy(
    'CRÈME de LAIT de vache pasteurisée, FERMENTS LACTIQUES',
    [292, 30, 20, 3, 3, 2.2, 0.06],
    30,
  ),
  'creme-fleurette': dairy('CRÈME de LAIT de vache pasteurisée', [292, 30, 20, 3, 3, 2.2, 0.06], 21),
  'comte-aop-18-mois': cheese(
    'LAIT cru de vache, sel, FERMENTS LACTIQUES, présure',
    [409, 33, 21, 0, 0, 28, 0.8],
    90,
  ),
  'comte-aop-12-mois': cheese(
    'LAIT cru de vache, sel, FERMENTS LACTIQUES, présure',
    [405, 32.5, 20.5, 0, 0, 28, 0.8],
    90,
  ),
  'morbier-aop': cheese(
    'LAIT cru de vache, sel, FERMENTS LACTIQUES, présure, charbon végétal',
    [347, 28, 19, 0, 0, 23, 1.5],
  ),
  'fromage-a-raclette-au-lait-cru': cheese(
    'LAIT cru de vache, sel, FERMENTS LACTIQUES, présure',
    [347, 28, 18, 0, 0, 23, 1.8],
  ),
  'cantal-entre-deux-aop': cheese(
    'LAIT cru de vache, sel, FERMENTS LACTIQUES, présure',
    [373, 30, 20, 0, 0, 25, 2],
  ),
  'salers-aop': cheese(
    'LAIT cru de vache Salers, sel, FERMENTS LACTIQUES, présure',
    [381, 31, 21, 0, 0, 25, 1.9],
    60,
  ),
  'bleu-d-auvergne-aop': cheese(
    'LAIT de vache, sel, FERMENTS LACTIQUES, présure, Penicillium roqueforti',
    [343, 29, 20, 0, 0, 20.5, 2.6],
    35,
  ),
  'saint-nectaire-fermier-aop': cheese(
    'LAIT cru de vache, sel, FERMENTS LACTIQUES, présure',
    [333, 27, 18, 0, 0, 22.5, 1.5],
    35,
  ),
  'fromage-de-chevre-frais': cheese(
    'LAIT de chèvre entier, sel, FERMENTS LACTIQUES, présure',
    [190, 15, 10, 2.5, 2.5, 11, 0.9],
    14,
  ),
  'pelardon-aop': cheese(
    'LAIT cru de chèvre, sel, FERMENTS LACTIQUES, présure',
    [340, 28, 19, 0.5, 0.5, 21, 1.2],
    21,
  ),
  'tomme-de-brebis-des-causses': cheese(
    'LAIT cru de brebis, sel, FERMENTS LACTIQUES, présure',
    [399, 33, 22, 0, 0, 25, 1.6],
    60,
  ),
  'roquefort-aop': cheese(
    'LAIT cru de brebis, sel, FERMENTS LACTIQUES, présure, Penicillium roqueforti',
    [370, 32, 22, 0, 0, 19.5, 3.5],
    45,
  ),
  'neufchatel-aop-coeur': cheese(
    'LAIT cru de vache, sel, FERMENTS LACTIQUES, présure',
    [306, 26, 18, 0.5, 0.5, 17.5, 1.4],
    28,
  ),
  'fromage-frais-ail-et-fines-herbes': cheese(
    'FROMAGE frais de vache 88 % (LAIT pasteurisé, CRÈME, FERMENTS LACTIQUES), ail 3 %, ciboulette, persil, sel, poivre',
    [260, 24, 16, 3, 2.5, 8, 1],
    21,
  ),

  // Boucherie, charcuterie
  'steaks-haches-de-boeuf-limousin': meat(
    'viande de bœuf limousin 100 % (15 % de matières grasses)',
    [215, 15, 6.5, 0, 0, 20, 0.2],
    5,
  ),
  'saucisses-de-toulouse': meat(
    'viande de porc noir gascon 85 %, gras de porc, sel, poivre, boyau naturel de porc',
    [270, 22, 8, 0.5, 0.5, 17, 1.8],
    8,
  ),
  'merguez-d-agneau': meat(
    "viande d'agneau 80 %, gras d'agneau, eau, sel, piment, paprika, cumin, ail, boyau naturel de mouton",
    [275, 23, 10, 1.5, 0.5, 15.5, 2],
  ),
  'jambon-sec-de-porc-noir-24-mois': charcuterie(
    'jambon de porc noir gascon, sel',
    [299, 18, 6.5, 0.5, 0.5, 33.5, 5.2],
    120,
  ),
  'saucisson-sec-de-porc-noir': charcuterie(
    'viande de porc noir gascon, gras de porc, sel, poivre, ail, boyau naturel de porc',
    [420, 33, 12, 1.5, 1, 29, 4.5],
    90,
    DRY,
  ),
  'jambon-blanc-au-torchon': charcuterie(
    'jambon de porc 96 %, sel, bouillon (eau, carottes, oignons, thym, laurier), poivre',
    [118, 3.5, 1.2, 0.5, 0.5, 21, 1.8],
    14,
  ),
  'pate-de-campagne': charcuterie(
    'gorge de porc 50 %, foie de porc 25 %, oignons, ŒUFS, armagnac, sel, poivre noir',
    [290, 24, 9, 2, 1, 16, 1.7],
    365,
    JAR,
  ),
  'rillettes-de-canard': charcuterie(
    'viande de canard 70 %, graisse de canard, sel, poivre',
    [420, 39, 14, 0.5, 0.5, 17, 1.6],
    365,
    JAR,
  ),
  'lardons-fumes': charcuterie(
    'poitrine de porc 96 %, sel, sucre, fumé au bois de hêtre',
    [270, 22, 8, 0.5, 0.5, 17, 2.6],
    28,
  ),
  'boudin-noir-aux-pommes': charcuterie(
    'sang de porc, gras de porc, oignons, pommes 15 %, sel, épices, boyau naturel de porc',
    [270, 21, 8, 9, 5, 11.5, 1.6],
    10,
  ),

  // Boulangerie
  'baguette-de-tradition': bread(
    'farine de BLÉ T65, eau, levain de BLÉ, sel, levure',
    [265, 1.2, 0.3, 54, 2.5, 9, 1.3, 3],
    1,
  ),
  'pain-de-campagne-au-levain': bread(
    'farine de BLÉ T80, eau, farine de SEIGLE, levain, sel',
    [250, 1.4, 0.3, 50, 2, 8.5, 1.3, 4.5],
  ),
  'pain-complet-au-levain': bread(
    'farine de BLÉ complète T150, eau, levain, sel',
    [240, 1.8, 0.3, 45, 2, 9.5, 1.2, 7.5],
    5,
  ),
  'pain-de-seigle': bread(
    'farine de SEIGLE T130 85 %, eau, farine de BLÉ, levain, sel',
    [230, 1.2, 0.2, 46, 3, 6.5, 1.2, 7],
    6,
  ),
  'pain-aux-noix-et-raisins': bread(
    'farine de BLÉ T80, eau, NOIX 12 %, raisins secs 10 %, levain, sel',
    [290, 8, 1, 45, 10, 8.5, 1.1, 4.5],
  ),
  'pain-d-epeautre': bread(
    "farine d'ÉPEAUTRE T70, eau, levain d'ÉPEAUTRE, sel",
    [250, 1.5, 0.3, 49, 2, 9.5, 1.2, 4.5],
  ),
  'pain-de-mie-au-levain': bread(
    'farine de BLÉ T65, eau, LAIT, BEURRE 5 %, sucre, levain, sel, levure',
    [280, 5.5, 3.3, 48, 5.5, 9, 1.2, 2.8],
    6,
  ),
  'croissant-pur-beurre': viennoiserie(
    'farine de BLÉ, BEURRE 27 %, eau, sucre, ŒUFS, levure, sel, LAIT en poudre',
    [414, 22, 14, 45, 8, 8, 1.1],
  ),
  'pain-au-chocolat': viennoiserie(
    'farine de BLÉ, BEURRE 24 %, eau, chocolat noir 11 % (pâte de cacao, sucre, beurre de cacao), sucre, ŒUFS, levure, sel',
    [424, 23, 15, 46, 13, 7.5, 0.9],
  ),
  'croissants-a-cuire': dough(
    'farine de BLÉ, BEURRE 27 %, eau, sucre, ŒUFS, levure, sel, LAIT en poudre',
    [380, 20, 13, 41, 7, 7.5, 1],
  ),
  'pains-au-chocolat-a-cuire': dough(
    'farine de BLÉ, BEURRE 24 %, eau, chocolat noir 11 % (pâte de cacao, sucre, beurre de cacao), sucre, ŒUFS, levure, sel',
    [395, 21, 14, 43, 12, 7, 0.9],
  ),
  'kouign-amann': viennoiserie(
    'farine de BLÉ, BEURRE demi-sel 30 %, sucre 28 %, eau, levure, sel',
    [450, 25, 17, 52, 28, 5, 1],
  ),
  'brioche-pur-beurre': bread(
    'farine de BLÉ, ŒUFS 20 %, BEURRE 18 %, sucre, LAIT, levure, sel',
    [370, 16, 10, 47, 12, 9, 1],
    5,
    ['nuts'],
  ),
  'galette-des-rois-frangipane': viennoiserie(
    'farine de BLÉ, BEURRE 25 %, AMANDES 20 %, sucre, ŒUFS, CRÈME, eau, sel',
    [440, 28, 13, 37, 19, 8, 0.5],
    3,
  ),
  'gateau-breton': biscuit(
    'farine de BLÉ, BEURRE demi-sel 30 %, sucre, jaunes d’ŒUFS, rhum',
    [465, 26, 17, 52, 24, 5.5, 0.9],
  ),
  'pain-d-epices-au-miel-de-lavande': biscuit(
    'miel de lavande 50 %, farine de SEIGLE 40 %, anis vert, cannelle, poudre à lever',
    [320, 1, 0.2, 72, 40, 4.5, 0.2, 3.5],
    ['nuts'],
  ),

  // Épicerie salée
  'farine-de-ble-t65': grocery('farine de BLÉ T65', [347, 1.2, 0.2, 71, 1.5, 11, 0.01, 3]),
  'farine-de-ble-t80': grocery('farine de BLÉ T80', [343, 1.5, 0.3, 68, 1.5, 11.5, 0.01, 5]),
  'farine-complete-t150': grocery('farine de BLÉ complète T150', [333, 2, 0.4, 62, 1.5, 12.5, 0.01, 10]),
  'farine-d-epeautre-t70': grocery("farine d'ÉPEAUTRE T70", [345, 1.8, 0.3, 68, 1.5, 13, 0.01, 4]),
  'farine-de-seigle-t130': grocery('farine de SEIGLE T130', [325, 1.7, 0.3, 64, 1.5, 8.5, 0.01, 11]),
  // The « Sans gluten » products are milled and packed apart: no trace of gluten.
  'farine-de-ble-noir': grocery('farine de blé noir (sarrasin)', [340, 2.5, 0.5, 68, 1, 11, 0.01, 6]),
  'pates-completes-fusilli': grocery('semoule complète de BLÉ dur', [350, 2.5, 0.5, 64, 3.5, 13, 0.01, 8]),
  'pates-completes-spaghetti': grocery('semoule complète de BLÉ dur', [350, 2.5, 0.5, 64, 3.5, 13, 0.01, 8]),
  'pates-de-ble-dur-spaghetti': grocery('semoule de BLÉ dur', [358, 1.5, 0.3, 71, 3.5, 12.5, 0.01, 3]),
  'pates-de-ble-dur-penne-rigate': grocery('semoule de BLÉ dur', [358, 1.5, 0.3, 71, 3.5, 12.5, 0.01, 3]),
  'pates-de-ble-dur-coquillettes': grocery('semoule de BLÉ dur', [358, 1.5, 0.3, 71, 3.5, 12.5, 0.01, 3]),
  'pates-de-ble-dur-lasagnes': grocery('semoule de BLÉ dur', [358, 1.5, 0.3, 71, 3.5, 12.5, 0.01, 3]),
  'pates-aux-oeufs-tagliatelles': grocery(
    'semoule de BLÉ dur, ŒUFS frais 20 %',
    [370, 4, 1.2, 67, 2.5, 15, 0.1, 3],
  ),
  'pates-de-sarrasin-tagliatelles': grocery(
    'farine de sarrasin 100 %',
    [345, 2.5, 0.5, 67, 1.5, 12, 0.01, 6],
  ),
  'pates-de-lentilles-corail-fusilli': grocery(
    'farine de lentilles corail 100 %',
    [339, 2, 0.3, 49, 2, 25, 0.02, 10],
  ),
  'riz-de-camargue-complet': grocery('riz complet de Camargue', [350, 2.7, 0.6, 72, 0.7, 8, 0.01, 3.5]),
  'riz-de-camargue-semi-complet': grocery(
    'riz semi-complet de Camargue',
    [352, 1.8, 0.4, 75, 0.5, 7.5, 0.01, 2],
  ),
  'riz-rouge-de-camargue': grocery('riz rouge complet de Camargue', [350, 2.5, 0.6, 72, 0.7, 8, 0.01, 3.5]),
  'riz-rond-de-camargue': grocery('riz rond de Camargue', [355, 0.7, 0.2, 79, 0.3, 7, 0.01, 1.5]),
  'boulgour-de-ble-dur': grocery('BLÉ dur précuit concassé', [350, 1.5, 0.3, 70, 0.5, 12, 0.01, 6]),
  'semoule-de-ble-dur-moyenne': grocery('semoule de BLÉ dur', [360, 1.5, 0.3, 73, 1, 12, 0.01, 3.5]),
  'millet-decortique': grocery('millet décortiqué', [370, 4, 0.7, 69, 0.5, 11, 0.01, 4]),
  'polenta-de-mais': grocery('semoule de maïs précuite', [358, 1.5, 0.2, 77, 0.6, 8, 0.01, 3]),
  'lentilles-vertes-du-puy-aop': grocery(
    'lentilles vertes du Puy',
    [320, 1.5, 0.2, 45, 1.5, 25, 0.02, 12],
    ['gluten'],
  ),
  'lentilles-beluga': grocery('lentilles noires Beluga', [322, 1.5, 0.2, 46, 2, 24, 0.02, 12], ['gluten']),
  'lentilles-corail': grocery(
    'lentilles corail décortiquées',
    [335, 1.8, 0.3, 50, 2, 25, 0.02, 10],
    ['gluten'],
  ),
  'pois-chiches-du-lauragais': grocery('pois chiches', [340, 5.5, 0.6, 46, 2.5, 20, 0.05, 12], ['gluten']),
  'haricots-lingots-du-nord': grocery(
    'haricots lingots blancs',
    [300, 1.5, 0.3, 38, 2.5, 22, 0.02, 17],
    ['gluten'],
  ),
  'pois-casses': grocery('pois cassés', [325, 1.2, 0.2, 47, 2.5, 23, 0.04, 12], ['gluten']),
  'sauce-tomate-au-basilic': jar(
    "tomates 92 %, oignons, huile d'olive vierge extra, basilic 1 %, ail, sel",
    [55, 2.5, 0.4, 6, 5, 1.5, 0.8, 1.5],
  ),
  'passata-de-tomates': jar('tomates 99,5 %, sel', [30, 0.2, 0, 5, 4.5, 1.4, 0.3, 1.2]),
  ratatouille: jar(
    "tomates 35 %, courgettes 20 %, aubergines 18 %, poivrons 12 %, oignons, huile d'olive vierge extra 3 %, ail, sel, herbes de Provence",
    [70, 4, 0.6, 6, 4.5, 1.3, 0.8, 2],
  ),
  'caviar-d-aubergine': jar(
    "aubergines 85 %, huile d'olive vierge extra 8 %, jus de citron, ail, sel, cumin",
    [110, 9, 1.3, 5, 3.5, 1.2, 0.9, 2.5],
  ),
  'veloute-de-potiron': juice(
    'potiron 55 %, eau, pommes de terre 12 %, oignons, CRÈME fraîche, sel, noix de muscade',
    [45, 2, 1.2, 5.5, 2.5, 0.9, 0.7],
    365,
  ),
  'pois-chiches-cuits-au-naturel': can('pois chiches 60 %, eau, sel', [120, 2.2, 0.3, 15, 0.5, 7, 0.5, 6]),
  'cassoulet-au-confit-de-canard': can(
    'haricots lingots 40 %, eau, confit de canard 20 % (cuisses de canard, graisse de canard, sel), saucisses de Toulouse 10 % (porc, sel, poivre), tomates, oignons, ail, sel, thym, laurier',
    [170, 9, 3, 11, 1, 11, 1, 4.5],
  ),
  'huile-d-olive-vierge-extra-aop': oil("huile d'olive vierge extra", [824, 91.6, 13, 0, 0, 0, 0]),
  'huile-de-noix-du-perigord': oil('huile vierge de NOIX', [824, 91.6, 8.5, 0, 0, 0, 0]),
  'huile-de-colza-vierge': oil('huile de colza vierge', [824, 91.6, 6.8, 0, 0, 0, 0]),
  'huile-de-tournesol-vierge': oil('huile de tournesol vierge', [824, 91.6, 10, 0, 0, 0, 0]),
  'huile-de-chanvre': oil('huile de chanvre vierge', [824, 91.6, 9, 0, 0, 0, 0]),
  'vinaigre-de-cidre': oil('vinaigre de cidre (contient des SULFITES)', [4, 0, 0, 0.9, 0.4, 0, 0.01]),
  'vinaigre-de-vin-rouge': oil('vinaigre de vin rouge (contient des SULFITES)', [3, 0, 0, 0.6, 0.2, 0, 0.01]),
  'moutarde-de-bourgogne': jar(
    'graines de MOUTARDE, vin blanc de Bourgogne (SULFITES), vinaigre, sel',
    [150, 10, 0.6, 4, 2, 7.5, 5.5],
    [],
    365,
  ),
  'moutarde-a-l-ancienne': jar(
    'graines de MOUTARDE, eau, vinaigre, sel',
    [160, 11, 0.7, 4.5, 2, 8, 5.5],
    [],
    365,
  ),
  'fleur-de-sel-de-guerande': grocery('fleur de sel de Guérande', [0, 0, 0, 0, 0, 0, 95], [], 1825),
  'gros-sel-gris-de-guerande': grocery('sel gris de Guérande', [0, 0, 0, 0, 0, 0, 90], [], 1825),
  'sel-fin-de-guerande': grocery('sel de Guérande fin', [0, 0, 0, 0, 0, 0, 94], [], 1825),
  'herbes-de-provence': grocery(
    'thym 30 %, sarriette 25 %, romarin 25 %, origan 20 %',
    [280, 7, 2, 26, 3, 9, 0.1, 40],
    ['celery', 'mustard'],
  ),
  'piment-doux-fume-en-poudre': grocery(
    "piment d'Espelette doux fumé",
    [320, 13, 2, 20, 10, 14, 0.1, 35],
    ['celery', 'mustard', 'sesame'],
  ),
  'cornichons-a-l-ancienne': jar(
    'cornichons 55 %, vinaigre de vin blanc (contient des SULFITES), eau, sel, oignons grelots, graines de MOUTARDE, estragon',
    [17, 0.2, 0, 2.5, 1.5, 1, 2],
    [],
    1095,
  ),
  'ketchup-de-tomates-de-marmande': jar(
    'concentré de tomates 70 %, sucre de canne, vinaigre de cidre, sel, oignons, épices',
    [105, 0.2, 0, 23, 21, 1.6, 1.8],
    [],
    365,
  ),
  'olives-cassees-de-la-vallee-des-baux': jar(
    'olives vertes 70 %, eau, sel, fenouil, écorce d’orange, laurier',
    [150, 15, 2.5, 1, 0.5, 1.1, 3.5, 3],
    [],
    180,
  ),
  'tapenade-noire': jar(
    "olives noires 75 %, huile d'olive vierge extra, câpres, ail, thym",
    [260, 26, 3.8, 3, 0.5, 1.5, 2.5, 3.5],
    [],
    365,
  ),
  'chips-de-pommes-de-terre': grocery(
    'pommes de terre 65 %, huile de tournesol, sel de Guérande 1 %',
    [530, 33, 3.5, 50, 0.5, 6, 1.2, 4.5],
    [],
    180,
  ),
  'crackers-au-sarrasin': grocery(
    'farine de blé noir 70 %, graines de lin 15 %, huile de tournesol, eau, sel de Guérande',
    [440, 16, 1.8, 59, 1.5, 12, 1.5, 7],
    ['sesame', 'gluten'],
    240,
  ),
  'houmous-de-pois-chiches': dairy(
    "pois chiches cuits 60 %, purée de SÉSAME (tahin) 12 %, huile d'olive vierge extra, jus de citron, ail, sel, cumin",
    [290, 21, 2.5, 15, 0.5, 8, 1, 6],
    28,
  ),
  'pois-chiches-grilles-au-paprika': grocery(
    'pois chiches grillés 94 %, huile de tournesol, paprika 1 %, sel',
    [400, 8, 1, 50, 3, 21, 1, 13],
    ['sesame', 'peanuts', 'nuts'],
    240,
  ),

  // Épicerie sucrée
  'creme-de-marrons-d-ardeche': jar(
    'purée de châtaignes 55 %, sucre de canne, vanille',
    [245, 1, 0.2, 56, 42, 1.5, 0.02, 2.5],
  ),
  'confiture-d-abricots': jar(
    'abricots 55 %, sucre de canne, jus de citron',
    [225, 0.1, 0, 55, 53, 0.6, 0.01, 1],
  ),
  'confiture-de-myrtilles-sauvages': jar(
    'myrtilles sauvages 60 %, sucre de canne, jus de citron',
    [210, 0.2, 0, 51, 48, 0.5, 0.01, 2],
  ),
  'confiture-de-fraises': jar(
    'fraises 55 %, sucre de canne, jus de citron',
    [225, 0.1, 0, 55, 53, 0.5, 0.01, 1],
  ),
  'marmelade-d-oranges-de-corse': jar(
    'oranges 55 % (pulpe et zestes), sucre de canne, jus de citron',
    [230, 0.1, 0, 56, 54, 0.4, 0.01, 1],
  ),
  'compote-de-pommes-sans-sucre-ajoute': jar(
    'pommes 100 %',
    [58, 0.2, 0, 12.5, 11.5, 0.3, 0.01, 1.8],
    [],
    540,
  ),
  'confiture-de-lait': jar('LAIT cru entier 75 %, sucre', [320, 7.5, 5, 55, 53, 7.5, 0.3], [], 365),
  'pate-a-tartiner-noisettes-cacao': jar(
    'NOISETTES 45 %, sucre de canne, cacao maigre en poudre 8 %, beurre de cacao, vanille',
    [560, 38, 4.5, 44, 40, 8.5, 0.02, 5],
    ['milk', 'peanuts'],
    365,
  ),
  'miel-de-lavande': honey('lavande'),
  'miel-de-chataignier': honey('châtaignier'),
  'miel-d-acacia': honey('acacia'),
  'miel-de-tilleul': honey('tilleul'),
  'miel-toutes-fleurs-cremeux': honey('fleurs (toutes fleurs)'),
  'miel-de-montagne': honey('montagne'),
  'palets-bretons-pur-beurre': biscuit(
    'farine de BLÉ, BEURRE 28 %, sucre, jaunes d’ŒUFS, sel de Guérande, poudre à lever',
    [505, 26, 17, 60, 24, 6, 1],
  ),
  'galettes-bretonnes': biscuit(
    'farine de BLÉ, BEURRE 22 %, sucre, ŒUFS, sel de Guérande, poudre à lever',
    [490, 22, 14, 65, 25, 6.5, 0.9],
  ),
  'sables-au-ble-noir': biscuit(
    'farine de blé noir 40 %, BEURRE 25 %, sucre, farine de BLÉ, ŒUFS, fleur de sel',
    [490, 25, 16, 58, 22, 7, 0.8],
  ),
  'madeleines-au-miel': biscuit(
    'farine de BLÉ, ŒUFS 22 %, BEURRE 20 %, sucre, miel toutes fleurs 8 %, zeste de citron, poudre à lever',
    [440, 22, 13, 52, 30, 7, 0.6],
  ),
  'cookies-chocolat-noisettes': biscuit(
    'farine de BLÉ, chocolat noir 22 % (pâte de cacao, sucre, beurre de cacao), BEURRE, sucre de canne, NOISETTES torréfiées 10 %, ŒUFS, sel, poudre à lever',
    [500, 26, 13, 57, 32, 7, 0.5],
    ['peanuts', 'sesame'],
  ),
  'crepes-dentelle-au-chocolat': biscuit(
    'chocolat au LAIT 55 % (sucre, beurre de cacao, lait entier en poudre, pâte de cacao), farine de BLÉ, sucre, BEURRE, sel',
    [520, 28, 17, 60, 45, 6.5, 0.4],
  ),
  'biscuits-avoine-et-raisins': biscuit(
    "flocons d'AVOINE 40 %, farine de BLÉ, BEURRE, raisins secs 12 %, sucre de canne, sel",
    [455, 19, 11, 61, 22, 8, 0.5, 5.5],
  ),
  'chocolat-noir-70-perou': chocolate(
    'pâte de cacao du Pérou, sucre de canne, beurre de cacao (cacao : 70 % minimum)',
    [580, 42, 26, 34, 29, 9, 0.02, 11],
    ['milk'],
  ),
  'chocolat-noir-85-madagascar': chocolate(
    'pâte de cacao de Madagascar, sucre de canne, beurre de cacao (cacao : 85 % minimum)',
    [600, 50, 31, 20, 14, 11, 0.02, 13],
    [],
  ),
  'chocolat-au-lait-45': chocolate(
    'sucre de canne, beurre de cacao, LAIT entier en poudre 20 %, pâte de cacao (cacao : 45 % minimum)',
    [570, 38, 23, 47, 45, 8, 0.2, 3],
    ['nuts'],
  ),
  'chocolat-noir-eclats-de-noisettes': chocolate(
    'pâte de cacao, sucre de canne, NOISETTES torréfiées 15 %, beurre de cacao (cacao : 60 % minimum)',
    [575, 42, 21, 36, 30, 9, 0.02, 9],
    ['milk', 'peanuts'],
  ),
  'caramels-au-beurre-sale': chocolate(
    'sucre, CRÈME fraîche 30 %, BEURRE demi-sel 12 %, sirop de glucose, fleur de sel de Guérande',
    [450, 20, 13, 68, 55, 1.5, 1],
    ['nuts'],
  ),
  'flocons-d-avoine': cereal("flocons d'AVOINE complets 100 %", [370, 7, 1.3, 59, 1, 13.5, 0.01, 10]),
  'muesli-aux-fruits': cereal(
    "flocons d'AVOINE 40 %, flocons d'ÉPEAUTRE 15 %, flocons de SEIGLE 15 %, pommes séchées 10 %, raisins secs 10 %, NOISETTES 10 %",
    [375, 9, 1.2, 58, 17, 11, 0.02, 8.5],
    ['peanuts', 'sesame'],
  ),
  'granola-miel-et-noisettes': cereal(
    "flocons d'AVOINE 55 %, miel de printemps 15 %, NOISETTES 12 %, huile de tournesol, sucre de canne",
    [457, 19, 2.1, 57, 16, 10, 0.05, 7.5],
    ['peanuts', 'sesame'],
  ),
  'muesli-croustillant-au-chocolat': cereal(
    "pétales d'AVOINE 60 %, chocolat noir 15 % (pâte de cacao, sucre, beurre de cacao), sucre de canne, huile de tournesol, sel",
    [450, 16, 5, 63, 20, 10, 0.2, 8],
    ['nuts', 'milk'],
  ),
  'cacao-en-poudre-non-sucre': grocery(
    'cacao maigre en poudre 100 %',
    [320, 11, 6.5, 13, 0.5, 23, 0.05, 33],
    ['milk', 'nuts'],
  ),
  'pepites-de-chocolat-noir': chocolate(
    'pâte de cacao, sucre de canne, beurre de cacao (cacao : 60 % minimum)',
    [530, 34, 21, 44, 40, 6.5, 0.02, 8],
    ['milk'],
  ),
  'fecule-de-pomme-de-terre': grocery('fécule de pomme de terre', [350, 0.1, 0, 86, 0, 0.2, 0.01, 0.5]),

  // Boissons
  'jus-de-pomme-trouble': juice('jus de pommes 100 %', [46, 0, 0, 11, 10, 0.1, 0.01]),
  'jus-de-pomme-poire': juice('jus de pommes 70 %, jus de poires 30 %', [47, 0, 0, 11.2, 10.5, 0.1, 0.01]),
  'jus-de-pomme-petillant': juice('jus de pommes 100 %, gaz carbonique', [44, 0, 0, 10.5, 10, 0.1, 0.01]),
  'jus-d-orange-de-corse': juice("jus d'oranges 100 %", [44, 0.1, 0, 9.5, 9, 0.7, 0.01], 21),
  'nectar-d-abricot': juice(
    'purée d’abricots 50 %, eau, sucre de canne, jus de citron',
    [58, 0.1, 0, 13.5, 13, 0.4, 0.01],
  ),
  'jus-de-raisin-rouge': juice('jus de raisins rouges 100 %', [68, 0, 0, 16.5, 16, 0.3, 0.01]),
  'lait-d-avoine-nature': plantDrink(
    'eau, AVOINE 12 %, huile de tournesol, sel',
    [45, 1.5, 0.2, 6.8, 3.5, 0.8, 0.1, 0.8],
  ),
  'lait-d-avoine-barista': plantDrink(
    'eau, AVOINE 14 %, huile de colza, carbonate de calcium, sel',
    [59, 3, 0.3, 7, 3.5, 1, 0.1, 0.8],
  ),
  'lait-d-avoine-au-cacao': plantDrink(
    'eau, AVOINE 12 %, sucre de canne 3 %, cacao maigre 1,5 %, huile de tournesol, sel',
    [60, 1.5, 0.3, 10, 6.5, 1.2, 0.1, 1],
  ),
  'lait-de-soja-nature': plantDrink(
    'eau, graines de SOJA 8 %',
    [39, 2, 0.3, 0.8, 0.5, 3.8, 0.01, 0.6],
    ['nuts', 'gluten'],
  ),
  'lait-d-amande-de-provence': plantDrink(
    'eau, AMANDES de Provence 7 %, sel',
    [37, 3, 0.3, 0.9, 0.3, 1.2, 0.06, 0.5],
    ['gluten', 'soybeans'],
  ),
  'cafe-en-grains-perou': brew('café arabica du Pérou torréfié en grains', [2, 0, 0, 0.3, 0, 0.1, 0]),
  'cafe-moulu-ethiopie': brew("café arabica d'Éthiopie torréfié et moulu", [2, 0, 0, 0.3, 0, 0.1, 0]),
  'cafe-en-grains-honduras-1-kg': brew(
    'café arabica du Honduras torréfié en grains',
    [2, 0, 0, 0.3, 0, 0.1, 0],
  ),
  'cafe-decafeine-a-l-eau': brew(
    "café arabica du Pérou décaféiné à l'eau, torréfié en grains",
    [2, 0, 0, 0.3, 0, 0.1, 0],
  ),
  'chicoree-du-nord': brew(
    'racines de chicorée torréfiées et moulues',
    [330, 1, 0.2, 68, 10, 5, 0.2, 12],
    540,
    '100g',
  ),
  'the-vert-sencha': brew('thé vert Sencha du Japon', [1, 0, 0, 0.2, 0, 0.1, 0], 730),
  'the-noir-assam': brew('thé noir Assam', [1, 0, 0, 0.2, 0, 0.1, 0], 730),
  'infusion-verveine-citronnee': brew('feuilles de verveine citronnée', [1, 0, 0, 0.2, 0, 0.1, 0], 730),
  'infusion-tilleul-menthe': brew('tilleul 60 %, menthe poivrée 40 %', [1, 0, 0, 0.2, 0, 0.1, 0], 730),
  'infusion-du-soir': brew(
    "mélisse 35 %, camomille 25 %, reine-des-prés 20 %, fleurs d'oranger 20 %",
    [1, 0, 0, 0.2, 0, 0.1, 0],
    730,
  ),
  'anjou-blanc-chenin': wine('raisins (chenin blanc), conservateur : SULFITES', 13, 2),
  'anjou-rouge-cabernet-franc': wine('raisins (cabernet franc), conservateur : SULFITES', 12.5, 0.5),
  'cremant-de-loire-brut': wine(
    'raisins (chenin, chardonnay), liqueur de tirage et d’expédition (sucre de canne), conservateur : SULFITES',
    12,
    8,
  ),
  'pic-saint-loup-rouge': wine('raisins (syrah, grenache, mourvèdre), conservateur : SULFITES', 14, 0.5),
  'rose-du-languedoc': wine('raisins (cinsault, grenache), conservateur : SULFITES', 12.5, 1.5),
  'riesling-d-alsace': wine('raisins (riesling), conservateur : SULFITES', 12.5, 3),
  'cremant-d-alsace-brut-nature': wine(
    'raisins (pinot blanc, auxerrois), liqueur de tirage (sucre de canne), conservateur : SULFITES',
    12,
    0.5,
  ),
  'pinot-noir-d-alsace': wine('raisins (pinot noir), conservateur : SULFITES', 13, 0.5),
  'biere-blonde-des-champs-libres': beer(
    "eau, MALT d'ORGE, houblon, levure",
    5,
    [43, 0, 0, 3.6, 0.3, 0.4, 0.01],
  ),
  'biere-ambree': beer("eau, MALT d'ORGE, houblon, levure", 6, [51, 0, 0, 4.2, 0.4, 0.5, 0.01]),
  'biere-blanche': beer(
    "eau, MALT d'ORGE, BLÉ cru 30 %, houblon, coriandre, écorce d'orange, levure",
    4.8,
    [42, 0, 0, 3.5, 0.3, 0.5, 0.01],
  ),
  'biere-ipa-houblon-de-flandre': beer(
    "eau, MALT d'ORGE, houblon de Flandre, levure",
    6.5,
    [55, 0, 0, 4.5, 0.4, 0.5, 0.01],
  ),
  'biere-de-noel': beer(
    "eau, MALT d'ORGE, sucre candi, houblon, cannelle, écorce d'orange, levure",
    7.5,
    [66, 0, 0, 5.8, 0.8, 0.5, 0.01],
  ),
  'cidre-brut-pays-d-auge': beer(
    'jus de pommes à cidre du Pays d’Auge, conservateur : SULFITES',
    5,
    [40, 0, 0, 3.5, 3, 0, 0.01],
  ),
  'pommeau-de-normandie': beer(
    'moût de pommes à cidre 70 %, calvados 30 %, conservateur : SULFITES',
    17,
    [130, 0, 0, 9.8, 9.5, 0, 0.01],
  ),
  'eau-minerale-font-vive': juice('eau minérale naturelle', [0, 0, 0, 0, 0, 0, 0.01], 730),
  'eau-petillante-font-vive': juice(
    'eau minérale naturelle, gaz carbonique ajouté',
    [0, 0, 0, 0, 0, 0, 0.01],
    730,
  ),
  'limonade-artisanale-au-citron': juice(
    'eau de source gazéifiée, sucre de canne 6 %, jus de citron de Corse 4 %',
    [26, 0, 0, 6.5, 6.3, 0, 0.01],
  ),
  'sirop-de-fleurs-de-sureau': juice(
    'sucre de betterave 60 %, eau, fleurs de sureau 3 %, jus de citron',
    [258, 0, 0, 64, 64, 0, 0.01],
  ),

  // Bébé
  'petits-pots-carottes': babyFood('carottes 99 %, eau', [30, 0.2, 0, 5.5, 4.5, 0.7, 0.05, 2.5]),
  'petits-pots-courgettes-petits-pois': babyFood(
    'courgettes 60 %, petits pois 30 %, eau, huile de colza vierge 1 %',
    [46, 1.3, 0.1, 5.5, 2.5, 2.2, 0.02, 2.5],
  ),
  'gourdes-pomme-poire': babyFood('pommes 60 %, poires 40 %', [56, 0.1, 0, 12.5, 11, 0.3, 0.01, 1.8], 365),
  'cereales-infantiles-avoine': cereal(
    "farine d'AVOINE complète précuite 100 %",
    [375, 7, 1.2, 60, 1.5, 13.5, 0.01, 9],
    [],
  ),
  'biscuits-de-sevrage-epeautre': biscuit(
    "farine d'ÉPEAUTRE 75 %, jus de pomme concentré 15 %, huile de tournesol, poudre à lever",
    [410, 9, 1, 70, 12, 10, 0.05, 5],
    ['milk', 'nuts'],
  ),

  // Vrac et fruits secs
  'pruneaux-d-agen': dried("pruneaux d'Agen 100 %", [240, 0.5, 0, 55, 38, 2.5, 0.02, 6]),
  'cerneaux-de-noix-du-perigord': dried(
    'cerneaux de NOIX du Périgord',
    [690, 65, 6, 7, 2.6, 15, 0.01, 6.5],
    ['peanuts', 'sesame'],
  ),
  'noisettes-decortiquees': dried(
    'NOISETTES décortiquées',
    [650, 61, 4.5, 7, 4.3, 15, 0.01, 9.5],
    ['peanuts', 'sesame'],
  ),
  'amandes-de-provence': dried(
    'AMANDES de Provence',
    [610, 52, 4, 7, 4.5, 23, 0.01, 12],
    ['peanuts', 'sesame'],
  ),
  'abricots-secs': dried('abricots séchés au soleil 100 %', [250, 0.5, 0, 55, 52, 3.5, 0.05, 7]),
  'chips-de-pommes-sechees': dried('pommes 100 %', [330, 0.8, 0.1, 75, 65, 1.5, 0.02, 11]),
  'chataignes-sechees': dried('châtaignes décortiquées séchées', [340, 3, 0.6, 70, 20, 5.5, 0.02, 12]),
  'graines-de-tournesol-decortiquees': dried(
    'graines de tournesol décortiquées',
    [595, 51, 5, 12, 2.6, 21, 0.01, 8.5],
  ),
  'graines-de-chanvre-decortiquees': dried(
    'graines de chanvre décortiquées',
    [590, 49, 4.6, 4.5, 1.5, 31, 0.01, 4],
  ),
  'graines-de-lin-brun': dried('graines de lin brun', [535, 42, 3.7, 2, 1.5, 22, 0.08, 27]),
  'puree-d-amandes-completes': jar(
    'AMANDES complètes torréfiées 100 %',
    [630, 55, 4.3, 7, 4.5, 23, 0.01, 12],
    ['peanuts', 'sesame'],
    365,
  ),
  'lentilles-vertes-grand-format': grocery(
    'lentilles vertes du Puy',
    [320, 1.5, 0.2, 45, 1.5, 25, 0.02, 12],
    ['gluten'],
  ),
  'pois-chiches-grand-format': grocery('pois chiches', [340, 5.5, 0.6, 46, 2.5, 20, 0.05, 12], ['gluten']),
  'epeautre-en-grains': grocery("grains d'ÉPEAUTRE décortiqués", [340, 2.5, 0.4, 64, 1, 14, 0.01, 9]),
  'sarrasin-decortique': grocery('graines de sarrasin décortiquées', [345, 3.2, 0.7, 66, 0.6, 12, 0.01, 6]),
};

/** The regions of France the demo shop's products come from (others are countries). */
const FRENCH_REGIONS = new Set([
  'Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté',
  'Bretagne',
  'Centre-Val de Loire',
  'Corse',
  'Grand Est',
  'Hauts-de-France',
  'Île-de-France',
  'Normandie',
  'Nouvelle-Aquitaine',
  'Occitanie',
  'Pays de la Loire',
  "Provence-Alpes-Côte d'Azur",
]);

/** A product's food information; null for a product that is not food (cleaning, care, paper). */
export function foodInformationOf(product: SeedProduct): FoodInformation | null {
  const shelf = product.shelfKeys[0] ?? '';
  const written =
    prepacked[product.reference] ??
    (FRESH_CUTS.includes(product.reference) ? freshMeat : undefined) ??
    freshByShelf[shelf];
  if (!written) return null;
  const origin =
    written.origin ??
    (FRENCH_REGIONS.has(product.originRegion) ? `France (${product.originRegion})` : product.originRegion);
  return { ...written, origin };
}

/** For the demo data's test: the references written here, so none is a typo. */
export const writtenReferences = [...Object.keys(prepacked), ...FRESH_CUTS];
