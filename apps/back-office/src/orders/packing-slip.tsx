/**
 * The packing slip of one order, to print and put in the bag: its products by rack, to tick, each
 * with what the customer wants if it is missing. Once the order is prepared it says what went in
 * the bag: a short line's count (« 1 sur 2 ») and the substitute given for it, and a pickup order's
 * handover code.
 */
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, formatPhone } from '../common/format';
import { useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import type { StaffOrder, StaffSubstitution } from '../providers/staff-types';
import { addressLines, deliveryText } from './order-fields';
import { PreferenceNote } from './substitution-fields';

function linesByRack(order: StaffOrder) {
  const racks = new Map<string, StaffOrder['lines']>();
  for (const line of order.lines) {
    const label = line.rack?.label ?? 'Autres';
    racks.set(label, [...(racks.get(label) ?? []), line]);
  }
  return [...racks];
}

const SUBSTITUTE_ANSWER: Record<StaffSubstitution['settled'], string> = {
  accepted: 'accepté',
  refused: 'refusé : à retirer du sac',
  pending: 'en attente de la réponse du client',
};

/** What goes in the bag: the ordered count, or once prepared short, what was put in « sur » it. */
function BagCount({ line }: { line: StaffOrder['lines'][number] }) {
  if (line.preparedQuantity === null || line.preparedQuantity === line.quantity) return <>{line.quantity}</>;
  return (
    <>
      {line.preparedQuantity}
      <Typography component="span" variant="body2" sx={{ fontWeight: 400 }}>
        {` sur ${line.quantity}`}
      </Typography>
    </>
  );
}

/** The units the bag holds: as ordered, or once prepared what was put in, substitutes not refused. */
function inBag(order: StaffOrder): number {
  return order.lines.reduce((units, line) => {
    const substitute = line.substitution?.settled === 'refused' ? 0 : (line.substitution?.quantity ?? 0);
    return units + (line.preparedQuantity ?? line.quantity) + substitute;
  }, 0);
}

export function PackingSlip() {
  const { number = '' } = useParams();
  const { data: order, error, isPending } = useStaffQuery(['order', number], (staff) => staff.order(number));
  return (
    <Box
      sx={{ p: 3, maxWidth: 900, mx: 'auto', bgcolor: 'background.paper', minHeight: '100vh' }}
      className="print-sheet"
    >
      <Title title={`Bon de préparation ${number}`} />
      <Stack direction="row" spacing={2} className="no-print" sx={{ mb: 2 }}>
        <Button component={Link} to={`/orders/${encodeURIComponent(number)}/show`}>
          Retour à la commande
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimer
        </Button>
      </Stack>
      {error ? (
        <Failure error={error} />
      ) : isPending || !order ? (
        <Loading />
      ) : (
        <>
          <Stack direction="row" justifyContent="space-between" alignItems="flex-start" sx={{ mb: 2 }}>
            <Box>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
                Commande {order.number}
              </Typography>
              <Typography>Sillon · bon de préparation</Typography>
              <Typography variant="body2">Passée le {formatDateTime(order.completedAt)}</Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 700 }}>
                {/* Each part on one line: « 17:00–19:00 » is never cut at its dash. */}
                {deliveryText(order)
                  .split(' · ')
                  .map((part, index) => (
                    <Fragment key={part}>
                      {index > 0 ? ' · ' : ''}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {part}
                      </Box>
                    </Fragment>
                  ))}
              </Typography>
              <Typography>{order.customer.name}</Typography>
              {order.customer.phone && <Typography>{formatPhone(order.customer.phone)}</Typography>}
              {order.pickupCode && (
                <Typography sx={{ fontWeight: 700 }}>Code de retrait : {order.pickupCode}</Typography>
              )}
              {addressLines(order.address).map((line) => (
                <Typography key={line} variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {line}
                </Typography>
              ))}
            </Box>
          </Stack>
          <Table size="small" aria-label="Produits à préparer">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 40 }}>✓</TableCell>
                <TableCell>Produit</TableCell>
                <TableCell>Unité</TableCell>
                <TableCell align="right">Quantité</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linesByRack(order).map(([rack, lines]) => [
                <TableRow key={`rack-${rack}`}>
                  <TableCell colSpan={4} sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
                    {rack}
                  </TableCell>
                </TableRow>,
                ...lines.flatMap((line) => [
                  <TableRow key={line.variantId}>
                    <TableCell>☐</TableCell>
                    <TableCell>
                      {line.name}
                      {line.gift ? ' (cadeau)' : ''}
                      {/* What to do if it is missing, as the preparation dialog says it. */}
                      {line.substitution ? null : <PreferenceNote preference={line.preference} />}
                    </TableCell>
                    <TableCell>{line.unitLabel}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                      <BagCount line={line} />
                    </TableCell>
                  </TableRow>,
                  line.substitution && (
                    <TableRow key={`${line.variantId}-substitute`}>
                      <TableCell>☐</TableCell>
                      <TableCell colSpan={2}>
                        ↳ Remplacé par {line.substitution.name} (
                        {SUBSTITUTE_ANSWER[line.substitution.settled]})
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                        {line.substitution.quantity}
                      </TableCell>
                    </TableRow>
                  ),
                ]),
              ])}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 2 }}>
            {inBag(order)} article{inBag(order) > 1 ? 's' : ''} · préparé par : ____________________
          </Typography>
        </>
      )}
    </Box>
  );
}
