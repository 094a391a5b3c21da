/**
 * Livraison: the bike rounds' hours, then the slots of a week by day and mode, each with its
 * bookings; capacity changed in place, a slot or a whole day (a holiday) closed and opened again.
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { SLOT_CAPACITY_MAX, checkDayClosing, errorText } from '@sillon/domain';
import { useState } from 'react';
import { Confirm, Title, usePermissions } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { DayPicker } from '../common/day-picker';
import {
  fillText,
  formatDay,
  formatDayTitle,
  modeLabel,
  orderStatusLabel,
  parisDay,
  shiftDay,
  slotHours,
  slotLabel,
} from '../common/format';
import { useShopToday, useStaffAction, useStaffQuery } from '../common/staff-query';
import { Empty, Failure, Loading } from '../common/states';
import type { Slot, StaffPermission } from '../providers/staff-types';
import { BikeHoursPanel } from './bike-hours-panel';

const DAYS_SHOWN = 7;

/**
 * Why a typed capacity cannot be saved, in French; undefined when it can. Never below the places
 * already booked (the server refuses it too: `slot_capacity_below_booked`).
 */
export function capacityProblem(value: string, booked: number): string | undefined {
  // Digits only: `Number` would also read « 1e2 », « 0x10 » or « 8. » as a capacity.
  if (!/^\d+$/.test(value.trim())) return 'Un nombre entier, 0 ou plus.';
  const parsed = Number(value);
  if (parsed > SLOT_CAPACITY_MAX) return `Au plus ${SLOT_CAPACITY_MAX.toLocaleString('fr-FR')}.`;
  if (parsed < booked) return `Au moins ${booked} : les places déjà réservées.`;
  return undefined;
}

/**
 * What closing a slot with orders on it tells the staff first: closing only stops new bookings
 * (the server keeps every booking made), so the orders already booked are still to deliver.
 */
export function closeBookedSlotText(booked: number): string {
  const orders =
    booked > 1
      ? `${booked} commandes sont déjà réservées sur ce créneau : elles restent à livrer.`
      : '1 commande est déjà réservée sur ce créneau : elle reste à livrer.';
  return `${orders} Fermer le créneau aux nouvelles commandes ?`;
}

/** The same for a whole day: how many orders its slots keep, summed over them. */
export function closeDayText(slots: readonly Pick<Slot, 'booked'>[]): string {
  const booked = slots.reduce((sum, slot) => sum + slot.booked, 0);
  const orders =
    booked === 0
      ? 'Aucune commande n’est réservée ce jour-là.'
      : booked > 1
        ? `${booked} commandes sont déjà réservées ce jour-là : elles restent à livrer.`
        : '1 commande est déjà réservée ce jour-là : elle reste à livrer.';
  return `Aucun créneau de cette journée ne pourra plus être réservé. ${orders}`;
}

/**
 * Why a day shows no slot, and so offers no « Fermer la journée »: closing it closes its slots,
 * and the server refuses a day without any (`checkDayClosing`). Null for a day with slots. Under
 * a mode, the day may have the other's: only that mode is said to have none. Today and the days
 * before are not waiting for slots to open: they simply had none.
 */
export function noSlotText(day: string, slots: number, isFiltered: boolean, isPast = false): string | null {
  const closable = checkDayClosing(day, slots);
  if (closable.ok) return null;
  if (closable.code === 'delivery_day_without_slots') {
    if (isFiltered) return 'Aucun créneau de ce mode ce jour-là.';
    if (isPast) return 'Aucun créneau ce jour-là.';
  }
  return errorText(closable.code).content;
}

