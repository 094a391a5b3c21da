/** French texts of paying (spec §5, §8): cards, wallets, the card processor’s answers, payment methods. */
import type { ErrorText } from '.';

export const paymentsErrors = {
  // Payment (§5, §8).
  card_holder_invalid: {
    title: 'Titulaire invalide',
    content: 'Nom du titulaire invalide',
  },
  card_number_invalid: {
    title: 'Numéro de carte invalide',
    content: 'Numéro de carte invalide',
  },
  card_expiry_invalid: {
    title: 'Date d’expiration invalide',
    content: 'Date d’expiration invalide',
  },
  card_expired: {
    title: 'Carte expirée',
    content: 'Cette carte a expiré : utilisez-en une autre.',
  },
  card_cryptogram_invalid: {
    title: 'Cryptogramme invalide',
    content: 'Cryptogramme invalide',
  },
  card_error: {
    title: 'Paiement refusé',
    content:
      'Un problème est survenu avec votre carte. Vérifiez vos informations ou essayez une autre carte.',
  },
  card_declined: {
    title: 'Carte refusée',
    content: 'Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.',
  },
  card_contact_support: {
    title: 'Paiement impossible',
    content: 'Ce paiement ne peut pas aboutir. Contactez le service client pour finaliser votre commande.',
  },
  card_action_failed: {
    title: 'Authentification échouée',
    content: 'L’authentification de votre paiement a échoué. Réessayez.',
  },
  card_action_canceled: {
    title: 'Authentification annulée',
    content: 'Vous avez annulé l’authentification du paiement. Votre carte n’a pas été débitée.',
  },
  card_action_unknown: {
    title: 'Authentification impossible',
    content:
      'Une erreur inattendue a interrompu l’authentification du paiement. Réessayez dans quelques instants.',
  },
  payment_retrieval_unknown: {
    title: 'Paiement introuvable',
    content: 'Nous n’avons pas pu retrouver votre paiement. Réessayez ou contactez le service client.',
  },
  payment_confirmation_failed: {
    title: 'Paiement non confirmé',
    content: 'La confirmation de votre paiement a échoué. Votre carte n’a pas été débitée.',
  },
  payment_confirmation_canceled: {
    title: 'Paiement annulé',
    content: 'Le paiement a été annulé. Votre carte n’a pas été débitée.',
  },
  payment_confirmation_unknown: {
    title: 'Paiement non confirmé',
    content:
      'Une erreur inattendue a interrompu la confirmation de votre paiement. Contactez le service client avant de réessayer.',
  },
  google_pay_failed: {
    title: 'Google Pay indisponible',
    content: 'Le paiement avec Google Pay n’a pas pu être préparé. Payez par carte ou réessayez.',
  },
  apple_pay_failed: {
    title: 'Apple Pay indisponible',
    content: 'Le paiement avec Apple Pay n’a pas pu être préparé. Payez par carte ou réessayez.',
  },
  payment_unavailable: {
    title: 'Paiement indisponible',
    content:
      'Le paiement ne peut pas être préparé pour le moment. Votre commande est gardée : réessayez dans quelques instants.',
  },
  invalid_payment_method: {
    title: 'Moyen de paiement invalide',
    content: 'Ce moyen de paiement n’est pas accepté. Choisissez-en un autre.',
  },

  // Payment processor answers (the payments module): what a card or an authorisation came to.
  card_insufficient_funds: {
    title: 'Provision insuffisante',
    content:
      'Le solde de votre carte ne permet pas ce paiement. Essayez une autre carte ou contactez votre banque.',
  },
  card_processing_error: {
    title: 'Paiement impossible',
    content:
      'Une erreur est survenue pendant le traitement de votre carte. Votre carte n’a pas été débitée. Contactez le service client si le problème persiste.',
  },
  authentication_canceled: {
    title: 'Authentification 3-D Secure annulée',
    content:
      'Vous avez annulé l’authentification demandée par votre banque. Votre carte n’a pas été débitée.',
  },
  authentication_failed: {
    title: 'Authentification 3-D Secure échouée',
    content:
      'L’authentification demandée par votre banque n’a pas abouti. Réessayez ou utilisez une autre carte.',
  },
  payment_method_invalid: {
    title: 'Moyen de paiement inutilisable',
    content:
      'Ce moyen de paiement ne peut pas être utilisé ici : seules les cartes bancaires peuvent être enregistrées.',
  },
  payment_failed: {
    title: 'Paiement non abouti',
    content:
      'Votre paiement n’a pas abouti pour une raison inconnue. Votre carte n’a pas été débitée. Réessayez ou contactez le service client.',
  },
  wallet_payment_unavailable: {
    title: 'Paiement mobile indisponible',
    content:
      'Apple Pay ou Google Pay n’a pas pu préparer le paiement. Payez par carte bancaire ou réessayez.',
  },
  challenge_not_found: {
    title: 'Authentification introuvable',
    content:
      'Cette demande d’authentification n’existe pas ou plus. Reprenez votre paiement depuis votre commande.',
  },
  payment_idempotency_key_reused: {
    title: 'Paiement déjà demandé',
    content:
      'Ce paiement a déjà été demandé pour un autre montant ou une autre carte. Reprenez votre paiement depuis le récapitulatif.',
  },
  payment_not_captured: {
    title: 'Paiement non encaissé',
    content: 'Ce paiement n’a pas été encaissé : il n’y a rien à rembourser.',
  },
  webhook_signature_invalid: {
    title: 'Signature invalide',
    content: 'Cet événement n’est pas signé par le processeur de paiement : il est refusé.',
  },
  payment_refund_too_large: {
    title: 'Remboursement impossible',
    content: 'Ce remboursement dépasse ce qui reste à rembourser sur ce paiement.',
  },
  payment_capture_too_large: {
    title: 'Encaissement impossible',
    content: 'Le montant à encaisser dépasse le montant autorisé par la carte.',
  },
  payment_already_captured: {
    title: 'Paiement déjà encaissé',
    content:
      'Ce paiement a déjà été encaissé et ne peut plus être annulé. Contactez le service client pour un remboursement.',
  },
} as const satisfies Record<string, ErrorText>;

export const paymentsTexts = {
  'payments.methods.credit_card': 'Carte bancaire',
  'payments.methods.credit_card_description': 'CB, Visa, Mastercard ou American Express',
  'payments.methods.apple_pay': 'Apple Pay',
  'payments.methods.apple_pay_description': 'Payez en un geste avec Apple Pay',
  'payments.methods.google_pay': 'Google Pay',
  'payments.methods.google_pay_description': 'Payez en un geste avec Google Pay',
} as const satisfies Record<string, string>;
