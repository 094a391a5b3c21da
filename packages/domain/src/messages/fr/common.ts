/** French texts of shared by every screen and route: generic failures, form fields, the header, navigation, error screens, app versions. */
import type { ErrorText } from '.';

export const commonErrors = {
  // Generic failures, shared by every screen and route.
  validation_failed: {
    title: 'Informations invalides',
    content: 'Certaines informations saisies sont invalides. Corrigez-les puis réessayez.',
  },
  // A request the server could not read at all (never sent so by the apps).
  malformed_request: {
    title: 'Demande illisible',
    content: 'Cette demande est mal formée : elle n’a pas pu être lue. Rechargez la page puis réessayez.',
  },
  request_too_large: {
    title: 'Demande trop volumineuse',
    content: 'Cette demande est trop volumineuse pour être traitée.',
  },
  unsupported_content_type: {
    title: 'Format non pris en charge',
    content: 'Cette demande est envoyée dans un format que le serveur n’accepte pas ici.',
  },
  not_found: {
    title: 'Page introuvable',
    content: 'Ce que vous cherchez n’existe pas ou n’existe plus.',
  },
  internal_error: {
    title: 'Problème technique',
    content:
      'Nous rencontrons un problème technique. Réessayez dans quelques instants ou contactez le service client.',
  },
  service_unavailable: {
    title: 'Service indisponible',
    content: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  },
  // A route's request limit (checkout, additions, search, sign-in): the answer's Retry-After says when.
  too_many_requests: {
    title: 'Trop de demandes',
    content:
      'Vous avez fait beaucoup de demandes en peu de temps. Patientez quelques minutes, puis réessayez.',
  },
  network_error: {
    title: 'Pas de connexion',
    content: 'Impossible de joindre Sillon. Vérifiez votre connexion internet puis réessayez.',
  },

  // Form fields (§5). Two wordings exist in the original: address and profile forms say
  // "obligatoire", the card form says "requis"; both are kept verbatim.
  field_required: {
    title: 'Champ obligatoire',
    content: 'Ce champ est obligatoire',
  },
  card_field_required: {
    title: 'Champ requis',
    content: 'Ce champ est requis',
  },

  // App versions (§8).
  app_update_required: {
    title: 'Mise à jour obligatoire',
    content: 'Cette version de l’application n’est plus prise en charge. Mettez-la à jour pour continuer.',
  },
  app_update_recommended: {
    title: 'Mise à jour disponible',
    content: 'Une nouvelle version de l’application est disponible. Nous vous conseillons de l’installer.',
  },
} as const satisfies Record<string, ErrorText>;

export const commonTexts = {
  'app.brand': 'Sillon',
  'screens.home.title': 'Accueil',
  'screens.not_found.title': 'Page introuvable',
  'screens.not_found.message': 'Cette page n’existe pas ou a été déplacée.',
  'screens.not_found.back_home': 'Retour à l’accueil',
  'screens.home.heading': 'Bienvenue chez Sillon',
  'screens.home.intro':
    'L’épicerie en ligne des produits sains, issus de fermes en agriculture régénératrice : plus de 250 produits, livrés chez vous ou en point relais.',
  'screens.home.description':
    'Sillon, épicerie en ligne de produits sains issus de l’agriculture régénératrice, livrés partout en France métropolitaine.',
  'components.header.home_link': 'Sillon, retour à l’accueil',
  'components.header.skip_to_content': 'Aller au contenu',
  'components.header.cart': 'Panier',
  'components.header.cart_label_one': 'Panier {{count}} article',
  'components.header.cart_label_other': 'Panier {{count}} articles',
  'components.cart.announced_empty': 'Panier vide',
  'components.header.search': 'Rechercher',
  'components.header.menu': 'Rayons',
  'components.header.menu_label': 'Menu : tous les rayons',
  'components.header.search_label': 'Rechercher un produit',
  'components.breadcrumbs.label': 'Fil d’Ariane',
  // `ofName` comes with its « de », elided as the name asks (`withDe`: « d’aubergines »).
  'components.stepper.decrease': 'Retirer une unité {{ofName}}',
  'components.stepper.increase': 'Ajouter une unité {{ofName}}',
  'components.stepper.quantity': 'Quantité : {{quantity}}',
  'components.text_field.count': '{{count}} / {{max}} caractères',
  'components.stepper.limit_reached': '{{max}} maximum par commande',
  'components.stepper.stock_reached': 'Il en reste {{left}}',
  'components.stepper.stock_none': 'Il n’en reste plus',
  'screens.home.read_more': 'En savoir plus',
  'screens.network_error.title': 'Pas de connexion',
  'screens.network_error.message':
    'Impossible de joindre Sillon. Vérifiez votre connexion internet puis réessayez.',
  'screens.error.title': 'Un problème est survenu',
  'screens.error.message': 'Nous rencontrons un problème technique. Réessayez dans quelques instants.',
  'screens.network_error.retry': 'Réessayer',
  'components.header.account': 'Compte',
  'components.toast.close': 'Fermer le message',
  'components.sheet.close': 'Fermer',
  'components.toast.open': 'Voir',
  'errors.code_line': 'Code erreur : {{code}}. Communiquez-le au service client.',
  'errors.reason_line': 'Motif : {{reason}}',
  'components.app_update.update': 'Mettre à jour',
  'components.app_update.later': 'Plus tard',
  'components.breadcrumbs.reviews': 'Avis',
  'components.breadcrumbs.retail': 'Au détail',
  'navigation.my-account': 'Mon compte',
  'navigation.my-info': 'Mes informations',
  'navigation.communications': 'Communications',
  'navigation.referral': 'Parrainage',
  'navigation.orders': 'Mes commandes',
  'navigation.vouchers': 'Mes bons de réduction',
  'navigation.ticket': 'Ticket',
  'navigation.search': 'Recherche',
  'navigation.shopping-list': 'Ma liste de courses',
  'navigation.selection': 'Sélection',
  'navigation.editorial': 'Éditorial',
  'navigation.recettes': 'Recettes',
  'navigation.mission-regeneration': 'Notre mission',
  'navigation.nos-articles': 'Nos articles',
  'navigation.magazine': 'Magazine',
  'navigation.bienvenue': 'Bienvenue',
} as const satisfies Record<string, string>;
