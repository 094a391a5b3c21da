/**
 * Marking an order prepared (issue 37): the preparer says, line by line, what went in the bags (a
 * line short, or missing), and sees what the customer will then pay before confirming. The card is
 * charged for what was delivered, by the domain's rule, the same one the server applies.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { preparedCharge } from '@sillon/domain';
import { useState } from 'react';
import { formatEuros } from '../common/format';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import type { StaffOrder } from '../providers/staff-types';

type PaidLine = StaffOrder['lines'][number] & { lineId: string };

const paidLinesOf = (order: StaffOrder): PaidLine[] =>
  order.lines.filter((line): line is PaidLine => !line.gift && line.lineId !== null);

/** What the customer pays for these counts: what the order cost, less its missing units. */
function chargeFor(order: StaffOrder, counts: Record<string, number>) {
  const authorisedCents = order.payments
    .filter((payment) => payment.state === 'processing' || payment.state === 'completed')
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  return preparedCharge({
    totalCents: order.totals.totalCents,
    lines: paidLinesOf(order).map((line) => ({
      id: line.lineId,
      quantity: line.quantity,
      totalCents: line.totalCents,
      discountCents: line.discountCents,
      preparedQuantity: counts[line.lineId] ?? line.quantity,
    })),
    authorisedCents,
  });
}

function CountsForm({ order, onDone }: { order: StaffOrder; onDone: () => void }) {
  const lines = paidLinesOf(order);
  const [counts, setCounts] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.lineId, line.preparedQuantity ?? line.quantity])),
  );
  const prepare = useStaffAction(
    (staff, _: void) =>
      staff.setPrepared(
        order.number,
        true,
        lines.map((line) => ({
          lineId: line.lineId,
          preparedQuantity: counts[line.lineId] ?? line.quantity,
        })),
      ),
    { success: `Commande ${order.number} préparée` },
  );
  const charge = chargeFor(order, counts);
  const isShort = charge.missingCents > 0;
  return (
    <>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Indiquez la quantité mise dans les sacs pour chaque produit : 0 s’il manque.
        </Typography>
        <Table size="small" aria-label="Quantités préparées">
          <TableHead>
            <TableRow>
              <TableCell>Produit</TableCell>
              <TableCell align="right">Commandé</TableCell>
              <TableCell align="right">Préparé</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.lineId}>
                <TableCell>
                  {line.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {line.unitLabel}
                  </Typography>
                </TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right" sx={{ width: 110 }}>
                  <TextField
                    type="number"
                    size="small"
                    value={counts[line.lineId] ?? line.quantity}
                    onChange={(event) => {
                      const typed = Math.trunc(Number(event.target.value));
                      const count = Number.isFinite(typed) ? Math.min(Math.max(typed, 0), line.quantity) : 0;
                      setCounts((known) => ({ ...known, [line.lineId]: count }));
                    }}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        max: line.quantity,
                        'aria-label': `Quantité préparée : ${line.name}`,
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="prepared-charge">
          {isShort
            ? `Le client paiera ${formatEuros(charge.amountCents)} au lieu de ${formatEuros(order.totals.totalCents)} : les produits manquants ne lui sont pas facturés.`
            : `Le client paiera ${formatEuros(charge.amountCents)}, le total de sa commande.`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Le montant est prélevé sur sa carte dès la validation.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Ne rien changer</Button>
        <Button
          variant="contained"
          disabled={prepare.isPending}
          onClick={() => prepare.mutate(undefined, { onSuccess: onDone })}
        >
          Valider la préparation
        </Button>
      </DialogActions>
    </>
  );
}

/** The dialog for one order; `number` null: closed. */
export function PrepareOrderDialog({ number, onClose }: { number: string | null; onClose: () => void }) {
  const order = useStaffQuery(['order-to-prepare', number], (staff) => staff.order(number!), {
    enabled: number !== null,
  });
  return (
    <Dialog open={number !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Préparer la commande {number}</DialogTitle>
      {order.error ? (
        <DialogContent>
          <Failure error={order.error} />
        </DialogContent>
      ) : !order.data ? (
        <DialogContent>
          <Loading />
        </DialogContent>
      ) : (
        <CountsForm key={order.data.number} order={order.data} onDone={onClose} />
      )}
    </Dialog>
  );
}
