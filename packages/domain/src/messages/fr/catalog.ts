/** French texts of browsing the catalogue: racks, shelves, products, and the catalogue and content answers (search: `search.ts`). */
import type { ErrorText } from '.';

export const catalogErrors = {
  // Catalogue, content and images (server answers).
  staff_token_invalid: {
    title: 'Accès réservé',
    content: 'Cette opération est réservée à l’équipe de Sillon.',
  },
  page_not_found: {
    title: 'Page introuvable',
    content: 'Cette page n’existe pas ou n’est plus publiée.',
  },
  image_not_found: {
    title: 'Image introuvable',
    content: 'Cette image n’existe pas.',
  },
  invalid_image_key: {
    title: 'Image invalide',
    content: 'Ce nom d’image n’est pas valide.',
  },
  image_invalid: {
    title: 'Image illisible',
    content: 'Ce fichier n’est pas une image JPEG, PNG ou WebP lisible.',
  },
  rack_not_found: {
    title: 'Rayon introuvable',
    content: 'Ce rayon n’existe pas.',
  },
  shelf_not_found: {
    title: 'Étagère introuvable',
    content: 'Cette étagère n’existe pas.',
  },
  invalid_graphql_query: {
    title: 'Requête invalide',
    content: 'Cette requête n’a pas pu être traitée. Vérifiez-la puis réessayez.',
  },
  content_not_found: {
    title: 'Page introuvable',
    content: 'Ce contenu n’existe pas ou n’est plus publié.',
  },
  invalid_preview_token: {
    title: 'Aperçu refusé',
    content:
      'Le jeton d’aperçu est invalide. Les contenus non publiés ne sont visibles qu’avec un jeton valide.',
  },
  content_fields_lost: {
    title: 'Champs manquants',
    content:
      'Ce brouillon perd des champs que la boutique affiche : gardez-les, vides si besoin, avec leur forme (texte, liste…).',
  },
  content_invalid: {
    title: 'Contenu à corriger',
    content: 'Ce contenu n’a pas la forme que la boutique affiche : corrigez les points indiqués.',
  },
  content_no_draft: {
    title: 'Aucun brouillon',
    content: 'Ce contenu n’a pas de brouillon à publier : enregistrez d’abord vos modifications.',
  },
  content_path_conflict: {
    title: 'Adresse déjà utilisée',
    content: 'Un autre contenu publié utilise déjà cette adresse. Choisissez-en une autre.',
  },
} as const satisfies Record<string, ErrorText>;

export const catalogTexts = {
  'screens.menu.title': 'Nos rayons',
  'components.product.add_to_cart': 'Ajouter au panier',
  'components.product.add_one': 'Ajouter {{name}} au panier',
  'components.product.unavailable': 'Indisponible',
  'components.product.out_of_season': 'Hors saison',
  'components.product.out_of_season_hint': 'Hors saison en ce moment.',
  'components.product.unit_price': '{{price}} / {{per}}',
  'components.product.farm_share': '{{percent}} % du prix revient à la ferme',
  'components.product.producer': 'Produit par {{farm}}, {{region}}',
  'components.product.origin': 'Origine : {{region}}',
  'components.product.practices': 'Pratiques régénératrices',
  'components.product.max_per_order': 'Maximum {{max}} par commande',
  'components.product.in_cart': '{{count}} dans le panier',
  'components.product.cart_holds_max': 'Votre panier en contient déjà le maximum par commande ({{max}}).',
  'components.product.rating_one': '{{average}} / 5 ({{count}} avis)',
  'components.product.rating_other': '{{average}} / 5 ({{count}} avis)',
  'components.product.see_reviews': 'Voir les avis',
  'components.product.other_format': 'Autre format : {{unit}} à {{price}}',
  'components.food.title': 'Informations alimentaires',
  'components.food.ingredients': 'Ingrédients',
  'components.food.allergens': 'Allergènes',
  'components.food.allergens_none': 'Aucun des 14 allergènes majeurs',
  'components.food.allergens_bold': 'En gras dans la liste des ingrédients.',
  'components.food.traces': 'Peut contenir des traces de : {{names}}.',
  'components.food.nutrition': 'Valeurs nutritionnelles pour {{per}}',
  'components.food.per_100g': '100 g',
  'components.food.per_100ml': '100 ml',
  'components.food.energy': 'Énergie',
  'components.food.fat': 'Matières grasses',
  'components.food.saturates': 'dont acides gras saturés',
  'components.food.carbohydrate': 'Glucides',
  'components.food.sugars': 'dont sucres',
  'components.food.fibre': 'Fibres alimentaires',
  'components.food.protein': 'Protéines',
  'components.food.salt': 'Sel',
  'components.food.grams': '{{value}} g',
  'components.food.energy_value': '{{kj}} kJ / {{kcal}} kcal',
  'components.food.storage': 'Conservation',
  'components.food.shelf_life': 'Durée de conservation',
  'components.food.best_before':
    'À consommer de préférence avant la date imprimée sur l’emballage ({{duration}} après fabrication).',
  'components.food.use_by':
    'À consommer jusqu’à la date imprimée sur l’emballage ({{duration}} après conditionnement).',
  'components.food.days_one': '{{count}} jour',
  'components.food.days_other': '{{count}} jours',
  'components.food.months_one': '{{count}} mois',
  'components.food.months_other': '{{count}} mois',
  'components.food.years_one': '{{count}} an',
  'components.food.years_other': '{{count}} ans',
  'components.food.origin': 'Origine',
  'components.food.alcohol': 'Titre alcoométrique : {{percent}} % vol.',
  'screens.rack.shelves': 'Les étagères du rayon',
  'screens.rack.related': 'Vous aimerez aussi',
  'screens.rack.empty': 'Cette étagère n’a pas encore de produits.',
  'screens.rack.more': 'Voir plus de produits',
  'screens.rack.season_empty': 'Rien de cette étagère n’est de saison ce mois-ci.',
  'components.seasons.calendar_link': 'Le calendrier des saisons',
  'screens.seasons.title': 'Le calendrier des saisons',
  'screens.seasons.description':
    'Les fruits et légumes de saison mois par mois : ce que nos fermes récoltent en ce moment, en plein champ et sans serre chauffée.',
  'screens.seasons.intro':
    'Nos fermes cultivent en plein champ, au rythme des saisons. Voici ce qui se récolte chaque mois en France.',
  'screens.seasons.months': 'Choisir un mois',
  'screens.seasons.in_month': 'De saison en {{month}}',
  'screens.seasons.current_month': '{{month}} (ce mois-ci)',
  'screens.seasons.fruits': 'Fruits',
  'screens.seasons.vegetables': 'Légumes',
  'screens.seasons.entry': '{{name}} : {{months}}',
  'screens.seasons.shop_link': 'Voir les fruits de saison',
  'components.regional_product.available': 'Bonne nouvelle : ce produit est livré chez vous !',
} as const satisfies Record<string, string>;
