/** French texts of search (issue 16): the page, its filters and the suggestions as you type. */
import type { ErrorText } from '.';

/** Search has no error of its own: a malformed query or filter is a `validation_failed`. */
export const searchErrors = {} as const satisfies Record<string, ErrorText>;

export const searchTexts = {
  'screens.search.title': 'Recherche',
  'screens.search.placeholder': 'Pâtes, carottes, lait d’avoine…',
  'screens.search.label': 'Rechercher un produit',
  'screens.search.empty': 'Que cherchez-vous ? Tapez le nom d’un produit, d’un rayon ou d’une ferme.',
  'screens.search.no_results': 'Aucun produit ne correspond à «\u00a0{{query}}\u00a0».',
  'screens.search.approximate': 'Résultats approchants ({{count}})',
  'screens.search.no_exact': 'Aucun produit ne porte tous les mots cherchés.',
  'screens.search.approximate_hint':
    'Ils ne portent pas tous les mots cherchés dans leur nom, leurs labels ou leur rayon.',
  'screens.search.corrections': 'Vouliez-vous dire :',
  'screens.search.ideas': 'Idées de recherche',
  'screens.search.browse_racks': 'Parcourir nos rayons',
  'screens.search.results_one': '{{count}} produit trouvé',
  'screens.search.results_other': '{{count}} produits trouvés',
  'screens.search.title_query': 'Recherche « {{query}} »',
  'screens.search.description_one':
    '{{count}} produit pour « {{query}} » chez Sillon, l’épicerie des fermes en agriculture régénératrice, livré chez vous.',
  'screens.search.description_other':
    '{{count}} produits pour « {{query}} » chez Sillon, l’épicerie des fermes en agriculture régénératrice, livrés chez vous.',
  'screens.search.description_unknown':
    'Les produits pour « {{query}} » chez Sillon, l’épicerie des fermes en agriculture régénératrice.',
  'screens.search.filters_label': 'Filtrer les résultats',
  'screens.search.filter_labels': 'Labels',
  'screens.search.filter_racks': 'Rayons',
  'screens.search.filter_sans': 'Allergènes',
  'screens.search.filter_sans_hint': 'Les produits qui peuvent en contenir des traces sont écartés aussi.',
  'screens.search.filter_count': '{{name}} ({{count}})',
  'screens.search.filter_all_labels': 'Tous les labels',
  'screens.search.filter_all_racks': 'Tous les rayons',
  'screens.search.no_results_filtered':
    'Aucun produit ne correspond à «\u00a0{{query}}\u00a0» avec ces filtres.',
  'screens.search.suggestions_label': 'Suggestions',
  'screens.search.suggestions_count_one': '{{count}} suggestion sous le champ',
  'screens.search.suggestions_count_other': '{{count}} suggestions sous le champ',
  'screens.search.suggestions_products': 'Produits',
  'screens.search.suggestions_racks': 'Rayons',
  'screens.search.suggestions_producers': 'Fermes',
  'screens.search.suggestion_producer': '{{farmName}}, {{region}}',
} as const satisfies Record<string, string>;
