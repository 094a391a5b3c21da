/**
 * The journal's changes in French (issue 36): the server keeps each subject's state before and
 * after as the staff API answers it (English field names, cents, ISO times); the team reads
 * « Statut : En cours → En livraison ».
 */
import type { AbsenceReason, AuditEntry } from '../providers/staff-types';
import {
  bikeWindowsText,
  formatDate,
  formatDateTime,
  formatDay,
  formatEuros,
  orderStatusLabel,
  slotLabel,
  slotMoment,
} from '../common/format';
import { audienceLabel } from '../promotions/banner-screens';
import { VOUCHER_KINDS } from '../promotions/voucher-types';
import { absenceReasonLabel } from '../rounds/round-labels';
import { roleLabel } from './team-screens';

const FIELDS: Record<string, string> = {
  refereeDiscountCents: 'Remise du filleul',
  referrerRewardCents: 'Bon du parrain',
  referrerRewardValidDays: 'Validité du bon du parrain (jours)',
  firstOrdersGiftReference: 'Cadeau des premières commandes',
  firstOrdersWithGift: 'Commandes avec cadeau',
  firstOrderFreeDelivery: 'Première livraison offerte',
  status: 'Statut',
  preparedAt: 'Préparée le',
  shortLines: 'Manquants',
  paymentState: 'Paiement',
  capacity: 'Capacité',
  closed: 'Fermé',
  booked: 'Réservées',
  mode: 'Mode',
  startsAt: 'Début',
  endsAt: 'Fin',
  bookableUntil: 'Réservable jusqu’au',
  reference: 'Référence',
  name: 'Nom',
  unitLabel: 'Conditionnement',
  priceCents: 'Prix',
  vatRateBp: 'TVA',
  stock: 'Stock',
  available: 'En vente',
  maxOrderable: 'Maximum par commande',
  labels: 'Labels',
  regionalPostalPrefixes: 'Codes postaux de la région',
  pictureUrl: 'Photo',
  path: 'Adresse de la page',
  rack: 'Rayon',
  label: 'Libellé',
  title: 'Titre',
  subtitle: 'Sous-titre',
  deeplink: 'Lien',
  position: 'Position',
  shelves: 'Étagères',
  email: 'E-mail',
  role: 'Rôle',
  active: 'Actif',
  lockedUntil: 'Bloqué jusqu’au',
  lastSignInAt: 'Dernière connexion',
  firstName: 'Prénom',
  fullName: 'Nom complet',
  phone: 'Téléphone',
  closedAt: 'Compte fermé le',
  orders: 'Commandes',
  minimumOrderCents: 'Minimum de commande',
  hidden: 'Masqué',
  rating: 'Note',
  body: 'Texte',
  authorName: 'Auteur',
  productName: 'Produit',
  verifiedPurchase: 'Achat vérifié',
  type: 'Type',
  published: 'Version publiée',
  draft: 'Brouillon',
  code: 'Code',
  description: 'Description',
  kind: 'Type de bon',
  amountCents: 'Montant',
  percentBp: 'Pourcentage',
  expiresAt: 'Fin',
  usageLimit: 'Utilisations au total',
  usageLimitPerCustomer: 'Utilisations par client',
  minimumSubtotalCents: 'Minimum de produits',
  firstOrderOnly: 'Première commande seulement',
  disabled: 'Désactivé',
  banner: 'Bannière',
  state: 'État',
  attempts: 'Essais',
  lastError: 'Dernière erreur',
  failedAt: 'Échec le',
  courierId: 'Livreur',
  startedAt: 'Partie le',
  outcome: 'Résultat',
  outcomeAt: 'Noté le',
  absenceReason: 'Absence',
  plannedArrival: 'Arrivée prévue',
  plannedAt: 'Planifiée le',
  bags: 'Sacs',
  weightGrams: 'Poids (g)',
  absenceNote: 'Note d’absence',
  pointPrecision: 'Précision de l’adresse',
  toldNearAt: 'Client prévenu le',
  recordedAt: 'Noté le',
  roundId: 'Tournée',
  slotId: 'Créneau',
  substitutes: 'Remplacements',
  substitutions: 'Remplacements',
  from: 'À partir du',
  windows: 'Horaires',
  deliverySlot: 'Créneau',
  // A content document's fields (the journal keeps the version a change saved, field by field).
  gifts: 'Paliers',
  giftsSectionSubtitle: 'Sous-titre',
  version: 'Version',
  key: 'Clé',
  blocks: 'Blocs',
  entries: 'Entrées du menu',
  headerSlider: 'Carrousel',
  imageKey: 'Image',
  related: 'Articles liés',
  summary: 'Résumé',
  slug: 'Adresse',
  servings: 'Parts',
  preparationMinutes: 'Préparation (minutes)',
  ingredients: 'Ingrédients',
  steps: 'Étapes',
  productReferences: 'Produits',
};

