import type { RecipeIngredient } from '@sillon/contract';
import { formatRecipeQuantity, packsToBuy, scaleQuantity, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { Checkbox, Price, Text, palette, spacing } from '@/ui';

/**
 * One ingredient for the chosen servings: its quantity, and for a product of the shop what to
 * buy (whole packs) with its price, and « J'ai déjà » to leave it out of the cart.
 */
export function IngredientRow({
  ingredient,
  recipeServings,
  servings,
  isAlreadyHad,
  onAlreadyHadChange,
}: {
  ingredient: RecipeIngredient;
  recipeServings: number;
  servings: number;
  isAlreadyHad: boolean;
  onAlreadyHadChange(isAlreadyHad: boolean): void;
}) {
  const scaled = ingredient.quantity && scaleQuantity(ingredient.quantity, recipeServings, servings);
  const { product } = ingredient;
  const packs = packsToBuy(scaled, ingredient.pack);
  return (
    <View style={[styles.row, isAlreadyHad && styles.had]} testID="recipe-ingredient">
      <Text variant="label">
        {scaled ? `${formatRecipeQuantity(scaled)} · ${ingredient.name}` : ingredient.text}
      </Text>
      {product ? (
        <View style={styles.product}>
          <View style={styles.productText}>
            <Link href={product.path} style={styles.link}>
              {product.displayName}
            </Link>
            <Text variant="caption" tone="muted">
              {product.available
                ? t('screens.recipe.to_buy', { count: packs, unit: product.unitLabel })
                : t('screens.recipe.unavailable')}
            </Text>
          </View>
          {product.available ? <Price cents={product.priceCents * packs} variant="label" /> : null}
        </View>
      ) : (
        <Text variant="caption" tone="muted">
          {t('screens.recipe.not_sold')}
        </Text>
      )}
      {product ? (
        <Checkbox
          label={t('screens.recipe.already_have')}
          accessibilityLabel={t('screens.recipe.already_have_label', { name: ingredient.name })}
          checked={isAlreadyHad}
          onChange={onAlreadyHadChange}
          testID={`already-have-${product.reference}`}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    gap: spacing.sm,
    paddingVertical: spacing.md,
    borderBottomWidth: 1,
    borderBottomColor: palette.border,
  },
  had: { opacity: 0.6 },
  product: { flexDirection: 'row', alignItems: 'center', gap: spacing.md },
  productText: { flex: 1, gap: spacing.xxs },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
