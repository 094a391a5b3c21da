/**
 * Marking an order prepared (issue 37): the preparer says, line by line, what went in the bags (a
 * line short, or missing), and sees what the customer will then pay before confirming. For a
 * short line the customer let the shop replace (issue 41), the preparer may put a substitute in
 * the bag, chosen among the server's candidates (the customer's own pick first), or leave it out;
 * the customer is then asked. What they pay follows the domain's rule, the one the server applies.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { checkSubstituteQuantity, deliveredCharge, takeableCents, type DeliveredLine } from '@sillon/domain';
import { Fragment, useEffect, useState } from 'react';
import { formatEuros, formatMoment } from '../common/format';
import { WholeNumberField } from '../common/whole-number-field';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import { PreferenceNote } from '../orders/substitution-fields';
import type { StaffOrder, StaffSubstituteCandidates } from '../providers/staff-types';

type PaidLine = StaffOrder['lines'][number] & { lineId: string };
type Candidate = StaffSubstituteCandidates['items'][number];
/** A substitute the preparer chose for a line, with what the preview needs of it. */
type Substitute = { productId: string; quantity: number; priceCents: number; vatRateBp: number };

const paidLinesOf = (order: StaffOrder): PaidLine[] =>
  order.lines.filter((line): line is PaidLine => !line.gift && line.lineId !== null);

/**
 * What the customer pays for these counts and substitutes (each kept: the most they may pay). The
 * amount does not depend on the lines' VAT rates, only its split does, which the preview does not show.
 */
function chargeFor(
  order: StaffOrder,
  counts: Record<string, number>,
  substitutes: Record<string, Substitute | null | undefined>,
) {
  const authorisedCents = order.payments.reduce((sum, payment) => sum + takeableCents(payment), 0);
  const lines = paidLinesOf(order).map((line): DeliveredLine => {
    const preparedQuantity = counts[line.lineId] ?? line.quantity;
    const chosen = preparedQuantity < line.quantity ? substitutes[line.lineId] : null;
    // A quantity still being typed counts for nothing until it can be sent.
    const substitute =
      chosen && !substituteQuantityProblem(chosen.quantity, line.quantity - preparedQuantity) ? chosen : null;
    return {
      id: line.lineId,
      quantity: line.quantity,
      priceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      vatRateBp: 0,
      preparedQuantity,
      substitute: substitute ?? undefined,
    };
  });
  const charge = (withSubstitutes: boolean) =>
    deliveredCharge({
      lines: withSubstitutes ? lines : lines.map((line) => ({ ...line, substitute: undefined })),
      shippingCents: order.totals.deliveryCents,
      fixedDiscountCents: order.totals.fixedDiscountCents,
      orderedTotalCents: order.totals.totalCents,
      authorisedCents,
    });
  const most = charge(true);
  return {
    mostCents: most.amountCents,
    offeredCents: most.offeredCents,
    leastCents: charge(false).amountCents,
  };
}

/**
 * What undoing a preparation forgets (both places that undo one ask first, with this), and what
 * the customer saw of it: a proposal they were e-mailed is withdrawn without a word to them.
 */
export function undoPreparationConsequence(proposals: number): string {
  const asked =
    proposals === 0
      ? ''
      : ` Le client a reçu ${proposals > 1 ? `${proposals} propositions` : 'une proposition'} de remplacement par e-mail : elle${proposals > 1 ? 's lui sont retirées' : ' lui est retirée'} sans qu’il en soit prévenu, et la prochaine préparation lui en propose de nouveau s’il le faut.`;
  return `Les quantités comptées et les remplacements proposés au client sont oubliés.${asked} Un paiement déjà pris le reste : la prochaine préparation peut rembourser ce qui manque, jamais prélever plus.`;
}

/**
 * « jusqu'au mardi 2 décembre à 10:00 »: until when the customer may still add to the order or
 * cancel it, which preparing it ends (an order prepared is closed to its customer).
 */
export function customerChangeText(until: string): string {
  return `Le client peut encore ajouter des produits ou annuler jusqu’au ${formatMoment(until)}.`;
}

/** What was already taken from the card (an order prepared before, or a hold about to expire); 0 for none. */
const takenCents = (order: Pick<StaffOrder, 'payments'>) =>
  order.payments
    .filter((payment) => payment.state === 'completed')
    .reduce((sum, payment) => sum + takeableCents(payment), 0);