/** A stop's outcome at the door (a round's courier). */
const OUTCOMES: Record<string, string> = { delivered: 'livrée', absent: 'absent' };

/** An order's payment as the order keeps it (Spree's `payment_state`), and a background job's state. */
const STATES: Record<string, string> = {
  // The card covers the order: held at placing, taken once prepared. Never « payée » before
  // the money is taken: an order cancelled meanwhile was never charged.
  paid: 'couvert par la carte',
  // A cancelled order owes nothing: its hold let go, or the payment taken refunded.
  void: 'annulé, rien n’est dû',
  balance_due: 'à payer',
  failed: 'refusé',
  retry: 'relancée',
  created: 'en attente',
  active: 'en cours',
  completed: 'terminée',
};

/** What the team never needs to read in a change: identifiers and bookkeeping times. */
const HIDDEN_FIELDS = new Set([
  'id',
  'productId',
  'ownerUserId',
  'createdAt',
  'updatedAt',
  'previewUrl',
  // A change of the rounds' hours: whether it may still be taken back, which moves with the days.
  'changeable',
  // A voucher's uses are counted by its orders, never set by a member: no line of a change.
  'uses',
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A prepared order's line the bag lacks (`{ name, prepared, ordered, substitute }`). */
type ShortLine = { name: string; prepared: number; ordered: number; substitute: string | null };
const isShortLine = (item: unknown): item is ShortLine =>
  isRecord(item) &&
  typeof item['name'] === 'string' &&
  typeof item['prepared'] === 'number' &&
  typeof item['ordered'] === 'number';
const shortLineText = (line: ShortLine) =>
  `${line.name} : ${line.prepared} sur ${line.ordered}` +
  (line.substitute ? `, remplacé par ${line.substitute}` : '');

/** An order's slot as the order keeps it (`{ id, start, end, bookableUntil }`). */
const isChosenSlot = (value: unknown): value is { start: string; end: string } =>
  isRecord(value) && typeof value['start'] === 'string' && typeof value['end'] === 'string';

/**
 * A preparation's substitutes by line (`{ name, quantity, replaces }`): which product went in the
 * bag for which; an older entry keeps only their ids, so says how many.
 */
function substitutesText(byLine: Record<string, unknown>): string {
  const substitutes = Object.values(byLine).filter(isRecord);
  if (substitutes.length === 0) return '—';
  const named = substitutes.every(
    (substitute) => typeof substitute['name'] === 'string' && typeof substitute['quantity'] === 'number',
  );
  if (!named) {
    const s = substitutes.length > 1 ? 's' : '';
    return `${substitutes.length} produit${s} remplacé${s}`;
  }
  return substitutes
    .map(
      (substitute) =>
        `${String(substitute['name'])} × ${String(substitute['quantity'])}` +
        (typeof substitute['replaces'] === 'string' ? ` pour ${substitute['replaces']}` : ''),
    )
    .join(' ; ');
}

/**
 * A tier of the gift ladder (`{ productReference, quantity, minimumUnlockableAmountCents }`), with
 * its product's name when the server found it (an older entry, or a product gone, has none).
 */
type GiftTier = {
  productReference: string;
  productName?: unknown;
  quantity: number;
  minimumUnlockableAmountCents: number;
};
const isGiftTier = (item: unknown): item is GiftTier =>
  isRecord(item) &&
  typeof item['productReference'] === 'string' &&
  typeof item['quantity'] === 'number' &&
  typeof item['minimumUnlockableAmountCents'] === 'number';
const giftTierText = (tier: GiftTier) =>
  `${typeof tier.productName === 'string' ? tier.productName : tier.productReference} × ${tier.quantity} dès ${formatEuros(tier.minimumUnlockableAmountCents)}`;

/** A change of the rounds' hours keeps its windows (`{ fromHour, toHour, days, places }`). */
const isBikeWindow = (item: unknown) =>
  isRecord(item) &&
  typeof item['fromHour'] === 'number' &&
  typeof item['toHour'] === 'number' &&
  Array.isArray(item['days']) &&
  typeof item['places'] === 'number';

export const fieldLabel = (field: string) => FIELDS[field] ?? field;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 80;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shortText = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/**
 * One value in French: euros, dates, yes/no, a status's label, a member by name (`names`); a whole
 * document only as changed.
 */
export function formatValue(
  field: string,
  value: unknown,
  names: ReadonlyMap<string, string> = new Map(),
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number') {
    if (field.endsWith('Cents')) return formatEuros(value);
    if (field.endsWith('Bp')) return `${(value / 100).toLocaleString('fr-FR')} %`;
    return value.toLocaleString('fr-FR');
  }
  if (typeof value === 'string') {
    if (field === 'status') return orderStatusLabel(value);
    if (field === 'role') return roleLabel(value);
    if (field === 'kind') return VOUCHER_KINDS.find((kind) => kind.id === value)?.name ?? value;
    if (field === 'paymentState' || field === 'state') return STATES[value] ?? value;
    if (field === 'outcome') return OUTCOMES[value] ?? value;
    if (field === 'absenceReason') return absenceReasonLabel(value as AbsenceReason);
    if (field === 'courierId') return names.get(value) ?? 'un membre de l’équipe';
    if (ISO_TIME.test(value)) return formatDateTime(value);
    if (DAY.test(value)) return formatDay(value);
    // No-break spaces: the guillemets stay with the words they quote, never alone at a line's end.
    return `«\u00a0${shortText(value)}\u00a0»`;
  }
  if (field === 'deliverySlot' && isChosenSlot(value)) {
    return slotMoment({ startsAt: value.start, endsAt: value.end });
  }
  if (field === 'substitutes' && isRecord(value)) return substitutesText(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isShortLine)) {
    return value.map(shortLineText).join(' ; ');
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isGiftTier)) {
    return value.map(giftTierText).join(' ; ');
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isBikeWindow)) {
    return bikeWindowsText(value as Parameters<typeof bikeWindowsText>[0]);
  }
  if (Array.isArray(value)) {
    // A page's text in paragraphs is shown as changed, not written out in a line.
    if (value.some((item) => typeof item === 'string' && item.length > MAX_TEXT)) return 'contenu';
    if (value.every((item) => typeof item === 'string')) return value.length ? value.join(', ') : '—';
    return `${value.length} élément${value.length > 1 ? 's' : ''}`;
  }
  if (isRecord(value) && typeof value['label'] === 'string') return value['label'];
  if (isRecord(value) && typeof value['title'] === 'string')
    return `«\u00a0${shortText(value['title'])}\u00a0»`;
  return 'contenu';
}

