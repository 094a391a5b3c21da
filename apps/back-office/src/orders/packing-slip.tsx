/** The packing slip of one order, to print and put in the bag: its products by rack, to tick. */
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
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, formatPhone } from '../common/format';
import { useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import type { StaffOrder } from '../providers/staff-types';
import { addressLines, deliveryText } from './order-fields';

function linesByRack(order: StaffOrder) {
  const racks = new Map<string, StaffOrder['lines']>();
  for (const line of order.lines) {
    const label = line.rack?.label ?? 'Autres';
    racks.set(label, [...(racks.get(label) ?? []), line]);
  }
  return [...racks];
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
              <Typography sx={{ fontWeight: 700 }}>{deliveryText(order)}</Typography>
              <Typography>{order.customer.name}</Typography>
              {order.customer.phone && <Typography>{formatPhone(order.customer.phone)}</Typography>}
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
                ...lines.map((line) => (
                  <TableRow key={line.variantId}>
                    <TableCell>☐</TableCell>
                    <TableCell>
                      {line.name}
                      {line.gift ? ' (cadeau)' : ''}
                    </TableCell>
                    <TableCell>{line.unitLabel}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                      {line.quantity}
                    </TableCell>
                  </TableRow>
                )),
              ])}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 2 }}>
            {order.itemCount} article{order.itemCount > 1 ? 's' : ''} · préparé par : ____________________
          </Typography>
        </>
      )}
    </Box>
  );
}