/**
 * When and how the money moves once the preparation is confirmed, and how the customer hears of
 * the replacements: a customer without an account (an order placed through the API) hears of
 * nothing, so the staff are told to warn them.
 */
export function moneyNote(order: Pick<StaffOrder, 'customer' | 'payments'>, hasSubstitutes: boolean): string {
  const asked = !hasSubstitutes
    ? ''
    : order.customer.userId
      ? 'Le client reçoit un e-mail et une notification pour accepter ou refuser. '
      : 'Ce client n’a pas de compte\u00a0: il ne reçoit ni e-mail ni notification et ne peut pas répondre en ligne. Prévenez-le. ';
  const taken = takenCents(order);
  if (taken > 0) {
    return `${asked}Le paiement a déjà été pris (${formatEuros(taken)}) : ce qui n’est pas livré lui est remboursé, rien de plus ne peut être prélevé.`;
  }
  return hasSubstitutes
    ? `${asked}Le montant est prélevé dès qu’il a répondu, ou, sans réponse, à l’heure limite ou au départ de la commande, selon sa préférence.`
    : 'Le montant est prélevé sur sa carte dès la validation.';
}

function candidateLabel(candidate: Candidate): string {
  const price = candidate.unitPrice
    ? `${formatEuros(candidate.priceCents)} (${formatEuros(candidate.unitPrice.cents)}/${candidate.unitPrice.per})`
    : formatEuros(candidate.priceCents);
  return `${candidate.chosen ? 'Choix du client · ' : ''}${candidate.name} · ${candidate.unitLabel} · ${price} · stock ${candidate.stock}`;
}

const substituteFrom = (candidate: Candidate, quantity: number): Substitute => ({
  productId: candidate.productId,
  quantity,
  priceCents: candidate.priceCents,
  vatRateBp: candidate.vatRateBp,
});

