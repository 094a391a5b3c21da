/**
 * Préparation: for a day and one of its slots (or pickup points, or the whole day), the picking
 * list (products summed across the orders, by rack, with their units and what the customers want
 * if one runs short) and the orders in it, each
 * with its « Préparée » switch (which asks what went in the bags: `prepare-order-dialog.tsx`).
 * Printable.
 */
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, usePermissions } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { DayPicker } from '../common/day-picker';
import { formatDateTime, formatDayTitle, slotLabel } from '../common/format';
import {
  AWAITING_ANSWER_REFRESH_MS,
  useShopToday,
  useStaffAction,
  useStaffQuery,
} from '../common/staff-query';
import { Empty, Failure, Loading } from '../common/states';
import type { PickingList, StaffOrderRow, StaffPermission } from '../providers/staff-types';
import { PickedPreferencesNote, ProposalNote } from '../orders/substitution-fields';
import { PrepareOrderDialog, undoPreparationConsequence } from './prepare-order-dialog';

type Target = { slotId?: string; pickupPointId?: string };

function targetValue({ slotId, pickupPointId }: Target): string {
  if (slotId) return `slot:${slotId}`;
  if (pickupPointId) return `pickup:${pickupPointId}`;
  return 'day';
}

function TargetPicker({
  day,
  target,
  onChange,
}: {
  day: string;
  target: Target;
  onChange: (target: Target) => void;
}) {
  const slots = useStaffQuery(['slots', day], (staff) => staff.slots({ from: day, to: day }));
  const orders = useStaffQuery(['orders', 'pickup-points', day], (staff) =>
    staff.getList<StaffOrderRow & { id: string }>('orders', {
      filter: { day },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'number', order: 'ASC' },
    }),
  );
  const points = new Map<string, string>();
  for (const order of orders.data?.data ?? [])
    if (order.pickupPoint) points.set(order.pickupPoint.id, order.pickupPoint.name);
  const sortedSlots = [...(slots.data?.items ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const value = targetValue(target);
  const known =
    value === 'day' ||
    sortedSlots.some((slot) => `slot:${slot.id}` === value) ||
    [...points.keys()].some((id) => `pickup:${id}` === value);
  return (
    <FormControl size="small" sx={{ minWidth: 280 }} className="no-print">
      <InputLabel id="picking-target">Créneau ou point relais</InputLabel>
      <Select
        labelId="picking-target"
        label="Créneau ou point relais"
        value={known ? value : ''}
        onChange={(event) => {
          const [kind, id] = String(event.target.value).split(':');
          onChange(kind === 'slot' ? { slotId: id } : kind === 'pickup' ? { pickupPointId: id } : {});
        }}
      >
        <MenuItem value="day">Toute la journée</MenuItem>
        {sortedSlots.map((slot) => (
          <MenuItem key={slot.id} value={`slot:${slot.id}`}>
            {slotLabel(slot)} · {slot.booked} commande{slot.booked > 1 ? 's' : ''}
            {slot.closed ? ' · fermé' : ''}
          </MenuItem>
        ))}
        {[...points].map(([id, name]) => (
          <MenuItem key={id} value={`pickup:${id}`}>
            Point relais · {name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** A phone (under 600 px): its columns are folded so that nothing waits off to the right. */
function useIsPhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}

function PickingTable({ list }: { list: PickingList }) {
  // On a phone the unit and the orders' count go under the product: the quantity, what the
  // preparer picks, stays in sight.
  const isPhone = useIsPhone();
  if (list.racks.length === 0) return <Empty>Aucun produit à préparer.</Empty>;
  const columns = isPhone ? 3 : 5;
  return (
    <TableContainer>
      <Table size="small" aria-label="Liste de préparation">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: isPhone ? 24 : 40 }}>✓</TableCell>
            <TableCell>Produit</TableCell>
            {!isPhone && <TableCell>Unité</TableCell>}
            <TableCell align="right">Quantité</TableCell>
            {!isPhone && <TableCell align="right">Commandes</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.racks.map(({ rack, lines }) => [
            <TableRow key={`rack-${rack.id}`}>
              <TableCell
                colSpan={columns}
                component="th"
                scope="rowgroup"
                sx={{ bgcolor: 'action.hover', fontWeight: 700 }}
              >
                {rack.label}
              </TableCell>
            </TableRow>,
            ...lines.map((line) => (
              <TableRow key={`${rack.id}-${line.productId}`} data-product-id={line.productId}>
                <TableCell>☐</TableCell>
                <TableCell>
                  {line.name}
                  {isPhone && (
                    <Typography variant="body2" color="text.secondary">
                      {line.unitLabel} · {line.orders} commande{line.orders > 1 ? 's' : ''}
                    </Typography>
                  )}
                  <PickedPreferencesNote preferences={line.preferences} />
                </TableCell>
                {!isPhone && <TableCell>{line.unitLabel}</TableCell>}
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, fontSize: '1.05rem' }}
                  data-testid="picking-quantity"
                >
                  {line.quantity}
                </TableCell>
                {!isPhone && <TableCell align="right">{line.orders}</TableCell>}
              </TableRow>
            )),
          ])}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type PickingOrder = PickingList['orders'][number];

/** Who the order is for, what they asked of the courier, and the substitutes proposed. */
function OrderCustomer({ order }: { order: PickingOrder }) {
  return (
    <>
      {order.customerName}
      {order.deliveryInstructions && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          Instructions : {order.deliveryInstructions}
        </Typography>
      )}
      {order.substitutions.map((proposal) => (
        <ProposalNote key={proposal.lineId} proposal={proposal} replaces={proposal.originalName} />
      ))}
    </>
  );
}

function PreparedSwitch({
  order,
  disabled,
  onChange,
  isAtEdge = false,
}: {
  order: PickingOrder;
  disabled: boolean;
  onChange: (prepared: boolean) => void;
  /** Against the card's right edge, where the label's usual margin would leave a gap. */
  isAtEdge?: boolean;
}) {
  return (
    <>
      <FormControlLabel
        sx={isAtEdge ? { mr: 0 } : undefined}
        control={
          <Switch
            className="no-print"
            checked={order.preparedAt !== null}
            disabled={disabled || order.status !== 'scheduled'}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Préparée : ${order.number}` } }}
          />
        }
        label={order.preparedAt ? `Préparée (${formatDateTime(order.preparedAt)})` : 'À préparer'}
      />
      <span className="print-only">{order.preparedAt ? '☑' : '☐'}</span>
    </>
  );
}

function OrderLink({ order }: { order: PickingOrder }) {
  return <Link to={`/orders/${encodeURIComponent(order.number)}/show`}>{order.number}</Link>;
}

function PickingOrders({ list }: { list: PickingList }) {
  const { permissions } = usePermissions<StaffPermission[]>();
  const mayPrepare = permissions?.includes('preparation.write') ?? false;
  // A phone lists the orders as cards, the « Préparée » switch beside the number: in a table's
  // last column it waited off to the right until the preparer swiped.
  const isPhone = useIsPhone();
  const [preparing, setPreparing] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  const unprepared = useStaffAction(
    (staff, number: string) =>
      staff.setPrepared(
        number,
        false,
        list.orders.find((order) => order.number === number)?.preparedAt ?? null,
      ),
    {
      success: (number) => `Commande ${number} remise à préparer`,
    },
  );
  if (list.orders.length === 0) return <Empty>Aucune commande.</Empty>;
  const preparedSwitch = (order: PickingOrder) => (
    <PreparedSwitch
      order={order}
      isAtEdge={isPhone}
      disabled={!mayPrepare || unprepared.isPending}
      onChange={(prepared) => (prepared ? setPreparing(order.number) : setUndoing(order.number))}
    />
  );
  return (
    <>
      <PrepareOrderDialog number={preparing} onClose={() => setPreparing(null)} />
      <Confirm
        isOpen={undoing !== null}
        title={`Remettre la commande ${undoing ?? ''} à préparer ?`}
        content={undoPreparationConsequence(
          list.orders.find((order) => order.number === undoing)?.substitutions.length ?? 0,
        )}
        confirm="Remettre à préparer"
        cancel="Retour"
        loading={unprepared.isPending}
        onConfirm={() => unprepared.mutate(undoing!, { onSettled: () => setUndoing(null) })}
        onClose={() => setUndoing(null)}
      />
      {isPhone ? (
        <Box component="ul" aria-label="Commandes à préparer" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.orders.map((order) => (
            <Box
              component="li"
              key={order.number}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Stack
                direction="row"
                alignItems="center"
                justifyContent="space-between"
                sx={{ flexWrap: 'wrap', columnGap: 1 }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  <OrderLink order={order} />
                </Typography>
                {preparedSwitch(order)}
              </Stack>
              <Typography component="div" variant="body2" color="text.secondary">
                {order.itemCount} article{order.itemCount > 1 ? 's' : ''}
              </Typography>
              <Typography component="div">
                <OrderCustomer order={order} />
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Commandes à préparer">
            <TableHead>
              <TableRow>
                <TableCell>Commande</TableCell>
                <TableCell>Client</TableCell>
                <TableCell align="right">Articles</TableCell>
                <TableCell>Préparée</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.orders.map((order) => (
                <TableRow key={order.number}>
                  <TableCell>
                    <OrderLink order={order} />
                  </TableCell>
                  <TableCell>
                    <OrderCustomer order={order} />
                  </TableCell>
                  <TableCell align="right">{order.itemCount}</TableCell>
                  <TableCell>{preparedSwitch(order)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

export function PreparationScreen() {
  const [params, setParams] = useSearchParams();
  const today = useShopToday();
  const day = params.get('day') ?? today;
  const target: Target = {
    slotId: params.get('slotId') ?? undefined,
    pickupPointId: params.get('pickupPointId') ?? undefined,
  };
  const choose = (nextDay: string, nextTarget: Target) => {
    const next = new URLSearchParams({ day: nextDay });
    if (nextTarget.slotId) next.set('slotId', nextTarget.slotId);
    if (nextTarget.pickupPointId) next.set('pickupPointId', nextTarget.pickupPointId);
    setParams(next, { replace: true });
  };
  const {
    data: list,
    error,
    isPending,
  } = useStaffQuery(
    ['picking-list', day, target.slotId, target.pickupPointId],
    (staff) => staff.pickingList({ day: day!, ...target }),
    {
      enabled: day !== undefined,
      // A customer's answer to a substitute shows without a reload while one is awaited.
      refetchInterval: (answer) =>
        answer?.orders.some((order) => order.substitutions.some((proposal) => proposal.settled === 'pending'))
          ? AWAITING_ANSWER_REFRESH_MS
          : false,
    },
  );
  const heading = list?.slot
    ? slotLabel(list.slot)
    : target.pickupPointId
      ? 'Point relais'
      : 'Toute la journée';
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Préparation" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Préparation
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          className="no-print"
          disabled={!list}
        >
          Imprimer
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        sx={{ flexWrap: 'wrap', gap: 2 }}
        className="no-print"
      >
        <DayPicker day={day} onChange={(next) => choose(next, {})} />
        {day && <TargetPicker day={day} target={target} onChange={(next) => choose(day, next)} />}
      </Stack>
      {error ? (
        <Failure error={error} />
      ) : isPending || !list ? (
        <Loading />
      ) : (
        <Stack spacing={2} sx={{ mt: 2 }} className="print-sheet">
          <Typography variant="h6" component="h2">
            {formatDayTitle(list.day)} · {heading}
          </Typography>
          <Card variant="outlined" className="print-sheet">
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                Produits à préparer
              </Typography>
              <PickingTable list={list} />
            </CardContent>
          </Card>
          <Card variant="outlined" className="print-sheet">
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                Commandes ({list.orders.length})
              </Typography>
              <PickingOrders list={list} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
