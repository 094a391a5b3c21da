/** French texts of the cart (spec §5, §8): quantities, availability, prices, subtotals. */
import type { ErrorText } from '.';

export const cartErrors = {
  // Cart (§5, §8).
  // Several changes of one order at once (two taps, two devices) that kept meeting each other.
  order_changed: {
    title: 'Commande modifiée entre-temps',
    content: 'Votre commande vient d’être modifiée ailleurs. Réessayez dans un instant.',
  },
  voucher_changed_meanwhile: {
    title: 'Bon modifié entre-temps',
    content:
      'Quelqu’un a modifié ce champ du bon entre-temps : rechargez la page pour voir sa valeur, puis refaites votre modification.',
  },
  product_changed_meanwhile: {
    title: 'Produit modifié entre-temps',
    content:
      'Quelqu’un a modifié ce champ du produit entre-temps : rechargez la page pour voir sa valeur, puis refaites votre modification.',
  },
  price_change_unconfirmed: {
    title: 'Prix à confirmer',
    content:
      'Ce prix est très loin du prix actuel (trois fois plus, ou trois fois moins) : confirmez-le pour l’enregistrer.',
  },
  product_not_found: {
    title: 'Produit introuvable',
    content: 'Ce produit n’existe pas ou n’est plus proposé.',
  },
  product_id_empty: {
    title: 'Produit non précisé',
    content: 'Aucun produit n’a été indiqué.',
  },
  product_id_invalid: {
    title: 'Produit invalide',
    content: 'L’identifiant de ce produit n’est pas valide.',
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
    content: 'Ce cadeau n’est plus proposé.',
  },
  availability_unauthorized: {
    title: 'Disponibilités inaccessibles',
    content: 'Nous n’avons pas pu vérifier la disponibilité des produits. Réessayez dans quelques instants.',
  },
  product_not_in_cart: {
    title: 'Produit absent du panier',
    content: 'Ce produit n’est plus dans votre panier.',
  },
  cart_products_unavailable: {
    title: 'Produits indisponibles',
    content: 'Certains produits de votre panier ne sont plus disponibles. Voulez-vous les retirer ?',
  },
  cart_price_changed: {
    title: 'Prix modifiés',
    content: 'Le prix de certains produits de votre panier a changé. Confirmez-vous votre panier ?',
  },
} as const satisfies Record<string, ErrorText>;

