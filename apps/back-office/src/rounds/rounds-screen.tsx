/**
 * Tournées (issue 42): for a day and one of its bike slots, the rounds planned from the hub (each
 * a bike's load), their stops in riding order with the window the customer is shown, the courier
 * who rides it and « Départ »; a stop moved by hand; the orders left out of every round.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import RouteIcon from '@mui/icons-material/Route';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  IconButton,
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
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, usePermissions } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { DayPicker } from '../common/day-picker';
import { slotToShow } from './slot-to-show';
import {
  formatDay,
  formatHour,
  formatKilograms,
  formatKilometres,
  formatWindow,
  parisDay,
  slotHours,
} from '../common/format';
import { useShopToday, useStaffAction, useStaffQuery } from '../common/staff-query';
import { Empty, Failure, Loading } from '../common/states';
import type { DeliveryRound, RoundStop, SlotRounds, StaffPermission } from '../providers/staff-types';
import {
  bagsLabel,
  departureText,
  isStopSettled,
  outcomeColor,
  outcomeLabel,
  roundProgressLabel,
} from './round-labels';
import { RoundPlan } from './round-plan';

/** While a round is on its way, the office sees its stops done without a reload. */
const RIDING_REFRESH_MS = 15_000;

function useMay(permission: StaffPermission): boolean {
  const { permissions } = usePermissions<StaffPermission[]>();
  return permissions?.includes(permission) ?? false;
}

