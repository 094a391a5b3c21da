/**
 * The French message catalogue (the shop is French only, spec §1). Two parts:
 * - `errors`: one entry per stable error code, with the title and content the spec gives (§5, §8);
 * - `ui`: dotted keys such as `components.cart.max_quantity_reached`, with `{{name}}` placeholders.
 * A code without its text fails the type-check, so no error can reach a customer untranslated:
 * every rule's `Result` only accepts a code that is a key of `errors` (see `../result.ts`).
 *
 * Error texts hold no placeholders on purpose: the server answers `errorText(code).content` as is.
 * A violation that needs numbers (the quantity cap, the order minimum) also names a `ui` key that
 * carries them, see `detailedMessageKeys` below and `violationText`.
 */
export type ErrorText = { title: string; content: string };

export const errors = {
  // Generic failures, shared by every screen and route.
  validation_failed: {
    title: 'Informations invalides',
    content: 'Certaines informations saisies sont invalides. Corrigez-les puis réessayez.',
  },
  not_found: {
    title: 'Page introuvable',
    content: "Ce que vous cherchez n'existe pas ou n'existe plus.",
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

  // Phone authentication (§8).
  invalid_phone: {
    title: 'Numéro invalide',
    content:
      "Ce numéro de téléphone n'est pas valide. Saisissez un numéro de mobile français, par exemple 06 12 34 56 78.",
  },
  captcha_failed: {
    title: 'Vérification échouée',
    content: "Nous n'avons pas pu vérifier que vous n'êtes pas un robot. Réessayez.",
  },
  too_many_otp_requests: {
    title: 'Trop de demandes',
    content: 'Vous avez demandé trop de codes. Par sécurité, ce numéro est bloqué pendant 1 heure.',
  },
  quota_exceeded: {
    title: 'Service saturé',
    content: "Nous ne pouvons pas envoyer de SMS pour l'instant. Réessayez dans 2 à 3 minutes.",
  },
  missing_code: {
    title: 'Code manquant',
    content: 'Saisissez le code à 6 chiffres reçu par SMS.',
  },
  missing_verification_id: {
    title: 'Vérification expirée',
    content: 'La vérification de votre numéro a expiré. Demandez un nouveau code.',
  },
  invalid_code: {
    title: "Le code n'est pas bon",
    content: 'Vérifiez le code à 6 chiffres reçu par SMS, ou demandez-en un nouveau.',
  },
  too_many_attempts: {
    title: 'Trop de tentatives',
    content: 'Vous avez fait trop de tentatives. Patientez quelques minutes avant de réessayer.',
  },
  user_disabled: {
    title: 'Compte désactivé',
    content: 'Ce compte a été désactivé. Contactez le service client pour en savoir plus.',
  },
  auth_unknown_error: {
    title: 'Connexion impossible',
    content:
      'Une erreur inattendue nous empêche de vous connecter. Réessayez ou contactez le service client.',
  },
  account_not_found: {
    title: 'Aucun compte trouvé',
    content: "Aucun compte n'est associé à ce numéro. Voulez-vous en créer un ?",
  },
  code_expired: {
    title: 'Code expiré',
    content: 'Ce code a expiré. Demandez un nouveau code.',
  },
  otp_resend_too_soon: {
    title: 'Patientez un instant',
    content: 'Un code vient de vous être envoyé. Patientez quelques secondes avant d’en demander un autre.',
  },
  sms_not_sent: {
    title: 'SMS non envoyé',
    content: "Nous n'avons pas pu vous envoyer le SMS. Réessayez dans quelques instants.",
  },
  unauthenticated: {
    title: 'Connexion nécessaire',
    content: 'Connectez-vous pour continuer.',
  },
  session_expired: {
    title: 'Session expirée',
    content: 'Votre session a expiré. Reconnectez-vous pour continuer.',
  },
  customer_required: {
    title: 'Connexion nécessaire',
    content: 'Connectez-vous avec votre numéro de téléphone pour accéder à votre compte.',
  },
  forbidden: {
    title: 'Accès refusé',
    content: "Vous n'avez pas accès à ces informations.",
  },
  merge_refused: {
    title: 'Fusion impossible',
    content: 'Ces deux comptes ne peuvent pas être réunis.',
  },
  account_already_exists: {
    title: 'Compte existant',
    content: 'Un compte existe déjà pour ce numéro. Connectez-vous pour le retrouver.',
  },

  // Order (§5, §8).
  order_id_required: {
    title: 'Commande introuvable',
    content: "Aucune commande n'est en cours. Revenez au panier pour recommencer.",
  },
  unavailable_products: {
    title: 'Produits indisponibles',
    content:
      'Certains produits de votre panier ne sont plus disponibles. Retirez-les pour poursuivre votre commande.',
  },
  order_timeout: {
    title: 'Délai dépassé',
    content: 'La préparation de votre commande prend trop de temps. Réessayez dans quelques instants.',
  },
  order_not_found: {
    title: 'Commande introuvable',
    content: 'Nous ne retrouvons pas cette commande. Elle a peut-être été annulée.',
  },
  order_initialization_failed: {
    title: 'Commande impossible',
    content: "Nous n'avons pas pu préparer votre commande. Réessayez dans quelques instants.",
  },
  minimum_payable_not_reached: {
    title: 'Montant insuffisant',
    content: 'Pour valider votre commande, vous devez avoir au moins 1 euro à payer.',
  },
  order_empty: {
    title: 'Panier vide',
    content: 'Votre commande ne contient aucun produit. Ajoutez-en depuis nos rayons.',
  },
  order_already_completed: {
    title: 'Commande déjà validée',
    content: 'Cette commande est déjà validée : retrouvez-la dans vos commandes.',
  },
  checkout_step_invalid: {
    title: 'Étape impossible',
    content: 'Cette étape de la commande ne peut pas encore être franchie. Complétez les étapes précédentes.',
  },
  email_required: {
    title: 'E-mail manquant',
    content: 'Indiquez votre adresse e-mail pour recevoir la confirmation de votre commande.',
  },
  shipping_address_required: {
    title: 'Adresse manquante',
    content: 'Indiquez votre adresse de livraison pour voir les modes de livraison.',
  },
  shipment_not_found: {
    title: 'Livraison introuvable',
    content: 'Les modes de livraison ont changé. Choisissez à nouveau votre livraison.',
  },
  shipping_method_not_found: {
    title: 'Mode de livraison indisponible',
    content: "Ce mode de livraison n'est pas proposé pour cette adresse. Choisissez-en un autre.",
  },
  shipping_method_required: {
    title: 'Mode de livraison manquant',
    content: 'Choisissez un mode de livraison pour continuer.',
  },
  delivery_slot_required: {
    title: 'Créneau manquant',
    content: 'Choisissez un créneau de livraison pour continuer.',
  },
  pickup_point_required: {
    title: 'Point relais manquant',
    content: 'Choisissez un point relais pour continuer.',
  },
  payment_required: {
    title: 'Paiement manquant',
    content: 'Choisissez un moyen de paiement pour valider votre commande.',
  },
  payment_requires_action: {
    title: 'Authentification requise',
    content: 'Votre banque demande de confirmer ce paiement (3-D Secure).',
  },
  payment_source_not_found: {
    title: 'Moyen de paiement introuvable',
    content: 'Nous ne retrouvons pas ce moyen de paiement. Saisissez à nouveau votre carte.',
  },
  payment_method_not_found: {
    title: 'Moyen de paiement introuvable',
    content: "Ce moyen de paiement n'est pas proposé. Choisissez-en un autre.",
  },
  payment_amount_changed: {
    title: 'Montant modifié',
    content:
      'Le montant de votre commande a changé depuis le choix du paiement. Validez à nouveau votre paiement.',
  },
  minimum_order_not_reached: {
    title: 'Minimum de commande non atteint',
    content: "Votre panier n'atteint pas le minimum de commande. Ajoutez quelques produits pour continuer.",
  },

  // Cart (§5, §8).
  product_not_found: {
    title: 'Produit introuvable',
    content: "Ce produit n'existe pas ou n'est plus proposé.",
  },
  product_id_empty: {
    title: 'Produit non précisé',
    content: "Aucun produit n'a été indiqué.",
  },
  product_id_invalid: {
    title: 'Produit invalide',
    content: "L'identifiant de ce produit n'est pas valide.",
  },
  invalid_product_price: {
    title: 'Prix invalide',
    content: 'Le prix de ce produit est invalide. Réessayez plus tard.',
  },
  invalid_quantity: {
    title: 'Quantité invalide',
    content: 'La quantité doit être un nombre entier positif.',
  },
  quantity_above_limit: {
    title: 'Quantité maximale atteinte',
    content: 'Vous avez atteint la quantité maximale pour ce produit.',
  },
  gift_locked: {
    title: 'Cadeau pas encore débloqué',
    content: 'Complétez votre panier pour débloquer ce cadeau.',
  },
  gift_not_found: {
    title: 'Cadeau introuvable',
    content: "Ce cadeau n'est plus proposé.",
  },
  availability_unauthorized: {
    title: 'Disponibilités inaccessibles',
    content: "Nous n'avons pas pu vérifier la disponibilité des produits. Réessayez dans quelques instants.",
  },
  product_not_in_cart: {
    title: 'Produit absent du panier',
    content: "Ce produit n'est plus dans votre panier.",
  },
  cart_products_unavailable: {
    title: 'Produits indisponibles',
    content: 'Certains produits de votre panier ne sont plus disponibles. Voulez-vous les retirer ?',
  },
  cart_price_changed: {
    title: 'Prix modifiés',
    content: 'Le prix de certains produits de votre panier a changé. Confirmez-vous votre panier ?',
  },

  // Vouchers and referral (§5, §6, §8).
  voucher_code_empty: {
    title: 'Code manquant',
    content: 'Saisissez un code.',
  },
  voucher_user_not_found: {
    title: 'Connexion nécessaire',
    content: 'Connectez-vous pour ajouter un code.',
  },
  referrer_already_set: {
    title: 'Parrainage déjà enregistré',
    content: 'Vous avez déjà un parrain : un seul code de parrainage est possible.',
  },
  voucher_invalid: {
    title: 'Code invalide',
    content: "Ce code n'existe pas ou n'est pas valide.",
  },
  voucher_unknown_reason: {
    title: 'Code invalide',
    content: "Ce code n'existe pas ou n'est pas valide.",
  },
  referral_code_own: {
    title: 'Code personnel',
    content: 'Vous ne pouvez pas utiliser votre propre code de parrainage.',
  },
  referral_code_from_referee: {
    title: 'Code non autorisé',
    content: "Vous ne pouvez pas utiliser le code d'une personne que vous avez parrainée.",
  },
  voucher_unknown_error: {
    title: 'Code non ajouté',
    content: "Nous n'avons pas pu ajouter ce code. Réessayez ou contactez le service client.",
  },
  voucher_not_applicable: {
    title: 'Code non applicable',
    content: 'Ce code ne peut pas être appliqué à votre commande.',
  },
  voucher_expired: {
    title: 'Code expiré',
    content: "Ce code n'est plus valable : sa date de validité est dépassée.",
  },
  voucher_not_started: {
    title: 'Code pas encore valable',
    content: "Ce code n'est pas encore valable. Réessayez à partir de sa date de début.",
  },
  voucher_usage_limit_reached: {
    title: 'Code épuisé',
    content: 'Ce code a déjà été utilisé le nombre de fois autorisé.',
  },
  voucher_minimum_subtotal_not_reached: {
    title: 'Montant minimum non atteint',
    content: "Votre panier n'atteint pas le montant minimum demandé pour ce code.",
  },
  voucher_first_order_only: {
    title: 'Réservé à la première commande',
    content: 'Ce code est réservé à votre première commande.',
  },
  voucher_not_yours: {
    title: 'Code personnel',
    content: 'Ce code est réservé à un autre client.',
  },
  referral_after_first_order: {
    title: 'Parrainage impossible',
    content: "Un code de parrainage ne peut être ajouté qu'avant votre première commande.",
  },
  coupon_code_not_in_cart: {
    title: 'Aucun code appliqué',
    content: "Ce code n'est pas appliqué à votre panier.",
  },
  cart_not_found: {
    title: 'Panier introuvable',
    content: 'Nous ne retrouvons pas votre panier. Revenez au panier pour recommencer.',
  },
  line_item_not_found: {
    title: 'Article introuvable',
    content: "Cet article n'est plus dans votre panier.",
  },
  include_not_supported: {
    title: 'Demande invalide',
    content: "Les informations liées demandées n'existent pas pour ce document.",
  },

  // Email (§5, §8).
  invalid_email: {
    title: 'Adresse e-mail invalide',
    content: "Cette adresse e-mail n'est pas valide.",
  },
  email_already_used: {
    title: 'Adresse e-mail déjà utilisée',
    content: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  },
  email_unknown_error: {
    title: 'Adresse e-mail non enregistrée',
    content: "Nous n'avons pas pu enregistrer votre adresse e-mail. Réessayez.",
  },

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
  review_not_sent: {
    title: 'Avis non envoyé',
    content: "Votre avis n'a pas pu être envoyé. Réessayez dans quelques instants.",
  },

  // Payment (§5, §8).
  card_holder_invalid: {
    title: 'Titulaire invalide',
    content: 'Nom du titulaire invalide',
  },
  card_number_invalid: {
    title: 'Numéro de carte invalide',
    content: 'Numéro de carte invalide',
  },
  card_expiry_invalid: {
    title: "Date d'expiration invalide",
    content: "Date d'expiration invalide",
  },
  card_cryptogram_invalid: {
    title: 'Cryptogramme invalide',
    content: 'Cryptogramme invalide',
  },
  card_error: {
    title: 'Paiement refusé',
    content:
      'Un problème est survenu avec votre carte. Vérifiez vos informations ou essayez une autre carte.',
  },
  card_declined: {
    title: 'Carte refusée',
    content: 'Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.',
  },
  card_contact_support: {
    title: 'Paiement impossible',
    content: 'Ce paiement ne peut pas aboutir. Contactez le service client pour finaliser votre commande.',
  },
  card_action_failed: {
    title: 'Authentification échouée',
    content: "L'authentification de votre paiement a échoué. Réessayez.",
  },
  card_action_canceled: {
    title: 'Authentification annulée',
    content: "Vous avez annulé l'authentification du paiement. Votre carte n'a pas été débitée.",
  },
  card_action_unknown: {
    title: 'Authentification impossible',
    content:
      "Une erreur inattendue a interrompu l'authentification du paiement. Réessayez dans quelques instants.",
  },
  payment_retrieval_unknown: {
    title: 'Paiement introuvable',
    content: "Nous n'avons pas pu retrouver votre paiement. Réessayez ou contactez le service client.",
  },
  payment_confirmation_failed: {
    title: 'Paiement non confirmé',
    content: "La confirmation de votre paiement a échoué. Votre carte n'a pas été débitée.",
  },
  payment_confirmation_canceled: {
    title: 'Paiement annulé',
    content: "Le paiement a été annulé. Votre carte n'a pas été débitée.",
  },
  payment_confirmation_unknown: {
    title: 'Paiement non confirmé',
    content:
      'Une erreur inattendue a interrompu la confirmation de votre paiement. Contactez le service client avant de réessayer.',
  },
  google_pay_failed: {
    title: 'Google Pay indisponible',
    content: "Le paiement avec Google Pay n'a pas pu être préparé. Payez par carte ou réessayez.",
  },
  apple_pay_failed: {
    title: 'Apple Pay indisponible',
    content: "Le paiement avec Apple Pay n'a pas pu être préparé. Payez par carte ou réessayez.",
  },
  invalid_payment_method: {
    title: 'Moyen de paiement invalide',
    content: "Ce moyen de paiement n'est pas accepté. Choisissez-en un autre.",
  },

  // Payment processor answers (the payments module): what a card or an authorisation came to.
  card_insufficient_funds: {
    title: 'Provision insuffisante',
    content:
      'Le solde de votre carte ne permet pas ce paiement. Essayez une autre carte ou contactez votre banque.',
  },
  card_processing_error: {
    title: 'Paiement impossible',
    content:
      "Une erreur est survenue pendant le traitement de votre carte. Votre carte n'a pas été débitée. Contactez le service client si le problème persiste.",
  },
  authentication_canceled: {
    title: 'Authentification 3-D Secure annulée',
    content:
      "Vous avez annulé l'authentification demandée par votre banque. Votre carte n'a pas été débitée.",
  },
  authentication_failed: {
    title: 'Authentification 3-D Secure échouée',
    content:
      "L'authentification demandée par votre banque n'a pas abouti. Réessayez ou utilisez une autre carte.",
  },
  payment_method_invalid: {
    title: 'Moyen de paiement inutilisable',
    content:
      'Ce moyen de paiement ne peut pas être utilisé ici : seules les cartes bancaires peuvent être enregistrées.',
  },
  payment_failed: {
    title: 'Paiement non abouti',
    content:
      "Votre paiement n'a pas abouti pour une raison inconnue. Votre carte n'a pas été débitée. Réessayez ou contactez le service client.",
  },
  wallet_payment_unavailable: {
    title: 'Paiement mobile indisponible',
    content:
      "Apple Pay ou Google Pay n'a pas pu préparer le paiement. Payez par carte bancaire ou réessayez.",
  },
  challenge_not_found: {
    title: 'Authentification introuvable',
    content:
      "Cette demande d'authentification n'existe pas ou plus. Reprenez votre paiement depuis votre commande.",
  },
  payment_idempotency_key_reused: {
    title: 'Paiement déjà demandé',
    content:
      'Ce paiement a déjà été demandé pour un autre montant ou une autre carte. Reprenez votre paiement depuis le récapitulatif.',
  },
  payment_already_captured: {
    title: 'Paiement déjà encaissé',
    content:
      'Ce paiement a déjà été encaissé et ne peut plus être annulé. Contactez le service client pour un remboursement.',
  },

  // Addresses and delivery zone (§1, §5, §8).
  address_invalid: {
    title: 'Adresse incorrecte',
    content: "Le format de l'adresse est incorrect. Vérifiez les champs indiqués.",
  },
  postal_code_invalid: {
    title: 'Code postal invalide',
    content: 'Ceci ne ressemble pas à un code postal',
  },
  address_not_found: {
    title: 'Adresse introuvable',
    content:
      'Nous ne trouvons pas cette ville pour ce code postal. Vérifiez le code postal et le nom de la ville.',
  },
  address_outside_delivery_zone: {
    title: 'Adresse non desservie',
    content:
      'Nous ne livrons pas encore cette adresse : nous livrons la France métropolitaine, hors Corse et outre-mer.',
  },
  regional_product_unavailable: {
    title: 'Produit non disponible chez vous',
    content: "Ce produit régional n'est pas livré à ce code postal.",
  },

  // Delivery slots and pickup points (§3, §4).
  slot_not_found: {
    title: 'Créneau introuvable',
    content: "Ce créneau de livraison n'existe pas ou n'est plus proposé. Choisissez-en un autre.",
  },
  slot_closed: {
    title: 'Créneau fermé',
    content: "Ce créneau n'est plus réservable. Choisissez-en un autre.",
  },
  slot_full: {
    title: 'Créneau complet',
    content: 'Ce créneau est complet, choisissez-en un autre.',
  },
  pickup_point_not_found: {
    title: 'Point relais introuvable',
    content: "Ce point relais n'existe pas ou n'est plus proposé. Choisissez-en un autre.",
  },

  // App versions (§8).
  app_update_required: {
    title: 'Mise à jour nécessaire',
    content: "Cette version de l'application n'est plus prise en charge. Mettez-la à jour pour continuer.",
  },
  app_update_recommended: {
    title: 'Mise à jour disponible',
    content: "Une nouvelle version de l'application est disponible. Nous vous conseillons de l'installer.",
  },

  // Catalogue, content and images (server answers).
  staff_token_invalid: {
    title: 'Accès réservé',
    content: "Cette opération est réservée à l'équipe de Sillon.",
  },
  page_not_found: {
    title: 'Page introuvable',
    content: "Cette page n'existe pas ou n'est plus publiée.",
  },
  image_not_found: {
    title: 'Image introuvable',
    content: "Cette image n'existe pas.",
  },
  invalid_image_key: {
    title: 'Image invalide',
    content: "Ce nom d'image n'est pas valide.",
  },
  invalid_graphql_query: {
    title: 'Requête invalide',
    content: "Cette requête n'a pas pu être traitée. Vérifiez-la puis réessayez.",
  },
  content_not_found: {
    title: 'Page introuvable',
    content: "Ce contenu n'existe pas ou n'est plus publié.",
  },
  invalid_preview_token: {
    title: 'Aperçu refusé',
    content:
      "Le jeton d'aperçu est invalide. Les contenus non publiés ne sont visibles qu'avec un jeton valide.",
  },
  content_path_conflict: {
    title: 'Adresse déjà utilisée',
    content: 'Un autre contenu publié utilise déjà cette adresse. Choisissez-en une autre.',
  },
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof errors;

export const ui = {
  'app.brand': 'Sillon',
  'screens.home.title': 'Accueil',
  'screens.not_found.title': 'Page introuvable',
  'screens.not_found.message': "Cette page n'existe pas ou a été déplacée.",
  'screens.not_found.back_home': "Retour à l'accueil",
  'screens.home.heading': 'Bienvenue chez Sillon',
  'screens.home.intro':
    "L'épicerie en ligne des produits sains, issus de fermes en agriculture régénératrice : plus de 250 produits, livrés chez vous ou en point relais.",
  'screens.home.description':
    'Sillon, épicerie en ligne de produits sains issus de l’agriculture régénératrice, livrés partout en France métropolitaine.',
  'components.header.home_link': "Sillon, retour à l'accueil",
  'components.header.cart': 'Panier',
  'components.header.cart_label_one': 'Panier {{count}} article',
  'components.header.cart_label_other': 'Panier {{count}} articles',
  'components.header.search': 'Rechercher',
  'components.header.menu': 'Rayons',
  'components.header.menu_label': 'Menu : tous les rayons',
  'screens.menu.title': 'Nos rayons',
  'components.header.search_label': 'Rechercher un produit',
  'components.product.add_to_cart': 'Ajouter au panier',
  'components.product.add_one': 'Ajouter {{name}} au panier',
  'components.product.unavailable': 'Indisponible',
  'components.product.unit_price': '{{price}} / {{per}}',
  'components.product.farm_share': '{{percent}} % du prix revient à la ferme',
  'components.product.producer': 'Produit par {{farm}}, {{region}}',
  'components.product.origin': 'Origine : {{region}}',
  'components.product.practices': 'Pratiques régénératrices',
  'components.product.max_per_order': 'Maximum {{max}} par commande',
  'components.product.in_cart': '{{count}} dans le panier',
  'components.product.rating_one': '{{average}} / 5 ({{count}} avis)',
  'components.product.rating_other': '{{average}} / 5 ({{count}} avis)',
  'components.product.see_reviews': 'Voir les avis',
  'components.breadcrumbs.label': "Fil d'Ariane",
  'components.stepper.decrease': 'Retirer une unité de {{name}}',
  'components.stepper.increase': 'Ajouter une unité de {{name}}',
  'components.stepper.quantity': 'Quantité : {{quantity}}',
  'screens.home.read_more': 'En savoir plus',
  'screens.rack.shelves': 'Les étagères du rayon',
  'screens.rack.related': 'Vous aimerez aussi',
  'screens.rack.empty': "Cette étagère n'a pas encore de produits.",
  'screens.reviews.title': 'Avis sur {{name}}',
  'screens.reviews.none': "Pas encore d'avis sur ce produit.",
  'screens.reviews.by': 'Par {{name}}, le {{date}}',
  'screens.reviews.anonymous': 'Un client anonyme',
  'screens.reviews.previous': 'Avis plus récents',
  'screens.reviews.next': 'Avis plus anciens',
  'screens.reviews.page': 'Page {{page}} sur {{total}}',
  'screens.reviews.back': 'Retour au produit',
  'screens.search.title': 'Recherche',
  'screens.search.placeholder': 'Pâtes, carottes, lait d’avoine…',
  'screens.search.label': 'Rechercher un produit',
  'screens.search.empty': 'Que cherchez-vous ? Tapez le nom d’un produit, d’un rayon ou d’une ferme.',
  'screens.search.no_results': 'Aucun produit ne correspond à « {{query}} ».',
  'screens.search.results_one': '{{count}} produit trouvé',
  'screens.search.results_other': '{{count}} produits trouvés',
  'screens.network_error.title': 'Pas de connexion',
  'screens.network_error.message':
    'Impossible de joindre Sillon. Vérifiez votre connexion internet puis réessayez.',
  'screens.error.title': 'Un problème est survenu',
  'screens.error.message': 'Nous rencontrons un problème technique. Réessayez dans quelques instants.',
  'screens.network_error.retry': 'Réessayer',
  'screens.sign_in.resend_code_in': 'Renvoyer le code dans {{seconds}} s',
  'screens.sign_in.create_account': 'Créer un compte',
  'screens.pre_login.title': 'Connexion',
  'screens.pre_login.heading': 'Commandez en quelques secondes',
  'screens.pre_login.message':
    'Connectez-vous avec votre numéro de mobile : nous vous envoyons un code par SMS, sans mot de passe à retenir.',
  'screens.pre_login.start': 'Continuer avec mon numéro',
  'screens.sign_in.title': 'Connexion',
  'screens.sign_in.phone_heading': 'Votre numéro de mobile',
  'screens.sign_in.phone_label': 'Numéro de mobile',
  'screens.sign_in.phone_placeholder': '06 12 34 56 78',
  'screens.sign_in.send_code': 'Recevoir le code',
  'screens.sign_in.sending_code': 'Envoi du code…',
  'screens.sign_in.code_heading': 'Saisissez le code reçu',
  'screens.sign_in.code_sent': 'Code envoyé par SMS au {{phone}}.',
  'screens.sign_in.code_label': 'Chiffre {{position}} sur 6 du code',
  'screens.sign_in.checking_code': 'Vérification…',
  'screens.sign_in.resend_code': 'Renvoyer le code',
  'screens.sign_in.change_phone': 'Changer de numéro',
  'screens.sign_in.sign_up_heading': 'Créez votre compte',
  'screens.sign_in.sign_up_message':
    'Aucun compte n’est associé à ce numéro : quelques informations et c’est prêt.',
  'screens.sign_in.first_name': 'Prénom',
  'screens.sign_in.email': 'E-mail',
  'screens.sign_in.fullname': 'Nom complet du destinataire',
  'screens.sign_in.address1': 'Adresse',
  'screens.sign_in.address2': 'Complément d’adresse (facultatif)',
  'screens.sign_in.zipcode': 'Code postal',
  'screens.sign_in.city': 'Ville',
  'screens.sign_in.sign_up': 'Créer mon compte',
  'screens.sign_in.newsletter_heading': 'Nos nouvelles de la ferme',
  'screens.sign_in.newsletter_message':
    'Recevez nos arrivages et les histoires de nos producteurs par e-mail.',
  'screens.sign_in.newsletter_weekly': 'Chaque semaine',
  'screens.sign_in.newsletter_monthly': 'Chaque mois',
  'screens.sign_in.newsletter_none': 'Non merci',
  'screens.sign_in.notifications_heading': 'Notifications',
  'screens.sign_in.notifications_message': 'Soyez prévenu du suivi de vos commandes et de vos livraisons.',
  'screens.sign_in.notifications_yes': 'Activer les notifications',
  'screens.sign_in.notifications_no': 'Plus tard',
  'screens.sign_in.welcome': 'Bienvenue {{name}} !',
  'screens.sign_in.signed_in': 'Vous êtes connecté.',
  'screens.account.title': 'Mon compte',
  'screens.account.hello': 'Bonjour {{name}}',
  'screens.account.phone': 'Téléphone : {{phone}}',
  'screens.account.email': 'E-mail : {{email}}',
  'screens.account.finish_sign_up': 'Finaliser mon inscription',
  'screens.account.sign_out': 'Se déconnecter',
  'screens.my_info.title': 'Mes informations',
  'components.header.account': 'Compte',
  'components.toast.close': 'Fermer le message',
  'components.sheet.close': 'Fermer',
  'components.toast.open': 'Voir',
  'sms.sign_in_code': 'Sillon : votre code de connexion est {{code}}. Il expire dans {{minutes}} minutes.',
  'tips.finish_sign_up.title': 'Finalisez votre inscription',
  'tips.finish_sign_up.subtitle': 'Ajoutez votre e-mail et votre adresse de livraison pour commander.',
  'errors.code_line': 'Code erreur : {{code}}. Communiquez-le au service client.',
  'errors.reason_line': 'Motif : {{reason}}',
  'components.cart.max_quantity_reached':
    'Vous ne pouvez pas commander plus de {{max_quantity}} exemplaires de ce produit.',
  'components.cart.minimum_order_not_reached':
    'Le minimum de commande est de {{minimum}}. Ajoutez quelques produits pour continuer.',
  'components.cart.unavailable.remove_them': 'Les retirer',
  'screens.cart.title': 'Mon panier',
  'screens.cart.empty': 'Votre panier est vide. Nos rayons regorgent de bons produits de saison.',
  'screens.cart.browse': 'Voir les rayons',
  'screens.cart.remove': 'Retirer {{name}} du panier',
  'screens.cart.remove_short': 'Retirer',
  'screens.cart.gift_offered': 'Offert · valeur {{price}}',
  'screens.cart.gift_locked': 'Plus que {{missing}} pour le débloquer',
  'screens.cart.gift_unlocked': 'Débloqué',
  'screens.cart.voucher_label': 'Code promo ou de parrainage',
  'screens.cart.voucher_apply': 'Appliquer',
  'screens.cart.voucher_applied': 'Code {{code}} appliqué',
  'screens.cart.voucher_remove': 'Retirer le code {{code}}',
  'screens.cart.totals': 'Récapitulatif',
  'screens.cart.total': 'Total',
  'screens.cart.order': 'Commander',
  'screens.cart.ordering': 'Préparation de votre commande…',
  'screens.cart.order_label_sign_in': 'Commander : connectez-vous d’abord',
  'screens.cart.computing': 'Calcul des montants…',
  'screens.cart.offered_value': 'Valeur offerte : {{amount}}',
  'screens.cart.missing_minimum':
    'Plus que {{missing}} pour atteindre le minimum de commande de {{minimum}}.',
  'screens.cart.unavailable_title': 'Produits indisponibles',
  'screens.cart.price_change_line': '{{name}} : {{previous}} → {{current}}',
  'screens.cart.referral_saved':
    'Code de parrainage {{code}} enregistré : la remise s’applique à votre première commande.',
  'screens.cart.my_vouchers': 'Mes bons :',
  'screens.cart.use_voucher': 'Utiliser {{code}}',
  'screens.cart.unavailable_message': 'Ces produits ne sont plus disponibles : {{names}}.',
  'components.cart.unavailable.remove_myself': 'Je les retire moi-même',
  'components.cart.price_changed.confirm': 'Confirmer',
  'components.cart.price_changed.remove': 'Retirer',
  'components.address.see_served_districts': 'Voir les zones desservies',
  'components.address.contact_us': 'Nous contacter',
  'components.regional_product.available': 'Bonne nouvelle : ce produit est livré chez vous !',
  'components.app_update.update': 'Mettre à jour',
  'components.app_update.later': 'Plus tard',
  'components.breadcrumbs.reviews': 'Avis',
  'components.breadcrumbs.retail': 'Au détail',
  'components.delivery.offered_first_order': 'Livraison offerte pour votre première commande',
  'components.delivery.offered': 'Livraison offerte',
  'components.delivery.half_price_now': "Livraison à moitié prix, offerte dès {{free_from}} d'achats",
  'components.delivery.half_price_from':
    "Livraison à moitié prix dès {{half_from}} d'achats, offerte dès {{free_from}}",
  'components.delivery.bike_districts': 'Livraison à vélo à {{districts}}.',
  'components.delivery_slots.headline_bag':
    'Livraison à vélo sur un créneau de 2 à 4 h, à réserver 24 à 48 h à l’avance.',
  'components.delivery_slots.headline_parcel':
    'Livraison sur rendez-vous : choisissez la demi-journée qui vous convient, du lundi au vendredi.',
  'components.delivery_slots.none':
    'Aucun créneau n’est disponible pour le moment. Choisissez un autre mode de livraison ou revenez plus tard.',
  'checkout.steps.address': 'Adresse',
  'checkout.steps.shipping': 'Livraison',
  'checkout.steps.timeslot': 'Créneau',
  'checkout.steps.pickup_point': 'Point relais',
  'checkout.steps.summary': 'Vérification',
  'checkout.steps.payment': 'Paiement',
  'checkout.steps.progress': 'Étape {{number}} sur {{total}} : {{label}}',
  'checkout.steps.done': '{{label}}, étape terminée',
  'checkout.continue': 'Continuer',
  'checkout.back_to_cart': 'Retour au panier',
  'checkout.order_missing': "Cette commande n'est plus en cours. Revenez au panier pour recommencer.",
  'checkout.information.title': 'Adresse de livraison',
  'checkout.information.heading': 'Où livrons-nous votre commande ?',
  'checkout.information.email': 'E-mail',
  'checkout.information.fullname': 'Nom complet du destinataire',
  'checkout.information.address1': 'Adresse',
  'checkout.information.address2': 'Complément d’adresse (facultatif)',
  'checkout.information.zipcode': 'Code postal',
  'checkout.information.city': 'Ville',
  'checkout.information.city_choice': 'Choisissez votre commune',
  'checkout.information.city_option': 'Commune : {{name}}',
  'checkout.information.submit': 'Continuer vers la livraison',
  'checkout.zones.heading': 'Zones desservies',
  'checkout.zones.mainland':
    'Livraison à domicile sur rendez-vous et en point relais : toute la France métropolitaine, hors Corse et outre-mer.',
  'checkout.zones.bike':
    'Livraison à vélo en 24 à 48 h : Paris et la petite couronne (Hauts-de-Seine, Seine-Saint-Denis, Val-de-Marne).',
  'checkout.zones.see': 'Voir les zones desservies',
  'checkout.zones.contact': 'Nous contacter',
  'checkout.zones.change_address': 'Modifier mon adresse',
  'checkout.shipping.title': 'Mode de livraison',
  'checkout.shipping.heading': 'Comment souhaitez-vous être livré ?',
  'checkout.shipping.offered': 'Offerte',
  'checkout.shipping.choose': '{{name}}, {{price}}',
  'checkout.shipping.none': "Aucun mode de livraison n'est proposé pour cette adresse.",
  'checkout.shipping.to_address': 'Livraison au {{address}}',
  'checkout.timeslot.title': 'Créneau de livraison',
  'checkout.timeslot.heading': 'Choisissez votre créneau',
  'checkout.timeslot.hours': '{{start}} – {{end}}',
  'checkout.timeslot.full': 'Complet',
  'checkout.timeslot.slot_label': '{{day}}, {{hours}}',
  'checkout.timeslot.slot_full_label': '{{day}}, {{hours}} : complet',
  'checkout.timeslot.none': "Aucun créneau n'est disponible pour le moment. Réessayez un peu plus tard.",
  'checkout.timeslot.confirm': 'Valider ce créneau',
  'checkout.pickup.title': 'Point relais',
  'checkout.pickup.heading': 'Choisissez votre point relais',
  'checkout.pickup.zipcode': 'Code postal',
  'checkout.pickup.search': 'Rechercher',
  'checkout.pickup.distance': 'à {{distance}} km',
  'checkout.pickup.choose': 'Choisir {{name}}',
  'checkout.pickup.none': 'Aucun point relais près de ce code postal. Essayez un code postal voisin.',
  'checkout.pickup.hours_line': '{{day}} : {{hours}}',
  'checkout.pickup.confirm': 'Valider ce point relais',
  'checkout.summary.title': 'Vérification de la commande',
  'checkout.summary.heading': 'Vérifiez votre commande',
  'checkout.summary.items': 'Vos produits',
  'checkout.summary.quantity': '{{quantity}} × {{price}}',
  'checkout.summary.gift': 'Offert · valeur {{price}}',
  'checkout.summary.discounts': 'Réductions',
  'checkout.summary.delivery': 'Livraison',
  'checkout.summary.delivery_slot': 'Le {{day}}, {{hours}}',
  'checkout.summary.pickup_point': 'Point relais {{name}}, {{address}}',
  'checkout.summary.address': 'Adresse de livraison',
  'checkout.summary.amounts': 'Montants',
  'checkout.summary.total': 'Total à payer',
  'checkout.summary.pay': 'Payer',
  'checkout.summary.change_delivery': 'Modifier la livraison',
  'checkout.payment.title': 'Paiement',
  'checkout.payment.heading': 'Paiement sécurisé',
  'checkout.payment.amount': 'Montant à payer : {{amount}}',
  'checkout.payment.saved_cards': 'Mes cartes enregistrées',
  'checkout.payment.saved_card': '{{brand}} •••• {{last4}}, expire le {{month}}/{{year}}',
  'checkout.payment.new_card': 'Payer par carte bancaire',
  'checkout.payment.card_generic': 'Carte',
  'checkout.payment.card_holder': 'Titulaire de la carte',
  'checkout.payment.card_number': 'Numéro de carte',
  'checkout.payment.card_expiry': 'Expiration (MM/AA)',
  'checkout.payment.card_cryptogram': 'Cryptogramme',
  'checkout.payment.save_card': 'Enregistrer cette carte',
  'checkout.payment.pay': 'Payer {{amount}}',
  'checkout.payment.paying': 'Paiement en cours…',
  'checkout.payment.or': 'ou',
  'checkout.payment.apple_pay': 'Apple Pay',
  'checkout.payment.google_pay': 'Google Pay',
  'checkout.payment.wallet_pay': 'Payer avec {{wallet}}',
  'checkout.payment.wallet_sheet_title': '{{wallet}}',
  'checkout.payment.wallet_sheet_message': 'Sillon vous demande {{amount}}.',
  'checkout.payment.wallet_sheet_confirm': 'Payer avec {{wallet}} (test)',
  'checkout.payment.cancel': 'Annuler',
  'checkout.payment.three_d_secure_title': 'Authentification de votre banque',
  'checkout.payment.three_d_secure_message': 'Confirmez le paiement de {{amount}} à {{merchant}}.',
  'checkout.payment.three_d_secure_validate': 'Valider',
  'checkout.payment.network_lost':
    "La connexion a été interrompue pendant le paiement et votre commande n'est pas encore confirmée. Réessayer ne vous débitera pas deux fois.",
  'checkout.payment.retry': 'Réessayer',
  'checkout.payment.checking': 'Vérification de votre paiement…',
  'checkout.payment.choose_other_slot': 'Choisir un autre créneau',
  'checkout.confirmation.title': 'Commande confirmée',
  'checkout.confirmation.heading': 'Merci !',
  'checkout.confirmation.message': 'Votre commande n° {{number}} est confirmée.',
  'checkout.confirmation.email': 'Un e-mail de confirmation part à {{email}}.',
  'checkout.confirmation.see_recap': 'Voir le récapitulatif',
  'checkout.recap.title': 'Récapitulatif de la commande',
  'checkout.recap.heading': 'Votre commande n° {{number}}',
  'checkout.recap.total': 'Total payé',
  'checkout.newsletter.title': 'Newsletter',
  'checkout.newsletter.heading': 'Des nouvelles de la ferme ?',
  'checkout.newsletter.message':
    'Recevez chaque semaine nos arrivages de saison et les histoires de nos producteurs par e-mail.',
  'checkout.newsletter.accept': 'Oui, chaque semaine',
  'checkout.newsletter.decline': 'Non merci',
  'checkout.all_done.title': 'À bientôt',
  'checkout.all_done.heading': 'À très bientôt !',
  'checkout.all_done.message':
    'Nous préparons votre commande avec soin. Vous pouvez la suivre dans votre compte.',
  'checkout.all_done.back_home': "Retour à l'accueil",
  'checkout.shipping_methods.bag': 'Livraison à vélo',
  'checkout.shipping_methods.parcel': 'Livraison à domicile sur rendez-vous',
  'checkout.shipping_methods.pickup-point': 'Retrait en point relais',
  'checkout.delivery_estimates.bag': 'Sous 24 à 48 h, sur un créneau de 2 à 4 h',
  'checkout.delivery_estimates.parcel': 'Sur rendez-vous, le jour de votre choix',
  'checkout.delivery_estimates.pickup-point': 'Sous 3 à 5 jours ouvrés',
  'checkout.slots_headline.bag': 'Livraison à vélo : choisissez un créneau de 2 à 4 h, 24 à 48 h à l’avance',
  'checkout.slots_headline.parcel': 'Livraison sur rendez-vous : choisissez votre demi-journée',
  'checkout.slots_headline.none': 'Aucun créneau disponible pour le moment',
  'orders.status.scheduled': 'En cours',
  'orders.status.delivery': 'En livraison',
  'orders.status.delivered': 'Livrée',
  'orders.status.canceled': 'Annulée',
  'orders.status.unknown': 'Inconnu',
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
  'promotions.first_orders_gift': 'Le cadeau de vos premières commandes',
  'promotions.first_order_free_delivery': 'Livraison offerte pour votre première commande',
  'promotions.referral_name': 'Parrainage',
  'promotions.referral_description': '{{amount}} offerts sur votre première commande grâce à votre parrain',
  'promotions.referral_reward_name': 'Merci pour votre parrainage',
  'promotions.referral_reward_description':
    '{{amount}} offerts sur une prochaine commande : votre filleul a passé sa première commande.',
  'cart.subtotals.items': 'Sous-total',
  'cart.subtotals.discounts': 'Réductions',
  'cart.subtotals.shipping': 'Livraison',
  'cart.subtotals.offered': 'Cadeaux offerts',
  'cart.subtotals.vat': 'Dont TVA {{rate}}',
  'payments.methods.credit_card': 'Carte bancaire',
  'payments.methods.credit_card_description': 'CB, Visa, Mastercard ou American Express',
  'payments.methods.apple_pay': 'Apple Pay',
  'payments.methods.apple_pay_description': 'Payez en un geste avec Apple Pay',
  'payments.methods.google_pay': 'Google Pay',
  'payments.methods.google_pay_description': 'Payez en un geste avec Google Pay',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof ui;

/**
 * Violations whose sentence needs parameters: the rule returns the code (for the server and the
 * logs) and its `params`; the app shows this key's sentence filled with them.
 */
export const detailedMessageKeys = {
  quantity_above_limit: 'components.cart.max_quantity_reached',
  minimum_order_not_reached: 'components.cart.minimum_order_not_reached',
  otp_resend_too_soon: 'screens.sign_in.resend_code_in',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;
