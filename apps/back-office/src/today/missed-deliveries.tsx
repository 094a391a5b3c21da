/**
 * « Livraisons manquées » on « Aujourd'hui »: the day's orders the courier could not hand over,
 * each with the customer, the courier's reason and note, and the order as it stands now, so the
 * office sees them without opening each round (such an order is back « En cours », like any order
 * still to deliver, until it is moved to a new slot or sent again).
 */
import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { formatMoment, slotHours } from '../common/format';
import { useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import { StatusChip } from '../orders/order-fields';
import type { MissedDelivery } from '../providers/staff-types';
import { courierNoteText, outcomeLabel } from '../rounds/round-labels';

/** « Tournée 1 (10:00–12:00) · Paul · Absent (Injoignable) à 10:40 ». */
export function missedDeliveryText(missed: MissedDelivery): string {
  return [
    `Tournée ${missed.roundNumber} (${slotHours({ startsAt: missed.slot.start, endsAt: missed.slot.end })})`,
    missed.courierName ?? 'sans livreur',
    outcomeLabel({ outcome: 'absent', ...missed }),
  ].join(' · ');
}

/** Still to deliver again: back « En cours », its round gone without it, on no new slot yet. */
export const isStillToDeliver = (missed: MissedDelivery) =>
  missed.status === 'scheduled' && missed.newSlot === null;

/**
 * What is left to do: the ones still to deliver again, and those already moved to a new slot
 * (« Changer de créneau »); the others were sent again, delivered or cancelled since.
 */
export function missedCountsText(items: readonly MissedDelivery[]): string[] {
  const toDeliver = items.filter(isStillToDeliver).length;
  const moved = items.filter((missed) => missed.status === 'scheduled' && missed.newSlot !== null).length;
  return [
    ...(toDeliver > 0
      ? [`Dont ${toDeliver} encore « En cours » : à livrer de nouveau depuis la page de la commande.`]
      : []),
    ...(moved > 0 ? [`Dont ${moved} ${moved > 1 ? 'déplacées' : 'déplacée'} sur un nouveau créneau.`] : []),
  ];
}

/** « Nouveau créneau : samedi 16 mars à 10:00 », once the order was moved to one. */
export function newSlotText(missed: MissedDelivery): string | null {
  return missed.newSlot ? `Nouveau créneau : ${formatMoment(missed.newSlot.start)}` : null;
}

function MissedRow({ missed }: { missed: MissedDelivery }) {
  return (
    <Box sx={{ py: 1 }} data-testid="missed-delivery-row">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>
          <Link to={`/orders/${encodeURIComponent(missed.orderNumber)}/show`}>{missed.orderNumber}</Link>
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{missed.customerName}</Typography>
        <StatusChip status={missed.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {missedDeliveryText(missed)}
      </Typography>
      {missed.newSlot && <Typography variant="body2">{newSlotText(missed)}</Typography>}
      {missed.absenceNote && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {courierNoteText(missed.absenceNote)}
        </Typography>
      )}
    </Box>
  );
}

export function MissedDeliveries({ day }: { day: string }) {
  const { data, error, isPending } = useStaffQuery(['rounds', 'missed', day], (staff) =>
    staff.missedDeliveries(day),
  );
  return (
    <Card variant="outlined" data-testid="missed-deliveries">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Livraisons manquées
          </Typography>
          {data && data.items.length > 0 && <Chip size="small" color="warning" label={data.items.length} />}
        </Stack>
        {error ? (
          <Failure error={error} />
        ) : isPending ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Typography color="text.secondary">Aucune livraison manquée ce jour-là.</Typography>
        ) : (
          <>
            {missedCountsText(data.items).map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
            {data.items.map((missed, index) => (
              <Fragment key={`${missed.orderNumber}-${missed.outcomeAt}`}>
                {index > 0 && <Divider />}
                <MissedRow missed={missed} />
              </Fragment>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
