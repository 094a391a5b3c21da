/** French texts of the back office's answers (the shop's staff, not its customers). */
import type { ErrorText } from '.';

export const staffErrors = {
  prepared_quantity_invalid: {
    title: 'Quantité préparée impossible',
    content:
      'Chaque quantité préparée est un nombre entier entre 0 et la quantité commandée, pour une ligne de cette commande.',
  },
  substitute_not_wanted: {
    title: 'Pas de remplacement',
    content:
      'Le client a choisi « Ne pas remplacer » pour ce produit : laissez-le de côté, il ne sera pas facturé.',
  },
  substitute_not_similar: {
    title: 'Remplacement impossible',
    content:
      'Ce produit ne remplace pas celui commandé : même rayon, même unité, mêmes labels, prix proche, disponible en quantité et livrable à cette adresse. Choisissez-en un autre dans la liste.',
  },
  substitute_unknown_line: {
    title: 'Ligne inconnue',
    content: 'Un remplacement ne peut porter que sur une ligne manquante de cette commande.',
  },
  substitute_quantity_invalid: {
    title: 'Quantité de remplacement impossible',
    content: 'Un remplacement compte au moins une unité et au plus les unités manquantes de la ligne.',
  },
  substitute_product_unknown: {
    title: 'Produit inconnu',
    content: 'Ce produit de remplacement n’est pas au catalogue. Choisissez-en un dans la liste.',
  },
  substitution_report_range_invalid: {
    title: 'Période impossible',
    content: 'Choisissez une période de 92 jours au plus, dont le début précède la fin.',
  },
  staff_session_required: {
    title: 'Connexion requise',
    content: 'Connectez-vous à l’espace de l’équipe pour continuer.',
  },
  staff_forbidden: {
    title: 'Accès refusé',
    content: 'Votre rôle ne permet pas cette opération. Demandez à un administrateur.',
  },
  staff_credentials_invalid: {
    title: 'Connexion impossible',
    content:
      'E-mail ou mot de passe incorrect. Après 5 mots de passe erronés, le compte est bloqué 15 minutes.',
  },
  staff_cross_site_refused: {
    title: 'Demande refusée',
    content:
      'Cette demande ne vient pas de l’espace de l’équipe de Sillon : elle est refusée. Rouvrez le back-office et recommencez.',
  },
  staff_json_only: {
    title: 'Format refusé',
    content: 'L’espace de l’équipe n’envoie que du JSON : cette demande est refusée.',
  },
  staff_password_too_short: {
    title: 'Mot de passe trop court',
    content: 'Le mot de passe doit compter au moins 12 caractères.',
  },
  staff_email_taken: {
    title: 'E-mail déjà utilisé',
    content: 'Un membre de l’équipe a déjà cet e-mail.',
  },
  staff_member_not_found: {
    title: 'Membre introuvable',
    content: 'Ce membre de l’équipe n’existe pas.',
  },
  staff_last_admin: {
    title: 'Dernier administrateur',
    content: 'L’équipe doit garder au moins un administrateur actif.',
  },
  job_not_found: {
    title: 'Tâche introuvable',
    content: 'Cette tâche n’existe pas ou n’est plus conservée.',
  },
  job_not_failed: {
    title: 'Tâche non échouée',
    content: 'Cette tâche n’est pas en échec : elle a déjà été relancée ou s’est terminée.',
  },
  delivery_day_without_rounds: {
    title: 'Pas de livraison ce jour-là',
    content: 'Pas de livraison le dimanche ni les jours fériés : ce jour n’a aucun créneau à fermer.',
  },
  delivery_day_without_slots: {
    title: 'Aucun créneau à fermer',
    content:
      'Pas encore de créneau à fermer ce jour-là : ils s’ouvrent deux jours avant à vélo, cinq jours ouvrés avant pour les colis. Fermez la journée une fois ouverts.',
  },
  slot_capacity_below_booked: {
    title: 'Capacité trop basse',
    content: 'La capacité ne peut pas être inférieure au nombre de commandes déjà réservées sur ce créneau.',
  },
  order_departure_too_early: {
    title: 'Trop tôt pour partir',
    content:
      'Cette commande ne peut pas encore partir en livraison : elle part le jour de son créneau, une fois les commandes du créneau closes.',
  },
  order_not_rebookable: {
    title: 'Créneau non modifiable',
    content:
      'Seule une commande livrée à vélo et « En cours » (ni partie, ni livrée, ni annulée) peut changer de créneau.',
  },
  order_slot_unchanged: {
    title: 'Même créneau',
    content: 'La commande est déjà sur ce créneau : choisissez-en un autre.',
  },
  slot_started: {
    title: 'Créneau commencé',
    content: 'Ce créneau a déjà commencé : choisissez-en un plus tard.',
  },
  slot_rounds_started: {
    title: 'Tournée déjà partie',
    content:
      'Une tournée de ce créneau est déjà partie : ses tournées ne sont plus replanifiées, la commande n’y partirait sur aucun vélo. Choisissez un autre créneau.',
  },
  order_delivery_too_early: {
    title: 'Trop tôt pour livrer',
    content: 'Cette commande ne peut pas être marquée livrée avant le jour de son créneau.',
  },
  order_prepared_meanwhile: {
    title: 'Commande préparée entre-temps',
    content:
      'Cette commande a été préparée, ou remise à préparer, sur un autre écran entre-temps : rien n’a été changé. Rouvrez-la pour voir ce qui est dans les sacs.',
  },
  order_not_prepared: {
    title: 'Commande à préparer',
    content:
      'Cette commande n’est pas encore préparée : elle part une fois ses sacs faits et comptés, dans « Préparation ».',
  },
  order_pickup_not_prepared: {
    title: 'Commande à préparer',
    content:
      'Une commande en point relais part une fois préparée (son client peut la modifier jusque-là) : marquez-la préparée d’abord.',
  },
  order_payment_failed: {
    title: 'Encaissement refusé',
    content:
      'L’autorisation de la carte de cette commande a été annulée : rien n’est payé, elle n’est ni préparée ni livrée. Voyez avec le client, puis annulez-la si elle ne sera pas payée.',
  },
  order_not_placed: {
    title: 'Commande introuvable',
    content: 'Cette commande n’existe pas ou n’a pas encore été passée.',
  },
  round_started: {
    title: 'Tournée partie',
    content: 'Cette tournée est déjà partie : ses arrêts ne peuvent plus changer de tournée ni de place.',
  },
  rounds_already_started: {
    title: 'Tournées déjà parties',
    content:
      'Une tournée de ce créneau est déjà partie : les tournées ne peuvent plus être replanifiées. Déplacez les arrêts des tournées encore au dépôt.',
  },
  round_not_found: {
    title: 'Tournée introuvable',
    content: 'Cette tournée n’existe pas ou a été replanifiée. Rechargez la page.',
  },
  round_changed_meanwhile: {
    title: 'Tournée modifiée entre-temps',
    content:
      'Des commandes viennent d’arriver sur ce créneau pendant le départ : rien n’est parti. Rechargez la tournée, puis appuyez de nouveau sur « Partir ».',
  },
  round_not_started: {
    title: 'Tournée pas encore partie',
    content: 'Cette tournée n’est pas encore partie : appuyez sur « Partir » avant de marquer ses arrêts.',
  },
  stop_not_found: {
    title: 'Arrêt introuvable',
    content: 'Cet arrêt n’existe pas ou sa tournée a été replanifiée. Rechargez la page.',
  },
  round_not_yours: {
    title: 'Tournée d’un autre livreur',
    content:
      'Cette tournée est confiée à un autre livreur : lui seul, un préparateur ou un administrateur peut la faire partir.',
  },
  stop_not_yours: {
    title: 'Arrêt d’une autre tournée',
    content: 'Cet arrêt appartient à la tournée d’un autre livreur : vous ne pouvez pas le marquer.',
  },
  stop_already_done: {
    title: 'Arrêt déjà marqué',
    content: 'Cet arrêt est déjà marqué livré ou absent : votre tournée a été mise à jour.',
  },
  stop_absent_before_slot: {
    title: 'Trop tôt pour « Absent »',
    content:
      'Le créneau de ce client n’a pas encore commencé : il n’a pas à être chez lui avant. Sonnez de nouveau une fois le créneau ouvert, ou passez à l’arrêt suivant.',
  },
  absence_reason_required: {
    title: 'Motif requis',
    content:
      'Choisissez pourquoi la commande n’a pas pu être remise : absent, injoignable, refusée ou autre.',
  },
  bike_hours_too_soon: {
    title: 'Trop tôt pour changer',
    content:
      'Les horaires changent au plus tôt dans trois jours : les créneaux de demain et d’après-demain sont déjà ouverts aux réservations.',
  },
  bike_hours_none: {
    title: 'Aucun créneau',
    content: 'Gardez au moins un créneau, ou fermez la journée depuis le calendrier.',
  },
  bike_hours_too_many: {
    title: 'Trop de créneaux',
    content: 'Les horaires comptent au plus 16 créneaux (8 par jour).',
  },
  bike_hours_outside_day: {
    title: 'Horaires hors de la journée',
    content: 'Un créneau commence et finit à l’heure pile, entre 6 h et 22 h.',
  },
  bike_hours_window_length: {
    title: 'Durée du créneau',
    content: 'Un créneau dure de 2 à 4 heures.',
  },
  bike_hours_days: {
    title: 'Jours du créneau',
    content: 'Choisissez au moins un jour, du lundi au samedi : les vélos ne roulent pas le dimanche.',
  },
  bike_hours_places: {
    title: 'Places du créneau',
    content: 'Un créneau compte de 1 à 99 places, en nombre entier.',
  },
  bike_hours_overlap: {
    title: 'Créneaux qui se chevauchent',
    content:
      'Deux créneaux d’un même jour se chevauchent : chacun commence quand le précédent est fini, ou plus tard.',
  },
  bike_hours_not_found: {
    title: 'Changement introuvable',
    content: 'Aucun changement d’horaires n’est prévu à partir de ce jour.',
  },
  slot_not_bike: {
    title: 'Créneau sans vélo',
    content: 'Ce créneau n’est pas livré à vélo : il n’a pas de tournées.',
  },
} as const satisfies Record<string, ErrorText>;