export const cartTexts = {
  'components.cart.max_quantity_reached':
    'Vous ne pouvez pas commander plus de {{max_quantity}} exemplaires de ce produit.',
  'components.cart.voucher_minimum_not_reached':
    'Ce code s’applique dès {{minimum}} de produits dans le panier.',
  'components.cart.voucher_not_started': 'Ce code n’est pas encore valable. Réessayez à partir du {{start}}.',
  'components.cart.minimum_order_not_reached':
    'Le minimum de commande est de {{minimum}}. Ajoutez quelques produits pour continuer.',
  'components.cart.unavailable.remove_them': 'Les retirer',
  'screens.cart.title': 'Mon panier',
  'screens.cart.empty': 'Votre panier est vide. Nos rayons regorgent de bons produits de saison.',
  'screens.cart.browse': 'Voir les rayons',
  'components.cart_panel.label': 'Mon panier, à côté de la page',
  'components.cart_panel.close': 'Fermer le panier',
  'components.cart_panel.whole_cart': 'Voir tout le panier (codes promo, cadeaux)',
  'screens.cart.remove': 'Retirer {{name}} du panier',
  'screens.cart.remove_short': 'Retirer',
  'screens.cart.line_unit_price': '{{quantity}} × {{price}}',
  'screens.cart.line_unavailable': 'Indisponible',
  'screens.cart.voucher_cleared': 'Code {{code}} retiré de la commande.',
  'screens.cart.gift_offered': 'Offert · valeur {{price}}',
  'screens.cart.gift_locked': 'Plus que {{missing}} pour le débloquer',
  'screens.cart.gift_unlocked': 'Débloqué',
  'screens.cart.gift_chosen': 'Débloqué · dans votre commande',
  'screens.cart.shop_gifts_title': 'Offert avec votre commande',
  'screens.cart.gift_in_order': 'Dans votre commande',
  'screens.cart.gift_choose': 'Choisir ce cadeau',
  'screens.cart.gift_drop': 'Ne pas le prendre',
  'screens.cart.gift_choose_named': 'Choisir ce cadeau : {{name}}',
  'screens.cart.gift_drop_named': 'Ne pas le prendre : {{name}}',
  'screens.cart.voucher_invalid_visitor':
    'Ce n’est pas un bon de réduction. S’il s’agit d’un code de parrainage, connectez-vous pour l’enregistrer.',
  'screens.cart.referral_after_sign_in':
    'Le code de parrainage {{code}} sera enregistré une fois votre compte créé.',
  'screens.cart.voucher_label': 'Code promo ou de parrainage',
  'screens.cart.voucher_apply': 'Appliquer',
  'screens.cart.voucher_applied': 'Code {{code}} appliqué',
  'screens.cart.voucher_not_applied': 'Code {{code}} non appliqué',
  'screens.cart.voucher_refused': 'Code {{code}} : {{reason}}',
  'screens.cart.voucher_replaced':
    'Un seul code par commande : {{code}} remplace {{previous}}. Saisissez {{previous}} à nouveau pour le reprendre.',
  'screens.cart.voucher_remove': 'Retirer le code {{code}}',
  'screens.cart.totals': 'Récapitulatif',
  'screens.cart.total': 'Total',
  'screens.cart.order': 'Commander',
  'screens.cart.confirm_prices_first': 'Confirmez d’abord les nouveaux prix, ou retirez ces produits.',
  'screens.cart.ordering': 'Préparation de votre commande…',
  'screens.cart.order_label_sign_in': 'Commander : connectez-vous d’abord',
  'screens.cart.computing': 'Calcul des montants…',
  'screens.cart.offered_value': 'Offerts avec cette commande : {{amount}} de cadeaux',
  'screens.cart.offered_note': 'Non facturés : ils ne comptent pas dans le total.',
  'screens.cart.total_before_delivery': 'Total hors livraison',
  'screens.cart.delivery': 'Livraison',
  'screens.cart.order_minimum_note': 'Commande possible dès {{minimum}} d’achats : encore {{missing}}.',
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
  'components.cart.stock_left.title': 'Stock insuffisant',
  'screens.cart.stock_left_line': '{{name}} : il en reste {{left}}.',
  'screens.cart.stock_short_totals':
    'Il ne reste pas assez de certains produits pour les quantités demandées : prenez ce qui reste ou changez les quantités.',
  'components.cart.stock_left.take': 'Prendre ce qui reste',
  'components.cart.stock_left.myself': 'Je modifie moi-même',
  'components.cart.price_changed.confirm': 'Confirmer',
  'components.cart.price_changed.remove': 'Retirer ces produits',
  'cart.subtotals.items': 'Sous-total',
  'cart.subtotals.shipping': 'Livraison',
  'cart.delivery.from': 'à partir de {{price}}',
  'cart.delivery.offered': 'Offerte',
  'cart.subtotals.vat': 'Dont TVA {{rate}}',
  'components.substitution.title': 'Si ce produit manque',
  'components.substitution.title_named': 'Si «\u00a0{{name}}\u00a0» manque',
  'components.substitution.similar': 'Produit similaire',
  'components.substitution.chosen': 'Ce produit à la place',
  'components.substitution.chosen_named': 'À la place : {{name}}',
  'components.substitution.none': 'Ne pas remplacer',
  'components.substitution.pick_title': 'Choisir le produit de remplacement',
  'components.substitution.no_similar': 'Aucun produit similaire disponible pour le moment.',
  'components.substitution.close': 'Fermer',
  'components.substitution.saved': 'C’est noté pour ce produit.',
} as const satisfies Record<string, string>;
