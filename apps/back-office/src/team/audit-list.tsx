/** Journal (admins): every change made through the staff API, newest first. */
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, TextInput, useGetList } from 'react-admin';
import { formatDateTime } from '../common/format';
import type { AuditEntry } from '../providers/staff-types';
import { auditActionLabel, auditSubjectLabel } from '../common/audit-labels';

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        maxWidth: 360,
        maxHeight: 160,
        overflow: 'auto',
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value, null, 1)}
    </Box>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? '—';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** What a change did: the fields that differ, each before → after; the whole state otherwise. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  if (!isRecord(before) || !isRecord(after)) {
    return <Json value={after ?? before} />;
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length === 0) return <Typography variant="body2">Aucun changement</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, fontSize: 13, maxWidth: 520, wordBreak: 'break-word' }}>
      {fields.map((field) => (
        <li key={field}>
          <strong>{field}</strong> : {short(before[field])} → {short(after[field])}
        </li>
      ))}
    </Box>
  );
}

function MemberFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data } = useGetList('members', { pagination: { page: 1, perPage: 100 } });
  return (
    <SelectInput
      {...props}
      label="Qui"
      emptyText="Tout le monde"
      choices={(data ?? []).map((member) => ({ id: member.id, name: String(member.name) }))}
    />
  );
}

const filters = [
  <MemberFilter key="staffId" source="staffId" alwaysOn />,
  <TextInput key="subjectType" source="subjectType" label="Sujet (product, order, slot…)" alwaysOn />,
];

export function AuditList() {
  return (
    <List title="Journal" perPage={25} filters={filters} exporter={false} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<AuditEntry>
          label="Quand"
          sortable={false}
          render={(entry) => formatDateTime(entry.at)}
        />
        <FunctionField<AuditEntry>
          label="Qui"
          sortable={false}
          render={(entry) => entry.staff?.name ?? entry.staff?.email ?? '—'}
        />
        <FunctionField<AuditEntry>
          label="Action"
          sortable={false}
          render={(entry) => auditActionLabel(entry.action)}
        />
        <FunctionField<AuditEntry>
          label="Sujet"
          sortable={false}
          render={(entry) =>
            `${auditSubjectLabel(entry.subjectType)}${entry.subjectId ? ` ${entry.subjectId}` : ''}`
          }
        />
        <FunctionField<AuditEntry>
          label="Changements (avant → après)"
          sortable={false}
          render={(entry) => <Changes before={entry.before} after={entry.after} />}
        />
      </Datagrid>
    </List>
  );
}
