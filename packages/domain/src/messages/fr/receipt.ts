/** French texts of a placed order's receipt (ticket de caisse, spec §2 `my-account/orders/{id}/ticket`). */
import type { ErrorText } from '.';

export const receiptErrors = {} as const satisfies Record<string, ErrorText>;

export const receiptTexts = {
  'receipt.title': 'Ticket de caisse',
  'receipt.order': 'Commande n° {{number}}',
  'receipt.placed_at': '{{day}} à {{time}}',
  'receipt.placed_on': 'Passée le {{date}}',
  'receipt.customer': 'Client',
  'receipt.siret': 'SIRET {{siret}}',
  'receipt.vat_number': 'TVA intracommunautaire {{number}}',
  'receipt.delivery': 'Livraison',
  'receipt.delivery.bag': 'Livraison à vélo, {{day}}, {{hours}}',
  'receipt.delivery.parcel': 'Livraison sur rendez-vous, {{day}}, {{hours}}',
  'receipt.delivery.pickup_point': 'Point relais : {{company}}, {{address}}, {{zipcode}} {{city}}',
  'receipt.payment': 'Paiement',
  'receipt.payment.card': '{{brand}} •••• {{last4}}',
  'receipt.payment.none': 'Aucun paiement',
  'receipt.columns.product': 'Produit',
  'receipt.columns.unit_price': 'Prix unitaire TTC',
  'receipt.columns.quantity': 'Qté',
  'receipt.columns.vat_rate': 'TVA',
  'receipt.columns.total': 'Total TTC',
  'receipt.gifts': 'Cadeaux offerts',
  'receipt.gift_price': 'Offert',
  'receipt.gift_value': 'valeur {{price}}',
  'receipt.items_total': 'Total des produits TTC',
  'receipt.shipping': 'Livraison TTC',
  'receipt.shipping_offered': 'Livraison offerte',
  'receipt.vat.title': 'Détail de la TVA',
  'receipt.vat.rate': 'Taux',
  'receipt.vat.excluding': 'Montant HT',
  'receipt.vat.vat': 'TVA',
  'receipt.vat.including': 'Montant TTC',
  'receipt.total_excluding_vat': 'Total HT',
  'receipt.total_vat': 'Total TVA',
  // Once prepared: what the card is (or was) charged, the answers to substitutes as they stand.
  'receipt.total': 'Total TTC après préparation',
  // Before the preparation the card is only authorised: the money is taken (prélevé) once the bags are made.
  'receipt.total_to_charge': 'Total TTC à prélever',
  'receipt.total_ordered': 'Total TTC commandé',
  'receipt.preparation.title': 'Après préparation',
  'receipt.preparation.missing': 'Manquant : {{name}} × {{quantity}}',
  'receipt.preparation.substitute': 'Remplacé par {{name}} × {{quantity}}',
  'receipt.preparation.pending': '{{change}} (en attente de votre réponse)',
  'receipt.preparation.offered': 'Offert par Sillon',
  'receipt.preparation.vat_title': 'Détail de la TVA de ce qui est livré',
  'receipt.vat_note':
    'Prix TTC. Remises et livraison sont réparties entre les taux de TVA au prorata des produits commandés ; un produit ajouté à la commande après sa validation n’en porte aucune part.',
  'receipt.page': '{{order}} · page {{page}}/{{pages}}',
} as const satisfies Record<string, string>;
