/**
 * A bike order's stop on its page: which round, who rides it, when it was expected, and what
 * happened at the door with the courier's note, so whoever takes the customer's call knows.
 */
import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatWindow } from '../common/format';
import type { StaffOrderStop, StaffPermission } from '../providers/staff-types';
import { courierNoteText, outcomeColor, outcomeLabel } from '../rounds/round-labels';

/** « Tournée 2 · Paul · arrêt 3, attendu 10 h 15 – 10 h 30 »: the window « Tournées » shows. */
export function stopText(stop: StaffOrderStop): string {
  return [
    `Tournée ${stop.roundNumber}`,
    stop.courierName ?? 'sans livreur',
    `arrêt ${stop.position}, attendu ${formatWindow(stop.window)}`,
  ].join(' · ');
}

/** `showNote` false: the missed delivery's notice above already quotes the courier. */
export function OrderStop({ stop, showNote = true }: { stop: StaffOrderStop; showNote?: boolean }) {
  const { permissions } = usePermissions<StaffPermission[]>();
  const canSeeRounds = permissions?.includes('rounds.read') ?? false;
  return (
    <Box data-testid="order-stop">
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="body2">{stopText(stop)}</Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
        <Chip size="small" color={outcomeColor(stop.outcome)} label={outcomeLabel(stop)} />
        {canSeeRounds && (
          <Button
            component={Link}
            to={`/rounds?${new URLSearchParams({ day: stop.day, slotId: stop.slotId })}`}
            size="small"
          >
            Voir la tournée
          </Button>
        )}
      </Stack>
      {showNote && stop.absenceNote && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {courierNoteText(stop.absenceNote)}
        </Typography>
      )}
    </Box>
  );
}
