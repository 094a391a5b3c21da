/**
 * One order: its lines, where it goes, its payments, its history (statuses and preparations), and
 * what the staff do with it (prepared, on its way, delivered, cancel, confirmation e-mail again,
 * packing slip).
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
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { checkConfirmationResend, errorText, isPaymentDropped, isPreparedShort } from '@sillon/domain';
import { useState } from 'react';
import { Confirm, Loading, Show, useRecordContext, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, formatEuros, formatMoment, formatPhone } from '../common/format';
import { AWAITING_ANSWER_REFRESH_MS, useStaffAction } from '../common/staff-query';
import type { StaffOrder, StaffPermission } from '../providers/staff-types';
import { addressLines, deliveryText, DisputeChip, pickupText, StatusChip } from './order-fields';
import { statusActorLabel } from '../common/audit-labels';
import {
  customerChangeText,
  PrepareOrderDialog,
  undoPreparationConsequence,
} from '../preparation/prepare-order-dialog';
import { MissedDeliveryNotice, missedDeliveryNotice } from './missed-delivery';
import { OrderStop } from './order-stop';
import { paymentStateLabel } from './payment-labels';
import { RebookSlotDialog } from './rebook-slot';
import { historyChangeKey, historyChangeText } from './status-history';
import { PreferenceNote, ProposalNote } from './substitution-fields';

type OrderRecord = StaffOrder & { id: string };
type Move = StaffOrder['moves'][number];

/**
 * The list's row stands in for the order while its detail loads (react-admin seeds the record
 * from the list): only the detail has its lines, payments, history and moves.
 */
function isWholeOrder(record: Partial<StaffOrder>): record is StaffOrder {
  return Array.isArray(record.statusHistory) && Array.isArray(record.moves) && Array.isArray(record.lines);
}

const MOVE_BUTTONS: Record<Move['to'], { label: string; done: string }> = {
  delivery: { label: 'En livraison', done: 'Commande partie en livraison' },
  delivered: { label: 'Livrée', done: 'Commande livrée' },
  scheduled: { label: 'Remettre en cours', done: 'Commande remise « En cours »' },
};

/** What the customer will receive when the order moves, said before the staff confirm. */
function moveConsequence(order: StaffOrder, to: Move['to']): { title: string; content: string } {
  const reaches = order.customer.userId
    ? (subject: string) =>
        `Le client reçoit l’e-mail «\u00a0${subject}\u00a0» et, s’il les accepte, une notification sur son téléphone.`
    : () => 'Ce client n’a pas de compte\u00a0: il ne reçoit ni e-mail ni notification.';
  switch (to) {
    case 'delivery':
      return {
        title: `Faire partir la commande ${order.number} en livraison\u00a0?`,
        content: `${reaches(`Votre commande ${order.number} est en route`)} Il ne peut plus la modifier ni l’annuler. Tant qu’elle n’est pas livrée, vous pourrez remettre la commande «\u00a0En cours\u00a0».`,
      };
    case 'delivered':
      return {
        title: `Marquer la commande ${order.number} livrée\u00a0?`,
        content: `${reaches(`Votre commande ${order.number} est livrée`)} C’est définitif\u00a0: une commande livrée ne revient pas en arrière.`,
      };
    case 'scheduled':
      return {
        title: `Remettre la commande ${order.number} «\u00a0En cours\u00a0»\u00a0?`,
        content:
          'Le départ est annulé\u00a0: le client voit de nouveau sa commande «\u00a0En cours\u00a0» et ne reçoit rien de plus. Si le message «\u00a0en route\u00a0» (e-mail ou notification) est déjà parti, il ne peut pas être repris ; au prochain départ, le client sera prévenu de nouveau.',
      };
  }
}

/** Why a move is not possible yet, in the server's words, and from when. */
function moveRefusal(move: Move): string | null {
  if (move.allowed || !move.code) return null;
  const text = errorText(move.code).content;
  return move.notBefore ? `${text} Possible à partir du ${formatMoment(move.notBefore)}.` : text;
}

