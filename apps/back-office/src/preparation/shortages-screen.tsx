/**
 * « Ruptures » (issue 41): what ran short, per day of preparation and product, over a period
 * (a week by default, up to the server's quarter): lines short, units short, lines substituted.
 * What the buyers reorder from.
 */
import {
  Box,
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
import { formatDay } from '../common/format';
import { FrenchDateField } from '../common/french-date-field';
import { useDayRangeParams, useStaffQuery } from '../common/staff-query';
import { Empty, Failure, Loading } from '../common/states';
import type { SubstitutionReport } from '../providers/staff-types';

function ShortagesTable({ report }: { report: SubstitutionReport }) {
  if (report.rows.length === 0) return <Empty>Aucune rupture sur cette période.</Empty>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Ruptures par jour et par produit">
        <TableHead>
          <TableRow>
            <TableCell>Jour de préparation</TableCell>
            <TableCell>Produit</TableCell>
            <TableCell align="right">Lignes manquantes</TableCell>
            <TableCell align="right">Unités manquantes</TableCell>
            <TableCell align="right">Remplacements proposés</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={`${row.day}-${row.productId}`} data-product-id={row.productId}>
              <TableCell>{formatDay(row.day)}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{row.linesShort}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {row.unitsShort}
              </TableCell>
              <TableCell align="right">{row.linesSubstituted}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ShortagesScreen() {
  const { from, to, choose } = useDayRangeParams(7);
  const report = useStaffQuery(
    ['shortages', from, to],
    (staff) => staff.shortages({ from: from!, to: to! }),
    {
      enabled: from !== undefined && to !== undefined,
    },
  );
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Ruptures" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Ruptures
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Les produits qui ont manqué à la préparation, par jour : de quoi réapprovisionner.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {(['from', 'to'] as const).map((key) => (
          <FrenchDateField
            key={key}
            size="small"
            label={key === 'from' ? 'Du' : 'Au'}
            value={key === 'from' ? from : to}
            onValue={(day) => day && choose({ [key]: day })}
            sx={{ width: 190 }}
          />
        ))}
      </Stack>
      {report.error ? (
        <Failure error={report.error} />
      ) : !report.data ? (
        <Loading />
      ) : (
        <ShortagesTable report={report.data} />
      )}
    </Box>
  );
}