/**
 * One field of a change; `summary` stands for « avant → après » when both read alike (a page's
 * text, a list of as many blocks): « Texte : modifié ».
 */
export type ChangeLine = {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
  summary?: string;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** A state that is a list: a day's slots, each closed or not, or a slot's rounds with their stops. */
const LISTS = {
  slots: {
    field: 'closed',
    label: 'Créneaux fermés',
    text: (slots: unknown[]) =>
      `${slots.filter((slot) => isRecord(slot) && slot['closed'] === true).length} sur ${slots.length}`,
  },
  rounds: {
    field: 'rounds',
    label: 'Tournées',
    text: (rounds: unknown[]) => {
      if (rounds.length === 0) return 'aucune';
      const stops = rounds.reduce<number>(
        (count, round) =>
          count + (isRecord(round) && Array.isArray(round['stops']) ? round['stops'].length : 0),
        0,
      );
      return `${plural(rounds.length, 'tournée')}, ${plural(stops, 'arrêt')}`;
    },
  },
};

/** A closed or reopened day, or a slot's rounds planned: one line, not the list's items. */
function listLine(before: unknown, after: unknown): ChangeLine | null {
  if (!Array.isArray(before) && !Array.isArray(after)) return null;
  const items = [before, after].flatMap((state) => (Array.isArray(state) ? (state as unknown[]) : []));
  const isRound = (item: unknown) => isRecord(item) && Array.isArray(item['stops']);
  const list = items.length > 0 && items.every(isRound) ? LISTS.rounds : LISTS.slots;
  const text = (state: unknown) => (Array.isArray(state) ? list.text(state) : '—');
  const line = { field: list.field, label: list.label, before: text(before), after: text(after) };
  return { ...line, changed: line.before !== line.after };
}

/**
 * The lines of one change: each field that differs, « champ : avant → après ». A creation (no
 * state before) lists what was created; a field whose values read alike (a document's body) says
 * « modifié », not its JSON.
 */
export function changeLines(
  before: unknown,
  after: unknown,
  names: ReadonlyMap<string, string> = new Map(),
): ChangeLine[] {
  const list = listLine(before, after);
  if (list) return [list];
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (field) => !HIDDEN_FIELDS.has(field) && !same(was[field], is[field]),
  );
  return fields.flatMap((field) => {
    const before = formatValue(field, was[field], names);
    const after = formatValue(field, is[field], names);
    const line = { field, label: fieldLabel(field), before, after, changed: true };
    if (before !== after) return [line];
    // Nothing a reader could see (absent then empty): no line.
    return before === '—' ? [] : [{ ...line, summary: 'modifié' }];
  });
}