/** What cancelling does to this order's money, said before the staff confirm. */
function cancelConsequence(order: StaffOrder): string {
  const paid = order.payments.filter((payment) => payment.state === 'completed');
  const taken = (payment: StaffOrder['payments'][number]) =>
    (payment.capturedCents ?? payment.amountCents) - (payment.refundedCents ?? 0);
  const authorised = order.payments.filter((payment) =>
    ['pending', 'authorized', 'authorised', 'checkout', 'processing'].includes(payment.state),
  );
  const sum = (payments: StaffOrder['payments']) =>
    formatEuros(payments.reduce((total, payment) => total + payment.amountCents, 0));
  const money =
    paid.length > 0
      ? `Le paiement de ${formatEuros(paid.reduce((total, payment) => total + taken(payment), 0))} sera remboursé sur la carte du client.`
      : authorised.length > 0
        ? `L’autorisation de paiement de ${sum(authorised)} sera annulée : rien ne sera prélevé.`
        : 'Aucun paiement n’est à rembourser.';
  return `${money} Le stock et la place du créneau sont rendus, et le client reçoit un e-mail.`;
}

/** When the order was prepared: a success while it goes on, a fact of the past once it is cancelled. */
export function PreparedNote({ order }: { order: Pick<OrderRecord, 'preparedAt' | 'status'> }) {
  if (!order.preparedAt) return null;
  const at = formatDateTime(order.preparedAt);
  return order.status === 'canceled' ? (
    <Typography color="text.secondary">Préparée le {at}, avant l’annulation</Typography>
  ) : (
    <Typography color="success.main">Préparée le {at}</Typography>
  );
}

