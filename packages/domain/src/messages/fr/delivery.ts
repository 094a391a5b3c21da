/** French texts of addresses, the delivery zone, slots and pickup points (spec §1, §3, §4, §5, §8). */
import type { ErrorText } from '.';

export const deliveryErrors = {
  // Addresses and delivery zone (§1, §5, §8).
  address_invalid: {
    title: 'Adresse incorrecte',
    content: 'Le format de l’adresse est incorrect. Vérifiez les champs indiqués.',
  },
  address_name_too_long: {
    title: 'Nom trop long',
    content: 'Le nom fait au plus 100 caractères.',
  },
  address_name_invalid: {
    title: 'Nom incorrect',
    content: 'Indiquez le nom du destinataire, en lettres.',
  },
  address_city_too_long: {
    title: 'Ville trop longue',
    content: 'Le nom de la ville fait au plus 100 caractères.',
  },
  address_line_too_long: {
    title: 'Adresse trop longue',
    content: 'Cette ligne d’adresse fait au plus 255 caractères.',
  },
  address_street_invalid: {
    title: 'Adresse incomplète',
    content: 'Indiquez le numéro et la rue, ou le lieu-dit.',
  },
  postal_code_invalid: {
    title: 'Code postal invalide',
    content: 'Ceci ne ressemble pas à un code postal',
  },
  // A well-formed code no commune has (12345): there is nothing near it to show.
  postal_code_unknown: {
    title: 'Code postal inconnu',
    content: 'Aucune commune n’a ce code postal. Vérifiez-le.',
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
  delivery_instructions_too_long: {
    title: 'Instructions trop longues',
    content: 'Les instructions de livraison ne doivent pas dépasser 250 caractères.',
  },
  regional_product_unavailable: {
    title: 'Produit non disponible chez vous',
    content: 'Ce produit régional n’est pas livré à ce code postal.',
  },

  // Delivery slots and pickup points (§3, §4).
  slot_not_found: {
    title: 'Créneau introuvable',
    content: 'Ce créneau de livraison n’existe pas ou n’est plus proposé. Choisissez-en un autre.',
  },
  slot_closed: {
    title: 'Créneau fermé',
    content: 'Ce créneau n’est plus réservable. Choisissez-en un autre.',
  },
  slot_full: {
    title: 'Créneau complet',
    content: 'Ce créneau est complet, choisissez-en un autre.',
  },
  pickup_point_not_found: {
    title: 'Point relais introuvable',
    content: 'Ce point relais n’existe pas ou n’est plus proposé. Choisissez-en un autre.',
  },
} as const satisfies Record<string, ErrorText>;

export const deliveryTexts = {
  'components.address.see_served_districts': 'Voir les zones desservies',
  'components.address.contact_us': 'Nous contacter',
  'components.delivery.offered_first_order': 'Livraison offerte pour votre première commande',
  'components.delivery.offered': 'Livraison offerte',
  'components.delivery.half_price_now': 'Livraison à moitié prix, offerte dès {{free_from}} d’achats',
  'components.delivery.half_price_from':
    'Livraison à moitié prix dès {{half_from}} d’achats, offerte dès {{free_from}}',
  'components.delivery.bike_districts': 'Livraison à vélo en 24 à 48 h à {{districts}}.',
  'components.regional_product.hint': 'Produit régional : livré seulement autour de sa ferme.',
  'components.regional_product.title': 'Livré chez vous ?',
  'components.regional_product.ask':
    'Ce produit régional est livré seulement autour de sa ferme. Indiquez votre code postal pour vérifier.',
  'components.regional_product.postal_code': 'Votre code postal',
  'components.regional_product.check': 'Vérifier et ajouter',
  'components.regional_product.added': 'Il est dans votre panier.',
  'components.regional_product.other_code': 'Essayer un autre code postal',
  'components.regional_product.close': 'Fermer',
  'components.regional_product.cancel': 'Annuler',
} as const satisfies Record<string, string>;
