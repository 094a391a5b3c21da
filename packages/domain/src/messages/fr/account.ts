/** French texts of the customer's account: e-mail, profile screens. */
import type { ErrorText } from '.';

export const accountErrors = {
  // The first name (the profile and sign-up forms).
  email_too_long: {
    title: 'Adresse e-mail trop longue',
    content: 'L’adresse e-mail fait au plus 254 caractères.',
  },
  first_name_too_long: {
    title: 'Prénom trop long',
    content: 'Le prénom fait au plus 100 caractères.',
  },
  first_name_invalid: {
    title: 'Prénom invalide',
    content: 'Écrivez votre prénom en lettres.',
  },
  // Email (§5, §8).
  invalid_email: {
    title: 'Adresse e-mail invalide',
    content: 'Cette adresse e-mail n’est pas valide.',
  },
  email_already_used: {
    title: 'Adresse e-mail déjà utilisée',
    content: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  },
  email_unknown_error: {
    title: 'Adresse e-mail non enregistrée',
    content: 'Nous n’avons pas pu enregistrer votre adresse e-mail. Réessayez.',
  },
} as const satisfies Record<string, ErrorText>;

export const accountTexts = {
  'screens.account.title': 'Mon compte',
  'screens.account.hello': 'Bonjour {{name}}',
  'screens.account.phone': 'Téléphone : {{phone}}',
  'screens.account.email': 'E-mail : {{email}}',
  'screens.account.finish_sign_up': 'Finaliser mon inscription',
  'screens.account.sign_out': 'Se déconnecter',
  'screens.account.sections': 'Les rubriques de mon compte',
  'screens.account.my_info_hint': 'Prénom, e-mail, adresse de livraison',
  'screens.account.orders_hint': 'Suivre, modifier, recommander',
  'screens.account.communications_hint': 'Newsletter et notifications',
  'screens.account.vouchers_hint': 'Vos codes et leurs dates',
  'screens.account.referral_hint': '{{amount}} offerts à vos proches',
  'screens.account.privacy_hint': 'Télécharger ou supprimer vos données',
  'components.account_banner.open': 'Découvrir',
  'components.account_banner.dismiss': 'Masquer ce message',
  'screens.my_info.title': 'Mes informations',
  'screens.my_info.first_name': 'Prénom',
  'screens.my_info.email': 'E-mail',
  'screens.my_info.phone': 'Téléphone : {{phone}} (il sert à vous connecter)',
  'screens.my_info.address_heading': 'Adresse de livraison',
  'screens.my_info.save': 'Enregistrer',
  'screens.my_info.saved': 'Vos informations sont enregistrées.',
  'screens.communications.title': 'Communications',
  'screens.communications.newsletter_heading': 'Newsletter',
  'screens.communications.newsletter_message': 'Nos nouvelles de la ferme, recettes et offres, par e-mail.',
  'screens.communications.weekly': 'Chaque semaine',
  'screens.communications.monthly': 'Chaque mois',
  'screens.communications.none': 'Jamais',
  'screens.communications.newsletter_saved_weekly':
    'C’est noté : la newsletter vous arrivera chaque semaine.',
  'screens.communications.newsletter_saved_monthly': 'C’est noté : la newsletter vous arrivera chaque mois.',
  'screens.communications.newsletter_saved_none': 'C’est noté : vous ne recevrez plus la newsletter.',
  'screens.communications.notifications_heading': 'Notifications',
  'screens.communications.notifications_label': 'Être prévenu du suivi de mes commandes et livraisons',
  'screens.communications.notifications_saved_on': 'C’est noté : les notifications sont activées.',
  'screens.communications.notifications_saved_off': 'C’est noté : les notifications sont désactivées.',
  'screens.communications.notifications_apps_only':
    'Les notifications (commande en route, commande livrée) arrivent sur l’application Sillon pour iPhone et Android : activez-les depuis l’application. Sur le site, nous vous tenons informé de chaque commande par e-mail.',
  'screens.vouchers.title': 'Mes bons de réduction',
  'screens.vouchers.add_label': 'Ajouter un code',
  'screens.vouchers.add': 'Ajouter',
  'screens.vouchers.added': 'Le code {{code}} est ajouté à votre compte.',
  'screens.vouchers.referral_added': 'Le code de parrainage {{code}} est enregistré.',
  'screens.vouchers.kept_refused': 'Code de parrainage {{code}} non enregistré',
  'screens.vouchers.already_held': 'Le code {{code}} est déjà sur votre compte.',
  'screens.vouchers.list_heading': 'Mes codes',
  // Said the same to a customer whose codes were all used: a used code leaves the list.
  'screens.vouchers.empty': 'Aucun code à utiliser pour le moment. Ajoutez-en un ci-dessus.',
  'screens.vouchers.code': 'Code : {{code}}',
  'screens.vouchers.minimum': 'Dès {{amount}} d’achats',
  'screens.vouchers.first_order_only': 'Réservé à la première commande',
  'screens.vouchers.referral_applied': 'Appliqué de lui-même à votre première commande',
  'screens.vouchers.valid_between': 'Valable du {{start}} au {{end}}',
  'screens.vouchers.valid_until': 'Valable jusqu’au {{end}}',
  'screens.vouchers.valid_from': 'Valable à partir du {{start}}',
  'screens.vouchers.valid_always': 'Sans date limite',
  'screens.vouchers.not_started': 'Pas encore valable : à partir du {{start}}',
  'screens.vouchers.expiring_soon': 'Expire bientôt : valable jusqu’au {{end}}',
  'screens.vouchers.expired': 'Expiré depuis le {{end}}',
  'screens.vouchers.use': 'Utiliser',
  'screens.vouchers.use_label': 'Utiliser le code {{code}} dans mon panier',
  'screens.vouchers.in_cart': 'Choisi pour votre panier',
  'screens.vouchers.see_cart': 'Voir mon panier',
  'screens.referral.title': 'Parrainage',
  'screens.referral.heading': 'Faites découvrir Sillon à vos proches',
  'screens.referral.code_label': 'Votre code de parrainage',
  'screens.referral.friend_gets': 'Votre ami reçoit {{amount}} sur sa première commande, avec votre code.',
  'screens.referral.you_get':
    'Vous recevez un bon de réduction de {{reward}} dès que votre ami a reçu sa première commande.',
  'screens.referral.favourites_shown':
    'Votre code ouvre aussi une page de bienvenue qui montre à votre ami vos produits préférés, ceux que vous commandez le plus puis ceux de votre liste de courses, avec votre prénom : ni votre nom ni vos commandes. Elle ferme avec votre compte.',
  'screens.referral.share': 'Partager mon code',
  'screens.referral.copy': 'Copier mon invitation',
  'screens.referral.copied':
    'Invitation copiée, avec votre lien et votre code : collez-la dans un message à vos proches.',
  'screens.referral.share_message':
    'Je vous offre {{amount}} sur votre première commande chez Sillon, l’épicerie de l’agriculture régénératrice : {{link}} (ou saisissez mon code {{code}} dans votre panier).',
  'screens.referral.share_title': 'Mon code Sillon',
  'screens.referral.results_heading': 'Vos parrainages',
  'screens.referral.referees_one': '{{count}} ami parrainé',
  'screens.referral.referees_other': '{{count}} amis parrainés',
  'screens.referral.rewards_one': '{{count}} bon de réduction gagné',
  'screens.referral.rewards_other': '{{count}} bons de réduction gagnés',
  'screens.referral.none_yet': 'Personne n’a encore utilisé votre code : partagez-le !',
  'screens.referral.referred_by': 'Vous avez été parrainé par {{name}}.',
  'screens.privacy.title': 'Mes données et confidentialité',
  'screens.privacy.export_heading': 'Télécharger mes données',
  'screens.privacy.export_message':
    'Un fichier JSON de tout ce que Sillon garde sur vous : profil et adresse, commandes, codes de réduction, parrainage, cartes enregistrées, avis, appareils et consentements.',
  'screens.privacy.export': 'Télécharger mes données',
  'screens.privacy.exported': 'Le fichier {{name}} est téléchargé.',
  'screens.privacy.shared': 'Vos données sont prêtes à être enregistrées ou envoyées.',
  'screens.privacy.delete_heading': 'Supprimer mon compte',
  'screens.privacy.delete_message':
    'Votre compte est fermé aussitôt et vos données personnelles sont effacées sous {{days}} jours.',
  'screens.privacy.delete': 'Supprimer mon compte',
  'screens.privacy.confirm_title': 'Supprimer votre compte ?',
  'screens.privacy.confirm_now':
    'Tout de suite : votre compte est fermé et vous êtes déconnecté sur tous vos appareils.',
  'screens.privacy.confirm_later':
    'Sous {{days}} jours : vos données personnelles sont effacées ou rendues anonymes.',
  'screens.privacy.confirm_orders':
    'Vos commandes restent dans notre comptabilité, comme la loi l’exige, mais sans votre nom ni vos coordonnées.',
  'screens.privacy.confirm_in_progress':
    'Une commande en cours est préparée, livrée et payée comme prévu. Pour l’annuler, faites-le avant, depuis « Mes commandes ».',
  'screens.privacy.confirm_export': 'Pour garder une copie de vos données, téléchargez-les avant.',
  'screens.privacy.confirm_delete': 'Supprimer définitivement',
  'screens.privacy.keep': 'Garder mon compte',
  'screens.privacy.closed_heading': 'Votre compte est fermé',
  'screens.privacy.closed_message':
    'Vos données personnelles seront effacées le {{date}}. Merci d’avoir fait vos courses chez Sillon.',
  'screens.privacy.closed_mail': 'Nous vous le confirmons par e-mail.',
  'screens.privacy.home': 'Retour à l’accueil',
  'screens.account.substitution_title': 'Si un produit manque',
  'screens.account.substitution_hint':
    'Pour les produits de vos commandes sans choix particulier : nous vous proposons un produit similaire, ou ne remplaçons pas (non facturé).',
  'screens.account.substitution_saved': 'Votre choix est enregistré.',
} as const satisfies Record<string, string>;
