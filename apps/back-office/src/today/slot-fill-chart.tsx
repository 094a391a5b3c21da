/** Each slot's fill rate (booked / capacity) as a bar, with the figures in a table under it. */
import {
  Box,
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
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { fillRate, slotLabel } from '../common/format';
import { Empty } from '../common/states';
import { STAFF_COLORS } from '../layout/theme';
import type { Slot } from '../providers/staff-types';

/** A phone shows « 2 / 8 » under « Réservées »: five columns did not fit its width. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const NARROW_ONLY = { display: { xs: 'inline', sm: 'none' } };

export function SlotFillChart({ slots }: { slots: readonly Slot[] }) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (slots.length === 0) return <Empty>Aucun créneau ce jour-là.</Empty>;
  const sorted = [...slots].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.mode.localeCompare(b.mode),
  );
  const rows = sorted.map((slot) => ({
    id: slot.id,
    label: slotLabel(slot),
    rate: fillRate(slot),
    booked: slot.booked,
    capacity: slot.capacity,
    closed: slot.closed,
  }));
  return (
    <>
      <div style={{ width: '100%', height: 280 }} role="img" aria-label="Taux de remplissage des créneaux">
        <ResponsiveContainer>
          <BarChart data={rows} margin={{ top: 24, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12 }}
              interval={0}
              // A phone's labels, side by side, ran into each other.
              {...(isPhone ? { angle: -40, textAnchor: 'end', height: 80 } : {})}
            />
            <YAxis domain={[0, 100]} unit=" %" width={56} />
            <Tooltip
              formatter={(_value, _name, item) => {
                const row = item.payload as (typeof rows)[number];
                return [`${row.booked} / ${row.capacity}${row.closed ? ' (fermé)' : ''}`, 'Réservées'];
              }}
            />
            <Bar dataKey="rate" name="Remplissage" isAnimationActive={false}>
              {rows.map((row) => (
                <Cell
                  key={row.id}
                  fill={
                    row.closed
                      ? STAFF_COLORS.chartClosed
                      : row.rate >= 100
                        ? STAFF_COLORS.chartFull
                        : STAFF_COLORS.chart
                  }
                />
              ))}
              <LabelList dataKey="rate" position="top" formatter={(value) => `${String(value)} %`} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <TableContainer>
        <Table size="small" aria-label="Créneaux du jour">
          <TableHead>
            <TableRow>
              <TableCell>Créneau</TableCell>
              <TableCell align="right">Réservées</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Capacité
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Remplissage
              </TableCell>
              <TableCell>État</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">
                  {row.booked}
                  <Box component="span" sx={NARROW_ONLY}>
                    {' '}
                    / {row.capacity}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {row.capacity}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {row.rate} %
                </TableCell>
                <TableCell>
                  <Typography variant="body2" color={row.closed ? 'text.secondary' : 'text.primary'}>
                    {row.closed ? 'Fermé' : row.rate >= 100 ? 'Complet' : 'Ouvert'}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
