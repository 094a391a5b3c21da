/** French texts of vouchers, referral, gifts and free delivery (spec §5, §6, §8). */
import type { ErrorText } from '.';

export const promotionsErrors = {
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
    content: 'Ce code n’existe pas ou n’est pas valide.',
  },
  voucher_unknown_reason: {
    title: 'Code invalide',
    content: 'Ce code n’existe pas ou n’est pas valide.',
  },
  referral_code_own: {
    title: 'Code personnel',
    content: 'Vous ne pouvez pas utiliser votre propre code de parrainage.',
  },
  referral_code_from_referee: {
    title: 'Code non autorisé',
    content: 'Vous ne pouvez pas utiliser le code d’une personne que vous avez parrainée.',
  },
  voucher_unknown_error: {
    title: 'Code non ajouté',
    content: 'Nous n’avons pas pu ajouter ce code. Réessayez ou contactez le service client.',
  },
  voucher_not_applicable: {
    title: 'Code non applicable',
    content: 'Ce code ne peut pas être appliqué à votre commande.',
  },
  voucher_expired: {
    title: 'Code expiré',
    content: 'Ce code n’est plus valable : sa date de validité est dépassée.',
  },
  voucher_disabled: {
    title: 'Code désactivé',
    content: 'Ce code a été désactivé par l’équipe de Sillon : il n’est plus utilisable.',
  },
  voucher_code_taken: {
    title: 'Code déjà utilisé',
    content: 'Un bon de réduction porte déjà ce code. Choisissez-en un autre.',
  },
  voucher_window_invalid: {
    title: 'Dates incohérentes',
    content: 'La fin de validité doit suivre le début.',
  },
  voucher_expiry_past: {
    title: 'Fin de validité passée',
    content: 'La fin de validité est déjà passée : choisissez une date à venir.',
  },
  voucher_not_found: {
    title: 'Bon introuvable',
    content: 'Ce bon de réduction n’existe pas.',
  },
  voucher_not_started: {
    title: 'Code pas encore valable',
    content: 'Ce code n’est pas encore valable. Réessayez à partir de sa date de début.',
  },
  voucher_usage_limit_reached: {
    title: 'Code épuisé',
    content: 'Ce code a déjà été utilisé le nombre de fois autorisé.',
  },
  voucher_minimum_subtotal_not_reached: {
    title: 'Montant minimum non atteint',
    content: 'Votre panier n’atteint pas le montant minimum demandé pour ce code.',
  },
  voucher_first_order_only: {
    title: 'Réservé à la première commande',
    content: 'Ce code est réservé à votre première commande.',
  },
  voucher_not_yours: {
    title: 'Code personnel',
    content: 'Ce code est réservé à un autre client.',
  },
  voucher_withdrawn: {
    title: 'Code retiré',
    content: 'Ce code a été retiré, car la commande de votre filleul a été annulée.',
  },
  promotion_gift_unknown: {
    title: 'Produit inconnu',
    content: 'Aucun produit du catalogue n’a cette référence.',
  },
  referral_after_first_order: {
    title: 'Parrainage impossible',
    content: 'Un code de parrainage ne peut être ajouté qu’avant votre première commande.',
  },
  coupon_code_not_in_cart: {
    title: 'Aucun code appliqué',
    content: 'Ce code n’est pas appliqué à votre panier.',
  },
  cart_not_found: {
    title: 'Panier introuvable',
    content: 'Nous ne retrouvons pas votre panier. Revenez au panier pour recommencer.',
  },
  line_item_not_found: {
    title: 'Article introuvable',
    content: 'Cet article n’est plus dans votre panier.',
  },
  include_not_supported: {
    title: 'Demande invalide',
    content: 'Les informations liées demandées n’existent pas pour ce document.',
  },
} as const satisfies Record<string, ErrorText>;

export const promotionsTexts = {
  'promotions.first_orders_gift': 'Le cadeau de vos premières commandes',
  'promotions.first_order_free_delivery': 'Livraison offerte pour votre première commande',
  'promotions.first_order_free_delivery_staff': 'Livraison offerte : première commande du client',
  'promotions.referral_name': 'Parrainage',
  'promotions.referral_description': '{{amount}} offerts sur votre première commande grâce à votre parrain',
  'promotions.referral_reward_name': 'Merci pour votre parrainage',
  'promotions.referral_reward_description':
    '{{amount}} offerts sur une prochaine commande : votre filleul a reçu sa première commande.',
} as const satisfies Record<string, string>;
