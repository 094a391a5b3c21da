import type { RecipeIngredient } from '@sillon/contract';
import { ingredientsToAdd, t, tCount } from '@sillon/domain';
import { Link } from 'expo-router';
import { useEffect, useRef, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { productAdded } from '@/features/cart';
import { useAppDispatch } from '@/store/hooks';
import { Button, Notice, giveFocus, palette, spacing } from '@/ui';

type Outcome = { added: number; unavailableNames: string[]; selection: string };

/**
 * « Ajouter les ingrédients au panier » (issue 16): in one tap, every ingredient sold by the shop
 * and not already had, in whole packs for the chosen servings; unavailable ones are named.
 */
export function AddIngredients({
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
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // What was added is the servings and the ingredients had: the same again (a double tap) adds nothing.
  const selection = `${servings}:${[...alreadyHad].sort((a, b) => a - b).join(',')}`;
  const isAdded = outcome?.selection === selection;

  function handleAdd() {
    if (isAdded) return;
    const shoppable = ingredients.map((ingredient) => ({
      productId: ingredient.product?.id ?? null,
      quantity: ingredient.quantity,
      pack: ingredient.pack,
      available: ingredient.product?.available ?? false,
    }));
    const { lines, unavailableProductIds } = ingredientsToAdd(
      shoppable,
      recipeServings,
      servings,
      alreadyHad,
    );
    const products = new Map(ingredients.flatMap(({ product }) => (product ? [[product.id, product]] : [])));
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) continue;
      const { id, priceCents, maxOrderable, available } = product;
      dispatch(
        productAdded({ product: { id, priceCents, maxOrderable, available }, quantity: line.quantity }),
      );
    }
    setOutcome({
      added: lines.length,
      unavailableNames: unavailableProductIds.flatMap((id) => products.get(id)?.displayName ?? []),
      selection,
    });
  }

  // The button turns disabled, which drops its focus: what it did takes it, and is read.
  const notice = useRef<View>(null);
  useEffect(() => {
    if (outcome) giveFocus(notice.current);
  }, [outcome]);
  const said = outcome ? outcomeText(outcome) : '';
  return (
    <View style={styles.box}>
      <Button label={t('screens.recipe.add_all')} onPress={handleAdd} disabled={isAdded} />
      {outcome ? (
        <Notice tone="info" testID="recipe-added" message={said} ref={notice}>
          {outcome.added > 0 ? (
            <Link href="/cart" style={styles.link}>
              {t('screens.recipe.see_cart')}
            </Link>
          ) : null}
        </Notice>
      ) : null}
    </View>
  );
}

function outcomeText(outcome: Outcome): string {
  const added =
    outcome.added > 0 ? tCount('screens.recipe.added', outcome.added) : t('screens.recipe.nothing_to_add');
  if (outcome.unavailableNames.length === 0) return added;
  return `${added} ${t('screens.recipe.not_added', { names: outcome.unavailableNames.join(', ') })}`;
}

const styles = StyleSheet.create({
  box: { gap: spacing.md },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
