/** French texts of the customer's placed orders: the list, an order, its ticket, what can still be done. */
import type { ErrorText } from '.';

export const ordersErrors = {
  substitution_line_not_found: {
    title: 'Produit introuvable',
    content: 'Ce produit ne fait pas partie de cette commande.',
  },
  substitution_product_invalid: {
    title: 'Remplacement impossible',
    content: 'Choisissez un autre produit que celui de la ligne, parmi ceux de nos rayons.',
  },
  substitution_not_changeable: {
    title: 'Trop tard pour modifier',
    content:
      'La préparation de cette commande a commencé : le choix en cas de produit manquant ne peut plus changer.',
  },
  substitution_proposal_not_found: {
    title: 'Aucune proposition',
    content: 'Nous ne vous proposons pas de remplacement pour ce produit : rien à accepter ou refuser.',
  },
  substitution_answer_too_late: {
    title: 'Trop tard pour répondre',
    content:
      'Le temps pour répondre est passé : le remplacement a suivi votre choix pour ce produit. Voyez le détail de la commande.',
  },
  substitution_already_answered: {
    title: 'Déjà répondu',
    content: 'Vous avez déjà répondu autrement à cette proposition : votre première réponse compte.',
  },
} as const satisfies Record<string, ErrorText>;

export const ordersTexts = {
  'screens.orders.title': 'Mes commandes',
  'screens.orders.empty': 'Vous n’avez pas encore passé de commande chez Sillon.',
  'screens.orders.browse': 'Découvrir nos rayons',
  'screens.orders.order': 'Commande {{number}}',
  'screens.orders.placed_on': 'Passée le {{date}}',
  'screens.orders.items_one': '{{count}} article',
  'screens.orders.items_other': '{{count}} articles',
  // Once prepared, what the customer gets of what they ordered (missing units left out).
  'screens.orders.items_delivered_one': '{{count}} article sur {{ordered}}',
  'screens.orders.items_delivered_other': '{{count}} articles sur {{ordered}}',
  'screens.orders.more': 'Voir les commandes plus anciennes',
  'screens.orders.back': 'Toutes mes commandes',
  'screens.order.title': 'Commande {{number}}',
  'screens.order.status': 'Statut : {{status}}',
  // A line added to the placed order stays its own, at the price of its day (issue 14).
  'screens.order.line_added': 'Ajouté à la commande le {{day}} à {{hour}}',
  'screens.order.changeable_until': 'Modifiable ou annulable jusqu’au {{day}} à {{hour}} ({{left}}).',
  'screens.order.changeable_pickup': 'Modifiable ou annulable jusqu’à sa préparation.',
  'screens.order.locked': 'Cette commande n’est plus modifiable ni annulable.',
  'screens.order.time_left.under_a_minute': 'moins d’une minute',
  'screens.order.time_left.minutes_one': 'plus que {{count}} minute',
  'screens.order.time_left.minutes_other': 'plus que {{count}} minutes',
  'screens.order.time_left.hours_one': 'plus que {{count}} heure',
  'screens.order.time_left.hours_other': 'plus que {{count}} heures',
  'screens.order.time_left.hours_minutes': 'plus que {{hours}} h {{minutes}}',
  'screens.order.time_left.days_one': 'plus que {{count}} jour',
  'screens.order.time_left.days_other': 'plus que {{count}} jours',
  'screens.order.cancel': 'Annuler la commande',
  'screens.order.cancel_title': 'Annuler cette commande ?',
  'screens.order.cancel_text':
    'Vos produits sont remis en vente, les bons de réduction utilisés vous sont rendus, et le paiement est annulé ou remboursé sur votre carte.',
  'screens.order.cancel_confirm': 'Oui, annuler la commande',
  'screens.order.keep': 'Garder ma commande',
  'screens.order.canceled':
    'Votre commande est annulée. Son paiement est annulé ou remboursé sur la carte utilisée.',
  'screens.order.total_canceled': 'Total de la commande annulée',
  'screens.order.total_ordered': 'Total commandé',
  'screens.order.prepared_short':
    'Préparé : {{prepared}} sur {{quantity}}, le reste ne vous est pas facturé',
  'screens.order.prepared_missing': 'Manquant à la préparation : non facturé',
  // A line prepared short shows what it is charged, and beneath it what it came to when ordered.
  'screens.order.line_ordered': 'Commandé : {{amount}}',
  'screens.order.line_ordered_discounted': 'Commandé : {{amount}} · réductions déduites',
  'screens.order.captured': 'Encaissé',
  'screens.order.refunded': 'Remboursé le {{date}}',
  'screens.order.add_title': 'Ajouter des produits',
  'screens.order.add_explain':
    'Les produits de votre panier rejoignent cette commande, au prix du jour, payés avec la même carte. La livraison, vos réductions et vos cadeaux ne changent pas.',
  // Counted in units, as the cart's badge: « articles », not « produits » (3 oranges, 1 lemon: 4).
  'screens.order.add_from_cart_one': 'Ajouter l’article de mon panier',
  'screens.order.add_from_cart_other': 'Ajouter les {{count}} articles de mon panier',
  'screens.order.add_empty_cart':
    'Ajoutez des produits à votre panier, puis revenez ici pour les ajouter à cette commande.',
  'screens.order.added': 'Les produits de votre panier sont ajoutés à votre commande.',
  'screens.order.add_above_limit':
    '{{name}} : votre commande atteindrait plus de {{max}}, le maximum par commande. Retirez-le de votre panier (ou baissez sa quantité) pour ajouter les autres produits.',
  'screens.order.buy_again': 'Commander à nouveau',
  'screens.order.bought_again': 'Les produits de cette commande sont dans votre panier, au prix du jour.',
  'screens.order.see_cart': 'Voir mon panier',
  'screens.order.unavailable': 'Plus disponibles, donc pas ajoutés : {{names}}.',
  'screens.order.see_ticket': 'Voir le ticket',
  'screens.order.see_order': 'Voir ma commande',
  'screens.order.download_pdf': 'Télécharger le ticket (PDF)',
  'screens.order.share_pdf': 'Partager le ticket (PDF)',
  // Issue 41: one wording for the order's page, the e-mail and the push (`substitutionProposalText`).
  // The amount is what the substitute's units cost together, said so: « à 6,20 € » reads as a unit price.
  // `original` comes with its « de » (« de carottes », « d’oignons »), elided as its name asks.
  'orders.substitution_proposal_one':
    'Nous n’avions plus {{original}} : nous vous proposons {{substitute}} × {{count}} pour {{amount}}.',
  'orders.substitution_proposal_other':
    'Nous n’avions plus {{original}} : nous vous proposons {{substitute}} × {{count}} pour {{amount}} en tout.',
  'screens.order.substitution.answer_by': 'Répondez avant le {{day}} à {{hour}}.',
  'screens.order.substitution.accept': 'Accepter',
  'screens.order.substitution.refuse': 'Refuser',
  'screens.order.substitution.accepted': 'Remplacé par {{substitute}} × {{quantity}} : {{amount}}',
  'screens.order.substitution.refused': '{{substitute}} refusé : non facturé',
  'screens.order.substitution.missing': 'Manquant : {{quantity}} non facturé(s)',
  'screens.order.substitution.delivered_total': 'Total après préparation',
  // While a substitute awaits the customer's answer nothing is charged: the amounts hold if kept.
  'screens.order.substitution.line_amount_pending': 'Facturé si vous acceptez : {{amount}}',
  'screens.order.substitution.delivered_total_pending': 'Total après préparation, si vous acceptez',
  // Issue 42: the delivery day, as the courier's round goes.
  'screens.order.delivery_day.arrival_window': 'Votre livreur arrive entre {{from}} et {{to}}',
  'screens.order.delivery_day.planned_window':
    'Passage prévu le {{day}} entre {{from}} et {{to}}, précisé au départ de la tournée',
  'screens.order.delivery_day.stops_before_one': '{{count}} arrêt avant le vôtre',
  'screens.order.delivery_day.stops_before_other': '{{count}} arrêts avant le vôtre',
  'screens.order.delivery_day.next_stop': 'Vous êtes son prochain arrêt',
  'screens.order.delivery_day.absent_at':
    'Votre livreur est passé à {{hour}} sans pouvoir vous remettre votre commande',
  'screens.order.delivery_day.absent': 'Votre livreur est passé sans pouvoir vous remettre votre commande',
  // The colon holds to its word: alone on a line, it read as a stray mark.
  'screens.order.delivery_day.absent_help': 'Pour savoir ce que devient votre commande, écrivez-nous\u00a0:',
  'screens.order.delivery_day.contact': 'Nous contacter ({{email}})',
  'screens.order.payment_dropped.title': 'Le paiement de cette commande n’a pas abouti',
  'screens.order.payment_dropped.text':
    'L’autorisation de votre carte a été annulée avant tout prélèvement : rien n’a été débité, et cette commande n’est ni préparée ni livrée en l’état. Pour savoir ce qu’elle devient, écrivez-nous :',
  'screens.order.payment_dropped.subject': 'Commande {{number}} : paiement',
  'screens.order.delivery_day.contact_subject': 'Commande {{number}} : livraison manquée',
  'screens.order.delivery_day.pickup_code_title': 'Votre code de retrait',
  'screens.order.delivery_day.pickup_code_label':
    'À donner au point de retrait pour y retirer votre commande :',
  'screens.order.delivery_day.pickup_code_spoken': 'Code de retrait {{digits}}',
} as const satisfies Record<string, string>;
