/**
 * The notice on top of an order whose last delivery failed: the courier marked it « Absent » and
 * the order came back « En cours », its money already taken. It says when, why and what the
 * courier wrote, and how the shop delivers it again from this page: on another slot, whose round
 * then takes it, or by hand (its own round has left).
 */
import { Alert, AlertTitle, Typography } from '@mui/material';
import { formatDay, formatMoment, parisDay, slotHours } from '../common/format';
import type { StaffOrder } from '../providers/staff-types';
import { absentLabel, courierNoteText } from '../rounds/round-labels';

/**
 * The lines of the notice, from the order's latest stop marked « Absent » (`missedStop`, whichever
 * slot it was on), or null when the order has nothing left to deliver again.
 */
export function missedDeliveryNotice(
  order: Pick<StaffOrder, 'status' | 'missedStop' | 'slot' | 'customer'>,
  mayMove: boolean,
): { title: string; lines: string[] } | null {
  const { missedStop: stop } = order;
  if (!stop) return null;
  if (order.status !== 'scheduled' && order.status !== 'delivery') return null;
  const who = stop.courierName ?? 'Le livreur';
  const when = stop.outcomeAt ? ` le ${formatMoment(stop.outcomeAt)}` : '';
  const lines = [
    `${who} a marqué l’arrêt « ${absentLabel(stop.absenceReason)} »${when} (tournée ${stop.roundNumber}).`,
  ];
  if (stop.absenceNote) lines.push(courierNoteText(stop.absenceNote));
  lines.push(
    order.customer.userId
      ? 'Le client voit sur sa commande que le livreur est passé ; il en a été averti par e-mail.'
      : 'Le client voit sur sa commande que le livreur est passé ; sans compte, il n’a reçu aucun e-mail.',
  );
  if (order.status === 'delivery') {
    lines.push('La commande est repartie « En livraison ».');
  } else if (order.slot && order.slot.id !== stop.slotId) {
    const day = formatDay(parisDay(order.slot.startsAt));
    lines.push(`Elle repart sur un nouveau créneau : ${day}, ${slotHours(order.slot)}.`);
  } else {
    lines.push(
      mayMove
        ? 'Sa tournée est partie : pour la livrer de nouveau, choisissez-lui un autre créneau (« Changer de créneau »), ou faites-la partir à la main (« En livraison », puis « Livrée »).'
        : 'Sa tournée est partie : un préparateur peut lui choisir un autre créneau, ou la refaire partir à la main, depuis cette page.',
    );
  }
  return { title: 'Livraison manquée', lines };
}

export function MissedDeliveryNotice({ notice }: { notice: ReturnType<typeof missedDeliveryNotice> }) {
  if (!notice) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="missed-delivery">
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Alert>
  );
}
