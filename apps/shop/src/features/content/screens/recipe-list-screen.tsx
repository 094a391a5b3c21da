import type { RecipeTeaser, RecipesPageResponse } from '@sillon/contract';
import { formatPreparationTime, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { PageHead, RemoteImage, Screen, Text, palette, radius, spacing } from '@/ui';
import { useContentPage } from '../api/use-content-page';
import { BreadcrumbTrail } from '../components/breadcrumb-trail';
import { PageSkeleton } from '../components/page-skeleton';

const RECIPES_PATH = '/recettes';
const PICTURE = 96;

/** `recettes`: every recipe (spec §7, the document query of recipe slugs). */
export function RecipeListScreen() {
  const page = useContentPage(RECIPES_PATH);
  return (
    <Screen>
      <QueryBoundary queries={[page]} skeleton={<PageSkeleton />}>
        {page.data?.kind === 'recipes' ? <RecipeList list={page.data} /> : <NotFoundPanel />}
      </QueryBoundary>
    </Screen>
  );
}

function RecipeList({ list }: { list: RecipesPageResponse }) {
  return (
    <View style={styles.page}>
      <PageHead title={list.title} description={list.description} />
      <BreadcrumbTrail path={list.path} title={list.title} />
      <Text variant="heading" role="heading" aria-level={1}>
        {list.title}
      </Text>
      <Text tone="muted">{list.description}</Text>
      <View style={styles.list}>
        {list.recipes.map((recipe) => (
          <RecipeCard key={recipe.slug} recipe={recipe} />
        ))}
      </View>
    </View>
  );
}

function RecipeCard({ recipe }: { recipe: RecipeTeaser }) {
  return (
    <Link href={recipe.href} asChild>
      <Pressable accessibilityRole="link" style={styles.card}>
        <RemoteImage path={recipe.imageUrl} alt="" width={PICTURE} height={PICTURE} />
        <View style={styles.cardText}>
          <Text variant="label">{recipe.title}</Text>
          <Text variant="caption" tone="muted" numberOfLines={2}>
            {recipe.summary}
          </Text>
          <Text variant="caption" tone="muted">
            {t('screens.recipes.servings_and_time', {
              servings: recipe.servings,
              time: formatPreparationTime(recipe.preparationMinutes),
            })}
          </Text>
        </View>
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  page: { gap: spacing.lg },
  list: { gap: spacing.md },
  card: {
    flexDirection: 'row',
    gap: spacing.md,
    alignItems: 'center',
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
    overflow: 'hidden',
    paddingRight: spacing.md,
  },
  cardText: { flex: 1, gap: spacing.xs, paddingVertical: spacing.sm },
});
