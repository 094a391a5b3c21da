import type { RecipePageResponse } from '@sillon/contract';
import { formatPreparationTime, t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { JsonLd, PageHead, RemoteImage, Screen, Text, palette, radius, spacing } from '@/ui';
import { useContentPage } from '../api/use-content-page';
import { AddIngredients } from '../components/add-ingredients';
import { BreadcrumbTrail } from '../components/breadcrumb-trail';
import { IngredientRow } from '../components/ingredient-row';
import { PageSkeleton } from '../components/page-skeleton';
import { RecipeTotal } from '../components/recipe-total';
import { ServingsPicker } from '../components/servings-picker';
import { recipeStructuredData } from '../structured-data';

const PICTURE_WIDTH = 468;
const PICTURE_HEIGHT = 263;

/** Spec §2 `recettes/{slug}`: a recipe whose ingredients go to the cart in one tap. */
export function RecipeScreen({ path }: { path: string }) {
  const page = useContentPage(path);
  return (
    <Screen>
      <QueryBoundary queries={[page]} skeleton={<PageSkeleton />}>
        {page.data?.kind === 'recipe' ? <Recipe recipe={page.data} /> : <NotFoundPanel />}
      </QueryBoundary>
    </Screen>
  );
}

function Recipe({ recipe }: { recipe: RecipePageResponse }) {
  const [servings, setServings] = useState(recipe.servings);
  const [alreadyHad, setAlreadyHad] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number, isHad: boolean) =>
    setAlreadyHad((before) => {
      const next = new Set(before);
      if (isHad) next.add(index);
      else next.delete(index);
      return next;
    });
  return (
    <View style={styles.page}>
      <PageHead title={recipe.title} description={recipe.summary} />
      <JsonLd data={recipeStructuredData(recipe)} />
      <BreadcrumbTrail path={recipe.path} title={recipe.title} />
      <Text variant="heading" role="heading" aria-level={1}>
        {recipe.title}
      </Text>
      <RemoteImage
        path={recipe.imageUrl}
        alt=""
        width={PICTURE_WIDTH}
        height={PICTURE_HEIGHT}
        fluid
        priority
      />
      <Text>{recipe.summary}</Text>
      <Text variant="caption" tone="muted">
        {t('screens.recipe.time', { time: formatPreparationTime(recipe.preparationMinutes) })}
      </Text>
      <View style={styles.section}>
        <Text variant="title" role="heading" aria-level={2}>
          {t('screens.recipe.ingredients')}
        </Text>
        <ServingsPicker servings={servings} onChange={setServings} />
        <View>
          {recipe.ingredients.map((ingredient, index) => (
            <IngredientRow
              key={index}
              ingredient={ingredient}
              recipeServings={recipe.servings}
              servings={servings}
              isAlreadyHad={alreadyHad.has(index)}
              onAlreadyHadChange={(isHad) => toggle(index, isHad)}
            />
          ))}
        </View>
        <RecipeTotal
          ingredients={recipe.ingredients}
          recipeServings={recipe.servings}
          servings={servings}
          alreadyHad={alreadyHad}
        />
        <AddIngredients
          ingredients={recipe.ingredients}
          recipeServings={recipe.servings}
          servings={servings}
          alreadyHad={alreadyHad}
        />
      </View>
      <View style={styles.section}>
        <Text variant="title" role="heading" aria-level={2}>
          {t('screens.recipe.steps')}
        </Text>
        {recipe.steps.map((step, index) => (
          <View key={index} style={styles.step}>
            <Text variant="label">{t('screens.recipe.step', { number: index + 1 })}</Text>
            <Text>{step}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  page: { gap: spacing.lg },
  section: { gap: spacing.md },
  step: {
    gap: spacing.xs,
    padding: spacing.md,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
  },
});
