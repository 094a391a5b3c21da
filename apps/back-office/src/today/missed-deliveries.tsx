/**
 * « Livraisons manquées » on « Aujourd'hui »: the day's orders the courier could not hand over,
 * each with the customer, the courier's reason and note, and the order as it stands now, so the
 * office sees them without opening each round (such an order is back « En cours », like any order
 * still to deliver).
 */
import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { slotHours } from '../common/format';
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

/** Still to deliver again: back « En cours », its round gone without it. */
export const isStillToDeliver = (missed: MissedDelivery) => missed.status === 'scheduled';

/** The ones back « En cours »; the others were sent again, delivered or cancelled since. */
export function stillToDeliverText(count: number): string {
  return `Dont ${count} encore « En cours » : à livrer de nouveau depuis la page de la commande.`;
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
  const toDeliver = data?.items.filter(isStillToDeliver).length ?? 0;
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
            {toDeliver > 0 && (
              <Typography variant="body2" color="text.secondary">
                {stillToDeliverText(toDeliver)}
              </Typography>
            )}
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