function SlotPicker({
  day,
  slotId,
  onChange,
}: {
  day: string;
  slotId: string | undefined;
  onChange: (slotId: string) => void;
}) {
  const { data, error, isPending } = useStaffQuery(['slots', day, 'bag'], (staff) =>
    staff.slots({ from: day, to: day, mode: 'bag' }),
  );
  const slots = [...(data?.items ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const chosen = slotToShow(slots, slotId);
  useEffect(() => {
    if (chosen && chosen !== slotId) onChange(chosen);
  }, [chosen, slotId, onChange]);
  if (error) return <Failure error={error} />;
  if (isPending) return <Loading label="Créneaux…" />;
  if (slots.length === 0) return <Empty>Aucun créneau à vélo ce jour-là.</Empty>;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={chosen}
      onChange={(_event, value: string | null) => value && onChange(value)}
      aria-label="Créneau à vélo"
      sx={{ flexWrap: 'wrap' }}
    >
      {slots.map((slot) => (
        <ToggleButton key={slot.id} value={slot.id} sx={{ textTransform: 'none' }}>
          Vélo {slotHours(slot)} · {slot.booked} commande{slot.booked > 1 ? 's' : ''}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function StopAddress({ stop }: { stop: RoundStop }) {
  return (
    <>
      {stop.address1}
      {stop.address2 ? `, ${stop.address2}` : ''}, {stop.zipcode} {stop.city}
      {stop.pointPrecision === 'postal_code' && (
        <Typography variant="body2" color="warning.dark" component="span" sx={{ display: 'block' }}>
          {/* The geocoder did not find the address, or was not asked (an order that joined a
              planned round): planning the slot again asks it. */}
          Placée au centre du code postal : point approximatif
        </Typography>
      )}
    </>
  );
}

function StopMoves({
  stop,
  round,
  rounds,
  disabled,
}: {
  stop: RoundStop;
  round: DeliveryRound;
  rounds: DeliveryRound[];
  disabled: boolean;
}) {
  const move = useStaffAction(
    (staff, target: { roundId: string; position: number }) => staff.moveStop(stop.stopId, target),
    { success: `Arrêt ${stop.orderNumber} déplacé` },
  );
  const others = rounds.filter((other) => other.id !== round.id && other.startedAt === null);
  const busy = disabled || move.isPending;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <Tooltip title="Plus tôt dans la tournée">
        <span>
          <IconButton
            size="small"
            aria-label={`Monter ${stop.orderNumber}`}
            disabled={busy || stop.position === 1}
            onClick={() => move.mutate({ roundId: round.id, position: stop.position - 1 })}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Plus tard dans la tournée">
        <span>
          <IconButton
            size="small"
            aria-label={`Descendre ${stop.orderNumber}`}
            disabled={busy || stop.position === round.stops.length}
            onClick={() => move.mutate({ roundId: round.id, position: stop.position + 1 })}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {others.length === 1 ? (
        <Button
          size="small"
          disabled={busy}
          onClick={() => move.mutate({ roundId: others[0]!.id, position: others[0]!.stops.length + 1 })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Vers la tournée {others[0]!.number}
        </Button>
      ) : (
        others.length > 1 && (
          <Select
            size="small"
            value=""
            displayEmpty
            disabled={busy}
            onChange={(event) => {
              const target = others.find((other) => other.id === event.target.value);
              if (target) move.mutate({ roundId: target.id, position: target.stops.length + 1 });
            }}
            inputProps={{ 'aria-label': `Changer ${stop.orderNumber} de tournée` }}
            sx={{ minWidth: 120, fontSize: '0.875rem' }}
          >
            <MenuItem value="" disabled>
              Vers…
            </MenuItem>
            {others.map((other) => (
              <MenuItem key={other.id} value={other.id}>
                Vers la tournée {other.number}
              </MenuItem>
            ))}
          </Select>
        )
      )}
    </Stack>
  );
}

function StopsTable({
  round,
  rounds,
  mayWrite,
}: {
  round: DeliveryRound;
  rounds: DeliveryRound[];
  mayWrite: boolean;
}) {
  const movable = mayWrite && round.startedAt === null;
  // A phone reads the address, bags and window under the order: seven columns ran off its edge.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Table size="small" aria-label={`Arrêts de la tournée ${round.number}`}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 32 }}>N°</TableCell>
          <TableCell>Commande</TableCell>
          {!isPhone && (
            <>
              <TableCell sx={{ minWidth: 180 }}>Adresse</TableCell>
              <TableCell align="right">Sacs</TableCell>
              <TableCell>Fenêtre</TableCell>
            </>
          )}
          <TableCell>État</TableCell>
          {movable && <TableCell>Déplacer</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {round.stops.map((stop) => (
          <TableRow key={stop.stopId} data-stop-id={stop.stopId}>
            <TableCell sx={{ fontWeight: 700 }}>{stop.position}</TableCell>
            <TableCell>
              <Link to={`/orders/${encodeURIComponent(stop.orderNumber)}/show`}>{stop.orderNumber}</Link>
              <Typography variant="body2" color="text.secondary">
                {stop.customerName}
              </Typography>
              {isPhone && (
                <Typography variant="body2">
                  <StopAddress stop={stop} />
                  <br />
                  {bagsLabel(stop.bags)} · {formatWindow(stop.window)}
                </Typography>
              )}
            </TableCell>
            {!isPhone && (
              <>
                <TableCell>
                  <StopAddress stop={stop} />
                </TableCell>
                <TableCell align="right">{stop.bags}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWindow(stop.window)}</TableCell>
              </>
            )}
            <TableCell>
              {/* The outcome and the note wrap: on a phone the column is narrow, a note long. */}
              <Chip
                size="small"
                color={outcomeColor(stop.outcome)}
                label={outcomeLabel(stop)}
                sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
              />
              {stop.absenceNote && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  « {stop.absenceNote} »
                </Typography>
              )}
            </TableCell>
            {movable && (
              <TableCell>
                <StopMoves stop={stop} round={round} rounds={rounds} disabled={!movable} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CourierSelect({
  round,
  couriers,
  disabled,
}: {
  round: DeliveryRound;
  couriers: SlotRounds['couriers'];
  disabled: boolean;
}) {
  const assign = useStaffAction(
    (staff, courierId: string | null) => staff.assignCourier(round.id, courierId),
    {
      success: (courierId) =>
        courierId
          ? `Tournée ${round.number} : ${couriers.find((courier) => courier.id === courierId)?.name ?? 'livreur choisi'}`
          : `Tournée ${round.number} : sans livreur`,
    },
  );
  const labelId = `courier-${round.id}`;
  // A courier since deactivated still shows on the round they were given.
  const known = round.courier && !couriers.some((courier) => courier.id === round.courier?.id);
  return (
    <FormControl size="small" fullWidth={false} margin="none" sx={{ width: 220 }}>
      <InputLabel id={labelId}>Livreur</InputLabel>
      <Select
        labelId={labelId}
        label="Livreur"
        value={round.courier?.id ?? ''}
        disabled={disabled || assign.isPending}
        onChange={(event) => assign.mutate(event.target.value === '' ? null : String(event.target.value))}
      >
        <MenuItem value="">
          <em>Personne</em>
        </MenuItem>
        {known && round.courier && <MenuItem value={round.courier.id}>{round.courier.name}</MenuItem>}
        {couriers.map((courier) => (
          <MenuItem key={courier.id} value={courier.id}>
            {courier.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function RoundCard({
  rounds,
  round,
  data,
}: {
  rounds: DeliveryRound[];
  round: DeliveryRound;
  data: SlotRounds;
}) {
  const mayWrite = useMay('rounds.write');
  const [confirming, setConfirming] = useState(false);
  const start = useStaffAction((staff) => staff.startRound(round.id), {
    success: `Tournée ${round.number} partie`,
  });
  const overloaded = round.bags > data.capacity.bags || round.weightGrams > data.capacity.weightGrams;
  const done = round.stops.filter(isStopSettled).length;
  return (
    <Card
      variant="outlined"
      data-round={round.number}
      component="section"
      aria-label={`Tournée ${round.number}`}
    >
      <CardContent>
        {/* A phone puts the plan above the round's figures: side by side, both were cramped. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start" sx={{ mb: 1.5 }}>
          <RoundPlan
            hub={data.hub.point}
            stops={round.stops.map((stop) => ({
              ...stop,
              approximate: stop.pointPrecision === 'postal_code',
            }))}
            label={`Plan de la tournée ${round.number} : ${data.hub.label}, puis les arrêts 1 à ${round.stops.length}`}
          />
          <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" alignItems="center" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h6" component="h3">
                Tournée {round.number}
              </Typography>
              {round.startedAt ? (
                <Chip
                  color={done === round.stops.length ? 'success' : 'info'}
                  size="small"
                  icon={<DirectionsBikeIcon />}
                  label={roundProgressLabel(round)}
                />
              ) : (
                <Chip size="small" label={roundProgressLabel(round)} />
              )}
            </Stack>
            <Typography variant="body2" color={overloaded ? 'error' : 'text.secondary'}>
              {round.stops.length} arrêt{round.stops.length > 1 ? 's' : ''} · {bagsLabel(round.bags)} sur{' '}
              {data.capacity.bags} · {formatKilograms(round.weightGrams)} sur{' '}
              {formatKilograms(data.capacity.weightGrams)} · {formatKilometres(round.rideKm)} à vélo
              {overloaded && ' · plus que ne porte un vélo'}
            </Typography>
            <Stack direction="row" alignItems="center" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <CourierSelect
                round={round}
                couriers={data.couriers}
                disabled={!mayWrite || round.startedAt !== null}
              />
              {mayWrite && round.startedAt === null && (
                <Button
                  variant="contained"
                  startIcon={<DirectionsBikeIcon />}
                  disabled={
                    !round.courier || start.isPending || round.stops.length === 0 || !data.departure.open
                  }
                  onClick={() => setConfirming(true)}
                >
                  Départ
                </Button>
              )}
              {mayWrite && round.startedAt === null && !round.courier && (
                <Typography variant="body2" color="text.secondary">
                  Choisissez qui la fait pour la faire partir.
                </Typography>
              )}
              {mayWrite && round.startedAt === null && !data.departure.open && (
                <Typography variant="body2" color="text.secondary" data-testid="round-departure-from">
                  Départ possible à partir du {formatDay(parisDay(data.departure.from))} à{' '}
                  {formatHour(data.departure.from)}.
                </Typography>
              )}
            </Stack>
          </Stack>
        </Stack>
        <TableContainer>
          <StopsTable round={round} rounds={rounds} mayWrite={mayWrite} />
        </TableContainer>
      </CardContent>
      <Confirm
        isOpen={confirming}
        title={`Faire partir la tournée ${round.number} ?`}
        content={departureText(round.stops.length)}
        confirm="Départ"
        cancel="Retour"
        loading={start.isPending}
        onConfirm={() => start.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

function Unplanned({ orders }: { orders: SlotRounds['unplanned'] }) {
  if (orders.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Commandes hors tournée">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          Hors tournée ({orders.length})
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Commandes à vélo de ce créneau qui ne sont dans aucune tournée (passées après la planification, ou
          jamais planifiées). Une commande à l’encaissement refusé n’est pas planifiée : voyez avec le client.
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Commandes hors tournée">
            <TableHead>
              <TableRow>
                <TableCell>Commande</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Code postal</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.orderNumber}>
                  <TableCell>
                    <Link to={`/orders/${encodeURIComponent(order.orderNumber)}/show`}>
                      {order.orderNumber}
                    </Link>
                    {order.paymentFailed ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        color="error"
                        label="Encaissement refusé"
                        sx={{ ml: 1 }}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell>{order.customerName}</TableCell>
                  <TableCell>{order.zipcode}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}

function PlanButton({ data }: { data: SlotRounds }) {
  const mayWrite = useMay('rounds.write');
  const [confirming, setConfirming] = useState(false);
  const plan = useStaffAction((staff) => staff.planRounds({ day: data.day, slotId: data.slot.id }), {
    success: 'Tournées planifiées',
  });
  if (!mayWrite) return null;
  const started = data.rounds.some((round) => round.startedAt !== null);
  const replanning = data.rounds.length > 0;
  const nothing = data.rounds.length === 0 && data.unplanned.length === 0;
  return (
    <>
      {started ? (
        <Typography variant="body2" color="text.secondary">
          Une tournée de ce créneau est partie : le plan ne change plus.
        </Typography>
      ) : (
        <Button
          variant={replanning ? 'outlined' : 'contained'}
          startIcon={<RouteIcon />}
          disabled={nothing || plan.isPending}
          onClick={() => (replanning ? setConfirming(true) : plan.mutate(undefined))}
        >
          {replanning ? 'Replanifier les tournées' : 'Planifier les tournées'}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        title="Replanifier les tournées ?"
        content="Les tournées de ce créneau sont refaites avec toutes ses commandes à vélo : les arrêts déplacés à la main reprennent l’ordre calculé. Chaque tournée garde son livreur."
        confirm="Replanifier"
        cancel="Retour"
        loading={plan.isPending}
        onConfirm={() => plan.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function SlotRoundsView({ day, slotId }: { day: string; slotId: string }) {
  const { data, error, isPending } = useStaffQuery(
    ['rounds', day, slotId],
    (staff) => staff.slotRounds({ day, slotId }),
    {
      refetchInterval: (answer) =>
        answer?.rounds.some((round) => round.startedAt && round.stops.some((stop) => !isStopSettled(stop)))
          ? RIDING_REFRESH_MS
          : false,
    },
  );
  if (error) return <Failure error={error} />;
  if (isPending) return <Loading label="Tournées…" />;
  const nothing = data.rounds.length === 0 && data.unplanned.length === 0;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Départ : {data.hub.label} · un vélo porte {bagsLabel(data.capacity.bags)} et{' '}
          {formatKilograms(data.capacity.weightGrams)}
        </Typography>
        <PlanButton data={data} />
      </Stack>
      {nothing ? (
        <Empty>Aucune commande à vélo sur ce créneau.</Empty>
      ) : data.rounds.length === 0 ? (
        <Alert severity="info">
          Pas encore de tournée sur ce créneau : « Planifier les tournées » répartit ses commandes entre les
          vélos et ordonne les arrêts.
        </Alert>
      ) : (
        data.rounds.map((round) => (
          <RoundCard key={round.id} round={round} rounds={data.rounds} data={data} />
        ))
      )}
      {data.rounds.length > 0 && data.couriers.length === 0 && (
        <Alert severity="warning">
          Aucun membre actif n’a le rôle « Livreur » : créez-en un dans « Équipe » pour lui confier une
          tournée.
        </Alert>
      )}
      <Unplanned orders={data.unplanned} />
    </Stack>
  );
}

export function RoundsScreen() {
  const [params, setParams] = useSearchParams();
  const today = useShopToday();
  const day = params.get('day') ?? today;
  const slotId = params.get('slotId') ?? undefined;
  const choose = useCallback(
    (nextDay: string, nextSlotId?: string) => {
      const next = new URLSearchParams({ day: nextDay });
      if (nextSlotId) next.set('slotId', nextSlotId);
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const chooseSlot = useCallback((next: string) => day && choose(day, next), [day, choose]);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Tournées" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Tournées
      </Typography>
      <Stack spacing={2}>
        <DayPicker day={day} onChange={(next) => choose(next)} />
        {day && <SlotPicker day={day} slotId={slotId} onChange={chooseSlot} />}
      </Stack>
      {day && slotId ? <SlotRoundsView day={day} slotId={slotId} /> : !day && <Loading />}
    </Box>
  );
}
