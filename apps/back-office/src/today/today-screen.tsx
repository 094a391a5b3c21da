/**
 * « Aujourd'hui »: the day's placed orders (by delivery day), revenue, average basket, the
 * deliveries the couriers missed, orders by status, and how full each slot is.
 */
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { DayPicker } from '../common/day-picker';
import { formatEuros, orderStatusLabel } from '../common/format';
import { useDayParam, useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import type { StaffPermission } from '../providers/staff-types';
import { MissedDeliveries } from './missed-deliveries';
import { SlotFillChart } from './slot-fill-chart';

const STATUSES = ['scheduled', 'delivery', 'delivered', 'canceled'] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    // Two a row on a phone, all five on a laptop.
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function TodayScreen() {
  const [day, setDay] = useDayParam();
  const { permissions } = usePermissions<StaffPermission[]>();
  const canSeeRounds = permissions?.includes('rounds.read') ?? false;
  const { data, error, isPending } = useStaffQuery(['dashboard', day], (staff) => staff.dashboard(day), {
    enabled: day !== undefined,
  });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Aujourd’hui" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {'Aujourd’hui'}
      </Typography>
      <DayPicker day={day} onChange={setDay} label="Jour de livraison" />
      {error ? (
        <Failure error={error} />
      ) : isPending || !data ? (
        <Loading />
      ) : (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <Figure label="Commandes" value={String(data.orders)} />
            <Figure label="Commandé" value={formatEuros(data.revenueCents)} />
            {/* The cards are charged once the bags are packed, what went in them: less when products were short. */}
            <Figure label="Encaissé" value={formatEuros(data.chargedCents)} />
            <Figure label="Panier moyen" value={formatEuros(data.averageBasketCents)} />
            <Figure label="Préparées" value={`${data.prepared} / ${data.orders}`} />
          </Stack>
          {canSeeRounds && <MissedDeliveries day={data.day} />}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Commandes par statut
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {STATUSES.map((status) => (
                  <Chip
                    key={status}
                    component={Link}
                    to={`/orders?filter=${encodeURIComponent(JSON.stringify({ day: data.day, status }))}`}
                    clickable
                    label={`${orderStatusLabel(status)} : ${data.byStatus[status]}`}
                    variant="outlined"
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Remplissage des créneaux
              </Typography>
              <SlotFillChart slots={data.slots} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
