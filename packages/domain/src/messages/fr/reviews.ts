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
    content: 'Cet avis n’existe pas ou plus.',
  },
  shopping_list_customer_required: {
    title: 'Connexion nécessaire',
    content: 'Connectez-vous pour retrouver votre liste de courses sur tous vos appareils.',
  },
  referral_code_unknown: {
    title: 'Code de parrainage inconnu',
    content:
      'Ce lien de parrainage ne correspond à aucun client de Sillon. Vérifiez le code qu’on vous a donné.',
  },
  review_not_sent: {
    title: 'Avis non envoyé',
    content: 'Votre avis n’a pas pu être envoyé. Réessayez dans quelques instants.',
  },
} as const satisfies Record<string, ErrorText>;

export const reviewsTexts = {
  'screens.reviews.title': 'Avis sur {{name}}',
  'screens.reviews.none': 'Pas encore d’avis sur ce produit.',
  'screens.reviews.by': 'Par {{name}}, le {{date}}',
  'screens.reviews.anonymous': 'un client anonyme',
  /** The author of an anonymous review, as the staff's list and journal name it. */
  'screens.reviews.anonymous_author': 'Client anonyme',
  'screens.reviews.previous': 'Avis plus récents',
  'screens.reviews.next': 'Avis plus anciens',
  'screens.reviews.page': 'Page {{page}} sur {{total}}',
  'screens.reviews.back': 'Retour au produit',
  'screens.reviews.verified': 'Achat vérifié',
  'components.review_form.title': 'Donner mon avis',
  'components.review_form.sign_in': 'Connectez-vous pour donner votre avis',
  'components.review_form.rating_label': 'Votre note',
  'components.review_form.stars': '{{count}} sur 5',
  'components.review_form.title_label': 'Titre de votre avis',
  'components.review_form.comment_label': 'Votre commentaire (facultatif)',
  'components.review_form.anonymous': 'Publier anonymement',
  'components.review_form.submit': 'Publier mon avis',
  'components.review_form.posted': 'Merci ! Votre avis est publié.',
  'components.review_form.own_title': 'Votre avis',
  'components.review_form.edit': 'Modifier mon avis',
  'components.review_form.save': 'Enregistrer mon avis',
  'components.review_form.cancel': 'Annuler',
  'components.review_form.edited': 'C’est noté : votre avis est modifié.',
  'components.favourites.title': 'Vos favoris',
  'screens.referral_landing.page_title': 'Votre invitation chez Sillon',
  'screens.referral_landing.title': '{{name}} vous invite chez Sillon',
  'screens.referral_landing.offer': '{{amount}} offerts sur votre première commande',
  'screens.referral_landing.code': 'Code de parrainage : {{code}}',
  'screens.referral_landing.sign_up': 'Créer mon compte',
  'screens.referral_landing.use_code': 'Utiliser ce code',
  'screens.referral_landing.own_link': 'C’est votre lien de parrainage : vos amis voient cette page.',
  'screens.referral_landing.own_referral': 'Mon parrainage',
  /** `ofName`: « d’Élodie », « de Paul » (`withDe`). */
  'screens.referral_landing.favourites': 'Les produits préférés {{ofName}}',
  'screens.referral_landing.home': 'Retour à l’accueil',
  'components.shopping_list.add': 'Ajouter à ma liste',
  'components.shopping_list.remove': 'Retirer de ma liste',
  'components.shopping_list.named': '{{action}} : {{name}}',
  'screens.shopping_list.title': 'Ma liste de courses',
  'screens.account.shopping_list_hint': 'Vos produits habituels, sur tous vos appareils',
  'screens.shopping_list.empty':
    'Votre liste est vide. Ajoutez-y les produits que vous achetez souvent depuis les rayons.',
  'screens.shopping_list.browse': 'Voir les rayons',
  'screens.shopping_list.add_all': 'Tout ajouter au panier',
  'screens.shopping_list.added': 'Produits ajoutés au panier.',
  'screens.shopping_list.unavailable': 'Indisponible',
  'screens.shopping_list.unavailable_reported':
    'Ces produits sont indisponibles et ne sont pas dans votre panier : {{names}}.',
  'screens.shopping_list.capped_reported':
    'Ces produits dépasseraient dans votre panier le maximum par commande et n’y ont pas été ajoutés : {{names}}.',
  'screens.shopping_list.visitor_hint':
    'Votre liste reste sur cet appareil. Connectez-vous pour la retrouver partout.',
  'screens.shopping_list.sign_in': 'Se connecter',
  'screens.shopping_list.unsent': 'Modifications en attente du réseau.',
} as const satisfies Record<string, string>;
