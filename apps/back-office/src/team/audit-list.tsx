/** Journal (admins): every change made or refused through the staff API, newest first, in French. */
import { Box, Typography } from '@mui/material';
import { errorText, isErrorCode } from '@sillon/domain';
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
  const lines = changeLines(before, after, useMemberNames());
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
          <strong>{line.label}</strong> : {line.summary ?? `${line.before} → ${line.after}`}
        </li>
      ))}
    </Box>
  );
}

/** Why a sign-in was refused: only the journal says it (the member is told one thing for all). */
const SIGN_IN_REFUSALS: Record<string, string> = {
  wrong_password: 'mot de passe erroné',
  account_locked: 'compte verrouillé',
  no_active_member: 'aucun membre actif à cette adresse',
};

/** Why a change was refused, in the words the shop answers with (the code when it has none). */
function refusalText(code: string | null): string {
  if (code === null) return '';
  if (SIGN_IN_REFUSALS[code]) return SIGN_IN_REFUSALS[code];
  return isErrorCode(code) ? errorText(code).content : code;
}

/** Whether the change was made: a refusal says why, an unfinished change says so. */
function Outcome({ entry }: { entry: AuditEntry }) {
  if (entry.outcome === 'done') return <>Fait</>;
  if (entry.outcome === 'pending') return <Typography color="warning.main">Inachevé</Typography>;
  return (
    <Typography variant="body2" color="error" title={entry.errorCode ?? undefined}>
      Refusé : {refusalText(entry.errorCode)}
    </Typography>
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
          label="Résultat"
          sortable={false}
          render={(entry) => <Outcome entry={entry} />}
        />
        <FunctionField<AuditEntry>
          label="Changements (avant → après)"
          sortable={false}
          render={(entry) =>
            entry.outcome === 'done' ? <Changes before={entry.before} after={entry.after} /> : '—'
          }
        />
      </Datagrid>
    </List>
  );
}
