/**
 * Erreurs (admins): the error reports of the app and the server (spec §8, issue 35), newest first:
 * what failed, where, for whom, on which app, and, unfolded, the steps that led there (the
 * report's breadcrumbs) and the top of its stack.
 */
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput } from 'react-admin';
import { formatDateTime } from '../common/format';
import type { ErrorReportRow } from '../providers/staff-types';

const SOURCES = [
  { id: 'app', name: 'L’application' },
  { id: 'server', name: 'Le serveur' },
];

const filters = [
  <SelectInput key="source" source="source" label="Source" choices={SOURCES} emptyText="Toutes" alwaysOn />,
];

const muted = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/** The trail and the stack of one report. */
function ReportDetails({ report }: { report: ErrorReportRow }) {
  const details = report.details;
  if (!details) return muted('Aucun détail pour ce rapport.');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, fontSize: 13 }}>
      <Box>
        <Typography variant="subtitle2">Étapes avant l’erreur</Typography>
        {details.breadcrumbs.length === 0 ? (
          muted('Aucune')
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {details.breadcrumbs.map((crumb, index) => (
              <li key={index}>
                <strong>{crumb.category}</strong> {crumb.message}
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2">Pile (la plus récente en haut)</Typography>
        {details.frames.length === 0 ? (
          muted('Aucune')
        ) : (
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
            {details.frames.join('\n')}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {[
            details.release && `Version ${details.release}`,
            details.environment,
            details.eventId && `Sentry ${details.eventId}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The kinds the app and the server tag their reports with, as the team reads them. */
const REPORT_KINDS: Record<string, string> = {
  crash: 'Plantage',
  error: 'Erreur',
  request: 'Requête en échec',
  query: 'Lecture en échec',
  content: 'Contenu en échec',
  action: 'Action en échec',
};

export function ErrorReportList() {
  return (
    <List title="Erreurs" perPage={50} filters={filters} exporter={false} empty={false}>
      <Datagrid
        bulkActionButtons={false}
        rowClick="expand"
        expand={<FunctionField<ErrorReportRow> render={(report) => <ReportDetails report={report} />} />}
      >
        <FunctionField<ErrorReportRow>
          label="Quand"
          sortable={false}
          render={(report) => formatDateTime(report.receivedAt)}
        />
        <FunctionField<ErrorReportRow>
          label="Source"
          sortable={false}
          render={(report) =>
            `${report.source === 'app' ? 'Application' : 'Serveur'}${report.platform ? ` (${report.platform})` : ''}`
          }
        />
        <FunctionField<ErrorReportRow>
          label="Genre"
          sortable={false}
          render={(report) => REPORT_KINDS[report.kind] ?? report.kind}
        />
        <FunctionField<ErrorReportRow>
          label="Action"
          sortable={false}
          render={(report) => <Box sx={{ maxWidth: 260, wordBreak: 'break-all' }}>{report.action}</Box>}
        />
        <FunctionField<ErrorReportRow>
          label="Erreur"
          sortable={false}
          render={(report) => <Box sx={{ maxWidth: 360, wordBreak: 'break-word' }}>{report.error}</Box>}
        />
        <FunctionField<ErrorReportRow>
          label="Client"
          sortable={false}
          render={(report) => report.userId ?? '—'}
        />
        <FunctionField<ErrorReportRow>
          label="Version / requête"
          sortable={false}
          render={(report) => [report.appVersion, report.requestId].filter(Boolean).join(' · ') || '—'}
        />
      </Datagrid>
    </List>
  );
}
