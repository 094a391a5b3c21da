import type { RecipeIngredient } from '@sillon/contract';
import { formatEuros, recipeTotalCents, t, tCount } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { Text, palette, radius, spacing } from '@/ui';

/**
 * The recipe's total for the chosen servings (issue 40): what « Ajouter les ingrédients au
 * panier » would add, at the shelf's prices.
 */
export function RecipeTotal({
  ingredients,
  recipeServings,
  servings,
  alreadyHad,
}: {
  ingredients: RecipeIngredient[];
  recipeServings: number;
  servings: number;
  alreadyHad: ReadonlySet<number>;
}) {
  const priced = ingredients.map((ingredient) => ({
    productId: ingredient.product?.id ?? null,
    quantity: ingredient.quantity,
    pack: ingredient.pack,
    available: ingredient.product?.available ?? false,
    priceCents: ingredient.product?.priceCents ?? null,
  }));
  const total = recipeTotalCents(priced, recipeServings, servings, alreadyHad);
  return (
    <View style={styles.box} testID="recipe-total" accessibilityLiveRegion="polite">
      <Text variant="label">{tCount('screens.recipe.total', servings, { price: formatEuros(total) })}</Text>
      <Text variant="caption" tone="muted">
        {t('screens.recipe.total_note')}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: {
    gap: spacing.xxs,
    padding: spacing.md,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
  },
});
