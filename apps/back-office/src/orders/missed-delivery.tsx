/**
 * The notice on top of an order whose last delivery failed: the courier marked it « Absent » and
 * the order came back « En cours », its money already taken. It says when, why and what the
 * courier wrote, and the only way the shop has to deliver it again: by hand, from this page (its
 * round has left, so it cannot be planned into one again).
 */
import { Alert, AlertTitle, Typography } from '@mui/material';
import { formatMoment } from '../common/format';
import type { StaffOrder } from '../providers/staff-types';
import { absentLabel, courierNoteText } from '../rounds/round-labels';

/** The lines of the notice, or null when the order has nothing left to deliver again. */
export function missedDeliveryNotice(
  order: Pick<StaffOrder, 'status' | 'stop'>,
  mayMove: boolean,
): { title: string; lines: string[] } | null {
  const { stop } = order;
  if (stop?.outcome !== 'absent') return null;
  if (order.status !== 'scheduled' && order.status !== 'delivery') return null;
  const who = stop.courierName ?? 'Le livreur';
  const when = stop.outcomeAt ? ` le ${formatMoment(stop.outcomeAt)}` : '';
  const lines = [
    `${who} a marqué l’arrêt « ${absentLabel(stop.absenceReason)} »${when} (tournée ${stop.roundNumber}).`,
  ];
  if (stop.absenceNote) lines.push(courierNoteText(stop.absenceNote));
  lines.push('Le client voit sur sa commande que le livreur est passé ; aucun e-mail ne lui a été envoyé.');
  if (order.status === 'delivery') {
    lines.push('La commande est repartie « En livraison ».');
  } else {
    lines.push(
      mayMove
        ? 'Sa tournée est partie : pour la livrer de nouveau, faites-la partir avec « En livraison », puis marquez-la « Livrée ».'
        : 'Sa tournée est partie : un préparateur peut la refaire partir depuis cette page (« En livraison », puis « Livrée »).',
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
