/**
 * The audit log's and the status history's words, in French: the server records stable codes
 * (`order.status`, `delivery_slot`, `staff`), the team reads sentences.
 */
const ACTIONS: Record<string, string> = {
  'staff.sign_in': 'Connexion',
  'staff.sign_in_refused': 'Connexion refusée',
  'staff.sign_out': 'Déconnexion',
  'staff_member.create': 'Membre ajouté',
  'staff_member.update': 'Membre modifié',
  'staff_member.revoke_sessions': 'Sessions fermées',
  'order.status': 'Statut de commande',
  'order.prepared': 'Commande préparée ou remise à préparer',
  'order.cancel': 'Commande annulée',
  'order.confirmation_mail': 'Confirmation renvoyée',
  'order.delivery_slot': 'Créneau changé',
  'slot.update': 'Créneau modifié',
  'delivery_day.close': 'Journée fermée ou rouverte',
  'bike_hours.change': 'Horaires des tournées changés',
  'bike_hours.cancel': 'Changement d’horaires annulé',
  'product.update': 'Produit modifié',
  'product.picture': 'Photo changée',
  'rack.update': 'Rayon modifié',
  'shelf.update': 'Étagère modifiée',
  'content.save_draft': 'Brouillon enregistré',
  'content.publish': 'Contenu publié',
  'voucher.create': 'Bon créé',
  'voucher.update': 'Bon modifié',
  'promotion_settings.change': 'Offres de bienvenue changées',
  'banner.update': 'Bannière modifiée',
  'customer.update': 'Client modifié',
  'customer.minimum_order': 'Minimum de commande changé',
  'rounds.plan': 'Tournées préparées',
  'rounds.move_stop': 'Arrêt déplacé',
  'rounds.courier': 'Livreur choisi',
  'rounds.start': 'Tournée partie',
  'rounds.stop_outcome': 'Arrêt livré ou absent',
  'review.visibility': 'Avis masqué ou affiché',
  'job.retry': 'Tâche relancée',
};

const SUBJECTS: Record<string, string> = {
  staff_member: 'Membre',
  order: 'Commande',
  delivery_slot: 'Créneau',
  delivery_day: 'Journée',
  bike_hours: 'Horaires des tournées',
  delivery_slot_rounds: 'Tournées du créneau',
  delivery_round: 'Tournée',
  round_stop: 'Arrêt de tournée',
  product: 'Produit',
  rack: 'Rayon',
  shelf: 'Étagère',
  content_document: 'Contenu',
  voucher: 'Bon',
  promotion_settings: 'Offres de bienvenue',
  banner: 'Bannière',
  customer: 'Client',
  review: 'Avis',
  job: 'Tâche',
};

const ACTORS: Record<string, string> = { staff: 'équipe', customer: 'client', system: 'automatique' };

/** An action's French name; an action this list does not know yet shows as recorded. */
export const auditActionLabel = (action: string) => ACTIONS[action] ?? action;
export const auditSubjectLabel = (subjectType: string) => SUBJECTS[subjectType] ?? subjectType;
/** The journal's subject filter: every kind of subject the server records, by its French name. */
export const auditSubjectChoices = () =>
  Object.entries(SUBJECTS)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
/** Who moved an order's status when no member is named: the team (a script), the customer or the shop itself. */
export const statusActorLabel = (kind: string) => ACTORS[kind] ?? kind;
