/**
 * Shoppable recipes (issue 16): servings scale an ingredient's quantity, and the cart gets what
 * can be bought of it, whole packs (600 g of carrots sold by the kilo is 1 kg, never 0.6).
 */
import { sumCents, type Cents } from './money';

export type RecipeUnit = 'g' | 'ml' | 'piece';
/** An amount in the recipe's unit: grams, millilitres or pieces (eggs, a chicken, a bunch). */
export type RecipeQuantity = { amount: number; unit: RecipeUnit };

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/** A number of servings the recipe screen offers: whole, between 1 and 24. */
export function clampServings(servings: number): number {
  if (!Number.isFinite(servings)) return MIN_SERVINGS;
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(servings)));
}

/** The quantity for `servings` of a recipe written for `recipeServings`. */
export function scaleQuantity(
  quantity: RecipeQuantity,
  recipeServings: number,
  servings: number,
): RecipeQuantity {
  if (!(recipeServings > 0)) return quantity;
  return { amount: (quantity.amount * clampServings(servings)) / recipeServings, unit: quantity.unit };
}

/**
 * How many of a product to buy for a needed quantity, `pack` being what one product holds (its net
 * weight or volume, or its pieces): enough whole packs, at least one. An ingredient without a
 * quantity ("sel et poivre") or a pack in another unit takes one product.
 */
export function packsToBuy(needed: RecipeQuantity | null, pack: RecipeQuantity | null): number {
  if (!needed || !pack || needed.unit !== pack.unit || !(pack.amount > 0) || !(needed.amount > 0)) return 1;
  // A hair over a whole number of packs (floating point) is still that number.
  return Math.max(1, Math.ceil(needed.amount / pack.amount - 1e-9));
}

/**
 * A quantity as the recipe prints it: grams and millilitres to the nearest 5 (1 g under 20), in
 * kilograms and litres from 1000, French decimals (« 1,5 kg »); pieces to the half, as a cook
 * writes them: « 3 », « ½ » (half a bunch), « 1 ½ ».
 */
export function formatRecipeQuantity(quantity: RecipeQuantity): string {
  const decimal = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
  if (quantity.unit === 'piece') return piecesText(Math.max(0.5, Math.round(quantity.amount * 2) / 2));
  const step = quantity.amount < 20 ? 1 : 5;
  const rounded = Math.max(1, Math.round(quantity.amount / step) * step);
  if (rounded >= 1000)
    return `${decimal(Math.round(rounded / 10) / 100)} ${quantity.unit === 'g' ? 'kg' : 'L'}`;
  return `${rounded} ${quantity.unit}`;
}

/** Pieces rounded to the half: « 3 », « ½ », « 1 ½ ». */
function piecesText(pieces: number): string {
  const whole = Math.floor(pieces);
  if (whole === pieces) return String(whole);
  return whole === 0 ? '½' : `${whole} ½`;
}

/** An ingredient as the cart sees it. */
export type ShoppableIngredient = {
  productId: string | null;
  quantity: RecipeQuantity | null;
  pack: RecipeQuantity | null;
  available: boolean;
};

/**
 * « Ajouter les ingrédients au panier » (issue 16): each linked ingredient not already in the
 * pantry (`alreadyHad`, by position), in whole packs for `servings`. Unavailable products are not
 * added but named, for the screen to say so. One product in two ingredients is added once, with
 * both quantities.
 */
export function ingredientsToAdd(
  ingredients: readonly ShoppableIngredient[],
  recipeServings: number,
  servings: number,
  alreadyHad: ReadonlySet<number>,
): { lines: { productId: string; quantity: number }[]; unavailableProductIds: string[] } {
  const needed = new Map<string, { quantity: RecipeQuantity | null; pack: RecipeQuantity | null }>();
  const unavailable: string[] = [];
  ingredients.forEach((ingredient, index) => {
    const { productId } = ingredient;
    if (productId === null || alreadyHad.has(index)) return;
    if (!ingredient.available) {
      if (!unavailable.includes(productId)) unavailable.push(productId);
      return;
    }
    const scaled = ingredient.quantity && scaleQuantity(ingredient.quantity, recipeServings, servings);
    const before = needed.get(productId);
    const total =
      before?.quantity && scaled && before.quantity.unit === scaled.unit
        ? { amount: before.quantity.amount + scaled.amount, unit: scaled.unit }
        : (scaled ?? before?.quantity ?? null);
    needed.set(productId, { quantity: total, pack: ingredient.pack ?? before?.pack ?? null });
  });
  return {
    lines: [...needed].map(([productId, { quantity, pack }]) => ({
      productId,
      quantity: packsToBuy(quantity, pack),
    })),
    unavailableProductIds: unavailable,
  };
}

/** An ingredient with the price of its product (one pack). */
export type PricedIngredient = ShoppableIngredient & { priceCents: Cents | null };

/**
 * The recipe's total price for `servings` (issue 40): what « Ajouter les ingrédients au panier »
 * would add, whole packs at their prices, leaving out what is already had or unavailable. The
 * cart may price differently after promotions; this is the shelf price.
 */
export function recipeTotalCents(
  ingredients: readonly PricedIngredient[],
  recipeServings: number,
  servings: number,
  alreadyHad: ReadonlySet<number>,
): Cents {
  const prices = new Map(
    ingredients.flatMap(({ productId, priceCents }) =>
      productId !== null && priceCents !== null ? [[productId, priceCents] as const] : [],
    ),
  );
  const { lines } = ingredientsToAdd(ingredients, recipeServings, servings, alreadyHad);
  return sumCents(lines.map((line) => (prices.get(line.productId) ?? 0) * line.quantity));
}

/** A recipe's time as French cookbooks print it: « 35 min », « 1 h », « 1 h 50 ». */
export function formatPreparationTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}
