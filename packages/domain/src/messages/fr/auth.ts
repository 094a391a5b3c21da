/** French texts of phone sign-in (spec §4, §8): codes, limits, sessions, the sign-in and sign-up screens. */
import type { ErrorText } from '.';

export const authErrors = {
  // Phone authentication (§8).
  invalid_phone: {
    title: 'Numéro invalide',
    content:
      'Ce numéro de téléphone n’est pas valide. Saisissez un numéro de mobile français, par exemple 06 12 34 56 78.',
  },
  phone_not_mobile: {
    title: 'Numéro de mobile attendu',
    content: 'Ce numéro est un fixe : le code arrive par SMS. Saisissez un numéro de mobile, en 06 ou 07.',
  },
  captcha_failed: {
    title: 'Vérification échouée',
    content: 'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Réessayez.',
  },
  too_many_otp_requests: {
    title: 'Trop de demandes',
    content: 'Vous avez demandé trop de codes. Par sécurité, ce numéro est bloqué pendant 1 heure.',
  },
  quota_exceeded: {
    title: 'Service saturé',
    content: 'Nous ne pouvons pas envoyer de SMS pour l’instant. Réessayez dans 2 à 3 minutes.',
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
    title: 'Le code n’est pas bon',
    content: 'Vérifiez le code à 6 chiffres reçu par SMS, ou demandez-en un nouveau.',
  },
  too_many_attempts: {
    title: 'Trop de tentatives',
    content: 'Vous avez fait trop de tentatives. Patientez quelques minutes avant de réessayer.',
  },
  account_closed: {
    title: 'Compte supprimé',
    content:
      'Vous avez supprimé ce compte : il est fermé et sera effacé sous 30 jours. Vous pourrez ensuite créer un nouveau compte avec ce numéro.',
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
    content: 'Aucun compte n’est associé à ce numéro. Voulez-vous en créer un ?',
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
    content: 'Nous n’avons pas pu vous envoyer le SMS. Réessayez dans quelques instants.',
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
    content: 'Vous n’avez pas accès à ces informations.',
  },
  merge_refused: {
    title: 'Fusion impossible',
    content: 'Ces deux comptes ne peuvent pas être réunis.',
  },
  account_already_exists: {
    title: 'Compte existant',
    content: 'Un compte existe déjà pour ce numéro. Connectez-vous pour le retrouver.',
  },
} as const satisfies Record<string, ErrorText>;

export const authTexts = {
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
  'sms.sign_in_code': 'Sillon : votre code de connexion est {{code}}. Il expire dans {{minutes}} minutes.',
  'tips.finish_sign_up.title': 'Finalisez votre inscription',
  'tips.finish_sign_up.subtitle': 'Ajoutez votre e-mail et votre adresse de livraison pour commander.',
} as const satisfies Record<string, string>;
