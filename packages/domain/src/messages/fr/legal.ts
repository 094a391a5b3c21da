/** French texts of the legal pages, their footer and the CGV's acceptance at payment (issue 38). */
import type { ErrorText } from '.';

export const legalErrors = {
  terms_not_accepted: {
    title: 'Conditions générales de vente',
    content: 'Pour valider votre commande, lisez et acceptez nos conditions générales de vente.',
  },
  terms_version_outdated: {
    title: 'Conditions générales de vente modifiées',
    content:
      'Nos conditions générales de vente ont changé depuis que vous les avez acceptées. Relisez-les et acceptez-les à nouveau pour valider votre commande.',
  },
} as const satisfies Record<string, ErrorText>;

export const legalTexts = {
  'components.footer.label': 'Informations légales',
  'components.footer.terms': 'Conditions générales de vente',
  'components.footer.legal_notice': 'Mentions légales',
  'components.footer.privacy': 'Confidentialité',
  'components.footer.accessibility': 'Accessibilité : partiellement conforme',
  'components.footer.copyright': '© {{year}} Sillon',
  'components.footer.help_label': 'Aide et applications',
  'components.footer.contact': 'Aide et contact : {{email}}',
  'components.footer.ios_app': 'L’app sur iPhone',
  'components.footer.android_app': 'L’app sur Android',
  'screens.legal.updated_at': 'Version du {{date}}',
  'screens.account.legal': 'Informations légales',
  'screens.checkout.payment.terms_accept': 'J’ai lu et j’accepte les conditions générales de vente',
  'screens.checkout.payment.terms_version': 'Version du {{date}}',
  'screens.checkout.payment.terms_read': 'Lire les conditions générales de vente (nouvel onglet)',
  'screens.checkout.payment.terms_missing': 'Cochez cette case pour valider votre commande.',
} as const satisfies Record<string, string>;
