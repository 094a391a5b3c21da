/** Journal (admins): every change made through the staff API, newest first, in French. */
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, useGetList } from 'react-admin';
import { auditActionLabel, auditSubjectChoices, auditSubjectLabel } from '../common/audit-labels';
import { formatDateTime } from '../common/format';
import type { AuditEntry, Member } from '../providers/staff-types';
import { changeLines, subjectName } from './audit-changes';

/** The scripts' token (`ADMIN_TOKEN`) is audited under that name instead of a member's e-mail. */
const SCRIPT_AUTHOR = 'ADMIN_TOKEN';

function useMemberNames(): Map<string, string> {
  const { data } = useGetList<Member & { id: string }>('members', { pagination: { page: 1, perPage: 100 } });
  return new Map((data ?? []).map((member) => [member.id, member.name]));
}

/** What a change did: the fields that differ, each « champ : avant → après ». */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  if (lines.length === 0 || lines.every((line) => !line.changed)) {
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, fontSize: 13, maxWidth: 520, wordBreak: 'break-word' }}>
      {lines.map((line) => (
        <li key={line.field}>
          <strong>{line.label}</strong> : {line.before} → {line.after}
        </li>
      ))}
    </Box>
  );
}

function Author({ entry }: { entry: AuditEntry }) {
  if (!entry.staff) return <>—</>;
  if (entry.staff.email === SCRIPT_AUTHOR) return <>Script (ADMIN_TOKEN)</>;
  return <>{entry.staff.name ?? entry.staff.email}</>;
}

function Subject({ entry }: { entry: AuditEntry }) {
  const memberNames = useMemberNames();
  const name = subjectName(entry, memberNames);
  return (
    <>
      {auditSubjectLabel(entry.subjectType)}
      {name ? ` ${name}` : ''}
    </>
  );
}

function MemberFilter(props: { source: string; alwaysOn?: boolean }) {
  const memberNames = useMemberNames();
  return (
    <SelectInput
      {...props}
      label="Qui"
      emptyText="Tout le monde"
      choices={[...memberNames].map(([id, name]) => ({ id, name }))}
    />
  );
}

const filters = [
  <MemberFilter key="staffId" source="staffId" alwaysOn />,
  <SelectInput
    key="subjectType"
    source="subjectType"
    label="Sujet"
    emptyText="Tous"
    choices={auditSubjectChoices()}
    alwaysOn
  />,
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
          render={(entry) => <Author entry={entry} />}
        />
        <FunctionField<AuditEntry>
          label="Action"
          sortable={false}
          render={(entry) => auditActionLabel(entry.action)}
        />
        <FunctionField<AuditEntry>
          label="Sujet"
          sortable={false}
          render={(entry) => <Subject entry={entry} />}
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
