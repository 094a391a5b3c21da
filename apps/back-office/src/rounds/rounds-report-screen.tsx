/**
 * Bilan des tournées (issue 42): per bike slot of a period, what the rounds promised against what
 * happened at the doors: stops delivered, customers absent, stops done after their window, and the
 * mean gap between the planned arrival and the courier's mark.
 */
import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDay, slotHours } from '../common/format';
import { FrenchDateField } from '../common/french-date-field';
import { useDayRangeParams, useStaffQuery } from '../common/staff-query';
import { Empty, Failure, Loading } from '../common/states';
import type { RoundsReport } from '../providers/staff-types';

/** The period shown first: the last week, today included. */
const DEFAULT_DAYS = 7;

type SlotReport = RoundsReport['slots'][number];

/** « +6 min » late, « −3 min » early, « à l'heure ». */
export function delayLabel(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.round(minutes);
  if (rounded === 0) return 'à l’heure';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)} min`;
}

function share(part: number, whole: number): string {
  return whole === 0 ? '' : ` (${Math.round((part / whole) * 100)} %)`;
}

function Totals({ slots }: { slots: SlotReport[] }) {
  const sum = (pick: (slot: SlotReport) => number) => slots.reduce((total, slot) => total + pick(slot), 0);
  const stops = sum((slot) => slot.stops);
  const figures = [
    { label: 'Tournées', value: String(sum((slot) => slot.rounds)) },
    { label: 'Arrêts', value: String(stops) },
    {
      label: 'Livrées',
      value: `${sum((slot) => slot.delivered)}${share(
        sum((slot) => slot.delivered),
        stops,
      )}`,
    },
    {
      label: 'Absents',
      value: `${sum((slot) => slot.absent)}${share(
        sum((slot) => slot.absent),
        stops,
      )}`,
    },
    {
      label: 'En retard',
      value: `${sum((slot) => slot.late)}${share(
        sum((slot) => slot.late),
        stops,
      )}`,
    },
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {figures.map((figure) => (
        <Card variant="outlined" key={figure.label} sx={{ flex: '1 1 160px' }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {figure.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function ReportTable({ slots }: { slots: SlotReport[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Bilan par créneau">
        <TableHead>
          <TableRow>
            <TableCell>Jour</TableCell>
            <TableCell>Créneau</TableCell>
            <TableCell align="right">Tournées</TableCell>
            <TableCell align="right">Arrêts</TableCell>
            <TableCell align="right">Livrées</TableCell>
            <TableCell align="right">Absents</TableCell>
            <TableCell align="right">En retard</TableCell>
            <TableCell align="right">Écart moyen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot) => (
            <TableRow key={`${slot.day}-${slot.slot.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(slot.day)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link to={`/rounds?day=${slot.day}&slotId=${encodeURIComponent(slot.slot.id)}`}>
                  Vélo {slotHours({ startsAt: slot.slot.start, endsAt: slot.slot.end })}
                </Link>
              </TableCell>
              <TableCell align="right">{slot.rounds}</TableCell>
              <TableCell align="right">{slot.stops}</TableCell>
              <TableCell align="right">{slot.delivered}</TableCell>
              <TableCell align="right" sx={{ color: slot.absent > 0 ? 'warning.dark' : undefined }}>
                {slot.absent}
              </TableCell>
              <TableCell align="right" sx={{ color: slot.late > 0 ? 'error.main' : undefined }}>
                {slot.late}
              </TableCell>
              <TableCell align="right">{delayLabel(slot.meanDelayMinutes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function RoundsReportScreen() {
  const { from, to, choose: set } = useDayRangeParams(DEFAULT_DAYS);
  const wrongOrder = from !== undefined && to !== undefined && from > to;
  const { data, error, isPending } = useStaffQuery(
    ['rounds-report', from, to],
    (staff) => staff.roundsReport({ from: from!, to: to! }),
    { enabled: from !== undefined && to !== undefined && !wrongOrder },
  );
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Bilan des tournées" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Bilan des tournées
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 2 }}>
        {(
          [
            ['from', 'Du', from],
            ['to', 'Au', to],
          ] as const
        ).map(([key, label, value]) => (
          <FrenchDateField
            key={key}
            size="small"
            label={label}
            value={value}
            onValue={(day) => day && set({ [key]: day })}
            margin="none"
            sx={{ width: 190 }}
          />
        ))}
      </Stack>
      {wrongOrder ? (
        <Failure error={new Error('Le premier jour doit précéder le dernier.')} />
      ) : error ? (
        <Failure error={error} />
      ) : isPending || !data ? (
        <Loading />
      ) : data.slots.length === 0 ? (
        <Empty>Aucune tournée sur cette période.</Empty>
      ) : (
        <Stack spacing={2}>
          <Totals slots={data.slots} />
          <Card variant="outlined">
            <CardContent>
              <ReportTable slots={data.slots} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                En retard : arrêt fait après la fin de la fenêtre annoncée au client. Écart moyen : heure du
                passage moins heure prévue à la planification, sur les arrêts faits (+ : en retard).
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