/** The subject as the team knows it: the member's or product's name, the order's number, the day. */
export function subjectName(entry: AuditEntry, memberNames: ReadonlyMap<string, string>): string {
  const id = entry.subjectId;
  const state = isRecord(entry.after) ? entry.after : isRecord(entry.before) ? entry.before : {};
  const text = (field: string) =>
    typeof state[field] === 'string' && state[field] ? String(state[field]) : null;
  switch (entry.subjectType) {
    case 'staff_member':
      return (id && memberNames.get(id)) ?? text('name') ?? '';
    case 'delivery_day':
      return id ? formatDay(id) : '';
    case 'delivery_slot':
      return typeof state['startsAt'] === 'string' && typeof state['endsAt'] === 'string'
        ? `${formatDate(state['startsAt'])} ${slotLabel({
            mode: text('mode') ?? '',
            startsAt: state['startsAt'],
            endsAt: state['endsAt'],
          })}`
        : '';
    case 'banner':
      return id ? audienceLabel(id) : '';
    case 'voucher':
      return text('code') ?? '';
    case 'customer':
      return text('fullName') ?? text('firstName') ?? text('email') ?? '';
    case 'review':
      return [text('productName'), text('authorName')].filter(Boolean).join(', ');
    case 'job':
      return text('kind') ?? '';
    case 'order':
      return id ?? '';
    case 'delivery_round': {
      const day = text('day');
      return typeof state['number'] === 'number' && day && DAY.test(day)
        ? `${state['number']} du ${formatDay(day)}`
        : '';
    }
    case 'delivery_slot_rounds': {
      // Its subject is « day slotId »; its state, the slot's rounds.
      const [day = ''] = (id ?? '').split(' ');
      return DAY.test(day) ? `du ${formatDay(day)}` : '';
    }
    case 'bike_hours':
      return id ? `à partir du ${formatDay(id)}` : '';
    case 'round_stop':
      return [
        text('orderNumber') && `Commande ${text('orderNumber')}`,
        typeof state['roundNumber'] === 'number' && typeof state['position'] === 'number'
          ? `tournée ${state['roundNumber']}, arrêt ${state['position']}`
          : null,
      ]
        .filter(Boolean)
        .join(' · ');
    default:
      return text('name') ?? text('title') ?? text('label') ?? '';
  }
}
