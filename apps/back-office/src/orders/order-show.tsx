/**
 * One order: its lines, where it goes, its payments and status history, and what the staff do
 * with it (prepared, on its way, delivered, cancel, confirmation e-mail again, packing slip).
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Show, useRecordContext, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatEuros, orderStatusLabel } from '../common/format';
import { useStaffAction } from '../common/staff-query';
import type { StaffOrder, StaffPermission } from '../providers/staff-types';
import { addressLines, deliveryText, StatusChip } from './order-fields';
import { statusActorLabel } from '../common/audit-labels';

type OrderRecord = StaffOrder & { id: string };

/** What cancelling does to this order's money, said before the staff confirm. */
function cancelConsequence(order: StaffOrder): string {
  const paid = order.payments.filter((payment) => payment.state === 'completed');
  const authorised = order.payments.filter((payment) =>
    ['pending', 'authorized', 'authorised', 'checkout', 'processing'].includes(payment.state),
  );
  const sum = (payments: StaffOrder['payments']) =>
    formatEuros(payments.reduce((total, payment) => total + payment.amountCents, 0));
  const money =
    paid.length > 0
      ? `Le paiement de ${sum(paid)} sera remboursé sur la carte du client.`
      : authorised.length > 0
        ? `L'autorisation de paiement de ${sum(authorised)} sera annulée : rien ne sera prélevé.`
        : "Aucun paiement n'est à rembourser.";
  return `${money} Le stock et la place du créneau sont rendus, et le client reçoit un e-mail.`;
}