/** The substitute for a short line: one of the candidates, or none (« Laisser de côté »). */
function SubstitutePicker({
  order,
  line,
  missing,
  substitute,
  quantityProblem,
  onChange,
}: {
  order: StaffOrder;
  line: PaidLine;
  missing: number;
  /** The one chosen; null when the preparer leaves the line aside, undefined before any choice. */
  substitute: Substitute | null | undefined;
  /** Why the substitute's quantity typed cannot be sent (`substituteQuantityProblem`). */
  quantityProblem: string | undefined;
  onChange: (substitute: Substitute | null) => void;
}) {
  const candidates = useStaffQuery(['substitutes', order.number, line.lineId], (staff) =>
    staff.substitutes(order.number, line.lineId),
  );
  // The customer's own pick comes first: proposed unless the preparer chooses otherwise.
  const customersPick = candidates.data?.items.find((item) => item.chosen);
  useEffect(() => {
    if (substitute === undefined && customersPick)
      onChange(substituteFrom(customersPick, Math.min(missing, customersPick.stock)));
  }, [substitute, customersPick, missing, onChange]);
  if (candidates.error) return <Failure error={candidates.error} />;
  if (!candidates.data) return <Loading label="Recherche des remplacements…" />;
  const { items } = candidates.data;
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Aucun produit similaire disponible : la ligne est laissée de côté et n’est pas facturée.
      </Typography>
    );
  }
  const labelId = `substitute-${line.lineId}`;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <FormControl size="small" sx={{ flex: 1, minWidth: 240 }}>
        <InputLabel id={labelId} shrink>
          Remplacement
        </InputLabel>
        <Select
          labelId={labelId}
          label="Remplacement"
          displayEmpty
          value={substitute?.productId ?? ''}
          inputProps={{ 'aria-label': `Remplacement : ${line.name}` }}
          onChange={(event) => {
            const chosen = items.find((item) => item.productId === event.target.value);
            onChange(
              chosen ? substituteFrom(chosen, Math.min(substitute?.quantity ?? missing, missing)) : null,
            );
          }}
        >
          <MenuItem value="">Laisser de côté</MenuItem>
          {items.map((item) => (
            <MenuItem key={item.productId} value={item.productId}>
              {candidateLabel(item)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {substitute && (
        <WholeNumberField
          size="small"
          label="Quantité"
          sx={{ width: 150 }}
          value={substitute.quantity}
          onChange={(quantity) => onChange({ ...substitute, quantity })}
          error={quantityProblem !== undefined}
          helperText={quantityProblem}
          slotProps={{ htmlInput: { 'aria-label': `Quantité de remplacement : ${line.name}` } }}
        />
      )}
    </Stack>
  );
}

/** Why a substitute's quantity cannot be proposed for a line missing `missing` units; undefined when it can. */
export function substituteQuantityProblem(quantity: number, missing: number): string | undefined {
  // The domain's rule, the server's too; the screen says which side of it the quantity fell.
  if (checkSubstituteQuantity({ quantity: missing, preparedQuantity: 0, substituteQuantity: quantity }).ok)
    return undefined;
  // NaN: empty, a sign, a decimal or letters (the field reads nothing else).
  if (!Number.isInteger(quantity))
    return missing === 1
      ? 'Un nombre entier d’unités : 1, ou laissez de côté.'
      : `Un nombre entier d’unités, de 1 à ${missing}.`;
  return quantity < 1 ? 'Au moins 1, ou laissez de côté.' : `Au plus ${missing}, ce qui manque.`;
}

/** A count typed for a line of `ordered` units: the whole number, or why it is not one. */
export function countOf(text: string, ordered: number): number | string {
  if (text.trim() === '') return 'Indiquez une quantité (0 s’il manque).';
  const count = Number(text.replace(',', '.'));
  if (Number.isFinite(count) && count < 0) return 'Une quantité de 0 ou plus (0 s’il manque).';
  if (!Number.isInteger(count)) return 'Un nombre entier d’unités, sans virgule.';
  if (count > ordered) return `Au plus ${ordered}, la quantité commandée.`;
  return count;
}

function CountsForm({ order, onDone }: { order: StaffOrder; onDone: () => void }) {
  const lines = paidLinesOf(order);
  const [counts, setCounts] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.lineId, line.preparedQuantity ?? line.quantity])),
  );
  // A preparation made again starts from the substitutes already proposed (their answers are kept),
  // and a line left short without one stays so (null), rather than getting the customer's pick.
  const [substitutes, setSubstitutes] = useState<Record<string, Substitute | null | undefined>>(() =>
    Object.fromEntries(
      lines.flatMap((line): [string, Substitute | null][] =>
        line.substitution
          ? [
              [
                line.lineId,
                {
                  productId: line.substitution.productId,
                  quantity: line.substitution.quantity,
                  priceCents: line.substitution.priceCents,
                  vatRateBp: 0,
                },
              ],
            ]
          : line.preparedQuantity !== null && line.preparedQuantity < line.quantity
            ? [[line.lineId, null]]
            : [],
      ),
    ),
  );
  // What the preparer typed, kept as typed: « 0,5 » or « 3 » of 2 is said wrong, not read as 0 or 2.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const typedErrors = Object.fromEntries(
    lines.flatMap((line) => {
      const text = typed[line.lineId];
      const count = text === undefined ? 0 : countOf(text, line.quantity);
      return typeof count === 'string' ? [[line.lineId, count]] : [];
    }),
  );
  const substituteOf = (line: PaidLine) =>
    (counts[line.lineId] ?? line.quantity) < line.quantity ? (substitutes[line.lineId] ?? null) : null;
  const quantityProblemOf = (line: PaidLine) => {
    const substitute = substituteOf(line);
    const missing = line.quantity - (counts[line.lineId] ?? line.quantity);
    return substitute ? substituteQuantityProblem(substitute.quantity, missing) : undefined;
  };
  const hasTypingErrors =
    Object.keys(typedErrors).length > 0 || lines.some((line) => quantityProblemOf(line) !== undefined);
  const prepare = useStaffAction(
    (staff, _: void) =>
      staff.setPrepared(
        order.number,
        true,
        order.preparedAt,
        lines.map((line) => {
          const substitute = substituteOf(line);
          return {
            lineId: line.lineId,
            preparedQuantity: counts[line.lineId] ?? line.quantity,
            ...(substitute
              ? { substitute: { productId: substitute.productId, quantity: substitute.quantity } }
              : {}),
          };
        }),
      ),
    { success: `Commande ${order.number} préparée` },
  );
  const { mostCents, leastCents, offeredCents } = chargeFor(order, counts, substitutes);
  const hasSubstitutes = lines.some((line) => substituteOf(line) !== null);
  const totalCents = order.totals.totalCents;
  return (
    <>
      <DialogContent>
        {order.customerMayChangeUntil && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="prepared-before-cutoff">
            {customerChangeText(order.customerMayChangeUntil)} Une fois préparée, la commande ne lui est plus
            modifiable.
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 1 }}>
          Indiquez la quantité mise dans les sacs pour chaque produit : 0 s’il manque. Pour un produit qui
          manque, choisissez un remplacement si le client l’accepte.
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Quantités préparées">
            <TableHead>
              <TableRow>
                <TableCell>Produit</TableCell>
                <TableCell align="right">Commandé</TableCell>
                <TableCell align="right">Préparé</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => {
                const count = counts[line.lineId] ?? line.quantity;
                const missing = line.quantity - count;
                return (
                  <Fragment key={line.lineId}>
                    <TableRow>
                      <TableCell sx={missing > 0 ? { borderBottom: 'none' } : {}}>
                        {line.name}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          {line.unitLabel}
                        </Typography>
                        <PreferenceNote preference={line.preference} />
                      </TableCell>
                      <TableCell align="right" sx={missing > 0 ? { borderBottom: 'none' } : {}}>
                        {line.quantity}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ width: 110, ...(missing > 0 ? { borderBottom: 'none' } : {}) }}
                      >
                        <TextField
                          size="small"
                          value={typed[line.lineId] ?? String(count)}
                          error={typedErrors[line.lineId] !== undefined}
                          helperText={typedErrors[line.lineId]}
                          onChange={(event) => {
                            const text = event.target.value;
                            setTyped((known) => ({ ...known, [line.lineId]: text }));
                            const next = countOf(text, line.quantity);
                            if (typeof next === 'string') return;
                            setCounts((known) => ({ ...known, [line.lineId]: next }));
                            setSubstitutes((known) => {
                              const chosen = known[line.lineId];
                              const left = line.quantity - next;
                              if (!chosen || chosen.quantity <= left) return known;
                              // Nothing missing any more: no choice made, the customer's pick comes back if it is short again.
                              if (left === 0) return { ...known, [line.lineId]: undefined };
                              return { ...known, [line.lineId]: { ...chosen, quantity: left } };
                            });
                          }}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'numeric',
                              'aria-label': `Quantité préparée : ${line.name}`,
                            },
                          }}
                        />
                      </TableCell>
                    </TableRow>
                    {missing > 0 && (
                      <TableRow data-testid={`substitute-row-${line.lineId}`}>
                        <TableCell colSpan={3} sx={{ pt: 0 }}>
                          {line.preference?.kind === 'none' ? (
                            <Typography variant="body2" color="text.secondary">
                              Le client ne veut pas de remplacement : {missing} manquant
                              {missing > 1 ? 's' : ''}, non facturé{missing > 1 ? 's' : ''}.
                            </Typography>
                          ) : (
                            <SubstitutePicker
                              order={order}
                              line={line}
                              missing={missing}
                              substitute={substitutes[line.lineId]}
                              quantityProblem={quantityProblemOf(line)}
                              onChange={(substitute) =>
                                setSubstitutes((known) => ({ ...known, [line.lineId]: substitute }))
                              }
                            />
                          )}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
              {order.lines
                .filter((line) => line.gift)
                .map((gift) => (
                  <TableRow key={`gift-${gift.variantId}`} data-testid="prepared-gift">
                    <TableCell>
                      {gift.name}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {gift.unitLabel} · cadeau offert, à mettre dans le sac
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{gift.quantity}</TableCell>
                    <TableCell align="right">—</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="prepared-charge">
          {hasSubstitutes
            ? `Le client paiera au plus ${formatEuros(mostCents)} (commande : ${formatEuros(totalCents)}) ; ${formatEuros(leastCents)} s’il refuse les remplacements.`
            : offeredCents > 0
              ? `Le client paiera ${formatEuros(mostCents)} : son paiement ne peut pas apporter plus, les ${formatEuros(offeredCents)} restants lui sont offerts.`
              : mostCents < totalCents
                ? `Le client paiera ${formatEuros(mostCents)} au lieu de ${formatEuros(totalCents)} : les produits manquants ne lui sont pas facturés.`
                : `Le client paiera ${formatEuros(mostCents)}, le total de sa commande.`}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="prepared-money-note">
          {moneyNote(order, hasSubstitutes)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Ne rien changer</Button>
        <Button
          variant="contained"
          disabled={prepare.isPending || hasTypingErrors}
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
  // Each opening reads the order afresh: the counts start from the server's, never from an answer
  // kept from before the preparation was undone.
  const order = useStaffQuery(['order-to-prepare', number], (staff) => staff.order(number!), {
    enabled: number !== null,
    gcTime: 0,
  });
  return (
    <Dialog open={number !== null} onClose={onClose} maxWidth="md" fullWidth>
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