function CapacityCell({ slot, editable }: { slot: Slot; editable: boolean }) {
  const [value, setValue] = useState(String(slot.capacity));
  const save = useStaffAction(
    (staff, capacity: number) =>
      staff.update('slots', { id: slot.id, data: { capacity }, previousData: slot }),
    { success: (capacity) => `Capacité du créneau : ${capacity}` },
  );
  if (!editable) return <>{slot.capacity}</>;
  const parsed = Number(value);
  const problem = capacityProblem(value, slot.booked);
  const changed = problem === undefined && parsed !== slot.capacity;
  // A refusal keeps what was typed, the toast saying why.
  const submit = () => {
    if (changed) save.mutate(parsed);
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        size="small"
        variant="outlined"
        margin="none"
        fullWidth={false}
        sx={{ width: 96 }}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={problem !== undefined}
        helperText={problem}
        slotProps={{
          // Text, not a number input: a browser not set to French reads « 1,5 » typed in one as 15.
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': `Capacité ${modeLabel(slot.mode)} ${slotHours(slot)}`,
          },
        }}
      />
      <Button type="submit" size="small" disabled={!changed || save.isPending}>
        Enregistrer
      </Button>
    </Stack>
  );
}

function BookingsDialog({ slot, onClose }: { slot: Slot; onClose: () => void }) {
  const { data, error, isPending } = useStaffQuery(['bookings', slot.id], (staff) =>
    staff.slotBookings(slot.id),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        Réservations · {modeLabel(slot.mode)} {formatDay(parisDay(slot.startsAt))} {slotHours(slot)}
      </DialogTitle>
      <DialogContent>
        {error ? (
          <Failure error={error} />
        ) : isPending || !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Empty>Aucune réservation sur ce créneau.</Empty>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Réservations du créneau">
              <TableHead>
                <TableRow>
                  <TableCell>Commande</TableCell>
                  <TableCell>Client</TableCell>
                  <TableCell>Statut</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((booking) => (
                  <TableRow key={booking.orderNumber}>
                    <TableCell>
                      <Link to={`/orders/${encodeURIComponent(booking.orderNumber)}/show`}>
                        {booking.orderNumber}
                      </Link>
                    </TableCell>
                    <TableCell>{booking.customerName}</TableCell>
                    <TableCell>{orderStatusLabel(booking.status)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}

function DaySlots({
  day,
  slots,
  editable,
  isFiltered,
  isPast,
}: {
  day: string;
  slots: Slot[];
  editable: boolean;
  isFiltered: boolean;
  /** Today or before: its slots are no longer to come. */
  isPast: boolean;
}) {
  const [bookingsOf, setBookingsOf] = useState<Slot | undefined>();
  const [confirmDay, setConfirmDay] = useState<boolean | undefined>();
  const [closingBooked, setClosingBooked] = useState<Slot | undefined>();
  const toggle = useStaffAction(
    (staff, slot: Slot) =>
      staff.update('slots', { id: slot.id, data: { closed: !slot.closed }, previousData: slot }),
    { success: (slot) => (slot.closed ? 'Créneau rouvert' : 'Créneau fermé') },
  );
  const closeDay = useStaffAction((staff, closed: boolean) => staff.closeDay(day, closed), {
    success: (closed) => (closed ? 'Journée fermée' : 'Journée rouverte'),
  });
  const allClosed = slots.length > 0 && slots.every((slot) => slot.closed);
  const noSlots = noSlotText(day, slots.length, isFiltered, isPast);
  return (
    <Card variant="outlined" data-day={day}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {formatDayTitle(day)}
            {allClosed && (
              <Typography component="span" color="error" sx={{ ml: 1 }}>
                · fermée
              </Typography>
            )}
          </Typography>
          {editable && noSlots === null && (
            <Button
              variant="outlined"
              color={allClosed ? 'primary' : 'warning'}
              disabled={closeDay.isPending}
              onClick={() => setConfirmDay(!allClosed)}
            >
              {allClosed ? 'Rouvrir la journée' : 'Fermer la journée'}
            </Button>
          )}
        </Stack>
        {noSlots !== null ? (
          <Empty>{noSlots}</Empty>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={`Créneaux du ${formatDay(day)}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Mode</TableCell>
                  <TableCell>Horaires</TableCell>
                  <TableCell align="right">Réservées</TableCell>
                  <TableCell>Capacité</TableCell>
                  <TableCell align="right">Remplissage</TableCell>
                  <TableCell>Ouvert</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {slots.map((slot) => (
                  <TableRow key={slot.id} data-slot-id={slot.id}>
                    <TableCell>{modeLabel(slot.mode)}</TableCell>
                    <TableCell>{slotHours(slot)}</TableCell>
                    <TableCell align="right">{slot.booked}</TableCell>
                    <TableCell>
                      <CapacityCell key={slot.capacity} slot={slot} editable={editable} />
                    </TableCell>
                    <TableCell align="right">{fillText(slot)}</TableCell>
                    <TableCell>
                      <Switch
                        checked={!slot.closed}
                        disabled={!editable || toggle.isPending}
                        onChange={() =>
                          !slot.closed && slot.booked > 0 ? setClosingBooked(slot) : toggle.mutate(slot)
                        }
                        slotProps={{
                          input: { 'aria-label': `Ouvert : ${modeLabel(slot.mode)} ${slotHours(slot)}` },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setBookingsOf(slot)}>
                        Réservations
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {bookingsOf && <BookingsDialog slot={bookingsOf} onClose={() => setBookingsOf(undefined)} />}
      <Confirm
        isOpen={closingBooked !== undefined}
        title={closingBooked ? `Fermer le créneau ${slotLabel(closingBooked)} du ${formatDay(day)} ?` : ''}
        content={closingBooked ? closeBookedSlotText(closingBooked.booked) : ''}
        confirm="Fermer le créneau"
        cancel="Retour"
        loading={toggle.isPending}
        onConfirm={() =>
          closingBooked && toggle.mutate(closingBooked, { onSettled: () => setClosingBooked(undefined) })
        }
        onClose={() => setClosingBooked(undefined)}
      />
      <Confirm
        isOpen={confirmDay !== undefined}
        title={confirmDay ? `Fermer le ${formatDay(day)} ?` : `Rouvrir le ${formatDay(day)} ?`}
        content={
          confirmDay
            ? closeDayText(slots)
            : 'Les créneaux fermés avec la journée pourront de nouveau être réservés ; un créneau fermé à part reste fermé.'
        }
        confirm={confirmDay ? 'Fermer la journée' : 'Rouvrir la journée'}
        cancel="Retour"
        loading={closeDay.isPending}
        onConfirm={() => closeDay.mutate(Boolean(confirmDay), { onSettled: () => setConfirmDay(undefined) })}
        onClose={() => setConfirmDay(undefined)}
      />
    </Card>
  );
}

export function DeliveryScreen() {
  const [params, setParams] = useSearchParams();
  const today = useShopToday();
  const from = params.get('day') ?? today;
  const mode = params.get('mode') ?? '';
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('delivery.write') ?? false;
  const to = from ? shiftDay(from, DAYS_SHOWN - 1) : undefined;
  const { data, error, isPending } = useStaffQuery(
    ['slots', from, to, mode],
    (staff) => staff.slots({ from: from!, to: to!, ...(mode ? { mode } : {}) }),
    { enabled: from !== undefined },
  );
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const days = from ? Array.from({ length: DAYS_SHOWN }, (_, index) => shiftDay(from, index)) : [];
  const slotsOf = (day: string) =>
    (data?.items ?? [])
      .filter((slot) => parisDay(slot.startsAt) === day)
      .sort((a, b) => a.mode.localeCompare(b.mode) || a.startsAt.localeCompare(b.startsAt));
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Livraison" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Livraison
      </Typography>
      <BikeHoursPanel editable={editable} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DayPicker day={from} onChange={(day) => set({ day })} label="À partir du" />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, value: string | null) => set({ mode: value ?? '' })}
          aria-label="Mode de livraison"
        >
          <ToggleButton value="">Tous</ToggleButton>
          <ToggleButton value="bag">Vélo</ToggleButton>
          <ToggleButton value="parcel">Colis</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {error ? (
        <Failure error={error} />
      ) : isPending || !data ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          {days.map((day) => (
            <DaySlots
              key={day}
              day={day}
              slots={slotsOf(day)}
              editable={editable}
              isFiltered={mode !== ''}
              isPast={today !== undefined && day <= today}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
