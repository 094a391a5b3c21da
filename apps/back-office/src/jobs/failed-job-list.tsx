/**
 * Tâches en échec (admins): the background jobs that failed all their tries (an e-mail, a push, a
 * payment to settle…), with their last error; « Relancer » tries one once more, and it leaves the
 * list until it fails again.
 */
import { Box, Button, Typography } from '@mui/material';
import type { StaffFailedJob } from '@sillon/contract';
import { Datagrid, FunctionField, List, useRecordContext, usePermissions } from 'react-admin';
import { formatDateTime } from '../common/format';
import { useStaffAction } from '../common/staff-query';
import type { StaffPermission } from '../providers/staff-types';

/** What each kind of job does, in the team's words; a kind this list does not know shows as is. */
const KINDS: Record<string, string> = {
  order_mail: 'E-mail de commande',
  order_push: 'Notification de commande',
  order_payment_settle: 'Encaissement ou annulation du paiement',
  order_payment_guard: 'Vérification du paiement',
  order_payments_release: 'Remboursement d’une commande annulée',
  order_addition_expiry: 'Expiration d’un ajout d’articles',
  account_erasure: 'Effacement d’un compte fermé',
};

function RetryButton(_props: { label?: string }) {
  const job = useRecordContext<StaffFailedJob>();
  const { permissions } = usePermissions<StaffPermission[]>();
  const retry = useStaffAction((staff, id: string) => staff.retryJob(id), {
    success: 'Tâche relancée : elle repart dès qu’un serveur est libre',
  });
  if (!job || !permissions?.includes('jobs.write')) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={retry.isPending}
      onClick={(event) => {
        event.stopPropagation();
        retry.mutate(job.id);
      }}
    >
      Relancer
    </Button>
  );
}

export function FailedJobList() {
  return (
    <List perPage={25} title="Tâches en échec" exporter={false} empty={false}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>Aucune tâche en échec.</Typography>}
      >
        <FunctionField<StaffFailedJob>
          label="Tâche"
          sortable={false}
          render={(job) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {KINDS[job.kind] ?? job.kind}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {job.kind}
              </Typography>
            </>
          )}
        />
        <FunctionField<StaffFailedJob>
          label="Contenu"
          sortable={false}
          render={(job) => (
            <Box
              component="code"
              sx={{ fontSize: 12, wordBreak: 'break-all', maxWidth: 320, display: 'block' }}
            >
              {job.payloadSummary}
            </Box>
          )}
        />
        <FunctionField<StaffFailedJob> label="Essais" sortable={false} render={(job) => job.attempts} />
        <FunctionField<StaffFailedJob>
          label="Dernière erreur"
          sortable={false}
          render={(job) => (
            <Typography variant="body2" sx={{ maxWidth: 360, wordBreak: 'break-word' }}>
              {job.lastError ?? '—'}
            </Typography>
          )}
        />
        <FunctionField<StaffFailedJob>
          label="Échouée le"
          sortable={false}
          render={(job) => (job.failedAt ? formatDateTime(job.failedAt) : '—')}
        />
        <RetryButton label="" />
      </Datagrid>
    </List>
  );
}