function OrderActions({ order }: { order: OrderRecord }) {
  const { permissions } = usePermissions<StaffPermission[]>();
  const may = (permission: StaffPermission) => permissions?.includes(permission) ?? false;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const prepared = useStaffAction((staff, value: boolean) => staff.setPrepared(order.number, value), {
    success: (value) => (value ? 'Commande marquée préparée' : 'Commande remise à préparer'),
  });
  const move = useStaffAction(
    (staff, status: 'delivery' | 'delivered') => staff.moveOrder(order.number, status),
    {
      success: (status) => (status === 'delivery' ? 'Commande partie en livraison' : 'Commande livrée'),
    },
  );
  const cancel = useStaffAction((staff, _: void) => staff.cancelOrder(order.number), {
    success: 'Commande annulée',
  });
  const resend = useStaffAction((staff, _: void) => staff.resendConfirmation(order.number), {
    success: "L'e-mail de confirmation va être renvoyé",
  });
  const busy = prepared.isPending || move.isPending || cancel.isPending || resend.isPending;
  const scheduled = order.status === 'scheduled';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} className="no-print">
      {may('preparation.write') && scheduled && (
        <Button
          variant={order.preparedAt ? 'outlined' : 'contained'}
          disabled={busy}
          onClick={() => prepared.mutate(!order.preparedAt)}
        >
          {order.preparedAt ? 'Remettre à préparer' : 'Préparée'}
        </Button>
      )}
      {may('orders.status') && scheduled && (
        <Button variant="contained" disabled={busy} onClick={() => move.mutate('delivery')}>
          En livraison
        </Button>
      )}
      {may('orders.status') && order.status === 'delivery' && (
        <Button variant="contained" color="success" disabled={busy} onClick={() => move.mutate('delivered')}>
          Livrée
        </Button>
      )}
      {may('orders.cancel') && scheduled && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmingCancel(true)}>
          Annuler
        </Button>
      )}
      {may('orders.mail') && (
        <Button variant="outlined" disabled={busy} onClick={() => resend.mutate()}>
          {"Renvoyer l'e-mail de confirmation"}
        </Button>
      )}
      <Button component={Link} to={`/orders/${encodeURIComponent(order.number)}/packing-slip`} variant="text">
        Bon de préparation
      </Button>
      <Confirm
        isOpen={confirmingCancel}
        loading={cancel.isPending}
        title={`Annuler la commande ${order.number} ?`}
        content={cancelConsequence(order)}
        confirm="Annuler la commande"
        cancel="Garder la commande"
        confirmColor="warning"
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirmingCancel(false) })}
        onClose={() => setConfirmingCancel(false)}
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderDetail() {
  const order = useRecordContext<OrderRecord>();
  if (!order) return null;
  const address = addressLines(order.address);
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Commande {order.number}
        </Typography>
        <StatusChip status={order.status} />
        {order.preparedAt && (
          <Typography color="success.main">Préparée le {formatDateTime(order.preparedAt)}</Typography>
        )}
      </Stack>
      <OrderActions order={order} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Client">
            <Typography>{order.customer.name}</Typography>
            {order.customer.phone && <Typography>{order.customer.phone}</Typography>}
            {order.customer.email && <Typography>{order.customer.email}</Typography>}
            {order.customer.userId && (
              <Button
                component={Link}
                to={`/customers/${order.customer.userId}/show`}
                size="small"
                sx={{ mt: 1, px: 0 }}
              >
                Voir le client
              </Button>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Livraison">
            <Typography>{deliveryText(order)}</Typography>
            {address.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Paiements">
            {order.payments.length === 0 && <Typography color="text.secondary">Aucun paiement.</Typography>}
            {order.payments.map((payment) => (
              <Typography key={payment.number} variant="body2">
                {formatEuros(payment.amountCents)} · {paymentStateLabel(payment.state)}
                {payment.brand ? ` · ${payment.brand}` : ''}
                {payment.lastDigits ? ` •••• ${payment.lastDigits}` : ''}
              </Typography>
            ))}
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title={`Articles (${order.itemCount})`}>
            <Table size="small" aria-label="Articles de la commande">
              <TableHead>
                <TableRow>
                  <TableCell>Produit</TableCell>
                  <TableCell>Rayon</TableCell>
                  <TableCell align="right">Quantité</TableCell>
                  <TableCell align="right">Prix unitaire</TableCell>
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.lines.map((line) => (
                  <TableRow key={line.variantId}>
                    <TableCell>
                      {line.name}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {line.unitLabel}
                      </Typography>
                      {line.gift && (
                        <Typography component="span" color="secondary">
                          {' '}
                          · cadeau
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{line.rack?.label ?? '—'}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{formatEuros(line.unitPriceCents)}</TableCell>
                    <TableCell align="right">{formatEuros(line.totalCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Divider sx={{ my: 1 }} />
            <Stack alignItems="flex-end" spacing={0.5}>
              <Typography variant="body2">Produits : {formatEuros(order.totals.itemsCents)}</Typography>
              <Typography variant="body2">Livraison : {formatEuros(order.totals.deliveryCents)}</Typography>
              {order.totals.discountCents !== 0 && (
                <Typography variant="body2">
                  Réductions : {formatEuros(-Math.abs(order.totals.discountCents))}
                </Typography>
              )}
              <Typography sx={{ fontWeight: 700 }}>Total : {formatEuros(order.totals.totalCents)}</Typography>
            </Stack>
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Historique du statut">
            {order.statusHistory.length === 0 && (
              <Typography color="text.secondary">Aucun changement.</Typography>
            )}
            <Table size="small" aria-label="Historique du statut">
              <TableBody>
                {order.statusHistory.map((change) => (
                  <TableRow key={`${change.at}-${change.to}`}>
                    <TableCell>{formatDateTime(change.at)}</TableCell>
                    <TableCell>
                      {change.from ? `${orderStatusLabel(change.from)} → ` : ''}
                      {orderStatusLabel(change.to)}
                    </TableCell>
                    <TableCell>{statusActorLabel(change.by)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}

const PAYMENT_STATES: Record<string, string> = {
  completed: 'prélevé',
  pending: 'autorisé',
  processing: 'en cours',
  failed: 'refusé',
  void: 'annulé',
  voided: 'annulé',
  refunded: 'remboursé',
  checkout: 'en attente',
};

function paymentStateLabel(state: string): string {
  return PAYMENT_STATES[state] ?? state;
}

export function OrderShow() {
  return (
    <Show title="Commande" actions={false} component="div">
      <OrderDetail />
    </Show>
  );
}
