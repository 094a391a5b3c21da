/** French texts of the content pages (issue 16): stories, recipes, the selection, the web view. */
import type { ErrorText } from '.';

/** The content pages refuse nothing of their own: an unknown page is the common `page_not_found`. */
export const contentErrors = {} as const satisfies Record<string, ErrorText>;

export const contentTexts = {
  'screens.editorial.related': 'À lire aussi',
  'screens.editorial.see_shelf': 'Voir tout le rayon',
  'screens.editorial.stories_count_one': '{{count}} article',
  'screens.editorial.stories_count_other': '{{count}} articles',
  'screens.recipes.title': 'Nos recettes',
  'screens.recipes.servings_and_time': '{{servings}} personnes · {{time}}',
  'screens.recipe.ingredients': 'Ingrédients',
  'screens.recipe.steps': 'Préparation',
  'screens.recipe.step': 'Étape {{number}}',
  'screens.recipe.time': 'Temps total : {{time}}',
  'screens.recipe.servings_label': 'Nombre de personnes',
  'screens.recipe.servings_one': '{{count}} personne',
  'screens.recipe.servings_other': '{{count}} personnes',
  'screens.recipe.fewer_servings': 'Une personne de moins',
  'screens.recipe.more_servings': 'Une personne de plus',
  'screens.recipe.already_have': 'J’ai déjà',
  'screens.recipe.already_have_label': 'J’ai déjà : {{name}}',
  'screens.recipe.to_buy': 'À acheter : {{count}} × {{unit}}',
  'screens.recipe.not_sold': 'Non vendu chez Sillon',
  'screens.recipe.unavailable': 'Indisponible',
  'screens.recipe.add_all': 'Ajouter les ingrédients au panier',
  'screens.recipe.total_one': 'Total des ingrédients pour {{count}} personne : {{price}}',
  'screens.recipe.total_other': 'Total des ingrédients pour {{count}} personnes : {{price}}',
  'screens.recipe.total_note': 'Ce que le bouton ajoute au panier, au prix du rayon.',
  'screens.recipe.added_one': '{{count}} produit ajouté au panier.',
  'screens.recipe.added_other': '{{count}} produits ajoutés au panier.',
  'screens.recipe.not_added': 'Indisponibles, non ajoutés : {{names}}.',
  'screens.recipe.nothing_to_add': 'Vous avez déjà tous les ingrédients vendus chez Sillon.',
  'screens.recipe.see_cart': 'Voir le panier',
  'screens.selection.count_one': '{{count}} produit choisi par notre équipe',
  'screens.selection.count_other': '{{count}} produits choisis par notre équipe',
  'screens.web_view.back': 'Retour',
  'screens.web_view.open_in_browser': 'Ouvrir dans le navigateur',
  'screens.web_view.opened_in_browser': 'La page s’est ouverte dans votre navigateur.',
  'screens.web_view.no_page': 'Aucune page à afficher.',
  'screens.web_view.default_title': 'Informations',
} as const satisfies Record<string, string>;
