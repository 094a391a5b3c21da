/**
 * What search engines read of a story and a recipe (issue 16): schema.org `Article` and `Recipe`
 * as JSON-LD in the server-rendered page. Paths stay relative to the page, like the product's.
 */
import type { EditorialPageResponse, RecipePageResponse } from '@sillon/contract';
import { formatRecipeQuantity } from '@sillon/domain';

/** Pictures as search engines want them: large, in a format they all read. */
const PICTURE_SIZE = 1200;
const picture = (url: string) => `${url}?w=${PICTURE_SIZE}&h=${PICTURE_SIZE}&fm=jpg`;
const PUBLISHER = { '@type': 'Organization', name: 'Sillon' };

export function articleStructuredData(story: EditorialPageResponse): Record<string, unknown> {
  return {
    '@type': 'Article',
    headline: story.title,
    description: story.description,
    image: [picture(story.imageUrl)],
    url: story.path,
    datePublished: story.publishedAt,
    dateModified: story.updatedAt,
    inLanguage: 'fr-FR',
    author: PUBLISHER,
    publisher: PUBLISHER,
  };
}

/** ISO 8601 duration of a number of minutes: 110 → `PT1H50M`. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

export function recipeStructuredData(recipe: RecipePageResponse): Record<string, unknown> {
  return {
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.summary,
    image: [picture(recipe.imageUrl)],
    url: recipe.path,
    datePublished: recipe.publishedAt,
    author: PUBLISHER,
    recipeYield: `${recipe.servings} personnes`,
    totalTime: isoDuration(recipe.preparationMinutes),
    recipeIngredient: recipe.ingredients.map((ingredient) =>
      ingredient.quantity
        ? `${formatRecipeQuantity(ingredient.quantity)} ${ingredient.name}`
        : ingredient.text,
    ),
    recipeInstructions: recipe.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text: step,
    })),
    inLanguage: 'fr-FR',
  };
}