export function OrderActions({ order }: { order: OrderRecord }) {
  const { permissions } = usePermissions<StaffPermission[]>();
  const may = (permission: StaffPermission) => permissions?.includes(permission) ?? false;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [isPreparing, setPreparing] = useState(false);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [isRebooking, setRebooking] = useState(false);
  const unprepared = useStaffAction(
    (staff, _: void) => staff.setPrepared(order.number, false, order.preparedAt),
    {
      success: 'Commande remise à préparer',
    },
  );
  // The move asked for stays named while its dialog closes, so the dialog never shows empty.
  const [moveDialog, setMoveDialog] = useState<{ to: Move['to']; isOpen: boolean } | null>(null);
  const closeMoveDialog = () => setMoveDialog((dialog) => dialog && { ...dialog, isOpen: false });
  const move = useStaffAction((staff, status: Move['to']) => staff.moveOrder(order.number, status), {
    success: (status) => MOVE_BUTTONS[status].done,
  });
  const statusMoves = may('orders.status') ? order.moves : [];
  const refusals = statusMoves.map(moveRefusal).filter((text): text is string => text !== null);
  const confirming = moveDialog ? moveConsequence(order, moveDialog.to) : null;
  const cancel = useStaffAction((staff, _: void) => staff.cancelOrder(order.number), {
    success: 'Commande annulée',
  });
  // Sent once while the page shows: the customer would receive each send.
  const resend = useStaffAction((staff, _: void) => staff.resendConfirmation(order.number), {
    success: 'L’e-mail de confirmation va être renvoyé',
    isOneOff: true,
  });
  const busy = unprepared.isPending || move.isPending || cancel.isPending || resend.isPending;
  const scheduled = order.status === 'scheduled';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} className="no-print">
      {may('preparation.write') && scheduled && (
        <Button
          variant={order.preparedAt ? 'outlined' : 'contained'}
          // Unpaid, it is not prepared (the reason is the departure's, said under the buttons).
          disabled={busy || (!order.preparedAt && isPaymentDropped(order))}
          onClick={() => (order.preparedAt ? setConfirmingUndo(true) : setPreparing(true))}
        >
          {order.preparedAt ? 'Remettre à préparer' : 'Préparée'}
        </Button>
      )}
      {statusMoves.map((option) => (
        <Button
          key={option.to}
          variant={option.to === 'scheduled' ? 'outlined' : 'contained'}
          color={option.to === 'delivered' ? 'success' : 'primary'}
          disabled={busy || !option.allowed}
          onClick={() => setMoveDialog({ to: option.to, isOpen: true })}
        >
          {MOVE_BUTTONS[option.to].label}
        </Button>
      ))}
      {may('orders.status') && order.rebookable && (
        <Button variant="outlined" disabled={busy} onClick={() => setRebooking(true)}>
          Changer de créneau
        </Button>
      )}
      {isRebooking && <RebookSlotDialog order={order} onClose={() => setRebooking(false)} />}
      {may('orders.cancel') && scheduled && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmingCancel(true)}>
          Annuler
        </Button>
      )}
      {may('orders.mail') && checkConfirmationResend(order.status).ok && (
        <Button variant="outlined" disabled={busy || resend.isSuccess} onClick={() => resend.mutate()}>
          {resend.isSuccess ? 'E-mail de confirmation renvoyé' : 'Renvoyer l’e-mail de confirmation'}
        </Button>
      )}
      <Button component={Link} to={`/orders/${encodeURIComponent(order.number)}/packing-slip`} variant="text">
        Bon de préparation
      </Button>
      <PrepareOrderDialog number={isPreparing ? order.number : null} onClose={() => setPreparing(false)} />
      <Confirm
        isOpen={confirmingUndo}
        loading={unprepared.isPending}
        title={`Remettre la commande ${order.number} à préparer ?`}
        content={undoPreparationConsequence(order.lines.filter((line) => line.substitution).length)}
        confirm="Remettre à préparer"
        cancel="Retour"
        onConfirm={() => unprepared.mutate(undefined, { onSettled: () => setConfirmingUndo(false) })}
        onClose={() => setConfirmingUndo(false)}
      />
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
      <Confirm
        isOpen={moveDialog?.isOpen ?? false}
        loading={move.isPending}
        title={confirming?.title ?? ''}
        content={confirming?.content ?? ''}
        confirm={moveDialog ? MOVE_BUTTONS[moveDialog.to].label : ''}
        cancel="Ne rien changer"
        onConfirm={() => moveDialog && move.mutate(moveDialog.to, { onSettled: closeMoveDialog })}
        onClose={closeMoveDialog}
      />
      {refusals.map((text) => (
        <Typography key={text} variant="body2" color="text.secondary" sx={{ width: '100%' }}>
          {text}
        </Typography>
      ))}
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
  const record = useRecordContext<OrderRecord>();
  // A preparer reads the order, not the customer's page (refused to that role).
  const { permissions } = usePermissions<StaffPermission[]>();
  const canSeeCustomers = permissions?.includes('customers.read') ?? false;
  const mayMove = permissions?.includes('orders.status') ?? false;
  if (!record) return null;
  if (!isWholeOrder(record)) return <Loading />;
  const order = record as OrderRecord;
  const address = addressLines(order.address);
  const missed = missedDeliveryNotice(order, mayMove);
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Commande {order.number}
        </Typography>
        <StatusChip status={order.status} />
        <PreparedNote order={order} />
        {order.disputedAt && <DisputeChip at={order.disputedAt} />}
      </Stack>
      <MissedDeliveryNotice notice={missed} />
      <OrderActions order={order} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Client">
            <Typography>{order.customer.name}</Typography>
            {order.customer.phone && <Typography>{formatPhone(order.customer.phone)}</Typography>}
            {order.customer.email && <Typography>{order.customer.email}</Typography>}
            {order.termsAccepted && (
              <Typography variant="body2" color="text.secondary">
                CGV du {formatDate(order.termsAccepted.version)} acceptées le{' '}
                {formatDateTime(order.termsAccepted.acceptedAt)}
              </Typography>
            )}
            {order.customer.userId && canSeeCustomers && (
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
            {order.customerMayChangeUntil && (
              <Typography variant="body2" color="text.secondary" data-testid="customer-may-change">
                {customerChangeText(order.customerMayChangeUntil)}
              </Typography>
            )}
            {order.pickupPoint && (
              <>
                <Typography variant="body2">{order.pickupPoint.address}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {pickupText(order.completedAt)}
                </Typography>
                {order.pickupCode && (
                  <Typography variant="body2">
                    Code de retrait : <strong>{order.pickupCode}</strong>
                  </Typography>
                )}
                {order.pickupPoint.openingHours.map((line) => (
                  <Typography key={line.day} variant="body2">
                    {line.day} : {line.hours}
                  </Typography>
                ))}
              </>
            )}
            {order.pickupPoint && address.length > 0 && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Adresse du client
              </Typography>
            )}
            {address.map((line) => (
              // Delivery instructions keep the customer's line breaks (« Code 4B12 / 3e étage »).
              <Typography
                key={line}
                variant="body2"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {line}
              </Typography>
            ))}
            {order.stop && <OrderStop stop={order.stop} showNote={!missed} />}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Paiements">
            {order.payments.length === 0 && <Typography color="text.secondary">Aucun paiement.</Typography>}
            {order.payments.map((payment) => (
              <Typography key={payment.number} variant="body2">
                {paymentAmountText(payment)}
                {payment.brand ? ` · ${payment.brand}` : ''}
                {payment.lastDigits ? ` •••• ${payment.lastDigits}` : ''}
                {payment.failureCode === 'payment_confirmation_canceled' && (
                  <Typography component="span" color="error" variant="body2">
                    {' '}
                    · autorisation annulée par la banque : rien n’a été prélevé
                  </Typography>
                )}
              </Typography>
            ))}
            <MoneyMoved order={order} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title={`Articles (${order.itemCount})`}>
            {/* A phone scrolls the lines sideways rather than widening the whole page. */}
            <TableContainer>
              <Table size="small" aria-label="Articles de la commande">
                <TableHead>
                  <TableRow>
                    <TableCell>Produit</TableCell>
                    <TableCell>Rayon</TableCell>
                    <TableCell align="right">Quantité</TableCell>
                    {order.preparedAt && <TableCell align="right">Préparé</TableCell>}
                    <TableCell align="right">Prix unitaire</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.lineId ?? line.variantId}>
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
                        {/* Once prepared, what replaced a short line matters more than the wish. */}
                        {line.substitution ? (
                          <ProposalNote proposal={line.substitution} />
                        ) : order.preparedAt ? (
                          isPreparedShort(line) && (
                            <Typography variant="body2" color="text.secondary">
                              {missingText(line.quantity - line.preparedQuantity)}
                            </Typography>
                          )
                        ) : (
                          order.status === 'scheduled' && <PreferenceNote preference={line.preference} />
                        )}
                      </TableCell>
                      <TableCell>{line.rack?.label ?? '—'}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      {order.preparedAt && (
                        <TableCell
                          align="right"
                          sx={
                            line.preparedQuantity !== line.quantity
                              ? { color: 'error.main', fontWeight: 700 }
                              : {}
                          }
                        >
                          {line.preparedQuantity ?? line.quantity}
                        </TableCell>
                      )}
                      <TableCell align="right">{formatEuros(line.unitPriceCents)}</TableCell>
                      <TableCell align="right">
                        <LineTotal line={line} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Divider sx={{ my: 1 }} />
            <Stack alignItems="flex-end" spacing={0.5}>
              <Typography variant="body2">Produits : {formatEuros(order.totals.itemsCents)}</Typography>
              <Typography variant="body2">Livraison : {formatEuros(order.totals.deliveryCents)}</Typography>
              {order.promotions.map((promotion) => (
                <Typography variant="body2" key={`${promotion.kind}-${promotion.code ?? promotion.name}`}>
                  {promotion.name}
                  {promotion.code ? ` (${promotion.code})` : ''}
                  {/* A free delivery is in the delivery's price: its name says it all. */}
                  {promotion.amountCents === 0 ? '' : ` : ${formatEuros(promotion.amountCents)}`}
                </Typography>
              ))}
              {order.promotions.length === 0 && order.totals.discountCents !== 0 && (
                <Typography variant="body2">
                  Réductions : {formatEuros(-Math.abs(order.totals.discountCents))}
                </Typography>
              )}
              <Typography sx={{ fontWeight: 700 }}>Total : {formatEuros(order.totals.totalCents)}</Typography>
              {/* A cancelled order owes nothing: « Paiements » says what was given back. */}
              {order.status !== 'canceled' &&
                order.charge.preparedTotalCents !== null &&
                order.charge.preparedTotalCents !== order.totals.totalCents && (
                  <Typography sx={{ fontWeight: 700 }} color="warning.main">
                    {order.charge.isAwaitingAnswers ? 'À payer au plus' : 'À payer pour ce qui a été préparé'}{' '}
                    : {formatEuros(order.charge.preparedTotalCents)}
                  </Typography>
                )}
              {order.charge.isAwaitingAnswers && (
                <Typography variant="body2" color="warning.main" data-testid="awaiting-answers">
                  {/* Taken already when the round left: a substitute then refused is given back. */}
                  {order.payments.some((payment) => (payment.capturedCents ?? 0) > 0)
                    ? 'En attente de la réponse du client aux remplacements : un remplacement refusé sera remboursé.'
                    : 'En attente de la réponse du client aux remplacements : rien n’est prélevé d’ici là.'}
                </Typography>
              )}
            </Stack>
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Historique du statut">
            {order.statusHistory.length === 0 && (
              <Typography color="text.secondary">Aucun changement.</Typography>
            )}
            <TableContainer>
              <Table size="small" aria-label="Historique du statut">
                <TableBody>
                  {order.statusHistory.map((change) => (
                    <TableRow key={historyChangeKey(change)}>
                      <TableCell>{formatDateTime(change.at)}</TableCell>
                      <TableCell>{historyChangeText(change)}</TableCell>
                      <TableCell>{change.byName ?? statusActorLabel(change.by)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}

/** « Encaissé » and « Remboursé », when the money that moved differs from the order's total. */
function MoneyMoved({ order }: { order: StaffOrder }) {
  const { capturedCents, refundedCents } = order;
  const { refundedAt } = order.charge;
  if (capturedCents === order.totals.totalCents && refundedCents === 0) return null;
  if (capturedCents === 0 && refundedCents === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {order.status === 'canceled'
          ? 'Rien n’a été prélevé : l’autorisation sur la carte a été annulée.'
          : order.charge.isAwaitingAnswers
            ? 'Montant autorisé sur la carte, prélevé quand le client a répondu aux remplacements (sans réponse : à l’heure limite ou au départ).'
            : 'Montant autorisé sur la carte, prélevé à la préparation.'}
      </Typography>
    );
  }
  return (
    <Stack sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Encaissé : {formatEuros(capturedCents)}
      </Typography>
      {refundedCents > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Remboursé : {formatEuros(refundedCents)}
          {refundedAt ? ` le ${formatDateTime(refundedAt)}` : ''}
        </Typography>
      )}
    </Stack>
  );
}

/** « 3 manquants, non remplacés : non facturés »: the units missing of a line prepared short. */
function missingText(missing: number): string {
  return missing > 1
    ? `${missing} manquants, non remplacés : non facturés`
    : '1 manquant, non remplacé : non facturé';
}

/**
 * A line's « Total »: what it came to when ordered; once prepared short and billed otherwise,
 * what it is billed (the server's amount: 0,00 € for a line not prepared), the ordered amount
 * struck through beneath it. A line made up in full by its substitute keeps its one amount.
 */
function LineTotal({ line }: { line: StaffOrder['lines'][number] }) {
  if (!isPreparedShort(line) || line.billedCents === null || line.billedCents === line.totalCents) {
    return <>{formatEuros(line.totalCents)}</>;
  }
  // The bill is net of the line's share of the discounts: said so, as 2,79 € for one unit at
  // 3,10 € would puzzle.
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="line-billed">
        {formatEuros(line.billedCents)}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid="line-ordered">
        commandé : <s>{formatEuros(line.totalCents)}</s>
        {line.discountCents > 0 ? ' · réductions déduites' : ''}
      </Typography>
    </>
  );
}

/**
 * « 46,60 € · autorisé », or once charged for less than was held (a short preparation):
 * « 46,60 € autorisés · 40,70 € prélevés ».
 */
function paymentAmountText(
  payment: { amountCents: number; capturedCents: number | null } & Parameters<typeof paymentStateLabel>[0],
) {
  const { amountCents, capturedCents } = payment;
  return capturedCents !== null && capturedCents !== amountCents
    ? `${formatEuros(amountCents)} autorisés · ${formatEuros(capturedCents)} prélevés`
    : `${formatEuros(amountCents)} · ${paymentStateLabel(payment)}`;
}

/** While the customer may still answer a substitute, the order is read again (their answer shows within seconds). */
const refreshWhileAwaiting = (query: { state: { data?: object | undefined } }) =>
  (query.state.data as Partial<StaffOrder> | undefined)?.charge?.isAwaitingAnswers
    ? AWAITING_ANSWER_REFRESH_MS
    : false;

export function OrderShow() {
  return (
    <Show
      title="Commande"
      actions={false}
      component="div"
      sx={{ minWidth: 0, '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}
      queryOptions={{ refetchInterval: refreshWhileAwaiting }}
    >
      <OrderDetail />
    </Show>
  );
}
