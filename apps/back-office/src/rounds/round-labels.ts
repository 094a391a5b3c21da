/** How a stop's outcome is written, the same on the planning screen and the courier's phone. */
import { checkDoorstepOutcome, errorText } from '@sillon/domain';
import type { AbsenceReason, DeliveryRound, RoundStop } from '../providers/staff-types';
import { formatHour } from '../common/format';

export const ABSENCE_REASONS: readonly { value: AbsenceReason; label: string }[] = [
  { value: 'absent', label: 'Absent' },
  { value: 'unreachable', label: 'Injoignable' },
  { value: 'refused', label: 'Refusée' },
  { value: 'other', label: 'Autre' },
];

export function absenceReasonLabel(reason: AbsenceReason | null): string {
  return ABSENCE_REASONS.find((known) => known.value === reason)?.label ?? 'Absent';
}

/** « Absent », « Absent (Injoignable) »: the reason only when it says more than « Absent ». */
export function absentLabel(reason: AbsenceReason | null): string {
  return reason && reason !== 'absent' ? `Absent (${absenceReasonLabel(reason)})` : 'Absent';
}

/** Nothing left to do at the stop: marked, or taken off the bike by the staff. */
export function isStopSettled(stop: Pick<RoundStop, 'outcome' | 'withdrawn'>): boolean {
  return stop.outcome !== null || stop.withdrawn;
}

/** « Livrée à 10:32 », « Absent (Injoignable) à 10:40 », « Retirée de la tournée », « À livrer ». */
export function outcomeLabel(
  stop: Pick<RoundStop, 'outcome' | 'absenceReason' | 'outcomeAt'> & { withdrawn?: boolean },
): string {
  if (stop.outcome === null && stop.withdrawn) return 'Retirée de la tournée';
  const at = stop.outcomeAt ? ` à ${formatHour(stop.outcomeAt)}` : '';
  if (stop.outcome === 'delivered') return `Livrée${at}`;
  if (stop.outcome === 'absent') return `${absentLabel(stop.absenceReason)}${at}`;
  return 'À livrer';
}

/**
 * Why « Absent » may not be marked yet at `now` (the domain's `checkDoorstepOutcome`: not before
 * the customer's slot starts), and from when; null once it may.
 */
export function absentTooEarlyText(slotStart: string, now: Date): string | null {
  const checked = checkDoorstepOutcome('absent', now, new Date(slotStart));
  if (checked.ok) return null;
  return `${errorText(checked.code).content} « Absent » possible à partir de ${formatHour(slotStart)}.`;
}

/** « Note du livreur : « Interphone en panne » », wherever the office reads a courier's note. */
export function courierNoteText(note: string): string {
  return `Note du livreur : « ${note} »`;
}

export function outcomeColor(outcome: RoundStop['outcome']): 'success' | 'warning' | 'default' {
  return outcome === 'delivered' ? 'success' : outcome === 'absent' ? 'warning' : 'default';
}

/** « 3 sacs ». */
export function bagsLabel(bags: number): string {
  return `${bags} sac${bags > 1 ? 's' : ''}`;
}

/** What a round's departure does to its orders (the planning screen), in the singular for one stop. */
export function departureText(orders: number): string {
  const told = '(e-mail et, s’il les accepte, notification)';
  return orders === 1
    ? `Sa commande passe « en livraison » : son client en est prévenu ${told} et ne peut plus la modifier. L’arrêt ne pourra plus être déplacé.`
    : `Ses ${orders} commandes passent « en livraison » : chaque client en est prévenu ${told} et ne peut plus modifier sa commande. Les arrêts ne pourront plus être déplacés.`;
}

/** The same, as the courier reads it before leaving. */
export function courierDepartureText(orders: number): string {
  return orders === 1
    ? 'La commande passe « en livraison » et son client en est prévenu.'
    : `Les ${orders} commandes passent « en livraison » et leurs clients en sont prévenus.`;
}

/** « Prévue », « Partie à 07:40 · 3/5 arrêts faits », then « Terminée · partie à 07:40 ». */
export function roundProgressLabel(round: Pick<DeliveryRound, 'startedAt' | 'stops'>): string {
  if (!round.startedAt) return 'Prévue';
  const done = round.stops.filter(isStopSettled).length;
  return done === round.stops.length
    ? `Terminée · partie à ${formatHour(round.startedAt)}`
    : `Partie à ${formatHour(round.startedAt)} · ${done}/${round.stops.length} arrêts faits`;
}

/**
 * A mark of the phone's that the shop did not keep, the stop being marked meanwhile (another phone,
 * the office): which stop, what was not kept, and the note, which the courier can still pass on.
 */
export function markNotKeptText(
  mark: { outcome: RoundStop['outcome']; absenceReason: AbsenceReason | null; absenceNote: string | null },
  stop: Pick<RoundStop, 'position' | 'customerName'> | undefined,
): string {
  const which = stop ? `L’arrêt ${stop.position} (${stop.customerName})` : 'Cet arrêt';
  const yours = mark.outcome === 'delivered' ? 'Livrée' : absentLabel(mark.absenceReason);
  const note = mark.absenceNote
    ? ` Votre note non plus : « ${mark.absenceNote} » ; dites-la à l’équipe.`
    : '';
  return `${which} était déjà marqué ailleurs : votre « ${yours} » n’a pas été enregistré.${note}`;
}
