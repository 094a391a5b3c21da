/** French texts of the customer's account: e-mail, profile screens. */
import type { ErrorText } from '.';

export const accountErrors = {
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
} as const satisfies Record<string, ErrorText>;

export const accountTexts = {
  'screens.account.title': 'Mon compte',
  'screens.account.hello': 'Bonjour {{name}}',
  'screens.account.phone': 'Téléphone : {{phone}}',
  'screens.account.email': 'E-mail : {{email}}',
  'screens.account.finish_sign_up': 'Finaliser mon inscription',
  'screens.account.sign_out': 'Se déconnecter',
  'screens.my_info.title': 'Mes informations',
} as const satisfies Record<string, string>;
