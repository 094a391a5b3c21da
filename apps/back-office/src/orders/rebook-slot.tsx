/**
 * « Changer de créneau »: a waiting bike order sent on another bike slot of the next days (a
 * missed delivery delivered again, a customer who called). The server lists the slots with, for
 * each, whether the order may go there and why not (full, closed, its round gone, its own); the
 * staff pick one and
 * are told what the customer receives.
 */
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { errorText } from '@sillon/domain';
import { useState } from 'react';
import { formatDayTitle, parisDay, slotHours } from '../common/format';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import type { StaffOrder, StaffRebookingSlots } from '../providers/staff-types';

type Choice = StaffRebookingSlots['items'][number];

/** The slots by Paris day, in the order the server gave them (by start). */
export function choicesByDay(items: readonly Choice[]): { day: string; slots: Choice[] }[] {
  const days = new Map<string, Choice[]>();
  for (const slot of items) {
    const day = parisDay(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, slots]) => ({ day, slots }));
}

/** « 10:00–12:00 · 3 / 8 », then why it cannot be chosen. */
export function choiceLabel(slot: Choice): string {
  const label = `${slotHours(slot)} · ${slot.booked} / ${slot.capacity}`;
  if (slot.allowed || !slot.code) return label;
  return `${label} · ${slot.code === 'order_slot_unchanged' ? 'créneau actuel' : errorText(slot.code).title}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** Why slots are refused, as their count reads (« 2 complets »), and what the staff can do about it. */
const REFUSALS: Record<string, { count: (count: number) => string; remedy?: 'capacity' | 'reopen' }> = {
  slot_full: { count: (count) => plural(count, 'complet'), remedy: 'capacity' },
  slot_closed: { count: (count) => `${plural(count, 'fermé')} par la boutique`, remedy: 'reopen' },
  slot_rounds_started: { count: (count) => `${count} dont la tournée est partie` },
  slot_started: { count: (count) => plural(count, 'commencé') },
};

const REMEDIES = {
  capacity: 'Augmentez la capacité d’un créneau dans « Livraison », puis revenez ici.',
  reopen: 'Rouvrez un créneau dans « Livraison », puis revenez ici.',
  both: 'Augmentez la capacité d’un créneau, ou rouvrez-en un, dans « Livraison », puis revenez ici.',
  none: 'Revenez plus tard, ou faites partir la commande à la main.',
};

/** Why no slot can be picked, each refusal by its own reason, or null when one can. */
export function noChoiceText(items: readonly Choice[]): string | null {
  if (items.length === 0) {
    return 'Aucun créneau à vélo n’est encore ouvert dans les trois prochains jours (ils s’ouvrent 48 h à l’avance). Revenez plus tard, ou faites partir la commande à la main.';
  }
  if (items.some((slot) => slot.allowed)) return null;
  if (items.some((slot) => slot.code === 'order_not_rebookable'))
    return errorText('order_not_rebookable').content;
  const counts = new Map<string, number>();
  for (const slot of items) {
    if (slot.code && slot.code !== 'order_slot_unchanged')
      counts.set(slot.code, (counts.get(slot.code) ?? 0) + 1);
  }
  if (counts.size === 0) {
    return `Aucun autre créneau à vélo n’est ouvert dans les trois prochains jours. ${REMEDIES.none}`;
  }
  const reasons = [...counts].map(([code, count]) =>
    REFUSALS[code] ? REFUSALS[code].count(count) : `${count} : ${errorText(code).title}`,
  );
  const remedies = new Set([...counts.keys()].flatMap((code) => REFUSALS[code]?.remedy ?? []));
  const remedy =
    remedies.size === 2
      ? REMEDIES.both
      : REMEDIES[remedies.has('capacity') ? 'capacity' : remedies.has('reopen') ? 'reopen' : 'none'];
  return `Aucun autre créneau à vélo ne peut la prendre dans les trois prochains jours : ${reasons.join(', ')}. ${remedy}`;
}

/** What the customer receives once the order moved. */
export function rebookingConsequence(order: Pick<StaffOrder, 'number' | 'customer'>): string {
  const told = order.customer.userId
    ? `Le client reçoit l’e-mail «\u00a0Votre commande ${order.number} : nouveau créneau de livraison\u00a0» et voit le nouveau créneau sur sa commande.`
    : 'Ce client n’a pas de compte\u00a0: il ne reçoit pas d’e-mail. Prévenez-le.';
  return `${told} La place de l’ancien créneau est rendue\u00a0; si les tournées du nouveau créneau sont déjà planifiées, la commande rejoint l’une d’elles en dernier arrêt.`;
}

export function RebookSlotDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const choices = useStaffQuery(
    ['rebooking-slots', order.number],
    (staff) => staff.rebookingSlots(order.number),
    {
      gcTime: 0,
    },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const rebook = useStaffAction((staff, slot: Choice) => staff.rebookOrder(order.number, slot.id), {
    success: (slot) =>
      `Commande ${order.number} déplacée\u00a0: ${formatDayTitle(parisDay(slot.startsAt))}, ${slotHours(slot)}`,
  });
  const items = choices.data?.items ?? [];
  const picked = items.find((slot) => slot.id === chosen && slot.allowed);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rebook-title">
      <DialogTitle id="rebook-title">Changer le créneau de la commande {order.number}</DialogTitle>
      <DialogContent>
        {choices.isPending && <CircularProgress aria-label="Chargement des créneaux" />}
        {choices.error && <Alert severity="error">{choices.error.message}</Alert>}
        {choices.data && noChoiceText(items) && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {noChoiceText(items)}
          </Alert>
        )}
        <RadioGroup
          aria-labelledby="rebook-title"
          value={chosen ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {choicesByDay(items).map(({ day, slots }) => (
            <div key={day}>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {formatDayTitle(day)}
              </Typography>
              {slots.map((slot) => (
                <FormControlLabel
                  key={slot.id}
                  value={slot.id}
                  disabled={!slot.allowed}
                  control={<Radio />}
                  label={choiceLabel(slot)}
                />
              ))}
            </div>
          ))}
        </RadioGroup>
        {choices.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {rebookingConsequence(order)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Ne rien changer</Button>
        <Button
          variant="contained"
          disabled={!picked || rebook.isPending}
          onClick={() => picked && rebook.mutate(picked, { onSuccess: onClose })}
        >
          Déplacer sur ce créneau
        </Button>
      </DialogActions>
    </Dialog>
  );
}
