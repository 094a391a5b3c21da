/** French texts of product reviews (spec §5, §8), the shopping list and favourites (issue 17). */
import type { ErrorText } from '.';

export const reviewsErrors = {
  // Reviews (§5, §8).
  review_title_empty: {
    title: 'Titre manquant',
    content: 'Donnez un titre à votre avis.',
  },
  review_rating_empty: {
    title: 'Note manquante',
    content: 'Choisissez une note entre 0 et 5.',
  },
  review_rating_below_min: {
    title: 'Note invalide',
    content: 'La note ne peut pas être inférieure à 0.',
  },
  review_rating_above_max: {
    title: 'Note invalide',
    content: 'La note ne peut pas dépasser 5.',
  },
  review_name_missing: {
    title: 'Nom manquant',
    content: 'Indiquez votre nom ou publiez votre avis de manière anonyme.',
  },
  review_customer_required: {
    title: 'Connexion nécessaire',
    content: 'Connectez-vous pour donner votre avis sur ce produit.',
  },
  review_not_found: {
    title: 'Avis introuvable',
    content: "Cet avis n'existe pas ou plus.",
  },
  shopping_list_customer_required: {
    title: 'Connexion nécessaire',
    content: 'Connectez-vous pour retrouver votre liste de courses sur tous vos appareils.',
  },
  referral_code_unknown: {
    title: 'Code de parrainage inconnu',
    content:
      "Ce lien de parrainage ne correspond à aucun client de Sillon. Vérifiez le code qu'on vous a donné.",
  },
  review_not_sent: {
    title: 'Avis non envoyé',
    content: "Votre avis n'a pas pu être envoyé. Réessayez dans quelques instants.",
  },
} as const satisfies Record<string, ErrorText>;

export const reviewsTexts = {
  'screens.reviews.title': 'Avis sur {{name}}',
  'screens.reviews.none': "Pas encore d'avis sur ce produit.",
  'screens.reviews.by': 'Par {{name}}, le {{date}}',
  'screens.reviews.anonymous': 'Un client anonyme',
  'screens.reviews.previous': 'Avis plus récents',
  'screens.reviews.next': 'Avis plus anciens',
  'screens.reviews.page': 'Page {{page}} sur {{total}}',
  'screens.reviews.back': 'Retour au produit',
} as const satisfies Record<string, string>;
