/** French texts of the native apps' own services: push notifications (§3), error reports. */
import type { ErrorText } from '.';

export const platformErrors = {
  error_reports_rate_limited: {
    title: 'Trop de rapports',
    content: 'Trop de rapports d’erreur envoyés depuis cet appareil. Réessayez dans une minute.',
  },
  error_report_malformed: {
    title: 'Rapport illisible',
    content: 'Ce rapport d’erreur n’est pas une enveloppe Sentry lisible.',
  },
  dev_tool_this_machine_only: {
    title: 'Outil de développement',
    content:
      'Cet outil de développement ne répond qu’aux demandes faites depuis la machine du serveur lui-même.',
  },
  dev_mail_not_found: {
    title: 'Aucun e-mail',
    content: 'La boîte de développement ne garde aucun e-mail de ce rang pour cette adresse.',
  },
  error_report_foreign_project: {
    title: 'Projet inconnu',
    content: 'Ce rapport d’erreur est destiné à un autre projet que celui de la boutique.',
  },
} as const satisfies Record<string, ErrorText>;

export const platformTexts = {
  'components.push_prompt.message':
    'Activez les notifications pour savoir quand votre commande part et quand elle est livrée.',
  'components.push_prompt.accept': 'Activer les notifications',
  'components.push_prompt.decline': 'Non merci',
  // Android's notification channels, as the phone's settings list them (`push-channels.ts`).
  'notifications.channels.orders': 'Suivi de commande',
  'notifications.channels.substitutions': 'Produits à remplacer',
  'notifications.channels.courier': 'Arrivée du livreur',
  'notifications.order_on_its_way.title': 'Votre commande est en route',
  'notifications.order_on_its_way.body': 'La commande {{number}} part vers vous.',
  'notifications.order_delivered.title': 'Votre commande est livrée',
  'notifications.order_delivered.body': 'La commande {{number}} est arrivée. Bon appétit !',
  'notifications.order_courier_near.title': 'Votre livreur arrive',
  'notifications.order_courier_near.body': 'Votre livreur arrive entre {{from}} et {{to}}.',
  'notifications.substitution_proposed.title': 'Un produit manque à votre commande',
  // `proposal`: the proposal's sentence (`substitutionProposalText`), as the order's page says it.
  'notifications.substitution_proposed.body': '{{proposal}} Répondez avant {{answerBy}}.',
} as const satisfies Record<string, string>;
